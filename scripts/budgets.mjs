/**
 * The performance budgets and the pages they are measured on, written once for the benchmark
 * (scripts/bench.mjs) and the browser test (tests/e2e/budgets.spec.ts).
 */
import { gzipSync } from 'node:zlib';

export const BUDGET = {
  jsGzip: 200_000,
  apiJsGzip: 500_000,
  cssGzip: 40_000,
  htmlGzip: 30_000,
  /** The largest API operation page: its reference sections are in the HTML. */
  operationHtmlGzip: 30_000,
  searchTransfer: 150_000,
  searchP95Ms: 10,
  // The docs MCP server (scripts/mcpBench.mjs): the build's snapshot, and search_docs through the SDK's client over stdio.
  mcpSnapshotBytes: 10_000_000,
  mcpSearchP95Ms: 50,
  lighthouse: { performance: 95, tbt: 150, cls: 0.02, accessibility: 100, bestPractices: 100, seo: 100 },
  /** With `--compare`: how much a page's first-visit JS (gzip) may grow against the other build. */
  jsGrowth: 0.03,
  buildSeconds: 60,
  // One build process (docs-dev/performance.md).
  buildPeakMB: 2048,
};

/** The queries the search figures are measured with, in the browser and through the docs MCP server. */
export const QUERIES = [
  'flow run',
  'flwo run',
  'agent',
  'connection state',
  'csv',
  'data explorer',
  'api key',
  'benchling',
  'tags',
  'gateway',
  'hplc peaks',
  'notebook',
  'dashboard filter',
  'sso',
  'webhook signature',
  'node states',
  'qpcr',
  'process run',
  'secret',
  'release',
];

/** One page of each kind: [kind, path, is an API page (JS budget apiJsGzip)]. */
export const PAGES = [
  ['site root', '/', false],
  ['app guide', '/app/flows/FlowEditor', false],
  ['node', '/nodes/File/CSV_Read', false],
  ['node overview', '/nodes/NodeOverview', false],
  ['SDK', '/sdk/markdowns/lc.lc', false],
  ['release notes', '/releases/202510', false],
  ['search page', '/search', false],
  ['API landing', '/api', true],
  ['API operation', '/api/get-flows', true],
  ['API schema', '/api/schemas/agent', true],
];

export const LIGHTHOUSE_PAGES = [
  '/',
  '/app/flows/FlowEditor',
  '/nodes/File/CSV_Read',
  '/api/get-flows',
  '/api/schemas/agent',
  '/releases/202510',
  '/sdk/markdowns/lc.lc',
];

/**
 * Loads `url` in a fresh Playwright page and returns the HTML, CSS, JS and other bytes of that
 * first visit (raw and gzip-compressed, with request counts), once the page has hydrated and the
 * network is idle.
 */
export async function measureFirstLoad(page, url) {
  const responses = [];
  page.on('response', (r) => responses.push(r));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const row = {
    html: { n: 0, raw: 0, gz: 0 },
    css: { n: 0, raw: 0, gz: 0 },
    js: { n: 0, raw: 0, gz: 0 },
    other: { n: 0, raw: 0, gz: 0 },
  };
  for (const r of responses) {
    const type = r.request().resourceType();
    const k = type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : 'other';
    const body = await r.body().catch(() => Buffer.alloc(0));
    row[k].n += 1;
    row[k].raw += body.length;
    row[k].gz += gzipSync(body).length;
  }
  return row;
}

/** The budgets a measured page misses, as readable lines (empty when it is within budget). */
export function budgetFailures(kind, api, row) {
  const failures = [];
  const js = api ? BUDGET.apiJsGzip : BUDGET.jsGzip;
  if (row.js.gz > js) failures.push(`${kind}: ${row.js.gz} B of JS (gzip), budget ${js}`);
  if (row.css.gz > BUDGET.cssGzip) failures.push(`${kind}: ${row.css.gz} B of CSS (gzip), budget ${BUDGET.cssGzip}`);
  if (row.html.gz > BUDGET.htmlGzip)
    failures.push(`${kind}: ${row.html.gz} B of HTML (gzip), budget ${BUDGET.htmlGzip}`);
  return failures;
}
