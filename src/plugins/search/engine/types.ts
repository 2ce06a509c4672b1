/** One search record: a page, or one section of a page under an h2 or h3, as DocSearch splits them. */
export interface SearchRecord {
  /** Route with the heading anchor, e.g. /app/flows/FlowRuns#node-states. */
  url: string;
  /** Section of the site (App guide, Node reference, REST API, SDK, Release notes). */
  lvl0: string;
  /** Page title (h1). */
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
  /** The section's text, shortened for display. */
  snippet: string;
  /** The docsearch:category of the page (release-notes ranks last). */
  category: string;
}

/** What the builder writes next to the shards: enough to plan a query without loading anything else. */
export interface SearchManifest {
  version: 1;
  /** Number of records, for inverse document frequencies. */
  records: number;
  /** Records per chunk file (r-<n>.json). */
  chunkSize: number;
  /** Shard keys present (t-<key>.json). */
  shards: string[];
  /** The categories of the records, referred to by position in `meta`. */
  categories: string[];
  /**
   * Per record, flattened: category position, number of distinct title words (an identifier is
   * one), and what it is: 1 a whole page, 0 a section, 2 a field of an API operation's response,
   * 3 a parameter or request body field (buildIndex.ts RECORD_KIND).
   */
  meta: number[];
}

/**
 * A shard: for each term, a flat list of record id and weight pairs. A weight packs where the term
 * appears: +200 in the page title, +100 in the section heading (for a page's own record, its meta
 * description; for the parts of an identifier title such as "FlowRunState", the title), plus its
 * count in the text (at most 99).
 */
export type SearchShard = Record<string, number[]>;

/** A chunk of records: [url, lvl0, lvl1, lvl2, lvl3, snippet, category]. */
export type RecordRow = [string, string, string, string, string, string, string];
