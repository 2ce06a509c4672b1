import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');
export const buildDir = join(repoRoot, 'build');

/** The HTML file the production build serves for a route (trailingSlash: false writes `route.html`). */
export function pageFile(route: string): string | undefined {
  if (route === '/') return join(buildDir, 'index.html');
  const path = route.replace(/^\/|\/$/g, '');
  return [join(buildDir, `${path}.html`), join(buildDir, path, 'index.html')].find((f) => existsSync(f));
}

export function readPage(route: string): string | undefined {
  const file = pageFile(route);
  return file ? readFileSync(file, 'utf8') : undefined;
}

export interface RouteEntry {
  route: string;
  /** A sidebar name, 'none' for a page without one, or undefined when the list does not say. */
  sidebar?: string;
}

/** Reads a route list in the format of tests/routes.txt: `route [sidebar NAME]`, `route [no sidebar]`, `from -> to`. */
export function readRouteList(file: string): { pages: RouteEntry[]; redirects: [string, string][] } {
  const pages: RouteEntry[] = [];
  const redirects: [string, string][] = [];
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line.startsWith('/')) continue;
    if (line.includes('->')) {
      const [from, to] = line.split('->').map((s) => s.trim());
      redirects.push([from, to]);
      continue;
    }
    const m = /^(\S+)(?:\s+\[(?:sidebar (\S+)|(no sidebar))\])?/.exec(line)!;
    pages.push({ route: m[1], sidebar: m[2] ?? (m[3] ? 'none' : undefined) });
  }
  return { pages, redirects };
}

const SIDEBAR_OF_SECTION: Record<string, string> = {
  '': 'webUiSidebar',
  app: 'webUiSidebar',
  nodes: 'webUiSidebar',
  api: 'labwireapi',
  releases: 'releaseSideBar',
  sdk: 'SDKSidebar',
};

/** The sidebar a built page shows: its docs sidebar nav, named after the section most of its links point into. */
export function sidebarOf(html: string): string | undefined {
  const nav = /<nav[^>]*aria-label="Docs sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html);
  if (!nav) return 'none';
  const votes = new Map<string, number>();
  for (const m of nav[1].matchAll(/href="?(\/[^"\s>]*)/g)) {
    const name = SIDEBAR_OF_SECTION[m[1].replace(/^\/+|\/+$/g, '').split('/')[0]];
    if (name) votes.set(name, (votes.get(name) ?? 0) + 1);
  }
  return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}
