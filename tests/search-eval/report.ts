/**
 * The search evaluation `npm run bench` prints: the local engine and Pagefind on the judged queries
 * of queries.yaml over the same build, each with its tuned and held-back parts.
 */
import { join } from 'node:path';
import { evaluate, loadQueries, localPageSearch, type Summary } from './evaluate';
import { pagefindSearch } from './pagefind';

export interface EngineFigures {
  tune: Summary;
  held: Summary;
  all: Summary;
}

export interface SearchEvaluation {
  queries: number;
  local: EngineFigures;
  /** Pagefind's figures, or why it could not run. */
  pagefind: EngineFigures | { error: string };
}

export async function searchEvaluation(repoRoot: string, buildDir: string): Promise<SearchEvaluation> {
  const queries = loadQueries(join(repoRoot, 'tests', 'search-eval', 'queries.yaml'), repoRoot);
  const figures = async (search: Parameters<typeof evaluate>[0]) => {
    const { tune, held, all } = await evaluate(search, queries);
    return { tune, held, all };
  };
  const local = await figures(localPageSearch(buildDir));
  let pagefind: SearchEvaluation['pagefind'];
  try {
    const engine = await pagefindSearch(buildDir);
    try {
      pagefind = await figures(engine.search);
    } finally {
      engine.dispose();
    }
  } catch (error) {
    pagefind = { error: error instanceof Error ? error.message : String(error) };
  }
  return { queries: queries.length, local, pagefind };
}

/** The figures as a table: engine and part, queries, hit@3, MRR@10, nDCG@10. */
export function formatSearchEvaluation(result: SearchEvaluation): string {
  const rows = ['engine     part   queries  hit@3  MRR@10  nDCG@10'];
  for (const [engine, figures] of [
    ['local', result.local],
    ['Pagefind', result.pagefind],
  ] as const) {
    if ('error' in figures) {
      rows.push(`${engine.padEnd(10)} did not run: ${figures.error}`);
      continue;
    }
    for (const part of ['tune', 'held', 'all'] as const) {
      const s = figures[part];
      rows.push(
        `${engine.padEnd(10)} ${part.padEnd(6)} ${String(s.queries).padStart(7)}  ${s.hit3.toFixed(3)}  ${s.mrr10.toFixed(3).padStart(6)}  ${s.ndcg10.toFixed(3).padStart(7)}`,
      );
    }
  }
  return rows.join('\n');
}
