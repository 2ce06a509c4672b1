import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Renders Mermaid diagrams to SVG files at build time, in one headless Chromium shared by every
 * page of the build, with Mermaid's browser bundle from node_modules (no network). Each SVG is
 * cached under a hash of its source, theme, Mermaid version and render settings, so a rebuild
 * renders only the diagrams that changed.
 */

export type DiagramTheme = 'neutral' | 'dark';

export interface RenderedDiagram {
  /** Absolute path of the cached SVG file. */
  file: string;
  width: number;
  height: number;
}

const siteDir = join(__dirname, '..', '..');
export const defaultCacheDir = join(siteDir, 'node_modules', '.cache', 'labwire-diagrams');

const mermaidBundle = require.resolve('mermaid/dist/mermaid.min.js');
const mermaidVersion = (
  JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as { version: string }
).version;

/**
 * Mermaid settings shared by both themes. Labels are SVG text, not HTML in a foreignObject, so they
 * show when the SVG is an <img>; the font is the site's system font stack (src/css/custom.css), the
 * only kind of font an SVG image can use.
 */
const mermaidConfig = {
  startOnLoad: false,
  securityLevel: 'strict',
  deterministicIds: true,
  suppressErrorRendering: true,
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};

/**
 * Per theme: the dark theme's mid-grey edge-label boxes (#585858 behind #ccc text, 4.4:1) are made
 * darker so the labels reach 7.9:1 on the page's dark background.
 */
const themeVariables: Record<DiagramTheme, Record<string, string>> = {
  neutral: {},
  dark: { edgeLabelBackground: '#333333' },
};

/** Closes Chromium when no diagram has been asked for this long, so the build process can exit. */
const IDLE_MS = 2000;

let browserPromise: Promise<{ browser: Browser; page: Page }> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
/** Renders run one at a time: Mermaid's configuration is global to the page. */
let queue: Promise<unknown> = Promise.resolve();
const pending = new Map<string, Promise<RenderedDiagram>>();

function chromiumSettings(): { executablePath: string; args: string[] } {
  const settings = JSON.parse(readFileSync(join(siteDir, 'tests', 'chromium.json'), 'utf8')) as {
    executablePath: string;
    args: string[];
  };
  return { executablePath: process.env.CHROME_PATH || settings.executablePath, args: settings.args };
}

async function launch(): Promise<{ browser: Browser; page: Page }> {
  const { executablePath, args } = chromiumSettings();
  const help =
    'Mermaid diagrams are rendered in Chromium at build time. Install Chromium (apt-get install chromium) ' +
    'or set CHROME_PATH to the path of a Chromium or Chrome executable.';
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}. ${help}`);
  }
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath, args });
  } catch (err) {
    throw new Error(`Chromium at ${executablePath} (CHROME_PATH) did not start. ${help}`, { cause: err });
  }
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: mermaidBundle });
  return { browser, page };
}

async function closeBrowser(): Promise<void> {
  const current = browserPromise;
  browserPromise = undefined;
  if (current) await (await current.catch(() => undefined))?.browser.close();
}

/** Renders in the page; returns the SVG with its size, or Mermaid's error message. */
async function renderInPage(
  page: Page,
  source: string,
  theme: DiagramTheme,
  id: string,
): Promise<{ svg: string; width: number; height: number } | { error: string }> {
  return page.evaluate(
    async ({ source, theme, id, config, themeVariables }) => {
      const mermaid = (window as unknown as { mermaid: typeof import('mermaid').default }).mermaid;
      mermaid.initialize({ ...config, theme, themeVariables } as Parameters<typeof mermaid.initialize>[0]);
      let svg: string;
      try {
        svg = (await mermaid.render(id, source)).svg;
      } catch (err) {
        return { error: err instanceof Error ? err.message : String(err) };
      }
      // An SVG shown as an image must be well-formed XML and carry its own size.
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      const root = doc.documentElement;
      if (root.nodeName !== 'svg') return { error: `Mermaid's SVG is not well-formed XML: ${root.textContent}` };
      const [, , w, h] = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
      if (!(w > 0 && h > 0)) return { error: 'Mermaid drew an empty diagram (no viewBox size).' };
      const width = Math.ceil(w);
      const height = Math.ceil(h);
      root.setAttribute('width', String(width));
      root.setAttribute('height', String(height));
      root.style.removeProperty('max-width');
      return { svg: new XMLSerializer().serializeToString(doc), width, height };
    },
    { source, theme, id, config: mermaidConfig, themeVariables: themeVariables[theme] },
  );
}

function sizeOf(svg: string): { width: number; height: number } {
  const m = /^<svg[^>]*?\swidth="(\d+)"[^>]*?\sheight="(\d+)"/.exec(svg);
  if (!m) throw new Error('A cached diagram has no width and height.');
  return { width: Number(m[1]), height: Number(m[2]) };
}

/**
 * The SVG of a diagram in one theme, from the cache or rendered now. Throws Mermaid's message
 * when the source does not parse.
 */
export function renderDiagram(
  source: string,
  theme: DiagramTheme,
  cacheDir: string = defaultCacheDir,
): Promise<RenderedDiagram> {
  const key = createHash('sha256')
    .update(JSON.stringify({ source, theme, mermaidVersion, mermaidConfig, themeVariables: themeVariables[theme] }))
    .digest('hex')
    .slice(0, 20);
  const file = join(cacheDir, `diagram-${key}-${theme === 'dark' ? 'dark' : 'light'}.svg`);
  if (existsSync(file)) return Promise.resolve({ file, ...sizeOf(readFileSync(file, 'utf8')) });
  let result = pending.get(file);
  if (!result) {
    result = queue.then(async () => {
      clearTimeout(idleTimer);
      try {
        browserPromise ??= launch();
        const { page } = await browserPromise.catch((err: unknown) => {
          browserPromise = undefined; // not kept: the next diagram tries again and reports the same cause
          throw err;
        });
        const out = await renderInPage(page, source, theme, `d${key}`);
        if ('error' in out) throw new Error(out.error);
        mkdirSync(cacheDir, { recursive: true });
        writeFileSync(`${file}.tmp`, out.svg);
        renameSync(`${file}.tmp`, file);
        return { file, width: out.width, height: out.height };
      } finally {
        idleTimer = setTimeout(() => void closeBrowser(), IDLE_MS);
        pending.delete(file);
      }
    });
    queue = result.catch(() => undefined);
    pending.set(file, result);
  }
  return result;
}
