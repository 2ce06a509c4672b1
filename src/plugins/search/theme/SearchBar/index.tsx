/**
 * The navbar search. With hosted search configured (ALGOLIA_* variables), theme-search-algolia's
 * SearchBar (through the alias ALGOLIA_SEARCH_BAR of ../../index.ts) is used with props of its own:
 * a failed request shows the spec's failure message (the modal otherwise goes blank), and "/"
 * opens it from a focused button as the local one does. Otherwise LocalSearchBar
 * (../../client/LocalSearchBar.tsx, adapted from @docusaurus/theme-search-algolia 3.10.2's
 * SearchBar) opens the same DocSearch modal, answered from the site's own index:
 * theme-search-algolia's cannot be wrapped for that, because it always renders a preconnect to
 * Algolia, a request off the reader's machine.
 */
import React, { useCallback, type ReactNode } from 'react';
import AlgoliaSearchBar from '@labwire/algolia-search-bar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import LocalSearchBar, { Hit, useSlashFromButtons } from '../../client/LocalSearchBar';
import { UNAVAILABLE_URL, withFailureHit } from '../../client/failureHit';

function HostedSearchBar(): ReactNode {
  const open = useCallback(() => document.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click(), []);
  useSlashFromButtons(open);
  // As the original's: Algolia's absolute URLs become site links. The failure hit has no URL to
  // process (the original's would throw on it, and the modal would show "No results" instead).
  const processUrl = useSearchResultUrlProcessor();
  const transformItems = useCallback(
    (items: { url: string }[]) =>
      items.map((item) => (item.url === UNAVAILABLE_URL ? item : { ...item, url: processUrl(item.url) })),
    [processUrl],
  );
  return <AlgoliaSearchBar transformSearchClient={withFailureHit} transformItems={transformItems} hitComponent={Hit} />;
}

export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.customFields?.searchBackend === 'algolia' ? <HostedSearchBar /> : <LocalSearchBar />;
}
