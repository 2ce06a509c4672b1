import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  diagramDir,
  mermaidConfig,
  mermaidVersion,
  renderPath,
  themeVariables,
  type DiagramTheme,
  type RenderedDiagram,
} from './diagramStore';

/**
 * Draws Mermaid diagrams to SVG files in one headless Chromium or Chrome, with Mermaid's browser
 * bundle from node_modules (no network). Used by `npm run diagrams` (scripts/diagrams.mjs) and the
 * tests, never by the build, which reads the committed files (diagramStore.ts).
 */

const siteDir = join(__dirname, '..', '..');

/** Where Chromium, Chrome or Edge usually is on Linux, macOS and Windows, after CHROME_PATH. */
export function browserCandidates(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string[] {
  const settings = JSON.parse(readFileSync(join(siteDir, 'tests', 'chromium.json'), 'utf8')) as {
    executablePath: string;
  };
  const candidates = [env.CHROME_PATH ?? ''];
  if (platform === 'darwin') {
    candidates.push(
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
    );
  } else if (platform === 'win32') {
    for (const base of [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA]) {
      if (!base) continue;
      candidates.push(
        `${base}\\Google\\Chrome\\Application\\chrome.exe`,
        `${base}\\Chromium\\Application\\chrome.exe`,
        `${base}\\Microsoft\\Edge\\Application\\msedge.exe`,
      );
    }
  } else {
    candidates.push(
      settings.executablePath,
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/snap/bin/chromium',
    );
  }
  return [...new Set(candidates.filter(Boolean))];
}

/** The first browser found, or undefined. */
export function findBrowser(): string | undefined {
  return browserCandidates().find((path) => existsSync(path));
}

export const NO_BROWSER =
  'Drawing diagrams needs Chromium, Chrome or Edge: install one (on Debian: apt-get install chromium) or set ' +
  'CHROME_PATH to its executable.';

const mermaidBundle = require.resolve('mermaid/dist/mermaid.min.js');

/** Renders run one at a time: Mermaid's configuration is global to the page. */
let queue: Promise<unknown> = Promise.resolve();
let browserPromise: Promise<{ browser: Browser; page: Page }> | undefined;

async function launch(): Promise<{ browser: Browser; page: Page }> {
  const installed = (JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as { version: string })
    .version;
  if (installed !== mermaidVersion) {
    throw new Error(`Mermaid ${installed} is installed but package.json pins ${mermaidVersion}: run npm ci.`);
  }
  const executablePath = findBrowser();
  if (!executablePath) throw new Error(NO_BROWSER);
  const settings = JSON.parse(readFileSync(join(siteDir, 'tests', 'chromium.json'), 'utf8')) as { args: string[] };
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath, args: settings.args });
  } catch (err) {
    throw new Error(`The browser at ${executablePath} did not start. ${NO_BROWSER}`, { cause: err });
  }
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: mermaidBundle });
  return { browser, page };
}

/** Closes the browser, if one was started. */
export async function closeRenderer(): Promise<void> {
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

/**
 * Draws a diagram (its source without accTitle/accDescr lines) in one theme into `dir`, under the
 * name the build looks for. Throws Mermaid's message when the source does not parse.
 */
export function renderDiagram(source: string, theme: DiagramTheme, dir: string = diagramDir): Promise<RenderedDiagram> {
  const file = renderPath(source, theme, dir);
  const result = queue.then(async () => {
    browserPromise ??= launch();
    const { page } = await browserPromise.catch((err: unknown) => {
      browserPromise = undefined;
      throw err;
    });
    const id = `d${file.replace(/^.*diagram-([0-9a-f]+)-.*$/, '$1')}`;
    const out = await renderInPage(page, source, theme, id);
    if ('error' in out) throw new Error(out.error);
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${file}.tmp`, out.svg);
    renameSync(`${file}.tmp`, file);
    return { file, width: out.width, height: out.height };
  });
  queue = result.catch(() => undefined);
  return result;
}
