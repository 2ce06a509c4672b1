import type { LoadContext, Plugin } from '@docusaurus/types';
import { constants } from '../config/site';

/** The /search page of the local backend (with hosted search, theme-search-algolia serves /search). */
export default function localSearchPage(_context: LoadContext): Plugin {
  return {
    name: 'labwire-local-search-page',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: constants.searchPagePath, component: '@site/src/search/SearchPage', exact: true });
    },
  };
}
