import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { constants } from '../../config/site';

/**
 * The alias through which the hosted mode's SearchBar (./theme/SearchBar) reaches
 * theme-search-algolia's own. `@theme-original/SearchBar` cannot: a plugin's theme comes after the
 * preset's themes, so that alias names this plugin's SearchBar, and `@theme-init/SearchBar` names
 * theme-classic's empty one.
 */
export const ALGOLIA_SEARCH_BAR = '@labwire/algolia-search-bar';

const requireFromSite = createRequire(import.meta.url);

/**
 * Site search, both modes: the navbar SearchBar and the /search page (./theme, over the original
 * components), the local engine and index, and the hosted crawler's configuration (./crawler).
 * With local search it adds the /search route; with hosted search theme-search-algolia adds it, and
 * both render this plugin's SearchPage. The local index is a step of the post-build pass
 * (./searchIndex.ts).
 */
export default function searchPlugin(context: LoadContext): Plugin {
  const hosted = context.siteConfig.customFields?.searchBackend === 'algolia';
  return {
    name: 'labwire-search',
    getThemePath() {
      return './theme';
    },
    async contentLoaded({ actions }) {
      if (!hosted) actions.addRoute({ path: constants.searchPagePath, component: '@theme/SearchPage', exact: true });
    },
    configureWebpack() {
      // Without hosted search, theme-search-algolia is not loaded: theme-classic's empty SearchBar stands in.
      const theme = hosted ? '@docusaurus/theme-search-algolia' : '@docusaurus/theme-classic';
      return {
        resolve: {
          alias: { [ALGOLIA_SEARCH_BAR]: join(dirname(requireFromSite.resolve(theme)), 'theme', 'SearchBar') },
        },
      };
    },
  };
}
