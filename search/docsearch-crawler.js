/* global Crawler */
// Algolia Crawler configuration for hosted search (DocSearch). Paste it into the Crawler editor of
// the Algolia dashboard, replacing YOUR_APP_ID, YOUR_CRAWLER_API_KEY and the start URL with the
// deployment's values; README "Switching to hosted search" says how the site then uses the index.
// The selectors follow the site's markup: one record per page and per h2/h3, the section of the
// site as lvl0, and the <meta name="docsearch:category"> of every page as the `category` facet
// (release notes carry "release-notes", which the site's search parameters filter out).
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://docs.labwire.example/'],
  sitemaps: ['https://docs.labwire.example/sitemap.xml'],
  ignoreCanonicalTo: true,
  discoveryPatterns: ['https://docs.labwire.example/**'],
  exclusionPatterns: ['https://docs.labwire.example/tags/**', 'https://docs.labwire.example/search**'],
  actions: [
    {
      indexName: 'labwire',
      pathsToMatch: ['https://docs.labwire.example/**'],
      recordExtractor: ({ $, helpers, url }) => {
        const section =
          {
            app: 'App guide',
            nodes: 'Node reference',
            api: 'REST API',
            sdk: 'SDK',
            releases: 'Release notes',
          }[url.pathname.split('/')[1]] ?? 'Documentation';
        const category = $('meta[name="docsearch:category"]').attr('content') || 'docs';
        // Navigation, the table of contents and the edit/last-updated footer are not content.
        $('nav, .theme-doc-toc-mobile, .theme-doc-footer, .hash-link, button').remove();
        return helpers
          .docsearch({
            recordProps: {
              lvl0: { selectors: '', defaultValue: section },
              lvl1: ['article h1', 'header h1'],
              lvl2: 'article h2',
              lvl3: 'article h3',
              lvl4: 'article h4',
              content: 'article p, article li, article td, article dd, article pre',
            },
            indexHeadings: true,
            aggregateContent: true,
            recordVersion: 'v3',
          })
          .map((record) => ({ ...record, category }));
      },
    },
  ],
  initialIndexSettings: {
    labwire: {
      attributesForFaceting: ['type', 'lang', 'category'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type', 'category'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      removeWordsIfNoResults: 'allOptional',
    },
  },
});
