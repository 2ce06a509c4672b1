import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildIndex, type IndexInput } from '../search/buildIndex';
import { extractRecords } from '../search/extract';

/** The meta tag through which every page names its index folder (src/search/httpSource.ts reads it). */
export const INDEX_META = 'labwire-search-index';
const SKIP = /^(404|search|tags(\/.*)?|api\/category\/.*)$/;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'search-index' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** build/app/flows/FlowRuns.html -> /app/flows/FlowRuns; build/index.html -> / */
export function routeOf(outDir: string, file: string): string {
  const path = relative(outDir, file)
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${path}`;
}

/**
 * The local search index, built from the production HTML (what a crawler sees) after the build:
 * term shards and record chunks under /search-index/<content hash>/, so a deploy never serves
 * stale results, and a <meta> in every page naming that folder.
 */
export default function searchIndex(_context: LoadContext): Plugin {
  return {
    name: 'labwire-search-index',
    async postBuild({ outDir }) {
      const files = htmlFiles(outDir);
      const inputs: IndexInput[] = files.flatMap((file) => {
        const route = routeOf(outDir, file);
        return SKIP.test(route.slice(1)) ? [] : extractRecords(readFileSync(file, 'utf8'), route);
      });
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
      for (const file of files) {
        const html = readFileSync(file, 'utf8');
        writeFileSync(file, html.replace('</head>', `${meta}</head>`));
      }
      console.log(`[labwire] Search index: ${inputs.length} records from ${files.length} pages in /${folder}/`);
    },
  };
}
