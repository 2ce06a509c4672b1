import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import chromium from './tests/chromium.json';

/**
 * Browser tests run against the production build in build/, served on localhost by `serve` with the
 * build's own serve.json (src/config/hosting.ts): the headers, Content-Security-Policy and
 * redirects a static host would send, so every page is tested under them.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
/** The Prism mock of openapi.yaml; its address is the mock server listed in openapi.yaml. */
export const mockPort = 4010;
export const mockURL = `http://127.0.0.1:${mockPort}`;
/** The hosted-search build (npm run build:hosted), served beside the main one for its own tests. */
const hostedPort = port + 1;
const hostedURL = `http://127.0.0.1:${hostedPort}`;
const HOSTED_SPEC = /hosted-search\.spec\.ts$/;

/**
 * The projects this run was asked for (`--project NAME`, as npm test's stages run them: the main one
 * and the hosted-search one side by side), so that each run starts only the servers it uses.
 */
function selectedProjects(argv = process.argv): Set<string> | undefined {
  const names = argv.flatMap((arg, i) =>
    arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' ? [argv[i + 1]] : [],
  );
  return names.length > 0 ? new Set(names) : undefined;
}
const selected = selectedProjects();
const runsMain = !selected || selected.has('chromium');
const runsHosted = !selected || selected.has('hosted-search');

/** Debian's Chromium with the flags that keep it off the network (tests/chromium.json, also read by the benchmarks). */
export const readerBrowser = {
  executablePath: process.env.CHROME_PATH ?? chromium.executablePath,
  args: chromium.args,
};
/**
 * Docusaurus prefetches the chunks of every page a page links to, unless the connection is slow: two
 * thirds of a page's requests and a fifth of its CPU in these tests, for chunks each linked page
 * loads, and is checked with, when its own turn comes. So the tests' browser reports a 2G connection.
 * The tests of what a page fetches (hosting.spec.ts, search.spec.ts) use `readerBrowser`, which
 * prefetches as a reader's browser does.
 */
const testBrowser = { ...readerBrowser, args: [...readerBrowser.args, '--force-effective-connection-type=2G'] };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: testBrowser,
  },
  projects: [
    { name: 'chromium', testIgnore: HOSTED_SPEC },
    { name: 'hosted-search', testMatch: HOSTED_SPEC, use: { baseURL: hostedURL } },
  ],
  webServer: [
    ...(runsMain
      ? [
          {
            command: `npx serve build --no-clipboard --listen tcp://127.0.0.1:${port}`,
            env: { NO_UPDATE_CHECK: '1' },
            url: baseURL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
          {
            // The API mock (npm run mock-api) that the API pages' Try-it console can target.
            command: 'node scripts/mock-api.mjs',
            url: `${mockURL}/flows`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    // Without build-hosted/ its tests fail at once, saying how to make it (tests/e2e/hosted-search.spec.ts).
    ...(runsHosted && existsSync('build-hosted')
      ? [
          {
            command: `npx serve build-hosted --no-clipboard --listen tcp://127.0.0.1:${hostedPort}`,
            env: { NO_UPDATE_CHECK: '1' },
            url: hostedURL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
