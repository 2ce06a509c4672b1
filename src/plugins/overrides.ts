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
 * LABWIRE_STOCK_STARTUP=1. Overrides whose measured gain fell within the run-to-run spread were
 * removed (docs-dev/performance.md); "in the browser" set in a transition is a patch in patches/.
 */
export const STARTUP_OVERRIDES = {
  entry: {
    upstream: '@docusaurus/core/lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c',
    replacement: 'src/client/entry.tsx (with slices.ts, prefetch.ts; route chunks listed in each page)',
  },
} satisfies Record<string, Override>;

export type StartupOverride = keyof typeof STARTUP_OVERRIDES;

/** Other replacements and patches, always on. */
export const OTHER_OVERRIDES: Override[] = [
  {
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2',
    replacement: 'src/clientModules/prismOnDemand.ts (src/plugins/lazyPrism.ts)',
  },
  {
    upstream: '@docsearch/react/dist/esm/DocSearchModal.js',
    sha256: 'f90f67871b184e84',
    replacement: "zod's eval test answered 'no' (src/plugins/docsearchNoEval.ts)",
  },
];

/**
 * Which start-up overrides a build uses: all by default; none with LABWIRE_STOCK_STARTUP=1 (a build
 * with Docusaurus's own browser entry, to measure what they gain: npm run bench:forks).
 */
export function startupOverrides(env: NodeJS.ProcessEnv = process.env): StartupOverride[] {
  return env.LABWIRE_STOCK_STARTUP === '1' ? [] : (Object.keys(STARTUP_OVERRIDES) as StartupOverride[]);
}
