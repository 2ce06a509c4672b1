/**
 * Replaces theme-search-algolia's search page (used with hosted search) with the site's own, which
 * also serves the local backend: one page, the release-notes filter of the modal, and the spec's
 * no-hit and failure messages, which the original page does not show.
 */
export { default } from '@site/src/search/SearchPage';
