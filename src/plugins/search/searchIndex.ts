import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuiltPage, PostBuildContext } from '../postBuild/types';
import { buildIndex, type IndexInput } from './engine/buildIndex';
import { extractRecords, isIndexed } from './extract';

/** The meta tag through which every page names its index folder (./client/httpSource.ts reads it). */
export const INDEX_META = 'labwire-search-index';

/**
 * Post-build step (src/plugins/postBuild): the local search index, built from the production
 * HTML (what a crawler sees): term shards and record chunks under /search-index/<content hash>/,
 * so a deploy never serves stale results, and a <meta> in every page naming that folder.
 */
export function writeSearchIndex(pages: BuiltPage[], { outDir, siteConfig }: PostBuildContext): void {
  // With hosted search the crawler indexes the deployed pages; a local index would go unused.
  if (siteConfig.customFields?.searchBackend === 'algolia') return;
  const inputs: IndexInput[] = pages.flatMap(({ route, html }) =>
    isIndexed(route) ? extractRecords(html, route) : [],
  );
  const index = buildIndex(inputs);
  const outputs = new Map<string, string>([['manifest.json', JSON.stringify(index.manifest)]]);
  for (const [key, shard] of index.shards) outputs.set(`t-${key}.json`, JSON.stringify(shard));
  index.chunks.forEach((chunk, i) => outputs.set(`r-${i}.json`, JSON.stringify(chunk)));
  const hash = createHash('sha256');
  for (const [name, body] of [...outputs].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(body);
  const folder = `search-index/${hash.digest('hex').slice(0, 12)}`;
  mkdirSync(join(outDir, folder), { recursive: true });
  for (const [name, body] of outputs) writeFileSync(join(outDir, folder, name), body);
  const meta = `<meta name="${INDEX_META}" content="/${folder}/">`;
  for (const page of pages) page.html = page.html.replace('</head>', `${meta}</head>`);
  console.log(`[labwire] Search index: ${inputs.length} records from ${pages.length} pages in /${folder}/`);
}
