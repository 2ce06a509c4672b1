import { execFileSync } from 'node:child_process';
import type { Config } from '@docusaurus/types';
import { GlobExcludeDefault } from '@docusaurus/utils';
import type * as Preset from '@docusaurus/preset-classic';
import type * as Docs from '@docusaurus/plugin-content-docs';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import { buildFuture, constants, loadSettings } from './src/config/site';
import { darkCodeTheme, lightCodeTheme } from './src/config/prismThemes';
import { onBrokenMarkdownLinks } from './src/build/brokenMarkdownLinks';
import diagrams from './src/remark/diagrams';
import remarkComponentData from './src/remark/componentData';
import remarkFacts from './src/remark/facts';
import { startupOverrides } from './src/config/overrides';
import { markdownGenerators } from './src/build/openapiMarkdown';

const site = loadSettings();
/** The start-up overrides of the browser bundle (all unless switched off: src/config/overrides.ts). */
const overrides = startupOverrides();

/** Last-updated dates come from git; a build from a source archive goes on without them. */
function insideGitWorkTree(): boolean {
  try {
    execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: __dirname, stdio: 'ignore' });
    return true;
  } catch {
    console.warn('[labwire] Not a git work tree: pages are built without their last-updated dates.');
    return false;
  }
}
const hasGit = insideGitWorkTree();
const editUrl = `${site.links.repository}/edit/main/`;

/**
 * Mermaid code blocks become SVG images rendered at build time (no diagram JavaScript in the
 * browser); node and SDK components get their page's data at build time, not whole catalogs;
 * `<Fact id="…" />` becomes the platform fact's text from src/data/facts.yaml.
 */
const remarkPlugins = [diagrams, remarkComponentData, remarkFacts];

/** Options every docs instance shares: edit links, last-updated dates, breadcrumbs, remark plugins. */
const docsCommon = {
  editUrl,
  remarkPlugins,
  showLastUpdateTime: hasGit,
  showLastUpdateAuthor: false,
  breadcrumbs: true,
} satisfies Partial<Docs.Options>;

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  url: site.url,
  baseUrl: site.baseUrl,
  favicon: 'img/favicon.svg',
  titleDelimiter: constants.titleDelimiter,
  trailingSlash: false,
  organizationName: 'labwire',
  projectName: 'docs',

  onBrokenLinks: constants.linkChecks.onBrokenLinks,
  onBrokenAnchors: constants.linkChecks.onBrokenAnchors,
  onDuplicateRoutes: 'throw',

  i18n: { defaultLocale: constants.defaultLocale, locales: [...constants.locales] },

  future: buildFuture,

  markdown: {
    hooks: {
      onBrokenMarkdownLinks: onBrokenMarkdownLinks(constants.linkChecks.onBrokenMarkdownLinks, __dirname),
      onBrokenMarkdownImages: constants.linkChecks.onBrokenMarkdownLinks,
    },
  },

  customFields: {
    siteVersion: site.siteVersion,
    repository: site.links.repository,
    searchBackend: site.hostedSearch ? 'algolia' : 'local',
    startupOverrides: overrides,
    // What the page feedback control may report to (src/components/Feedback); nothing when both are off.
    analytics: { tagManager: Boolean(site.analytics.tagManagerId), hostingAnalytics: site.analytics.hostingAnalytics },
  },

  presets: [
    [
      'classic',
      {
        // The site root, app guide and node reference are the default docs instance, in `plugins`.
        docs: false,
        blog: false,
        pages: { path: 'src/pages', remarkPlugins },
        theme: { customCss: ['./src/css/custom.css', './src/css/extras.css'] },
        sitemap: {
          changefreq: constants.sitemap.changefreq,
          priority: constants.sitemap.priority,
          ignorePatterns: ['/tags/**'],
        },
        ...(site.analytics.tagManagerId ? { googleTagManager: { containerId: site.analytics.tagManagerId } } : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The docs instances without category index pages drop what only those pages read (see the file).
    [
      './src/plugins/leanDocs/index.ts',
      {
        ...docsCommon,
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        lastVersion: 'current',
        versions: { current: { label: `Latest (${site.siteVersion})` } },
      } satisfies Docs.Options,
    ],
    [
      './src/plugins/leanDocs/index.ts',
      {
        ...docsCommon,
        id: 'sdk',
        path: 'sdk',
        routeBasePath: 'sdk',
        sidebarPath: './src/sidebars/sdk.ts',
        // sdk/stubs holds the SDK's Python stubs, the source of the reference, not pages.
        exclude: [...GlobExcludeDefault, 'stubs/**'],
      } satisfies Docs.Options,
    ],
    [
      './src/plugins/leanDocs/index.ts',
      {
        ...docsCommon,
        id: 'releases',
        path: 'releases',
        routeBasePath: 'releases',
        sidebarPath: './src/sidebars/releases.ts',
      } satisfies Docs.Options,
    ],
    [
      '@docusaurus/plugin-content-docs',
      {
        ...docsCommon,
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
        sidebarPath: './src/sidebars/api.ts',
        // Only the API instance pays for the OpenAPI theme's item component.
        docItemComponent: '@theme/ApiItem',
      } satisfies Docs.Options,
    ],
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPluginId: 'api',
        config: {
          labwire: {
            specPath: 'openapi.yaml',
            outputDir: 'api',
            downloadUrl: '/openapi.yaml',
            showSchemas: true,
            showInfoPage: false,
            sidebarOptions: { groupPathsBy: 'tag', categoryLinkSource: 'auto' },
            markdownGenerators,
          } satisfies OpenApiPlugin.Options,
        },
      },
    ],
    ['@docusaurus/plugin-client-redirects', { redirects: constants.redirects }],
    'docusaurus-plugin-sass',
    './src/plugins/lazyPrism/index.ts',
    // No CSP report from DocSearch's bundled zod probing eval (see the file).
    './src/plugins/docsearchNoEval/index.ts',
    './src/plugins/singleServerBundle/index.ts',
    ['./src/plugins/stagedEntry/index.ts', { overrides }],
    './src/plugins/apiDownloads/index.ts',
    './src/plugins/releaseFeed/index.ts',
    // The one postBuild hook: route-chunk lists, API stylesheet, search index, Markdown copies and
    // llms.txt, static-host configuration, in that order, reading each page once.
    './src/plugins/postBuild/index.ts',
    // Search in both modes: SearchBar and SearchPage, and the /search route of local search.
    './src/plugins/search/index.ts',
    ['./src/plugins/announcementBarReset/index.ts', { id: site.announcementBar.id }],
    ...(site.analytics.hostingAnalytics ? ['@docusaurus/plugin-vercel-analytics'] : []),
  ],

  clientModules: [
    './src/clientModules/chunkLoadError.ts',
    './src/clientModules/scrollableRegions.ts',
    './src/clientModules/imageZoom.ts',
    './src/clientModules/printDetails.ts',
  ],

  themes: [
    // docusaurus-theme-openapi-docs, with its stylesheet on API pages only (see the file).
    './src/plugins/openapiTheme/index.ts',
    // With hosted search, preset-classic adds @docusaurus/theme-search-algolia itself (for
    // themeConfig.algolia below); listing it here too would register the plugin twice.
  ],

  headTags: [
    // Printed pages show the full address of site links (src/css/extras.css).
    {
      tagName: 'style',
      attributes: {},
      innerHTML: `:root{--lw-site-url:${JSON.stringify(site.url.replace(/\/$/, ''))}}`,
    },
    {
      tagName: 'link',
      attributes: {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'Labwire release notes',
        href: '/releases/feed.xml',
      },
    },
  ],

  themeConfig: {
    metadata: [{ name: 'keywords', content: 'Labwire, laboratory data, agents, flows, documentation' }],
    colorMode: constants.colorMode,
    announcementBar: {
      id: site.announcementBar.id,
      content: site.announcementBar.content,
      isCloseable: true,
    },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    tableOfContents: constants.toc,
    navbar: {
      title: site.product,
      hideOnScroll: false,
      logo: { alt: `${site.product} logo`, src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { type: 'doc', docId: 'app/intro/Welcome', label: 'App', position: 'left' },
        { type: 'doc', docsPluginId: 'api', docId: 'index', label: 'API', position: 'left' },
        { type: 'doc', docsPluginId: 'sdk', docId: 'LabwireSDKOverview', label: 'SDK', position: 'left' },
        { type: 'doc', docsPluginId: 'releases', docId: 'ReleaseNotes', label: 'Release Notes', position: 'left' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{ to: '/releases/ReleaseNotes', label: 'Release history' }],
        },
        { type: 'localeDropdown', position: 'right' },
        { href: site.links.chatAssistant, label: 'Ask the docs', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Documentation Links',
          items: [
            { label: 'App', to: '/' },
            { label: 'Nodes', to: '/nodes/NodeOverview' },
            { label: 'SDK', to: '/sdk/LabwireSDKOverview' },
            { label: 'Release Notes', to: '/releases/ReleaseNotes' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Company website', href: site.links.website },
            { label: 'Blog', href: site.links.blog },
            { label: 'Source repository', href: site.links.repository },
            { label: `Contact (${site.links.contactEmail})`, href: `mailto:${site.links.contactEmail}` },
          ],
        },
      ],
      copyright: site.copyright.text,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Only languages prism-react-renderer lacks: python, json, yaml, sql and ts are built in, and
      // every extra language is loaded with Prism.
      additionalLanguages: ['bash', 'powershell', 'http'],
    },
    ...(site.hostedSearch
      ? {
          algolia: {
            ...site.hostedSearch,
            contextualSearch: false,
            searchPagePath: constants.searchPagePath.slice(1),
            // Release notes are kept out of results through an optional filter on their category.
            searchParameters: { optionalFilters: [`category:-${constants.releaseNotesSearchCategory}`] },
          },
        }
      : {}),
    // API pages: code samples in these languages; the reader's choice is remembered across pages.
    languageTabs: [
      { highlight: 'bash', language: 'curl', logoClass: 'curl', variant: 'cURL', variants: ['cURL'] },
      {
        highlight: 'python',
        language: 'python',
        logoClass: 'python',
        variant: 'Requests',
        variants: ['Requests', 'http.client'],
      },
      {
        highlight: 'javascript',
        language: 'javascript',
        logoClass: 'javascript',
        variant: 'Fetch',
        variants: ['Fetch'],
      },
    ],
    api: { authPersistence: 'sessionStorage', requestTimeout: 30_000 },
  } satisfies Preset.ThemeConfig,
};

export default config;
