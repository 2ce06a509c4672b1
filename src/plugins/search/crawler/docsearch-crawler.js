/* global Crawler, SITE_URL, APP_ID, CRAWLER_API_KEY, INDEX_NAME, EXCLUDED, SECTIONS, DEFAULT_SECTION, CHROME, CONTENT, FIELDS, SYNONYMS, MONTHS, PAGE_RANK */
// Algolia Crawler configuration for hosted search (DocSearch): the template that
// `npm run crawler-config` fills in. Do not paste this file: paste what that command prints. It
// replaces the upper-case names declared above with the deployment's settings (SITE_URL,
// ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME, from the same module as the site: src/config/site.ts) and the
// search hierarchy of the local index (../extract.ts), since the crawler runs each function
// on its own and a function here cannot read a variable defined outside it.
//
// One record per page and per h2/h3, as the local index: the section of the site as lvl0, the page
// title as lvl1, headings as lvl2/lvl3, and each page's <meta name="docsearch:category"> as the
// `category` facet (release notes carry "release-notes", which the site's search parameters filter
// out). On an API operation page, each parameter, top-level request body field and top-level field
// of a success response also gets a record of its own, linked to its section's heading, as in the
// local index (FIELDS, from ../extract.ts); it ranks below the page's title record (content level)
// and, by position, below the fields before it. As in the local index, the Responses section's own
// records leave out the response fields and the example bodies. tests/build/crawler.test.ts runs
// this extractor over the built site.
new Crawler({
  appId: APP_ID,
  apiKey: CRAWLER_API_KEY,
  rateLimit: 8,
  maxDepth: 10,
  startUrls: [`${SITE_URL}/`],
  sitemaps: [`${SITE_URL}/sitemap.xml`],
  ignoreCanonicalTo: true,
  discoveryPatterns: [`${SITE_URL}/**`],
  // As the local index: no tag lists, search page or API category lists (../extract.ts).
  exclusionPatterns: EXCLUDED,
  actions: [
    {
      indexName: INDEX_NAME,
      pathsToMatch: [`${SITE_URL}/**`],
      recordExtractor: ({ $, helpers, url }) => {
        const siteSection = SECTIONS[url.pathname.split('/')[1]] ?? DEFAULT_SECTION;
        const category = $('meta[name="docsearch:category"]').attr('content') || 'docs';
        // Navigation, the table of contents, buttons and the edit/last-updated footer are not content.
        $(CHROME).remove();
        $(FIELDS.examples).remove();
        const squash = (text) => text.replace(/\s+/g, ' ').trim();
        const spaced = (node) =>
          node.type === 'text' ? node.data : (node.children ?? []).map((child) => spaced(child)).join(' ');
        const pageUrl = `${url.origin}${url.pathname}`;
        const title = squash($('article h1').first().text());
        // Each parameter or request body field (an item of a list item in a list headed by an h3), and
        // each field of a success response (in its schema, in the tab panel of its status code).
        const labelOf = (el) => {
          const details = el.closest('details');
          const group = squash(details.find(FIELDS.group).first().text());
          if (group) {
            const kind = group
              .toLowerCase()
              .replace(/\s*required$/, '')
              .trim();
            return /parameters$/.test(kind) ? kind.replace(/s$/, '') : `${kind} field`;
          }
          if (!details.is(FIELDS.response)) return null;
          const panel = el.closest(FIELDS.statusPanel);
          const status = squash(panel.parent().parent().find(FIELDS.statusTab).eq(panel.index()).text());
          return /^2\d\d$/.test(status) ? `${status} response field` : null;
        };
        const fields = [];
        const seen = new Set();
        // The list items of response fields: their records hold them, the Responses section does not.
        const answered = [];
        let heading = null;
        $('article h2[id], article li').each((_, element) => {
          const el = $(element);
          if (element.tagName === 'h2') {
            heading = { anchor: el.attr('id'), text: squash(el.text()) };
            return;
          }
          const label = labelOf(el);
          if (!label || !heading) return;
          if (label.endsWith(' response field')) answered.push(el);
          el.children(FIELDS.item).each((__, item) => {
            const name = squash($(item).find(FIELDS.name).first().text());
            const objectID = `${pageUrl}#${heading.anchor}-${label}-${name}`;
            // A response with several media types shows its fields once per type.
            if (!name || name.replace(/\*$/, '') === FIELDS.keysStandIn || seen.has(objectID)) return;
            seen.add(objectID);
            fields.push({
              objectID,
              url: `${pageUrl}#${heading.anchor}`,
              url_without_anchor: pageUrl,
              anchor: heading.anchor,
              type: 'content',
              content: `${name} (${label}): ${squash(spaced(item))}`,
              hierarchy: {
                lvl0: siteSection,
                lvl1: title,
                lvl2: heading.text,
                lvl3: null,
                lvl4: `${name} (${label})`,
                lvl5: null,
                lvl6: null,
              },
              weight: { level: 0, position: 1000 + fields.length },
            });
          });
        });
        for (const el of answered) el.remove();
        // The words readers use for what a record names (../engine/synonyms.json), so that Algolia
        // finds "Gen5" on the pages about Synergy as the local engine does; a month's release notes
        // also answer "202510", "2025-10" and "Oct 2025".
        const words = (text) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
        const month = /^\/releases\/(\d{4})(\d{2})$/.exec(url.pathname);
        const keywordsOf = (record) => {
          const text = words([...Object.values(record.hierarchy), record.content].filter(Boolean).join(' '));
          const found = SYNONYMS.filter(([docs]) => text.includes(words(docs))).flatMap(([, readers]) => readers);
          if (month) {
            const [, year, number] = month;
            const [name, short = name] = MONTHS[Number(number) - 1];
            found.push(`${year}${number}`, `${year}-${number}`, `${short} ${year}`, `${name} ${year}`);
          }
          return [...new Set(found)];
        };
        return helpers
          .docsearch({
            recordProps: {
              lvl0: { selectors: '', defaultValue: siteSection },
              lvl1: ['article h1', 'header h1'],
              lvl2: 'article h2[id]',
              lvl3: 'article h3[id]',
              content: CONTENT,
            },
            indexHeadings: true,
            aggregateContent: true,
            recordVersion: 'v3',
          })
          .concat(fields)
          .map((record) => ({
            ...record,
            category,
            keywords: keywordsOf(record),
            // Guides before the API reference and release notes when records tie on the words.
            weight: { ...record.weight, pageRank: PAGE_RANK[category] ?? PAGE_RANK.default },
          }));
      },
    },
  ],
  initialIndexSettings: {
    [INDEX_NAME]: {
      attributesForFaceting: ['type', 'lang', 'category'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type', 'category'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'content',
        'unordered(keywords)',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      // The optional filter that keeps release notes down ("filters") comes after the attribute
      // criterion: a page whose title holds the query ranks first whatever its kind, as locally.
      ranking: ['words', 'typo', 'attribute', 'filters', 'proximity', 'exact', 'custom'],
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
