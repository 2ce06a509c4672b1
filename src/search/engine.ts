import { editDistance, shardKey, tokenize } from './tokenize';
import type { RecordRow, SearchManifest, SearchRecord, SearchShard } from './types';
import { IN_HEADING, IN_TITLE } from './buildIndex';
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
const META_FIELDS = 3;

/** The most edits a query term of this length may be away from an indexed term. */
export function maxEdits(term: string): number {
  return term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
}

/** How well an indexed term matches a query term: 0 when it does not. */
export function matchFactor(query: string, term: string): number {
  // A plural is the same word: "run" finds "runs" as well as "run".
  if (term === query || term === `${query}s` || term === `${query}es` || query === `${term}s`) return MATCH.exact;
  if (term.startsWith(query)) return MATCH.prefix;
  const max = maxEdits(query);
  if (max === 0) return 0;
  if (editDistance(query, term, max) <= max) return MATCH.fuzzy;
  if (term.length > query.length && editDistance(query, term.slice(0, query.length), max) <= max)
    return MATCH.fuzzyPrefix;
  return 0;
}

/** The score of a packed weight (see SearchShard): text occurrences saturate, a title or heading adds a fixed amount. */
export function fieldScore(weight: number): number {
  const count = weight % IN_HEADING;
  const text = count === 0 ? 0 : (count * 2.2) / (count + 1.2);
  return text + (weight >= IN_TITLE ? 3 : 0) + (weight % IN_TITLE >= IN_HEADING ? 1.5 : 0);
}

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
    // Per record: the best score of each query term, which query terms hit the title, and the index terms that matched.
    const perRecord = new Map<
      number,
      { scores: number[]; inTitle: boolean[]; inHeading: boolean[]; terms: Set<string> }
    >();
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
            const weight = postings[i + 1];
            const entry = perRecord.get(id) ?? {
              scores: new Array<number>(queryTerms.length).fill(0),
              inTitle: new Array<boolean>(queryTerms.length).fill(false),
              inHeading: new Array<boolean>(queryTerms.length).fill(false),
              terms: new Set<string>(),
            };
            perRecord.set(id, entry);
            entry.scores[qi] = Math.max(entry.scores[qi], factor * idf * fieldScore(weight));
            if (weight >= IN_TITLE) entry.inTitle[qi] = true;
            if (weight % IN_TITLE >= IN_HEADING) entry.inHeading[qi] = true;
            entry.terms.add(term);
          }
        }
      }),
    );
    const releaseNotes = manifest.categories.indexOf(constants.releaseNotesSearchCategory);
    // Reference pages of the API come after the guides that explain the same thing.
    const api = manifest.categories.indexOf('api');
    const ranked = [...perRecord.entries()].map(([id, { scores, inTitle, inHeading, terms }]) => {
      const [category, titleTerms, isPage] = manifest.meta.slice(id * META_FIELDS, id * META_FIELDS + META_FIELDS);
      const matched = scores.filter((s) => s > 0).length;
      let score =
        scores.reduce((a, b) => a + b, 0) * (matched === queryTerms.length ? 1 : (matched / queryTerms.length) * 0.4);
      // A title made of the query's words comes first, the page before its sections.
      if (inTitle.every(Boolean)) score *= titleTerms === queryTerms.length ? (isPage ? 5 : 2) : isPage ? 2 : 1.3;
      // A section whose heading holds every query word is what the reader is after.
      else if (inHeading.every(Boolean)) score *= 2.5;
      if (category === api) score *= 0.85;
      return { id, score, terms: [...terms], last: category === releaseNotes };
    });
    // Release notes rank below every other page for the same query.
    ranked.sort((a, b) => Number(a.last) - Number(b.last) || b.score - a.score);
    const top = ranked.slice(0, limit);
    const chunkIds = [...new Set(top.map((r) => Math.floor(r.id / manifest.chunkSize)))];
    const loaded = new Map(await Promise.all(chunkIds.map(async (c) => [c, await loadChunk(c)] as const)));
    return top.map(({ id, score, terms }) => ({
      record: toRecord(loaded.get(Math.floor(id / manifest.chunkSize))![id % manifest.chunkSize]),
      score,
      terms,
    }));
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
