import { constants } from '../../config/site';

/**
 * The search category of a page, from the docs plugin instance that serves it. Written into every
 * doc page as <meta name="docsearch:category">: the hosted crawler stores it as a facet (release
 * notes can be filtered out) and the local index ranks release notes last.
 */
export function searchCategoryOf(docsPluginId: string | undefined): string {
  switch (docsPluginId) {
    case 'releases':
      return constants.releaseNotesSearchCategory;
    case 'api':
      return 'api';
    case 'sdk':
      return 'sdk';
    default:
      return 'docs';
  }
}
