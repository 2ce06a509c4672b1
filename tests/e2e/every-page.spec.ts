/**
 * Every page of the built sitemap, one test each: it answers 200, hydrates, logs no console error
 * or warning (a Content-Security-Policy violation is one), has no failed request and none to another
 * host, and axe finds no WCAG 2.0/2.1/2.2 A or AA violation and no best-practice violation in its
 * content (the chrome all pages share, navbar, footer and sidebar, on the pages of pagesWithChrome).
 * A page of each kind is also checked in dark mode and at 375 px, chrome included. On API pages every
 * <details> (schemas, parameters, responses) is opened first, so that axe also sees what they hold:
 * they start collapsed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  test,
  type Browser,
  type ConsoleMessage,
  type Frame,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { readPage } from '../build/buildOutput';
import { hydrated } from './helpers';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** The paths of build/sitemap.xml (tag pages are left out of the sitemap, so they are added here). */
function sitemapPaths(): string[] {
  const xml = readFileSync(join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...paths, '/tags', '/tags/agents'];
}

/**
 * One page of each kind, with a code block, an admonition, a table, an API method badge or a oneOf
 * badge (/api/get-connections, in a collapsed schema).
 */
export const REPRESENTATIVE = [
  '/',
  '/app/intro/Concepts',
  '/app/flows/TroubleshootingFlows',
  '/nodes/NodeOverview',
  '/nodes/File/CSV_Read',
  '/api',
  '/api/get-flows',
  '/api/trigger-flow',
  '/api/get-connections',
  '/api/schemas/agent',
  '/sdk/LabwireSDKOverview',
  '/sdk/markdowns/lc.lc',
  '/releases/ReleaseNotes',
  '/releases/202510',
  '/search',
  '/contributing',
  '/tags/agents',
  '/no-such-page',
];

/** The API reference: operation, schema and tag pages, generated from openapi.yaml. */
const isApiPage = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * Opens every visible <details>, in rounds from the outside in: a nested one shows once its parent
 * is open. Docusaurus's Details animates the opening and gives the content its height ("auto") when
 * the animation ends; with reduced motion that takes 1 ms. Content with no height has no animation
 * to end. Details in an inactive tab stay closed: their content would be hidden anyway.
 */
async function openAllDetails(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (let round = 0; ; round++) {
    const opening = await page.evaluateHandle(() => {
      const closed = [...document.querySelectorAll('details:not([open])')].filter((d) => d.checkVisibility());
      for (const details of closed) details.querySelector<HTMLElement>(':scope > summary')?.click();
      return closed;
    });
    if ((await opening.evaluate((list) => list.length)) === 0) break;
    expect(round, 'rounds of opening <details>').toBeLessThan(20);
    await page.waitForFunction(
      (list) =>
        list.every((details) => {
          const content = details.querySelector<HTMLElement>(':scope > div');
          return (
            !content ||
            // A plain <details> (not Docusaurus's animated one) opens at once.
            !details.hasAttribute('data-collapsed') ||
            content.style.height === 'auto' ||
            (content.style.display === 'block' && content.scrollHeight === 0)
          );
        }),
      opening,
      { polling: 'raf' },
    );
    await opening.dispose();
  }
  await page.emulateMedia({ reducedMotion: null });
}

interface Problems {
  console: string[];
  failed: string[];
  /** The hosts of the page's http(s) requests: the default build sends none to another host. */
  hosts: Set<string>;
}

/** Records console errors and warnings, uncaught errors and failed requests from the page on, until `stop()`. */
function watch(page: Page): Problems & { stop: () => void; settled: () => Promise<void> } {
  const problems: Problems = { console: [], failed: [], hosts: new Set() };
  // The tab is reused: a request of the previous page (a prefetch, say) may still end, or be aborted
  // by the navigation, after this one started. Only this page's requests count: the navigation and
  // what is requested once its document is committed.
  const ours = new Set<Request>();
  let committed = false;
  const onFrameNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  // Requests in flight, for `settled`: Playwright's networkidle waits a fixed 500 ms after the last one.
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const onRequest = (request: Request) => {
    if (!committed && !request.isNavigationRequest()) return;
    ours.add(request);
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') problems.hosts.add(url.host);
    inFlight.add(request);
    lastChange = Date.now();
  };
  const onRequestDone = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  const onConsole = (msg: ConsoleMessage) => {
    // Chromium logs the not-found page's own 404 as a failed resource; that answer is the point.
    const expected404 = /status of 404/.test(msg.text()) && msg.location().url === page.url();
    if ((msg.type() === 'error' || msg.type() === 'warning') && !expected404)
      problems.console.push(`${msg.type()}: ${msg.text()}`);
  };
  const onPageError = (error: Error) => problems.console.push(`uncaught: ${error.message}`);
  const onRequestFailed = (request: Request) => {
    if (!ours.has(request)) return;
    onRequestDone(request);
    problems.failed.push(`${request.url()}: ${request.failure()?.errorText}`);
  };
  const onResponse = (response: Response) => {
    if (!ours.has(response.request())) return;
    // The not-found page is expected to answer 404 for its own document.
    if (response.status() >= 400 && !(response.request().resourceType() === 'document' && response.status() === 404))
      problems.failed.push(`${response.url()}: ${response.status()}`);
  };
  page.on('framenavigated', onFrameNavigated);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfinished', onRequestDone);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  const stop = () => {
    page.off('framenavigated', onFrameNavigated);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
    page.off('requestfinished', onRequestDone);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  };
  /** Resolves once no request has been in flight for 150 ms (lazy chunks and images after hydration). */
  const settled = async () => {
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= 150, { intervals: [50], timeout: 15_000 })
      .toBe(true);
  };
  return { ...problems, stop, settled };
}

/** axe-core itself, evaluated once in each page checked. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The chrome every page shares: the same navbar, announcement bar and footer on every page, and a
 * docs sidebar that differs only by the section and the categories the current page opens.
 */
const SHARED_CHROME = ['.theme-announcement-bar', '.navbar', '.footer'];
const SIDEBAR = '.theme-doc-sidebar-container';

/**
 * The links and collapsed categories of a built page's docs sidebar: pages with the same key show
 * the same sidebar, up to which link is marked as the current page.
 */
function sidebarKey(html: string): string {
  const nav = /<nav[^>]*aria-label="?Docs sidebar"?[^>]*>([\s\S]*?)<\/nav>/.exec(html);
  if (!nav) return 'none';
  return [...nav[1].matchAll(/href="?([^"\s>]+)|menu__list-item--collapsed/g)].map((m) => m[1] ?? '-').join(' ');
}

/**
 * The pages whose navbar, announcement bar, footer and sidebar axe checks too: one page of each kind,
 * and the first page of each sidebar state (37 for 355 pages). On every other page axe checks all
 * but that chrome, which it has already seen elsewhere: a fifth to a third of axe's time.
 */
function pagesWithChrome(paths: string[]): Set<string> {
  const withChrome = new Set(REPRESENTATIVE);
  const seen = new Set<string>();
  for (const path of paths) {
    const html = readPage(path);
    const key = html === undefined ? path : sidebarKey(html);
    if (!seen.has(key)) withChrome.add(path);
    seen.add(key);
  }
  return withChrome;
}

/** axe's violations, one line each: rule, impact, and the first few offending nodes. */
async function axeViolations(page: Page, { chrome }: { chrome: boolean }): Promise<string[]> {
  // axe runs in the page's own frame; no page of the site has another frame it would miss.
  expect(
    page.frames().map((frame) => frame.url()),
    'frames of the page',
  ).toHaveLength(1);
  // Evaluated once and run in the page: no second evaluation of the large script, no blank tab to finish in.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'], // passes are not collected, which is faster
      });
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target: [...target], failureSummary })),
      }));
    },
    { tags: AXE_TAGS, exclude: chrome ? [] : [...SHARED_CHROME, SIDEBAR] },
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} | ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .join(' ; ')}${v.nodes.length > 3 ? ` ; +${v.nodes.length - 3} more` : ''}`,
  );
}

async function checkPage(page: Page, path: string, { openDetails = false, chrome = true } = {}): Promise<void> {
  const problems = watch(page);
  try {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), `${path} answers`).toBe(path === '/no-such-page' ? 404 : 200);
    await hydrated(page);
    // Lazy chunks and images requested while hydrating have settled.
    await problems.settled();
    if (openDetails) await openAllDetails(page);
    expect.soft(await axeViolations(page, { chrome }), `axe on ${path}`).toEqual([]);
    expect.soft(problems.console, `console on ${path}`).toEqual([]);
    expect.soft(problems.failed, `requests of ${path}`).toEqual([]);
    expect.soft([...problems.hosts], `hosts ${path} sends requests to`).toEqual([new URL(page.url()).host]);
  } finally {
    problems.stop();
  }
}

/**
 * One tab per worker and mode for the ~370 pages: each page is still a full navigation to a new
 * document, but a new tab costs Chromium a browser-UI renderer and a few hundred ms of CPU (the HTTP
 * cache being warm is the only other difference, and none of these checks depends on it).
 */
async function workerTab(
  browser: Browser,
  provide: (page: Page) => Promise<void>,
  options: Parameters<Browser['newContext']>[0] = {},
  theme?: 'dark',
) {
  const context = await browser.newContext(options);
  if (theme) await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  await provide(await context.newPage());
  await context.close();
}

const everyPage = test.extend<object, { tab: Page; darkTab: Page; narrowTab: Page }>({
  tab: [({ browser }, use) => workerTab(browser, use), { scope: 'worker' }],
  darkTab: [({ browser }, use) => workerTab(browser, use, {}, 'dark'), { scope: 'worker' }],
  narrowTab: [
    ({ browser }, use) => workerTab(browser, use, { viewport: { width: 375, height: 740 } }),
    { scope: 'worker' },
  ],
});

everyPage.describe('every page (light mode)', () => {
  const paths = sitemapPaths();
  const withChrome = pagesWithChrome(paths);
  for (const path of paths) {
    everyPage(path, async ({ tab }) => {
      await checkPage(tab, path, { openDetails: isApiPage(path), chrome: withChrome.has(path) });
    });
  }
});

everyPage.describe('one page of each kind in dark mode', () => {
  for (const path of REPRESENTATIVE) {
    everyPage(path, async ({ darkTab }) => {
      await checkPage(darkTab, path, { openDetails: isApiPage(path) });
      await expect(darkTab.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  }
});

everyPage.describe('one page of each kind at 375 px', () => {
  for (const path of REPRESENTATIVE) {
    everyPage(path, async ({ narrowTab }) => {
      await checkPage(narrowTab, path);
    });
  }
});
