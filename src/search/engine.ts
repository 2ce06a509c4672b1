import { editDistance, shardKey, tokenize } from './tokenize';
import type { RecordRow, SearchManifest, SearchRecord, SearchShard } from './types';
import { constants } from '../config/site';

/** Where the engine gets the index from: over HTTP in the browser, from memory in tests. */
export interface IndexSource {
  manifest(): Promise<SearchManifest>;
  shard(key: string): Promise<SearchShard>;
  chunk(index: number): Promise<RecordRow[]>;
}

export interface SearchHit {
  record: SearchRecord;
  score: number;
  /** Index terms that matched, for highlighting. */
  terms: string[];
}

const MATCH = { exact: 1, prefix: 0.75, fuzzy: 0.6, fuzzyPrefix: 0.45 } as const;
/** Records ranked by their text before titles and categories are looked at. */
const CANDIDATES = 60;

/** The most edits a query term of this length may be away from an indexed term. */
export function maxEdits(term: string): number {
  return term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
}

/** How well an indexed term matches a query term: 0 when it does not. */
export function matchFactor(query: string, term: string): number {
  if (term === query) return MATCH.exact;
  if (term.startsWith(query)) return MATCH.prefix;
  const max = maxEdits(query);
  if (max === 0) return 0;
  if (editDistance(query, term, max) <= max) return MATCH.fuzzy;
  if (term.length > query.length && editDistance(query, term.slice(0, query.length), max) <= max)
    return MATCH.fuzzyPrefix;
  return 0;
}

const saturate = (weight: number) => (weight * 2.2) / (weight + 1.2);

export function toRecord(row: RecordRow): SearchRecord {
  const [url, lvl0, lvl1, lvl2, lvl3, snippet, category] = row;
  return { url, lvl0, lvl1, lvl2: lvl2 || undefined, lvl3: lvl3 || undefined, snippet, category };
}

export function createSearch(source: IndexSource) {
  const shards = new Map<string, Promise<SearchShard>>();
  const chunks = new Map<number, Promise<RecordRow[]>>();
  // Loaded files are kept for the next query; a failed request is forgotten so the next query retries it.
  function cached<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
    if (!cache.has(key)) {
      cache.set(
        key,
        load().catch((error: unknown) => {
          cache.delete(key);
          throw error;
        }),
      );
    }
    return cache.get(key)!;
  }
  const loadShard = (key: string) => cached(shards, key, () => source.shard(key));
  const loadChunk = (index: number) => cached(chunks, index, () => source.chunk(index));

  return async function search(query: string, limit = 20): Promise<SearchHit[]> {
    const queryTerms = [...new Set(tokenize(query))];
    if (queryTerms.length === 0) return [];
    const manifest = await source.manifest();
    const present = new Set(manifest.shards);
    // Per record: the best score of each query term, and the index terms that matched.
    const perRecord = new Map<number, { scores: number[]; terms: Set<string> }>();
    await Promise.all(
      queryTerms.map(async (q, qi) => {
        const key = shardKey(q);
        if (!present.has(key)) return;
        const shard = await loadShard(key);
        for (const [term, postings] of Object.entries(shard)) {
          const factor = matchFactor(q, term);
          if (factor === 0) continue;
          const idf = Math.log(1 + manifest.records / (postings.length / 2));
          for (let i = 0; i < postings.length; i += 2) {
            const id = postings[i];
            const score = factor * idf * saturate(postings[i + 1]);
            const entry = perRecord.get(id) ?? {
              scores: new Array<number>(queryTerms.length).fill(0),
              terms: new Set(),
            };
            perRecord.set(id, entry);
            if (score > entry.scores[qi]) entry.scores[qi] = score;
            entry.terms.add(term);
          }
        }
      }),
    );
    const ranked = [...perRecord.entries()]
      .map(([id, { scores, terms }]) => {
        const matched = scores.filter((s) => s > 0).length;
        const coverage = matched / queryTerms.length;
        const total = scores.reduce((a, b) => a + b, 0) * (coverage === 1 ? 1 : coverage * 0.4);
        return { id, score: total, terms: [...terms] };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, CANDIDATES);
    const chunkIds = [...new Set(ranked.map((r) => Math.floor(r.id / manifest.chunkSize)))];
    const loaded = new Map(await Promise.all(chunkIds.map(async (c) => [c, await loadChunk(c)] as const)));
    const queryText = queryTerms.join(' ');
    const hits = ranked.map(({ id, score, terms }) => {
      const record = toRecord(loaded.get(Math.floor(id / manifest.chunkSize))![id % manifest.chunkSize]);
      const titleTerms = tokenize(record.lvl1);
      let boost = 1;
      if (titleTerms.join(' ') === queryText) boost = record.lvl2 ? 3 : 5;
      else if (queryTerms.every((q) => titleTerms.includes(q))) boost = record.lvl2 ? 1.3 : 2;
      return { record, score: score * boost, terms };
    });
    hits.sort((a, b) => b.score - a.score);
    // Release notes rank below every other page for the same query.
    const releaseNotes = constants.releaseNotesSearchCategory;
    const ordered = [
      ...hits.filter((h) => h.record.category !== releaseNotes),
      ...hits.filter((h) => h.record.category === releaseNotes),
    ];
    return ordered.slice(0, limit);
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text as HTML with every word that matched one of the terms wrapped in <mark>. */
export function highlight(text: string, terms: string[]): string {
  if (terms.length === 0) return escapeHtml(text);
  return text
    .split(/([^\p{L}\p{N}]+)/u)
    .map((part) => {
      const token = tokenize(part)[0];
      return token && terms.some((t) => token === t || token.startsWith(t))
        ? `<mark>${escapeHtml(part)}</mark>`
        : escapeHtml(part);
    })
    .join('');
}
