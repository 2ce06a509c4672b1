/**
 * The search evaluation over the built index (tests/search-eval): the local engine must keep its
 * floor on the judged queries of queries.yaml, with the held-back part as good as the part the
 * ranking was tuned on, and every page must be the first hit for its own title. `npm run bench`
 * reports the same figures beside Pagefind's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSearch } from '../../src/plugins/search/engine/engine';
import type { RecordRow, SearchManifest } from '../../src/plugins/search/engine/types';
import { builtIndex, evaluate, loadQueries, localPageSearch, pageOf } from '../search-eval/evaluate';
import { buildDir, pageFile, repoRoot } from './buildOutput';

const queriesFile = join(repoRoot, 'tests', 'search-eval', 'queries.yaml');

/** The floor: a judged page among the first three for 90% of the queries, and held within 5 points of tuned. */
const FLOOR = { hit3: 0.9, split: 0.05 };

describe('search evaluation set', () => {
  const queries = loadQueries(queriesFile, repoRoot, { has: (route: string) => pageFile(route) !== undefined });

  it('has at least 150 judged queries, a held-back part, and every section and kind', () => {
    expect(queries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(queries.map((q) => q.split))).toEqual(new Set(['tune', 'held']));
    expect(new Set(queries.map((q) => q.section)).size).toBe(5);
    expect(new Set(queries.map((q) => q.kind)).size).toBe(6);
  });

  it(`finds a judged page in the top 3 for ${FLOOR.hit3 * 100}% of the queries, held-back within ${FLOOR.split * 100} points of tuned`, async () => {
    const result = await evaluate(localPageSearch(buildDir), queries);
    const misses = result.perQuery
      .filter(({ score }) => score.hit3 === 0)
      .map(({ q, pages }) => `${q.split} "${q.query}": expected ${q.best}, got ${pages.slice(0, 3).join(', ')}`);
    const figures = (['all', 'tune', 'held'] as const)
      .map((part) => `${part}: hit@3 ${result[part].hit3.toFixed(3)}, nDCG@10 ${result[part].ndcg10.toFixed(3)}`)
      .join('; ');
    expect(result.all.hit3, `${figures}\nmisses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(FLOOR.hit3);
    expect(Math.abs(result.tune.hit3 - result.held.hit3), figures).toBeLessThanOrEqual(FLOOR.split);
  });
});

describe('a page searched by its exact title', () => {
  // Every page's own record (no heading anchor) and its title, read from the built index.
  const base = /<meta name="?labwire-search-index"? content="?([^">]+)"?>/.exec(readFileSync(join(buildDir, 'index.html'), 'utf8'))![1];
  const manifest = JSON.parse(readFileSync(join(buildDir, base, 'manifest.json'), 'utf8')) as SearchManifest;
  const rows: RecordRow[] = [];
  for (let c = 0; c * manifest.chunkSize < manifest.records; c++)
    rows.push(...(JSON.parse(readFileSync(join(buildDir, base, `r-${c}.json`), 'utf8')) as RecordRow[]));
  const pages = rows.filter(([url]) => !url.includes('#')).map(([url, , title]) => ({ url, title }));
  const search = createSearch(builtIndex(buildDir));

  it('is its first hit, or first among the pages that share its title', async () => {
    const wrong: string[] = [];
    for (const { url, title } of pages) {
      const hits = (await search(title, 60)).map((hit) => ({ page: pageOf(hit.record.url), title: hit.record.lvl1 }));
      // The pages that share the title lead; the page is one of them.
      const other = hits.findIndex((hit) => hit.title !== title);
      const leading = other < 0 ? hits : hits.slice(0, other);
      if (!leading.some((hit) => hit.page === url))
        wrong.push(`"${title}" (${url}): first ${hits.slice(0, 3).map((hit) => hit.page).join(', ')}`);
    }
    expect(pages.length).toBeGreaterThan(300);
    expect(wrong, `${wrong.length} of ${pages.length} pages are not first for their title`).toEqual([]);
  });
});
