/**
 * Pagefind over the same build, for `npm run bench` to compare with the local engine: its Node API
 * indexes build/ into a temporary folder with the article as the indexed region and the local
 * index's chrome left out (src/plugins/search/extract.ts), and its browser module answers the queries in
 * Node, with fetch reading the index files from disk.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { close, createIndex } from 'pagefind';
import { CHROME, isIndexed } from '../../src/plugins/search/extract';
import { pageOf, type PageSearch } from './evaluate';

interface PagefindModule {
  options(options: { basePath: string; baseUrl: string }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }>;
}

/** Indexes a build with Pagefind; the search answers with distinct pages, best first. Call `dispose` when done. */
export async function pagefindSearch(
  buildDir: string,
): Promise<{ search: PageSearch; pages: number; dispose: () => void }> {
  const out = mkdtempSync(join(tmpdir(), 'pagefind-'));
  const { index, errors } = await createIndex({ rootSelector: 'article', excludeSelectors: CHROME.split(/,\s*/) });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: buildDir });
  if (added.errors.length > 0) throw new Error(`Pagefind could not index ${buildDir}: ${added.errors.join('; ')}`);
  await index.writeFiles({ outputPath: out });
  await close();
  // pagefind.js is an ES module that finds its files next to itself and loads them with fetch.
  writeFileSync(join(out, 'package.json'), '{"type":"module"}');
  const webFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) return webFetch(input, init);
    return new Response(readFileSync(fileURLToPath(url.split('?')[0])));
  };
  const pagefind = (await import(pathToFileURL(join(out, 'pagefind.js')).href)) as PagefindModule;
  await pagefind.options({ basePath: pathToFileURL(`${out}/`).href, baseUrl: '/' });
  await pagefind.init();
  const search: PageSearch = async (query) => {
    const { results } = await pagefind.search(query);
    const pages: string[] = [];
    for (const result of results) {
      const route = pageOf((await result.data()).url.replace(/\.html$/, '').replace(/\/index$/, '') || '/');
      if (isIndexed(route) && !pages.includes(route)) pages.push(route);
      if (pages.length === 10) break;
    }
    return pages;
  };
  const dispose = () => {
    globalThis.fetch = webFetch;
    rmSync(out, { recursive: true, force: true });
  };
  return { search, pages: added.page_count, dispose };
}
