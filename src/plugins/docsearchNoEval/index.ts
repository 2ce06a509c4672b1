import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * DocSearch 4 bundles zod, whose object schemas test once whether `new Function("")` works (to
 * compile faster parsers). Under the site's Content-Security-Policy (no 'unsafe-eval', see
 * src/config/hosting.ts) that test is blocked and reported as a violation each time the search
 * modal loads, although nothing breaks. The loader below makes the test answer "no" in DocSearch's
 * browser files, so zod parses without compiling code and nothing is reported. It fails the build
 * when DocSearchModal.js no longer holds the test verbatim (after a DocSearch upgrade), and
 * tests/e2e/hosting.spec.ts fails on any violation. Upstream shape: zod's `jitless` setting,
 * which DocSearch does not expose.
 */
export const DOCSEARCH_FILES = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/](DocSearchModal|Sidepanel|index)\.js$/;

export default function docsearchNoEval(): Plugin {
  return {
    name: 'labwire-docsearch-no-eval',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: { rules: [{ test: DOCSEARCH_FILES, use: [{ loader: join(__dirname, 'noEvalProbe.cjs') }] }] },
      };
    },
  };
}
