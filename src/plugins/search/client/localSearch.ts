import { createSearch } from '../engine/engine';
import { httpSource, indexBaseUrl } from './httpSource';

type Search = ReturnType<typeof createSearch>;
let search: Search | undefined;

/** The page's local search, created on first use (this module is loaded only when search opens). */
export function localSearch(): Search {
  if (!search) {
    try {
      search = createSearch(httpSource(indexBaseUrl()));
    } catch (error) {
      return () => Promise.reject(error);
    }
  }
  return search;
}
