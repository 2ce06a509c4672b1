/**
 * What the search modal shows when a search request fails, for both backends. DocSearch's own
 * error screen never shows (autocomplete-core resets its status to idle after a failure), so a
 * failed search answers with one hit that says what happened; the modal's `Hit` (LocalSearchBar.tsx)
 * renders it as an alert instead of a link. Kept free of the search engine: the hosted search bar
 * loads it with the navbar.
 */

export const UNAVAILABLE_URL = '#search-unavailable';

const plain = (value: string | null) => ({ value: value ?? '', matchLevel: 'none', matchedWords: [] });

/** The spec's search-failure message (section 8) as a DocSearch hit. */
export function unavailableHit() {
  const hierarchy = {
    lvl0: 'Search',
    lvl1: 'Unable to fetch results',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const levels = Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, plain(v)]));
  const content = 'You might want to check your network connection.';
  return {
    objectID: UNAVAILABLE_URL,
    url: UNAVAILABLE_URL,
    url_without_anchor: UNAVAILABLE_URL,
    type: 'content',
    content,
    hierarchy,
    category: 'error',
    _highlightResult: { hierarchy: levels, content: plain(content) },
    _snippetResult: { hierarchy: levels, content: plain(content) },
  };
}

/** The hits of one query in the shape of one result of Algolia's multi-query answer, on one page. */
export function queryResult<H>(hits: H[], query: string, indexName: string, hitsPerPage = 20, processingTimeMS = 0) {
  return {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: 1,
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: indexName,
    processingTimeMS,
  };
}

interface QueryRequest {
  indexName?: string;
  query?: string;
  params?: { query?: string } | string;
}
interface SearchClientLike {
  search: (...args: never[]) => Promise<unknown>;
}

/** The request list of an algoliasearch v5 `search` call: `search({ requests })` or `search(requests)`. */
function requestsOf(arg: unknown): QueryRequest[] {
  if (Array.isArray(arg)) return arg as QueryRequest[];
  const { requests } = (arg ?? {}) as { requests?: QueryRequest[] };
  return requests ?? [];
}

/**
 * Wraps a search client (Algolia's, for hosted search) so that a failed request (network down,
 * Algolia unreachable, key refused) answers with the failure hit instead of an empty modal.
 */
export function withFailureHit<C extends SearchClientLike>(client: C): C {
  const search = client.search.bind(client) as (arg: unknown) => Promise<unknown>;
  const wrapped = (arg: unknown) =>
    search(arg).catch((error: unknown) => {
      console.warn('Search failed:', error);
      return {
        results: requestsOf(arg).map((request) =>
          queryResult(
            [unavailableHit()],
            request.query ?? (typeof request.params === 'object' ? request.params.query : undefined) ?? '',
            request.indexName ?? '',
          ),
        ),
      };
    });
  return Object.assign(Object.create(client) as C, { search: wrapped });
}
