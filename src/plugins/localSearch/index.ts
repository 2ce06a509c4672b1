import type { LoadContext, Plugin } from '@docusaurus/types';
import { constants } from '../../config/site';

/**
 * The /search route of the local backend. With hosted search, theme-search-algolia adds the route
 * instead; both render @theme/SearchPage, which is the site's own page (src/search/SearchPage.tsx).
 */
export default function localSearchPage(_context: LoadContext): Plugin {
  return {
    name: 'labwire-local-search-page',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: constants.searchPagePath, component: '@theme/SearchPage', exact: true });
    },
  };
}
