/**
 * The navbar search. With hosted search configured (ALGOLIA_* variables), the original
 * theme-search-algolia SearchBar is used as it is. Otherwise LocalSearchBar opens the same
 * DocSearch modal, answered from the site's own index: the original cannot be wrapped for that,
 * because it always renders a preconnect to Algolia, a request off the reader's machine.
 */
import React, { useCallback, type ReactNode } from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar, { useSlashFromButtons } from '@site/src/search/LocalSearchBar';

/** The hosted search bar, with "/" opening it from a focused button as the local one does. */
function HostedSearchBar(): ReactNode {
  const open = useCallback(() => document.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click(), []);
  useSlashFromButtons(open);
  return <OriginalSearchBar />;
}

export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.customFields?.searchBackend === 'algolia' ? <HostedSearchBar /> : <LocalSearchBar />;
}
