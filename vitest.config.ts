import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@site\/(.*)$/, replacement: `${root}$1` },
      { find: '@docusaurus/ExecutionEnvironment', replacement: `${root}tests/stubs/ExecutionEnvironment.ts` },
      { find: '@docusaurus/Link', replacement: `${root}tests/stubs/Link.tsx` },
      { find: '@theme/CodeBlock', replacement: `${root}tests/stubs/CodeBlock.tsx` },
      { find: '@theme/Heading', replacement: `${root}tests/stubs/Heading.tsx` },
      { find: '@docusaurus/useBrokenLinks', replacement: `${root}tests/stubs/useBrokenLinks.ts` },
    ],
  },
  esbuild: { jsx: 'automatic' },
  test: {
    setupFiles: ['tests/lib/yieldBetweenTests.ts'],
    projects: [
      // Some unit tests read all of openapi.yaml or the whole site: CPU-bound on a 2-core machine,
      // where npm test runs them beside the builds and the browser tests, so a setup hook that
      // takes seconds alone can take a minute there; the timeouts only catch a hang.
      // Not isolated: a worker imports a module once for all its files, not once per file (a third
      // of the project's time went to importing the same modules again). No test changes a module.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          isolate: false,
        },
      },
      // Checks over the production build in build/: run after `npm run build`.
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
