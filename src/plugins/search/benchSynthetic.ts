import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildIndex, type IndexInput } from './engine/buildIndex';
import { extractRecords } from './extract';

/**
 * For scripts/bench.mjs: an index of `factor` times the site's records (each page repeated under
 * another route), written next to the real one, to see how transfer and query time grow.
 */
export function writeSyntheticIndex(buildDir: string, factor: number): { base: string; records: number } {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['assets', 'search-index'].includes(entry.name)) walk(path);
      } else if (entry.name.endsWith('.html')) files.push(path);
    }
  };
  walk(buildDir);
  const once: IndexInput[] = files.flatMap((file) =>
    extractRecords(readFileSync(file, 'utf8'), `/${relative(buildDir, file).replace(/\.html$/, '')}`),
  );
  const inputs = Array.from({ length: factor }, (_, copy) =>
    once.map((r) => ({ ...r, url: `/copy${copy}${r.url}`, text: `${r.text} copy${copy}` })),
  ).flat();
  const index = buildIndex(inputs);
  const folder = join(buildDir, 'search-index', `synthetic-${factor}x`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'manifest.json'), JSON.stringify(index.manifest));
  for (const [key, shard] of index.shards) writeFileSync(join(folder, `t-${key}.json`), JSON.stringify(shard));
  index.chunks.forEach((chunk, i) => writeFileSync(join(folder, `r-${i}.json`), JSON.stringify(chunk)));
  return { base: `/search-index/synthetic-${factor}x/`, records: inputs.length };
}
