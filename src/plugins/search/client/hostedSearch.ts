/**
 * The /search page's queries with hosted search: one request to Algolia's search endpoint, with the
 * same parameters as the modal (contextual search off, release notes kept out through the optional
 * filter of docusaurus.config.ts), answered in the local engine's hit shape so one page renders both
 * backends. Loaded only when the page searches.
 */
import type { SearchHit } from '../engine/engine';
import { tokenize } from '../engine/tokenize';

export interface HostedSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  searchParameters?: Record<string, unknown>;
}

interface AlgoliaHit {
  url: string;
  hierarchy?: Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3', string | null>>;
  content?: string | null;
  category?: string;
}

/** Algolia's absolute hit URL as a site link when it points into this site, else left as it is. */
export function siteLink(url: string, siteUrl: string): string {
  const site = new URL(siteUrl);
  const hit = new URL(url, site);
  return hit.origin === site.origin ? `${hit.pathname}${hit.search}${hit.hash}` : hit.href;
}

/** Encodes search parameters as Algolia's `params` string (arrays and objects as JSON). */
function encodeParams(params: Record<string, unknown>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

export function hostedSearch(config: HostedSearchConfig, siteUrl: string) {
  return async (query: string, limit = 50): Promise<SearchHit[]> => {
    const params = { ...config.searchParameters, query, hitsPerPage: limit };
    // The key in the query string and a text/plain body keep this a simple request (no CORS
    // preflight), as Algolia's own browser clients send it.
    const auth = `x-algolia-application-id=${encodeURIComponent(config.appId)}&x-algolia-api-key=${encodeURIComponent(config.apiKey)}`;
    const response = await fetch(
      `https://${config.appId}-dsn.algolia.net/1/indexes/${encodeURIComponent(config.indexName)}/query?${auth}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ params: encodeParams(params) }),
      },
    );
    if (!response.ok) throw new Error(`Hosted search answered ${response.status} ${response.statusText}`);
    const { hits } = (await response.json()) as { hits: AlgoliaHit[] };
    const terms = tokenize(query);
    return hits.map((hit, position) => ({
      record: {
        url: siteLink(hit.url, siteUrl),
        lvl0: hit.hierarchy?.lvl0 ?? '',
        lvl1: hit.hierarchy?.lvl1 ?? '',
        lvl2: hit.hierarchy?.lvl2 ?? undefined,
        lvl3: hit.hierarchy?.lvl3 ?? undefined,
        snippet: hit.content ?? '',
        category: hit.category ?? 'docs',
      },
      score: hits.length - position,
      terms,
    }));
  };
}
