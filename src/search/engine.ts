import { editDistance, shardKey, tokenize } from './tokenize';
import type { RecordRow, SearchManifest, SearchRecord, SearchShard } from './types';
import { IN_HEADING, IN_TITLE, packWeight } from './buildIndex';
import { constants } from '../config/site';
import { KIND_WORDS, MATCH, RANKING, STOP_WORDS, SYNONYMS } from './ranking';

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

const META_FIELDS = 3;

export interface QueryPlan {
  /** The query's words to look up. */
  terms: string[];
  /** Which of them (by position) name a kind of page, with its docsearch:category. */
  hints: Map<number, string>;
}

interface Ranked {
  id: number;
  score: number;
  terms: string[];
  last: boolean;
}

function plan(terms: string[]): QueryPlan {
  const hints = new Map<number, string>();
  // A lone kind word ("api") is a plain search for it; with other words, it says where to look.
  if (terms.length > 1) terms.forEach((t, i) => KIND_WORDS[t] && hints.set(i, KIND_WORDS[t]));
  return { terms, hints };
}

/**
 * The ways to run a query: its words, stop words dropped (unless nothing else is left), then the
 * same with each synonym that applies. No plan for a query without a searchable word.
 */
export function planQuery(query: string): QueryPlan[] {
  const words = tokenize(query);
  const all = [...new Set(words)];
  if (all.length === 0) return [];
  // A last word still being typed ("flow in" on the way to "flow inputs") is kept.
  const typing = /[\p{L}\p{N}]$/u.test(query) ? words[words.length - 1] : undefined;
  const kept = all.filter((t) => !STOP_WORDS.has(t) || t === typing);
  const terms = kept.length > 0 ? kept : all;
  const plans = [plan(terms)];
  for (const [phrase, instead] of SYNONYMS) {
    const named = tokenize(phrase);
    if (named.every((w) => terms.includes(w)))
      plans.push(plan([...new Set([instead, ...terms.filter((t) => !named.includes(t))])]));
  }
  return plans;
}

/** The most edits a query term of this length may be away from an indexed term. */
export function maxEdits(term: string): number {
  return term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
}

/** How well an indexed term matches a query term: 0 when it does not. */
export function matchFactor(query: string, term: string): number {
  // A plural is the same word: "run" finds "runs" as well as "run", "query" finds "queries".
  if (term === query || term === `${query}s` || term === `${query}es` || query === `${term}s`) return MATCH.exact;
  if (
    /[^aeiou]y$/.test(query)
      ? term === `${query.slice(0, -1)}ies`
      : /[^aeiou]y$/.test(term) && query === `${term.slice(0, -1)}ies`
  )
    return MATCH.exact;
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
  const { k1, inTitle, inHeading } = RANKING.field;
  const count = weight % IN_HEADING;
  const text = count === 0 ? 0 : (count * (k1 + 1)) / (count + k1);
  return text + (weight >= IN_TITLE ? inTitle : 0) + (weight % IN_TITLE >= IN_HEADING ? inHeading : 0);
}

/** One weight for two forms of a word in the same record: in the title or a heading if either is, counts added. */
export function mergeWeights(a: number, b: number): number {
  const inTitle = a >= IN_TITLE || b >= IN_TITLE;
  const inHeading = a % IN_TITLE >= IN_HEADING || b % IN_TITLE >= IN_HEADING;
  return packWeight(inTitle, inHeading, (a % IN_HEADING) + (b % IN_HEADING));
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

  /** The score of every record that matches a plan, and the index terms it matched. */
  async function rank(manifest: SearchManifest, { terms: queryTerms, hints }: QueryPlan) {
    const present = new Set(manifest.shards);
    // Per record: the best score of each query term, which query terms hit the title and a heading,
    // and the index terms that matched. The forms of a word that match exactly ("reader" in a heading,
    // "readers" twice in the text) are added up into one weight.
    interface Entry {
      scores: number[];
      exact: number[];
      inTitle: boolean[];
      inHeading: boolean[];
      terms: Set<string>;
    }
    const perRecord = new Map<number, Entry>();
    await Promise.all(
      queryTerms.map(async (q, qi) => {
        const key = shardKey(q);
        if (!present.has(key)) return;
        const shard = await loadShard(key);
        const matching = Object.entries(shard)
          .map(([term, postings]) => ({ term, postings, factor: matchFactor(q, term) }))
          .filter(({ factor }) => factor > 0);
        // How rare the query word is: the records of all the words it matches, so that a rare longer
        // word ("deployment" for "deploy") does not outweigh the word itself.
        const spread = matching.reduce((n, { postings }) => n + postings.length / 2, 0);
        const idf = Math.log(1 + manifest.records / Math.min(spread, manifest.records));
        for (const { term, postings, factor } of matching) {
          for (let i = 0; i < postings.length; i += 2) {
            const id = postings[i];
            const weight = postings[i + 1];
            let entry = perRecord.get(id);
            if (!entry) {
              entry = {
                scores: new Array<number>(queryTerms.length).fill(0),
                exact: new Array<number>(queryTerms.length).fill(0),
                inTitle: new Array<boolean>(queryTerms.length).fill(false),
                inHeading: new Array<boolean>(queryTerms.length).fill(false),
                terms: new Set<string>(),
              };
              perRecord.set(id, entry);
            }
            if (factor === MATCH.exact) {
              entry.exact[qi] = mergeWeights(entry.exact[qi], weight);
              entry.scores[qi] = Math.max(entry.scores[qi], idf * fieldScore(entry.exact[qi]));
            } else {
              entry.scores[qi] = Math.max(entry.scores[qi], factor * idf * fieldScore(weight));
            }
            if (weight >= IN_TITLE) entry.inTitle[qi] = true;
            if (weight % IN_TITLE >= IN_HEADING) entry.inHeading[qi] = true;
            entry.terms.add(term);
          }
        }
      }),
    );
    const releaseNotes = manifest.categories.indexOf(constants.releaseNotesSearchCategory);
    // Reference pages of the API come after the guides that explain the same thing, unless the query asks for them.
    const api = manifest.categories.indexOf('api');
    // The query terms that name a kind of page ("api", "sdk"), by the category they name.
    const hinted = new Map<number, number[]>();
    hints.forEach((category, qi) => {
      const c = manifest.categories.indexOf(category);
      if (c >= 0) hinted.set(c, [...(hinted.get(c) ?? []), qi]);
    });
    const ranked = new Map<number, Ranked>();
    for (const [id, { scores, inTitle, inHeading, terms }] of perRecord) {
      const [category, titleTerms, isPage] = manifest.meta.slice(id * META_FIELDS, id * META_FIELDS + META_FIELDS);
      // On a page of the kind the query names, the word that names it is answered by the kind itself.
      const answered = hinted.get(category) ?? [];
      const wanted = queryTerms.map((_, qi) => qi).filter((qi) => !answered.includes(qi));
      const found = wanted.filter((qi) => scores[qi] > 0);
      if (found.length === 0) continue;
      // A record without every query word ranks well below one with all of them, but it still ranks:
      // a query often holds a word the docs do not use ("run stuck in queued").
      let score = found.reduce((sum, qi) => sum + scores[qi], 0);
      if (found.length < wanted.length) score *= (found.length / wanted.length) * RANKING.partialMatch;
      const all = (flags: boolean[]) => found.every((qi) => flags[qi]);
      // A title made of the query's words comes first, the page before its sections; then a page whose
      // summary holds every query word (it is about them), then a section whose heading does.
      let boost = 1;
      const { titleBoost, headingBoost } = RANKING;
      if (all(inTitle)) {
        if (titleTerms === wanted.length) boost = isPage ? titleBoost.wholeTitlePage : titleBoost.wholeTitleSection;
        else boost = isPage ? titleBoost.page : titleBoost.section;
      }
      if (all(inHeading)) boost = Math.max(boost, isPage ? headingBoost.page : headingBoost.section);
      score *= boost;
      // A page of the kind the query names ("... with the api").
      if (answered.length > 0) score *= RANKING.kindBoost;
      else if (category === api) score *= RANKING.apiWithoutHint;
      // Release notes rank below every other page for the same query, unless the query asks for them.
      ranked.set(id, { id, score, terms: [...terms], last: category === releaseNotes && answered.length === 0 });
    }
    return ranked;
  }

  return async function search(query: string, limit = 20): Promise<SearchHit[]> {
    const plans = planQuery(query);
    if (plans.length === 0) return [];
    const manifest = await source.manifest();
    // A record found by several plans (the query as typed, and with a synonym) keeps its best score.
    const best = new Map<number, Ranked>();
    for (const [i, found] of (await Promise.all(plans.map((plan) => rank(manifest, plan)))).entries()) {
      for (const [id, hit] of found) {
        const score = hit.score * (i === 0 ? 1 : RANKING.synonym);
        if (score > (best.get(id)?.score ?? 0)) best.set(id, { ...hit, score });
      }
    }
    const top = [...best.values()].sort((a, b) => Number(a.last) - Number(b.last) || b.score - a.score).slice(0, limit);
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
      // A camelCase word is marked when it or one of its parts matched ("qPCR" for qpcr or pcr).
      const tokens = tokenize(part, { joined: true });
      return tokens.some((token) => terms.some((t) => token === t || token.startsWith(t)))
        ? `<mark>${escapeHtml(part)}</mark>`
        : escapeHtml(part);
    })
    .join('');
}
