/** theme-search-algolia's SearchBar, through the alias ALGOLIA_SEARCH_BAR of ./index.ts. */
declare module '@labwire/algolia-search-bar' {
  import type { ComponentType } from 'react';
  /** Takes DocSearch props, which override the theme config. */
  const AlgoliaSearchBar: ComponentType<Record<string, unknown>>;
  export default AlgoliaSearchBar;
}
