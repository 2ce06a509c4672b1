import { editDistance, shardKey, tokenize, words as wordsOf } from './tokenize';
import type { RecordRow, SearchManifest, SearchRecord, SearchShard } from './types';
import { IN_HEADING, IN_TITLE, RECORD_KIND, packWeight } from './buildIndex';
import { constants } from '../../../config/site';
import { DEMOTED, KIND_WORDS, MATCH, MONTHS, OPERATION_VERBS, RANKING, STOP_WORDS, SYNONYMS } from './ranking';

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
  /** The kinds of page (docsearch:category) the query asks for: favoured, and never demoted. */
  wants: Set<string>;
  /**
   * How many distinct words the query has, stop words included, for a title to equal it; 0 when
   * the plan is a synonym's, whose words the reader did not type.
   */
  words: number;
  /** The query's words written as one ("flowrun" for "FlowRun" or "flow run"), to find an identifier title. */
  compact?: string;
}

/** What a query names outright: a month's release notes, an API operation by id, or by its path. */
export interface QueryTarget {
  /** A release month, YYYYMM: its page is /releases/YYYYMM. */
  month?: string;
  /** An operation id ("get-flow-runs"): its page is /api/<id>. */
  operation?: string;
  /** An operation's path with its parameters as ":" ("/flow-runs/:"), as an operation page's text starts. */
  path?: string;
  /** The HTTP method before the path, lower case. */
  method?: string;
}

const METHODS = Object.keys(OPERATION_VERBS);

interface Ranked {
  id: number;
  score: number;
  terms: string[];
  /** The page's title is the query, or the page is what the query names. */
  exact: boolean;
  /** A kind of page the query does not ask for (see DEMOTED). */
  demoted: boolean;
}

const MONTH = new RegExp(`\\b(${MONTHS.flat().join('|')})\\.?,?\\s+(20\\d\\d)\\b`, 'gi');
const YEAR_MONTH = new RegExp(`\\b(20\\d\\d)\\s+(${MONTHS.flat().join('|')})\\b`, 'gi');
const NUMERIC_MONTH = /\b(20\d\d)[-/.]?(0[1-9]|1[0-2])\b|\b(0?[1-9]|1[0-2])[-/](20\d\d)\b/g;

/**
 * The query with every month it names written as the release notes title it ("Oct 2025",
 * "2025-10" and "202510" become "october 2025"), and those months as YYYYMM.
 */
export function readMonths(query: string): { text: string; months: string[] } {
  const months: string[] = [];
  const named = (name: string, year: string) => {
    const index = MONTHS.findIndex((forms) => forms.includes(name.toLowerCase()));
    months.push(`${year}${String(index + 1).padStart(2, '0')}`);
    return ` ${MONTHS[index][0]} ${year} `;
  };
  const text = query
    .replace(MONTH, (_, name: string, year: string) => named(name, year))
    .replace(YEAR_MONTH, (_, year: string, name: string) => named(name, year))
    .replace(NUMERIC_MONTH, (_, y1?: string, m1?: string, m2?: string, y2?: string) =>
      named(MONTHS[Number(m1 ?? m2) - 1][0], (y1 ?? y2)!),
    );
  return { text, months };
}

/** What the query names outright (see QueryTarget). */
export function queryTarget(query: string): QueryTarget {
  const target: QueryTarget = {};
  const month = readMonths(query).months;
  if (month.length === 1) target.month = month[0];
  const id = query.trim();
  // An operation id, as written in openapi.yaml or in camelCase: a verb, then more words.
  const kebab = /^[a-z]+(?:-[a-z0-9]+)+$/.test(id)
    ? id
    : /^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(id)
      ? id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
      : undefined;
  if (kebab && Object.values(OPERATION_VERBS).flat().includes(kebab.split('-')[0])) target.operation = kebab;
  const path = new RegExp(`^(?:(${METHODS.join('|')})\\s+)?(/[\\w{}:/.-]*)$`, 'i').exec(id);
  if (path) {
    target.path = normalizePath(path[2]);
    target.method = path[1]?.toLowerCase();
  }
  return target;
}

/** An API path compared without its parameter names: "/flows/{flowId}/runs" and "/flows/:flowId/runs" alike. */
const normalizePath = (path: string) =>
  path
    .toLowerCase()
    .replace(/\{[^}]*\}|:[\w-]+/g, ':')
    .replace(/(.)\/$/, '$1');

const rankScore = ({ score, demoted }: Ranked) => (demoted ? score * RANKING.demoted : score);

function plan(terms: string[], words: number, wants: Set<string>): QueryPlan {
  const hints = new Map<number, string>();
  // A lone kind word ("api") is a plain search for it; with other words, it says where to look.
  if (terms.length > 1) terms.forEach((t, i) => KIND_WORDS[t] && hints.set(i, KIND_WORDS[t]));
  const compact = words > 0 && terms.length > 1 ? terms.join('') : undefined;
  return { terms, hints, wants: new Set([...wants, ...hints.values()]), words, compact };
}

/**
 * The ways to run a query: its words, stop words dropped (unless nothing else is left), then the
 * same with each synonym that applies. No plan for a query without a searchable word.
 */
export function planQuery(query: string): QueryPlan[] {
  const { text, months } = readMonths(query);
  const target = queryTarget(query);
  const wants = new Set<string>();
  // A month asks for its release notes; an operation id, a method and path or a path for the API.
  if (months.length > 0) wants.add(constants.releaseNotesSearchCategory);
  if (target.operation || target.path) wants.add('api');
  let words = tokenize(text);
  // The method of "GET /flow-runs" is said by the kind of page; the path's words are looked up.
  if (target.path && METHODS.includes(words[0])) words = words.slice(1);
  // So is the verb of an operation id ("get-flow-runs" is the page "List flow runs").
  if (target.operation && words.length > 1) words = words.slice(1);
  const all = [...new Set(words)];
  if (all.length === 0) return [];
  // A last word still being typed ("flow in" on the way to "flow inputs") is kept.
  const typing = /[\p{L}\p{N}]$/u.test(query) ? words[words.length - 1] : undefined;
  const kept = all.filter((t) => !STOP_WORDS.has(t) || t === typing);
  const terms = kept.length > 0 ? kept : all;
  // A title equals the query when it has as many words: an identifier ("FileUpload") is one word.
  const plans = [
    plan(
      terms,
      words.length === 0 ? 0 : new Set(wordsOf(text).map(({ whole, parts }) => whole ?? parts.join(''))).size,
      wants,
    ),
  ];
  for (const [phrase, instead] of SYNONYMS) {
    const named = tokenize(phrase);
    if (named.every((w) => all.includes(w))) {
      const rest = terms.filter((t) => !named.includes(t));
      plans.push(plan([...new Set([...tokenize(instead), ...rest])], 0, wants));
    }
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

  /** The ids of the records whose title is the identifier a compact query spells ("FlowRun" for "flow run"). */
  async function identifierTitles(manifest: SearchManifest, compact: string | undefined): Promise<Set<number>> {
    const ids = new Set<number>();
    if (!compact || !manifest.shards.includes(shardKey(compact))) return ids;
    for (const [term, postings] of Object.entries(await loadShard(shardKey(compact)))) {
      if (matchFactor(compact, term) !== MATCH.exact) continue;
      for (let i = 0; i < postings.length; i += 2) if (postings[i + 1] >= IN_TITLE) ids.add(postings[i]);
    }
    return ids;
  }

  /** The score of every record that matches a plan, and the index terms it matched. */
  async function rank(manifest: SearchManifest, { terms: queryTerms, hints, wants, words, compact }: QueryPlan) {
    const present = new Set(manifest.shards);
    // Per record: the best score of each query term, which query terms hit the title (as the same
    // word, or at all) and a heading, and the index terms that matched. The forms of a word that match
    // exactly ("reader" in a heading, "readers" twice in the text) are added up into one weight.
    interface Entry {
      scores: number[];
      exact: number[];
      titled: boolean[];
      inTitle: boolean[];
      inHeading: boolean[];
      terms: Set<string>;
    }
    const perRecord = new Map<number, Entry>();
    const identifiers = identifierTitles(manifest, compact);
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
              const flags = () => new Array<boolean>(queryTerms.length).fill(false);
              entry = {
                scores: new Array<number>(queryTerms.length).fill(0),
                exact: new Array<number>(queryTerms.length).fill(0),
                titled: flags(),
                inTitle: flags(),
                inHeading: flags(),
                terms: new Set<string>(),
              };
              perRecord.set(id, entry);
            }
            if (factor === MATCH.exact) {
              entry.exact[qi] = mergeWeights(entry.exact[qi], weight);
              entry.scores[qi] = Math.max(entry.scores[qi], idf * fieldScore(entry.exact[qi]));
              if (weight >= IN_TITLE) entry.titled[qi] = true;
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
    const identifierTitled = await identifiers;
    // The query terms that name a kind of page ("api", "sdk"), by the category they name.
    const hinted = new Map<number, number[]>();
    hints.forEach((category, qi) => {
      const c = manifest.categories.indexOf(category);
      if (c >= 0) hinted.set(c, [...(hinted.get(c) ?? []), qi]);
    });
    const wanted = new Set([...wants].map((category) => manifest.categories.indexOf(category)));
    const demoted = new Set(DEMOTED.map((category) => manifest.categories.indexOf(category)));
    const ranked = new Map<number, Ranked>();
    for (const [id, entry] of perRecord) {
      const { scores, titled, inTitle, inHeading, terms } = entry;
      const [category, titleTerms, kind] = manifest.meta.slice(id * META_FIELDS, id * META_FIELDS + META_FIELDS);
      const isPage = kind === RECORD_KIND.page;
      // On a page of the kind the query names, the word that names it is answered by the kind itself.
      const answered = hinted.get(category) ?? [];
      const asked = queryTerms.map((_, qi) => qi).filter((qi) => !answered.includes(qi));
      const found = asked.filter((qi) => scores[qi] > 0);
      if (found.length === 0) continue;
      // A record without every query word ranks well below one with all of them, but it still ranks:
      // a query often holds a word the docs do not use ("run stuck in queued").
      let score = found.reduce((sum, qi) => sum + scores[qi], 0);
      if (found.length < asked.length) score *= (found.length / asked.length) * RANKING.partialMatch;
      const all = (flags: boolean[]) => found.every((qi) => flags[qi]);
      // A title made of the query's words comes first, the page before its sections; then a page whose
      // summary holds every query word (it is about them), then a section whose heading does.
      let boost = 1;
      const { titleBoost, headingBoost } = RANKING;
      if (all(inTitle)) {
        if (titleTerms === asked.length) boost = isPage ? titleBoost.wholeTitlePage : titleBoost.wholeTitleSection;
        else boost = isPage ? titleBoost.page : titleBoost.section;
      }
      if (all(inHeading)) boost = Math.max(boost, isPage ? headingBoost.page : headingBoost.section);
      score *= boost;
      // A page of the kind the query names ("... with the api").
      if (answered.length > 0 || wanted.has(category)) score *= RANKING.kindBoost;
      if (kind === RECORD_KIND.responseField) score *= RANKING.responseField;
      // A parameter's or request body field's record holding every word of a longer query: the query
      // quotes its description, and asks for that operation as surely as one naming the API would.
      // (Response fields describe what comes back, in words a task shares: "install agent on linux".)
      const quoted =
        kind === RECORD_KIND.requestField && found.length === asked.length && asked.length >= RANKING.quotedFieldWords;
      if (quoted) score *= RANKING.kindBoost;
      // The page's title is the query: each of its words, no other (stop words counted on both sides).
      const exact =
        isPage &&
        ((words > 0 && titleTerms === words && queryTerms.every((_, qi) => titled[qi])) ||
          (titleTerms === 1 && identifierTitled.has(id)));
      ranked.set(id, {
        id,
        score,
        terms: [...terms],
        exact,
        demoted: demoted.has(category) && !wanted.has(category) && answered.length === 0 && !quoted,
      });
    }
    return ranked;
  }

  /**
   * How surely a record is the page a query names outright (see QueryTarget): 2 for a month's page,
   * an operation by id, or by path and method; 1 for an operation on the path by another method.
   */
  function named(record: SearchRecord, target: QueryTarget): number {
    if (record.url.includes('#')) return 0;
    if (target.month && record.url === `/releases/${target.month}`) return 2;
    if (target.operation && record.url === `/api/${target.operation}`) return 2;
    // An operation page's text starts with its path; its route is its id, which starts with a verb.
    if (!target.path || record.category !== 'api' || normalizePath(record.snippet.split(' ')[0]) !== target.path)
      return 0;
    const verb = record.url.split('/').pop()!.split('-')[0];
    return !target.method || OPERATION_VERBS[target.method].includes(verb) ? 2 : 1;
  }

  /** A page whose title is the query first; then by score, a kind of page the query does not ask for scored down. */
  const byRank = (a: Ranked, b: Ranked) => Number(b.exact) - Number(a.exact) || rankScore(b) - rankScore(a);

  return async function search(query: string, limit = 20): Promise<SearchHit[]> {
    const plans = planQuery(query);
    if (plans.length === 0) return [];
    const manifest = await source.manifest();
    // A record found by several plans (the query as typed, and with a synonym) keeps its best rank.
    const best = new Map<number, Ranked>();
    for (const [i, found] of (await Promise.all(plans.map((plan) => rank(manifest, plan)))).entries()) {
      for (const [id, hit] of found) {
        const ranked = { ...hit, score: hit.score * (i === 0 ? 1 : RANKING.synonym) };
        const before = best.get(id);
        if (!before || byRank(ranked, before) < 0) best.set(id, ranked);
      }
    }
    const target = queryTarget(query);
    // A query that names a page outright looks for it among more candidates than it shows.
    const named_ = target.month || target.operation || target.path;
    const candidates = [...best.values()].sort(byRank).slice(0, named_ ? limit + RANKING.namedCandidates : limit);
    const chunkIds = [...new Set(candidates.map((r) => Math.floor(r.id / manifest.chunkSize)))];
    const loaded = new Map(await Promise.all(chunkIds.map(async (c) => [c, await loadChunk(c)] as const)));
    const hits = candidates.map(({ id, score, terms, exact }) => ({
      record: toRecord(loaded.get(Math.floor(id / manifest.chunkSize))![id % manifest.chunkSize]),
      score,
      terms,
      exact,
    }));
    // The page the query names comes first, then the pages whose title is the query.
    const first = (hit: (typeof hits)[number]) => 2 * named(hit.record, target) + Number(hit.exact);
    return hits
      .map((hit, position) => ({ hit, position }))
      .sort((a, b) => first(b.hit) - first(a.hit) || a.position - b.position)
      .slice(0, limit)
      .map(({ hit: { record, score, terms } }) => ({ record, score, terms }));
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
