/**
 * Every place where the site replaces a file of Docusaurus or of a theme it uses, with the upstream
 * file and the SHA-256 (first 16 hex digits) of the version each replacement was written against.
 * `tests/unit/overrides.test.ts` fails when an installed upstream file no longer has that hash (an
 * upgrade changed it: compare, adapt the replacement, update the hash). The measured gain of each
 * is in docs-dev/performance.md, with the test that notices when it stops applying. Changes made
 * in place are patches in patches/ (applied by patch-package at install, which fails when the
 * upstream file changed), not listed here.
 */
export interface Override {
  /** The file under node_modules that is replaced or patched. */
  upstream: string;
  sha256: string;
  /** What takes its place. */
  replacement: string;
}

/**
 * The start-up overrides of the production browser bundle, switched off together by
 * LABWIRE_STOCK_STARTUP=1. One stays only while its measured gain exceeds the run-to-run spread
 * (docs-dev/performance.md); "in the browser" set in a transition is a patch in patches/.
 */
export const STARTUP_OVERRIDES = {
  entry: {
    upstream: '@docusaurus/core/lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c',
    replacement: 'src/browserEntry/entry.tsx (with slices.ts, prefetch.ts; route chunks listed in each page)',
  },
} satisfies Record<string, Override>;

export type StartupOverride = keyof typeof STARTUP_OVERRIDES;

/**
 * Upstream modules that a local plugin replaces or rewrites while bundling (a module replacement, a
 * loader), in every build: unlike the start-up overrides they are not switched off for measuring.
 */
export const OTHER_OVERRIDES: Override[] = [
  {
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2',
    replacement: 'src/plugins/lazyPrism/emptyClientModule.ts (Prism loads with the first code block)',
  },
  {
    upstream: '@docsearch/react/dist/esm/DocSearchModal.js',
    sha256: 'f90f67871b184e84',
    replacement: "zod's eval test answered 'no' (src/plugins/docsearchNoEval)",
  },
];

/**
 * Theme components that repeat upstream code rather than only wrap it: ejected ones (copied, then
 * changed), ApiItem (renders operation pages with a copy of the theme's explorer-store set-up) and
 * Markdown (renders simple descriptions itself with the markup the theme's renderer gives them).
 * Each file's header names the package version it follows and what it changes. When the upstream
 * file changes, compare it with the copy, carry over what matters, then update the hash
 * (tests/unit/overrides.test.ts).
 */
export const EJECTED_COMPONENTS: Override[] = [
  {
    upstream: '@docusaurus/core/lib/client/theme-fallback/Loading/index.js',
    sha256: 'ffd8013daa28cd24',
    replacement: 'src/theme/Loading (error text contrast, live region)',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/LastUpdated/index.js',
    sha256: '30948229c5140094',
    replacement: 'src/theme/LastUpdated (date without Intl.DateTimeFormat)',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/ErrorPageContent.js',
    sha256: 'a85bb2d0b98bbb2c',
    replacement: 'src/theme/ErrorPageContent (each cause on its own line)',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js',
    sha256: '5512298d8a194b78',
    replacement: 'src/theme/CodeBlock/Line (a <span> line inside <code>)',
  },
  {
    upstream: 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/MethodEndpoint/index.js',
    sha256: 'aea76b2570fecf8c',
    replacement: 'src/theme/ApiExplorer/MethodEndpoint (a <div>, not a <pre> holding an <h2>)',
  },
  {
    upstream: 'docusaurus-theme-openapi-docs/lib/theme/ResponseHeaders/index.js',
    sha256: '58945218e5ae6d6f',
    replacement: 'src/theme/ResponseHeaders (each header in an <li>)',
  },
  {
    upstream: 'docusaurus-theme-openapi-docs/lib/theme/ArrayBrackets/index.js',
    sha256: 'f255f2eb4c84218b',
    replacement: 'src/theme/ArrayBrackets (<div> lines, AA contrast)',
  },
  {
    upstream: 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js',
    sha256: 'fd059f169de5c073',
    replacement:
      'src/theme/ApiItem (operation pages with build-time samples; the explorer store set up as upstream, once the operation is decoded after hydration)',
  },
  {
    upstream: 'docusaurus-theme-openapi-docs/lib/theme/Markdown/index.js',
    sha256: 'a23feb9237909de9',
    replacement: 'src/theme/Markdown (simple descriptions without react-markdown, the same markup)',
  },
  {
    upstream: '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
    sha256: '0fe30dcb603307a5',
    replacement:
      'src/plugins/search/theme/SearchBar (local search: the same button, shortcuts and modal, answered from the local index)',
  },
];

/**
 * Theme components that repeat no upstream code, so no hash guards them: wrappers of the upstream
 * component (`@theme-original/…`), and the search plugin's SearchPage, written anew in place of
 * theme-search-algolia's page. Every component under src/theme and src/plugins/search/theme is
 * here or in EJECTED_COMPONENTS (tests/unit/overrides.test.ts), so none changes the theme unlisted.
 */
export const WRAPPED_COMPONENTS: string[] = [
  'src/theme/ApiExplorer (the API console loaded on demand, not with every API page)',
  'src/theme/CodeBlock (Prism and the block code loaded near the viewport; server markup kept until then)',
  'src/theme/DocItem/Content (tells the title where the Markdown copy is)',
  'src/theme/DocItem/Footer (page feedback before the edit link)',
  'src/theme/DocItem/Metadata (search category, link to the Markdown copy)',
  'src/theme/DocTagsListPage (a meta description)',
  "src/theme/Heading (copy-page menu beside a doc's h1)",
  'src/theme/NotFound/Content (noindex)',
  'src/theme/ParamsItem (an <li> inside the ParamsDetails <ul>)',
  'src/theme/RequestSchema (Schema in an <li>: see src/theme/Schema)',
  'src/theme/ResponseSchema (Schema in an <li>: see src/theme/Schema)',
  'src/theme/Schema (its tree of <div>s in one <li> where a <ul> holds it)',
  'src/theme/SchemaTabs (lazy={false}: the panel of every anyOf and oneOf alternative in the static HTML)',
  "src/plugins/search/theme/SearchPage (the /search results of either backend, in place of theme-search-algolia's)",
];

/**
 * Which start-up overrides a build uses: all by default; none with LABWIRE_STOCK_STARTUP=1 (a build
 * with Docusaurus's own browser entry, to measure what they gain: npm run bench:forks).
 */
export function startupOverrides(env: NodeJS.ProcessEnv = process.env): StartupOverride[] {
  return env.LABWIRE_STOCK_STARTUP === '1' ? [] : (Object.keys(STARTUP_OVERRIDES) as StartupOverride[]);
}
