import type { IndexSource } from '../engine/engine';
import type { RecordRow, SearchManifest, SearchShard } from '../engine/types';

/** Thrown when the index cannot be fetched; the search UI shows its "Unable to fetch results" message. */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SearchUnavailableError';
  }
}

/** The index folder this page was built with (see ../searchIndex.ts). */
export function indexBaseUrl(doc: Document = document): string {
  const base = doc.querySelector<HTMLMetaElement>('meta[name="labwire-search-index"]')?.content;
  if (!base)
    throw new SearchUnavailableError(
      'This page does not name a search index (was the site built with `npm run build`?).',
    );
  return base;
}

async function fetchJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (cause) {
    throw new SearchUnavailableError(`Could not load ${url}`, { cause });
  }
  if (!response.ok) throw new SearchUnavailableError(`Could not load ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Loads the index files over HTTP, on demand. */
export function httpSource(base: string): IndexSource {
  let manifest: Promise<SearchManifest> | undefined;
  return {
    manifest: () => {
      // A failed manifest request is retried on the next query rather than cached.
      manifest ??= fetchJson<SearchManifest>(`${base}manifest.json`).catch((error: unknown) => {
        manifest = undefined;
        throw error;
      });
      return manifest;
    },
    shard: (key) => fetchJson<SearchShard>(`${base}t-${encodeURIComponent(key)}.json`),
    chunk: (index) => fetchJson<RecordRow[]>(`${base}r-${index}.json`),
  };
}
