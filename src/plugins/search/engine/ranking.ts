/**
 * Every weight and word list the local search engine ranks with (./engine.ts), in one
 * place, each with what it does. Change one, then run the relevance tests over the built index
 * (`npx vitest run --project build search-relevance search-eval`) and compare the figures of
 * `npm run bench -- --search-eval`, tuning on the `tune` queries of tests/search-eval/queries.yaml only.
 */
import { constants } from '../../../config/site';
import synonyms from './synonyms.json';

/** How much an indexed term counts for a query term, by how it matches. */
export const MATCH = {
  /** The same word, or its plural ("run" and "runs", "query" and "queries"). */
  exact: 1,
  /** The query term starts the indexed one: a word still being typed ("flo" for "flow"). */
  prefix: 0.75,
  /** Within the allowed typos (one edit from 4 letters, two from 7): "flwo" for "flow". */
  fuzzy: 0.6,
  /** A typo in the start of a longer word: "flwo" for "flows". */
  fuzzyPrefix: 0.45,
} as const;

export const RANKING = {
  /** Where a term occurs in a record: text occurrences saturate (BM25's k1), titles and headings add. */
  field: {
    /** Saturation of the occurrence count: count * (k1 + 1) / (count + k1). */
    k1: 1.2,
    /** Added when the term is in the page title. */
    inTitle: 3,
    /** Added when the term is in the section heading (for a page's own record, its summary). */
    inHeading: 1.5,
  },
  /**
   * A record holding only some of the query's words keeps this share of its score, times the share
   * of words found: it ranks well below one with all of them, but still ranks (a query often holds a
   * word the docs do not use: "run stuck in queued").
   */
  partialMatch: 0.4,
  /** Every query word in the title: the page itself before its sections, a title made only of them first. */
  titleBoost: { wholeTitlePage: 5, wholeTitleSection: 2, page: 3.5, section: 1.3 },
  /** Every query word in the heading (a page's summary holding them all: it is about them). */
  headingBoost: { page: 2, section: 2.5 },
  /** A page of the kind the query names ("upload a file with the api"). */
  kindBoost: 2,
  /**
   * A field of an operation's response, against a parameter or request body field that matches as
   * well: what a request takes leads, since an operation is looked up to call it.
   */
  responseField: 0.8,
  /** A result found through a synonym, against one found by the words as typed. */
  synonym: 0.8,
  /**
   * A query that names a page outright (a release month, an operation id or path) looks for it among
   * this many results beyond those it shows: that page can rank low on the words alone.
   */
  namedCandidates: 40,
  /**
   * The score of a kind of page the query does not ask for (DEMOTED): it needs four times the score
   * of a guide to rank above it. Searching with Algolia, an optional filter does the same.
   */
  demoted: 0.25,
  /**
   * Query words (stop words aside) that a parameter's or request body field's record must all hold
   * for the query to be taken as its description: the record is then not scored down, and is boosted
   * as a page of the kind the query names (kindBoost). Fewer words ("runs state") are a task's, and
   * find the guide first.
   */
  quotedFieldWords: 3,
} as const;

/**
 * Kinds of page (docsearch:category) ranked down unless the query asks for them (RANKING.demoted):
 * release notes, and the API's operation and schema pages, which would otherwise bury the guide that
 * explains a task ("install agent"). Such a page is never dropped: it ranks after the pages that
 * match the query about as well, a page whose title is the query still comes first, and a month
 * ("October 2025"), "release" or "api" in the query asks for its kind.
 */
export const DEMOTED = [constants.releaseNotesSearchCategory, 'api'];

/**
 * First words of the API's operation ids (openapi.yaml), by the HTTP method of their operations: a
 * query written as an id ("get-flow-runs", "downloadAgent") asks for that operation's page, and of
 * the operations on one path, "GET /files" asks for the one whose id starts with a verb of GET.
 */
export const OPERATION_VERBS: Record<string, string[]> = {
  get: ['get', 'list', 'find', 'download'],
  post: ['post', 'create', 'trigger', 'upload', 'receive', 'stream'],
  put: ['put', 'update', 'modify'],
  patch: ['patch', 'update', 'modify'],
  delete: ['delete'],
};

/**
 * Words that carry no subject in a query ("how do I cancel a run"). They are dropped unless the
 * query has nothing else; words that do ("not", "no", "new") are kept.
 */
export const STOP_WORDS = new Set(
  (
    'an and are as at be by can could do does did for from how in into is it its me my of on or our ' +
    'should so that the their there this to use using via want was we what when where which who why will ' +
    'with would you your'
  ).split(' '),
);

/** Query words that name a kind of page, with the docsearch:category of that kind. */
export const KIND_WORDS: Record<string, string> = {
  api: 'api',
  sdk: 'sdk',
  release: constants.releaseNotesSearchCategory,
  releases: constants.releaseNotesSearchCategory,
  changelog: constants.releaseNotesSearchCategory,
};

/**
 * What the docs call a thing a reader may name otherwise (an instrument by its kind or its vendor's
 * software, a sign-in provider by name): a query holding the words on the left is also run with the
 * words on the right in their place. One list for both search modes: ./synonyms.json, which the
 * crawler configuration also writes into the hosted index.
 */
export const SYNONYMS: [string, string][] = synonyms.synonyms.flatMap(({ docs, readers }) =>
  readers.map((phrase): [string, string] => [phrase, docs]),
);

/** Month names and their short forms, January first (./synonyms.json). */
export const MONTHS: string[][] = synonyms.months;
