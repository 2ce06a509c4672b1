/**
 * Hosted search (Algolia DocSearch), against the build made with the variables of
 * tests/hosted-search.env (npm run build:hosted, served from build-hosted/). Algolia's endpoint is
 * intercepted: each test answers its queries and records them, so nothing leaves the machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { gotoHydrated } from './helpers';

const env = Object.fromEntries(
  readFileSync('tests/hosted-search.env', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.split('=', 2) as [string, string]),
);
const ALGOLIA = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//i;
const SITE = 'https://docs.labwire.example';

interface Page0 {
  path: string;
  lvl0: string;
  lvl1: string;
  lvl2?: string;
  content?: string;
  category?: string;
}
/** A DocSearch record as the crawler stores it, with the highlight and snippet results Algolia adds. */
function record({ path, lvl0, lvl1, lvl2, content, category = 'docs' }: Page0) {
  const hierarchy = { lvl0, lvl1, lvl2: lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const marked = (value: string | null) => ({
    value: value ?? '',
    matchLevel: value ? 'full' : 'none',
    matchedWords: [],
  });
  const levels = Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, marked(v)]));
  return {
    objectID: path,
    url: `${SITE}${path}`,
    url_without_anchor: `${SITE}${path.split('#')[0]}`,
    anchor: path.split('#')[1] ?? null,
    type: content ? 'content' : lvl2 ? 'lvl2' : 'lvl1',
    content: content ?? null,
    hierarchy,
    category,
    _highlightResult: { hierarchy: levels, content: marked(content ?? null) },
    _snippetResult: { hierarchy: levels, content: marked(content ?? null) },
  };
}

const FLOW_HITS = [
  record({ path: '/app/flows/FlowRuns#node-states', lvl0: 'App guide', lvl1: 'Flow runs', lvl2: 'Node states' }),
  record({
    path: '/sdk/FlowRunAutomation',
    lvl0: 'SDK',
    lvl1: 'Automating flow runs',
    content: 'Start a flow run from Python and wait for it to finish.',
  }),
];

interface Query {
  host: string;
  indexName: string;
  apiKey: string | null;
  appId: string | null;
  params: Record<string, unknown>;
}

/** Algolia's two request shapes: multi-query (`requests` with params as an object or a string) and one-index `params`. */
function queriesOf(request: Request): Query[] {
  const url = new URL(request.url());
  const headers = request.headers();
  const auth = {
    host: url.hostname,
    apiKey: url.searchParams.get('x-algolia-api-key') ?? headers['x-algolia-api-key'] ?? null,
    appId: url.searchParams.get('x-algolia-application-id') ?? headers['x-algolia-application-id'] ?? null,
  };
  const body = JSON.parse(request.postData() ?? '{}') as {
    requests?: ({ indexName: string; params?: string | Record<string, unknown> } & Record<string, unknown>)[];
    params?: string;
  };
  const fromString = (params: string) =>
    Object.fromEntries(
      [...new URLSearchParams(params)].map(([k, v]) => {
        try {
          return [k, JSON.parse(v)];
        } catch {
          return [k, v];
        }
      }),
    );
  if (body.requests) {
    return body.requests.map(({ indexName, params, ...rest }) => ({
      ...auth,
      indexName,
      params: { ...rest, ...(typeof params === 'string' ? fromString(params) : (params ?? {})) },
    }));
  }
  const indexName = decodeURIComponent(/\/1\/indexes\/([^/]+)\/query/.exec(url.pathname)?.[1] ?? '');
  return [{ ...auth, indexName, params: fromString(body.params ?? '') }];
}

/** Answers every Algolia request with `hits(query)`, or fails it like a dropped connection. */
async function fakeAlgolia(page: Page, hits: (query: string) => object[] | 'offline'): Promise<Query[]> {
  const seen: Query[] = [];
  await page.route(ALGOLIA, async (route) => {
    const queries = queriesOf(route.request());
    seen.push(...queries);
    const answers = queries.map((q) => {
      const query = String(q.params.query ?? '');
      return { query, answer: hits(query) };
    });
    if (answers.some(({ answer }) => answer === 'offline')) return route.abort('internetdisconnected');
    const result = ({ query, answer }: { query: string; answer: object[] | 'offline' }) => {
      const list = answer === 'offline' ? [] : answer;
      return {
        hits: list,
        nbHits: list.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        query,
        params: '',
      };
    };
    const isMulti = route.request().url().includes('/queries');
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      body: JSON.stringify(isMulti ? { results: answers.map(result) } : result(answers[0])),
    });
  });
  return seen;
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

test.beforeAll(() => {
  expect(existsSync('build-hosted/index.html'), 'build-hosted/ is missing: run `npm run build:hosted` first').toBe(
    true,
  );
});

test.describe('hosted search modal', () => {
  test('queries the configured app and index with the public key, the release-notes filter and no contextual filters', async ({
    page,
  }) => {
    const seen = await fakeAlgolia(page, () => FLOW_HITS);
    await gotoHydrated(page, '/app/intro/Welcome');
    await page.keyboard.press('Control+k');
    await input(page).fill('flow runs');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const query = seen.find((q) => q.params.query === 'flow runs');
    expect(query, JSON.stringify(seen)).toBeDefined();
    expect(query!.host).toBe(`${env.ALGOLIA_APP_ID.toLowerCase()}-dsn.algolia.net`);
    expect(query!.appId).toBe(env.ALGOLIA_APP_ID);
    expect(query!.apiKey).toBe(env.ALGOLIA_SEARCH_API_KEY);
    expect(query!.indexName).toBe(env.ALGOLIA_INDEX_NAME);
    expect(query!.params.optionalFilters).toEqual(['category:-release-notes']);
    // Contextual search off: no language or docusaurus_tag facet filters.
    expect(JSON.stringify(query!.params.facetFilters ?? [])).not.toMatch(/language|docusaurus_tag/);
  });

  test('renders the hits as links into the site, and Enter goes to the first', async ({ page }) => {
    await fakeAlgolia(page, () => FLOW_HITS);
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await input(page).fill('flow runs');
    const links = page.locator('.DocSearch-Hit a');
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAttribute('href', '/app/flows/FlowRuns#node-states');
    await expect(links.nth(1)).toHaveAttribute('href', '/sdk/FlowRunAutomation');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Node states');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/app/flows/FlowRuns#node-states');
    await expect(modal(page)).toBeHidden();
    await expect(page.locator('article h1')).toHaveText('Flow runs');
  });

  test('says so when the request fails, and recovers when it succeeds', async ({ page }) => {
    let offline = true;
    await fakeAlgolia(page, () => (offline ? 'offline' : FLOW_HITS));
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await input(page).fill('agent');
    await expect(modal(page)).toContainText('Unable to fetch results');
    await expect(modal(page)).toContainText('You might want to check your network connection.');
    await expect(modal(page).getByRole('alert')).toBeVisible();
    offline = false;
    await input(page).fill('flow runs');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/app/flows/FlowRuns#node-states');
  });

  test('says "No results for" and the query when nothing matches', async ({ page }) => {
    await fakeAlgolia(page, () => []);
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await input(page).fill('qzxwvk');
    await expect(modal(page)).toContainText('No results for');
    await expect(modal(page)).toContainText('qzxwvk');
  });

  test('opens with Ctrl+K, Cmd+K and "/", closes with Escape, and "/" opens it again after Escape', async ({
    page,
  }) => {
    await fakeAlgolia(page, () => FLOW_HITS);
    await gotoHydrated(page, '/app/intro/Welcome');
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press(shortcut);
      await expect(modal(page), `${shortcut} opens search`).toBeVisible();
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
    }
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
  });
});

test.describe('hosted search page', () => {
  test('shows the results of ?q= with the same app, index, key and filter', async ({ page }) => {
    const seen = await fakeAlgolia(page, () => FLOW_HITS);
    await gotoHydrated(page, '/search?q=flow%20runs');
    const results = page.getByTestId('search-results');
    await expect(results.getByRole('link').first()).toHaveAttribute('href', '/app/flows/FlowRuns#node-states');
    await expect(page.getByTestId('search-status')).toContainText('2 results for "flow runs"');
    const query = seen.find((q) => q.params.query === 'flow runs')!;
    expect(query.host).toBe(`${env.ALGOLIA_APP_ID.toLowerCase()}-dsn.algolia.net`);
    expect([query.indexName, query.apiKey]).toEqual([env.ALGOLIA_INDEX_NAME, env.ALGOLIA_SEARCH_API_KEY]);
    expect(query.params.optionalFilters).toEqual(['category:-release-notes']);
    await results.getByRole('link').first().click();
    await expect(page).toHaveURL('/app/flows/FlowRuns#node-states');
  });

  test('shows the no-result and failure messages', async ({ page }) => {
    let offline = false;
    await fakeAlgolia(page, () => (offline ? 'offline' : []));
    await gotoHydrated(page, '/search?q=qzxwvk');
    await expect(page.getByTestId('search-status')).toContainText('No results for "qzxwvk"');
    offline = true;
    await page.getByLabel('Search terms').fill('agent');
    await expect(page.getByTestId('search-status')).toContainText('Unable to fetch results');
    await expect(page.getByTestId('search-status')).toContainText('You might want to check your network connection.');
  });
});
