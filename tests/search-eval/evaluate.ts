/**
 * The search evaluation: the judged queries of tests/search-eval/queries.yaml, the ranking metrics
 * (hit@3, MRR@10, nDCG@10) and the local engine over a built index. Used by the build test
 * (tests/build/search-eval.test.ts) and by `npm run bench`, so both report the same figures.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { load } from 'js-yaml';
import { createSearch, type IndexSource } from '../../src/plugins/search/engine/engine';
import type { RecordRow, SearchManifest, SearchShard } from '../../src/plugins/search/engine/types';

export const KINDS = ['title', 'month', 'task', 'vocabulary', 'api', 'concept'] as const;
export const SECTIONS = ['app', 'nodes', 'api', 'sdk', 'releases'] as const;
export const SPLITS = ['tune', 'held'] as const;

export interface EvalQuery {
  query: string;
  kind: (typeof KINDS)[number];
  section: (typeof SECTIONS)[number];
  split: (typeof SPLITS)[number];
  /** The page that answers the query best (grade 2). */
  best: string;
  /** Other pages that help (grade 1). */
  also: string[];
  /** Where the entry starts in the file, for messages. */
  line: number;
}

/** A route as the evaluation compares it: the page, without a heading anchor or trailing slash. */
export const pageOf = (url: string) => url.split('#')[0].replace(/(.)\/$/, '$1');

/**
 * The judged queries of a file; every problem is reported as `file:line: what` (file relative to
 * the repository), and routes must be among `routes` when given.
 */
export function loadQueries(file: string, repoRoot: string, routes?: Pick<Set<string>, 'has'>): EvalQuery[] {
  const text = readFileSync(file, 'utf8');
  const name = relative(repoRoot, file);
  // The line of each top-level list entry, in order: js-yaml gives values, not positions.
  const lines = text.split('\n').flatMap((l, i) => (/^-\s/.test(l) ? [i + 1] : []));
  const data = load(text);
  if (!Array.isArray(data)) throw new Error(`${name}:1: expected a list of queries`);
  const problems: string[] = [];
  const queries = data.map((raw: unknown, i: number): EvalQuery => {
    const line = lines[i] ?? 1;
    const say = (what: string) => problems.push(`${name}:${line}: ${what}`);
    const entry = (raw ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof entry[key] === 'string' ? (entry[key] as string).trim() : '');
    const oneOf = <T extends string>(key: string, values: readonly T[]): T => {
      const value = text(key) as T;
      if (!values.includes(value)) say(`${key} "${String(entry[key])}" is not one of ${values.join(', ')}`);
      return value;
    };
    const query = text('query');
    if (!query) say('query is missing');
    const also = entry.also ?? [];
    if (!Array.isArray(also) || also.some((r) => typeof r !== 'string')) say('also must be a list of routes');
    const q: EvalQuery = {
      query,
      kind: oneOf('kind', KINDS),
      section: oneOf('section', SECTIONS),
      split: oneOf('split', SPLITS),
      best: text('best'),
      also: Array.isArray(also) ? also.map(String) : [],
      line,
    };
    for (const route of [q.best, ...q.also]) {
      if (!/^\/\S*$/.test(route)) say(`"${route}" is not a route`);
      else if (routes && !routes.has(pageOf(route))) say(`${route} is not a page of the build`);
    }
    return q;
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return queries;
}

export interface QueryScore {
  /** A judged page among the first 3. */
  hit3: number;
  /** 1 / rank of the first judged page within 10, else 0. */
  rr: number;
  /** Discounted gain of the first 10 (gain 2^grade - 1) over that of the ideal order. */
  ndcg: number;
}

/** Scores a ranking of distinct pages against a query's judgements. */
export function scoreRanking(pages: string[], q: Pick<EvalQuery, 'best' | 'also'>): QueryScore {
  const grades = new Map<string, number>(q.also.map((r) => [pageOf(r), 1]));
  grades.set(pageOf(q.best), 2);
  const gain = (grade: number) => 2 ** grade - 1;
  const top = pages.slice(0, 10).map((p) => grades.get(p) ?? 0);
  const dcg = (gs: number[]) => gs.reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
  const ideal = dcg([...grades.values()].sort((a, b) => b - a).slice(0, 10));
  const first = top.findIndex((g) => g > 0);
  return {
    hit3: top.slice(0, 3).some((g) => g > 0) ? 1 : 0,
    rr: first < 0 ? 0 : 1 / (first + 1),
    ndcg: dcg(top) / ideal,
  };
}

export interface Summary {
  queries: number;
  hit3: number;
  mrr10: number;
  ndcg10: number;
}

export function summarize(scores: QueryScore[]): Summary {
  const mean = (pick: (s: QueryScore) => number) =>
    scores.length === 0 ? 0 : scores.reduce((sum, s) => sum + pick(s), 0) / scores.length;
  return { queries: scores.length, hit3: mean((s) => s.hit3), mrr10: mean((s) => s.rr), ndcg10: mean((s) => s.ndcg) };
}

/** A search that answers with the site's distinct pages, best first. */
export type PageSearch = (query: string) => Promise<string[]>;

export interface Evaluation {
  all: Summary;
  tune: Summary;
  held: Summary;
  perQuery: { q: EvalQuery; pages: string[]; score: QueryScore }[];
}

export async function evaluate(search: PageSearch, queries: EvalQuery[]): Promise<Evaluation> {
  const perQuery: Evaluation['perQuery'] = [];
  for (const q of queries) {
    const pages = await search(q.query);
    perQuery.push({ q, pages, score: scoreRanking(pages, q) });
  }
  const of = (split?: string) => summarize(perQuery.filter((r) => !split || r.q.split === split).map((r) => r.score));
  return { all: of(), tune: of('tune'), held: of('held'), perQuery };
}

/** The index folder the built pages name (src/plugins/search/searchIndex.ts), read from disk as httpSource fetches it. */
export function builtIndex(buildDir: string): IndexSource {
  const home = readFileSync(join(buildDir, 'index.html'), 'utf8');
  const base = /<meta name="?labwire-search-index"? content="?([^">]+)"?>/.exec(home)?.[1];
  if (!base) throw new Error('build/index.html names no search index: run `npm run build` first');
  const read = <T>(file: string) => JSON.parse(readFileSync(join(buildDir, base, file), 'utf8')) as T;
  return {
    manifest: async () => read<SearchManifest>('manifest.json'),
    shard: async (key) => read<SearchShard>(`t-${encodeURIComponent(key)}.json`),
    chunk: async (index) => read<RecordRow[]>(`r-${index}.json`),
  };
}

/** The local engine over a built index, as pages: its records' pages in the order they first rank. */
export function localPageSearch(buildDir: string): PageSearch {
  const search = createSearch(builtIndex(buildDir));
  return async (query) => [...new Set((await search(query, 60)).map((hit) => pageOf(hit.record.url)))].slice(0, 10);
}
