import type { SearchHit } from '../engine/engine';
import { highlight } from '../engine/engine';
import { queryResult, unavailableHit } from './failureHit';

type Search = (query: string, limit?: number) => Promise<SearchHit[]>;

interface AlgoliaRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  params?: { query?: string; hitsPerPage?: number };
}

/** One local hit in the shape DocSearch renders (hierarchy, type, highlight and snippet results). */
export function toDocSearchHit({ record, terms }: SearchHit) {
  const hierarchy = {
    lvl0: record.lvl0,
    lvl1: record.lvl1,
    lvl2: record.lvl2 ?? null,
    lvl3: record.lvl3 ?? null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const marked = (text: string | null) => ({
    value: text === null ? '' : highlight(text, terms),
    matchLevel: text !== null && highlight(text, terms).includes('<mark>') ? 'full' : 'none',
    matchedWords: [],
  });
  const snippetMatches = record.snippet !== '' && highlight(record.snippet, terms).includes('<mark>');
  const type =
    snippetMatches && !marked(record.lvl3 ?? record.lvl2 ?? record.lvl1).value.includes('<mark>')
      ? 'content'
      : record.lvl3
        ? 'lvl3'
        : record.lvl2
          ? 'lvl2'
          : 'lvl1';
  const levels = Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, marked(v)]));
  return {
    // The fields of an API operation share their section's address (extract.ts): the heading tells them apart.
    objectID: record.lvl3 ? `${record.url} ${record.lvl3}` : record.url,
    url: record.url,
    url_without_anchor: record.url.split('#')[0],
    type,
    content: record.snippet || null,
    hierarchy,
    category: record.category,
    _highlightResult: { hierarchy: levels, content: marked(record.snippet || null) },
    _snippetResult: { hierarchy: levels, content: marked(record.snippet || null) },
  };
}

/**
 * A search client with the one method the DocSearch modal calls, `search({requests})`, answered
 * from the local index instead of Algolia. A failed index request rejects, so the modal shows its
 * "Unable to fetch results" screen.
 */
export function localSearchClient(search: Search) {
  return {
    async search({ requests }: { requests: AlgoliaRequest[] }) {
      const results = await Promise.all(
        requests.map(async (request) => {
          const query = request.params?.query ?? request.query ?? '';
          const hitsPerPage = request.params?.hitsPerPage ?? request.hitsPerPage ?? 20;
          const started = performance.now();
          // The modal's own error screen never shows (autocomplete-core resets its status to idle after a
          // failure), so a failed search answers with one result that says what happened.
          const hits = await search(query, hitsPerPage)
            .then((found) => found.map(toDocSearchHit))
            .catch((error: unknown) => {
              console.warn('Search failed:', error);
              return [unavailableHit()];
            });
          return queryResult(
            hits,
            query,
            request.indexName ?? 'local',
            hitsPerPage,
            Math.round(performance.now() - started),
          );
        }),
      );
      return { results };
    },
    addAlgoliaAgent() {},
  };
}
