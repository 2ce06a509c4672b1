#!/usr/bin/env node
/**
 * npm run bench [-- --no-build] [-- --no-lighthouse] [-- --calibrate | --cpu-slowdown N] [-- --search-eval]
 *               [-- --pages /api/get-flows,/api/schemas/agent] [-- --compare OTHER_BUILD_DIR]
 *
 * Builds once (wall time and peak memory), serves build/ gzipped on 127.0.0.1, and measures in
 * Chromium: bytes and requests per page kind on first load, local search (first-query transfer,
 * p95 query time, and both on a synthetic index of 10x the records), the docs MCP server (its
 * snapshot's size and search_docs p95 over stdio, scripts/mcpBench.mjs), and Lighthouse mobile
 * (performance: median of 5 runs of its own; the other categories: one run) on the seven pages of
 * the performance issue, with Lighthouse's 4x CPU slowdown
 * (`--calibrate`: the slowdown for this host's benchmarkIndex, benchLib.mjs; `--cpu-slowdown N`).
 * Search relevance: hit@3, MRR@10 and nDCG@10 on the judged queries of tests/search-eval/queries.yaml,
 * tuned and held-back parts apart, for the local engine and for Pagefind over the same build
 * (`--search-eval`: only these, over the current build/).
 * `--pages` limits Lighthouse to those pages; `--compare DIR` also runs Lighthouse on the build in
 * DIR (another commit's, built in a worktree), interleaved run by run with this one, so that both
 * meet the same drift of a shared machine, and measures each page kind's first visit on it too:
 * a page's JS may grow by BUDGET.jsGrowth against it. The HTML of every API operation page is summed up
 * from build/ (median and largest). Prints one table with the host's benchmarkIndex, writes the same figures to
 * bench-results/latest.json, and exits non-zero when a budget is missed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { chromium } from '@playwright/test';
import { BUDGET, LIGHTHOUSE_PAGES, PAGES, QUERIES, budgetFailures, measureFirstLoad } from './budgets.mjs';
import { measureMcp } from './mcpBench.mjs';
import { chromeArgs, chromePath, hostSlowdown, lighthouse, median, operationHtml, serveGzipped } from './benchLib.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const root = process.cwd();
const buildDir = join(root, 'build');
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const lighthousePages = option('--pages')?.split(',') ?? LIGHTHOUSE_PAGES;
const compareDir = option('--compare');
/**
 * The search evaluation (tests/search-eval/report.ts), bundled next to node_modules so that its
 * packages (js-yaml, pagefind) resolve from the bundle.
 */
async function searchEvaluation() {
  const outfile = join(root, 'node_modules', '.cache', 'labwire-bench', 'search-eval.mjs');
  await esbuild({
    entryPoints: ['tests/search-eval/report.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  const report = await import(outfile);
  const figures = await report.searchEvaluation(root, buildDir);
  return { figures, table: report.formatSearchEvaluation(figures) };
}
if (args.has('--search-eval')) {
  const { figures, table } = await searchEvaluation();
  console.log(`Search relevance over build/ (${figures.queries} judged queries):\n${table}`);
  process.exit(0);
}

const results = {
  date: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, ${(await import('node:os')).cpus().length} cores`,
  build: {},
  pages: [],
  search: {},
  lighthouse: [],
  failures: [],
};

// 1. Build once.
if (!args.has('--no-build')) {
  const timed = existsSync('/usr/bin/time');
  const started = Date.now();
  const run = spawnSync(
    timed ? '/usr/bin/time' : 'node',
    timed ? ['-v', 'node', 'scripts/build.mjs'] : ['scripts/build.mjs'],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  if (run.status !== 0) throw new Error(`The build failed:\n${run.stdout}\n${run.stderr}`);
  results.build.seconds = Math.round((Date.now() - started) / 100) / 10;
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr);
  if (peak) results.build.peakMB = Math.round(Number(peak[1]) / 1024);
}

// 2. Serve build/ gzipped, with clean URLs.
const { base, close: closeServer } = await serveGzipped(buildDir);
const compared = compareDir ? await serveGzipped(compareDir) : undefined;
const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });

// 3. Bytes per page kind on a first visit.
for (const [kind, path, api] of PAGES) {
  const page = await browser.newPage();
  const row = { kind, path, ...(await measureFirstLoad(page, base + path)) };
  results.pages.push(row);
  results.failures.push(...budgetFailures(kind, api, row));
  await page.close();
  if (compared) {
    // The same page of the other build: what a change costs a first visit, byte for byte.
    const other = await browser.newPage();
    row.compared = await measureFirstLoad(other, compared.base + path);
    await other.close();
    const growth = row.js.gz / row.compared.js.gz - 1;
    if (growth > BUDGET.jsGrowth)
      results.failures.push(
        `${kind}: first-visit JS ${row.js.gz} B (gzip), ${(growth * 100).toFixed(1)}% over ${compareDir}'s ${row.compared.js.gz} B (budget ${BUDGET.jsGrowth * 100}%)`,
      );
  }
}
results.operationHtml = operationHtml(buildDir);
if (results.operationHtml.largest.gz > BUDGET.operationHtmlGzip)
  results.failures.push(
    `API operation ${results.operationHtml.largest.route}: ${results.operationHtml.largest.gz} B of HTML (gzip), budget ${BUDGET.operationHtmlGzip}`,
  );

// 4. Search, in the browser, over the real index and over a synthetic one of 10x the records.
const engineBundle = await esbuild({
  entryPoints: ['src/plugins/search/client/benchEntry.ts'],
  bundle: true,
  format: 'iife',
  write: false,
  platform: 'browser',
});
async function measureSearch(indexBase) {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.addScriptTag({ content: engineBundle.outputFiles[0].text });
  const figures = await page.evaluate(
    async ({ indexBase, queries }) => {
      const sizes = () =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes(indexBase))
          .reduce((a, e) => a + e.encodedBodySize, 0);
      const search = window.lwBench.createSearch(window.lwBench.httpSource(indexBase));
      const t0 = performance.now();
      await search(queries[0]);
      const firstMs = performance.now() - t0;
      const firstTransfer = sizes();
      for (const q of queries) await search(q); // warm: every shard and chunk the queries need
      const times = [];
      for (let round = 0; round < 5; round++)
        for (const q of queries) {
          const t = performance.now();
          await search(q);
          times.push(performance.now() - t);
        }
      times.sort((a, b) => a - b);
      return {
        firstQueryMs: Math.round(firstMs),
        firstQueryTransferBytes: firstTransfer,
        p95Ms: Math.round(times[Math.floor(times.length * 0.95)] * 100) / 100,
        allQueriesTransferBytes: sizes(),
      };
    },
    { indexBase, queries: QUERIES },
  );
  await page.close();
  return figures;
}
const indexBase = /name="?labwire-search-index"? content="?([^">\s]+)/.exec(
  readFileSync(join(buildDir, 'index.html'), 'utf8'),
)[1];
results.search.site = await measureSearch(indexBase);
const synthetic = spawnSync(
  'node',
  [
    '-e',
    `
  const { build } = require('esbuild');
  build({ entryPoints: ['src/plugins/search/benchSynthetic.ts'], bundle: true, platform: 'node', packages: 'external', write: false, format: 'cjs' }).then((out) => {
    const m = { exports: {} }; new Function('module', 'exports', 'require', out.outputFiles[0].text)(m, m.exports, require);
    process.stdout.write(JSON.stringify(m.exports.writeSyntheticIndex(${JSON.stringify(buildDir)}, 10)));
  });`,
  ],
  { encoding: 'utf8', maxBuffer: 1 << 26 },
);
if (synthetic.status !== 0) throw new Error(synthetic.stderr);
const synth = JSON.parse(synthetic.stdout);
results.search.synthetic10x = { records: synth.records, ...(await measureSearch(synth.base)) };
results.search.records = synth.records / 10;
// The budgets hold for the site; the 10x index shows how the figures grow.
const siteSearch = results.search.site;
if (siteSearch.firstQueryTransferBytes > BUDGET.searchTransfer)
  results.failures.push(`search: first query transfers ${siteSearch.firstQueryTransferBytes} B`);
if (siteSearch.p95Ms > BUDGET.searchP95Ms) results.failures.push(`search: p95 ${siteSearch.p95Ms} ms`);
await browser.close();

// 4b. The docs MCP server: snapshot size, and search_docs over stdio as an assistant calls it.
results.mcp = await measureMcp(buildDir, QUERIES);
if (results.mcp.bytes > BUDGET.mcpSnapshotBytes) results.failures.push(`MCP snapshot: ${results.mcp.bytes} B`);
if (results.mcp.p95Ms > BUDGET.mcpSearchP95Ms) results.failures.push(`MCP search_docs: p95 ${results.mcp.p95Ms} ms`);

// 4c. Search relevance on the judged queries, the local engine beside Pagefind.
const relevance = await searchEvaluation();
results.search.relevance = relevance.figures;

// 5. Lighthouse, mobile. Performance in runs of its own, median of 5 (Lighthouse's variability
// guide: the median of 5 runs is about twice as stable as one run), the pages taken in turn so
// that drift falls on all alike; the other three categories in one more run per page. In a run
// with best practices and SEO, Lighthouse's own page scripts (_lighthouse-eval.js) run as tasks
// inside the measured window and count as the page's blocking time (docs-dev/performance.md).
if (!args.has('--no-lighthouse')) {
  results.throttling =
    args.has('--calibrate') || args.has('--cpu-slowdown') ? await hostSlowdown(base + '/', argv) : {};
  const builds = [['this', base], ...(compared ? [[compareDir, compared.base]] : [])];
  const targets = lighthousePages.flatMap((path) =>
    builds.map(([build, origin]) => ({ build, path, url: origin + path })),
  );
  const performanceRuns = new Map(targets.map((t) => [t.url, []]));
  for (let i = 0; i < 5; i++)
    for (const { url } of targets)
      performanceRuns.get(url).push(await lighthouse(url, ['performance'], results.throttling));
  for (const { build, path, url } of targets) {
    const runs = performanceRuns.get(url);
    const rest = await lighthouse(url, ['accessibility', 'best-practices', 'seo'], results.throttling);
    const at = (k) => Math.round(median(runs.map((r) => r[k])) * 1000) / 1000;
    const row = {
      build,
      path,
      performance: at('performance'),
      tbt: at('tbt'),
      tbtRuns: runs.map((r) => Math.round(r.tbt)),
      cls: at('cls'),
      lcp: at('lcp'),
      accessibility: rest.accessibility,
      bestPractices: rest.bestPractices,
      seo: rest.seo,
      benchmarkIndex: at('benchmarkIndex'),
      cpuSlowdown: runs[0].cpuSlowdown,
    };
    results.lighthouse.push(row);
    const b = BUDGET.lighthouse;
    if (
      build === 'this' &&
      (row.performance < b.performance ||
        row.tbt > b.tbt ||
        row.cls > b.cls ||
        row.accessibility < b.accessibility ||
        row.bestPractices < b.bestPractices ||
        row.seo < b.seo)
    )
      results.failures.push(`Lighthouse ${path}: ${JSON.stringify(row)}`);
  }
}
closeServer();
compared?.close();
if (results.build.seconds > BUDGET.buildSeconds) results.failures.push(`build took ${results.build.seconds} s`);
if (results.build.peakMB > BUDGET.buildPeakMB) results.failures.push(`build peak memory ${results.build.peakMB} MB`);

// 6. Report.
const kB = (b) => `${(b / 1000).toFixed(1)}`;
console.log(`\nBenchmark ${results.date} (${results.machine})`);
console.log(
  `build: ${results.build.seconds ?? '-'} s, peak ${results.build.peakMB ?? '-'} MB (budget ${BUDGET.buildSeconds} s, ${BUDGET.buildPeakMB} MB)\n`,
);
console.log(
  'page kind        path                       HTML kB raw/gz   CSS kB raw/gz (req)   JS kB raw/gz (req)   other req',
);
const pageLine = (kind, path, p) =>
  `${kind.padEnd(16)} ${path.padEnd(26)} ${`${kB(p.html.raw)}/${kB(p.html.gz)}`.padEnd(16)} ${`${kB(p.css.raw)}/${kB(p.css.gz)} (${p.css.n})`.padEnd(21)} ${`${kB(p.js.raw)}/${kB(p.js.gz)} (${p.js.n})`.padEnd(20)} ${p.other.n}`;
for (const p of results.pages) {
  console.log(pageLine(p.kind, p.path, p));
  if (p.compared) {
    const growth = ((p.js.gz / p.compared.js.gz - 1) * 100).toFixed(2);
    console.log(`${pageLine('  compared', '', p.compared)}   JS gz ${growth >= 0 ? '+' : ''}${growth}%`);
  }
}
const o = results.operationHtml;
console.log(
  `HTML of the ${o.pages} API operation pages, kB raw/gz: median ${kB(o.median.raw)}/${kB(o.median.gz)}, largest ${kB(o.largest.raw)}/${kB(o.largest.gz)} (${o.largest.route}; budget ${kB(BUDGET.operationHtmlGzip)} gz)`,
);
const s = results.search;
console.log(
  `\nsearch (${s.records} records): first query ${kB(s.site.firstQueryTransferBytes)} kB in ${s.site.firstQueryMs} ms, p95 ${s.site.p95Ms} ms; 10x (${s.synthetic10x.records} records): first query ${kB(s.synthetic10x.firstQueryTransferBytes)} kB, p95 ${s.synthetic10x.p95Ms} ms`,
);
console.log(
  `MCP snapshot ${kB(results.mcp.bytes)} kB (search index ${kB(results.mcp.searchBytes)} kB; budget ${kB(BUDGET.mcpSnapshotBytes)} kB); search_docs over stdio p95 ${results.mcp.p95Ms} ms (budget ${BUDGET.mcpSearchP95Ms} ms), server start ${results.mcp.startMs} ms`,
);
console.log(`\nsearch relevance (${s.relevance.queries} judged queries, tests/search-eval):\n${relevance.table}`);
if (results.lighthouse.length) {
  const slowdown = results.throttling.cpuSlowdown ?? 4;
  const index = median(results.lighthouse.map((l) => l.benchmarkIndex));
  console.log(
    `\nLighthouse mobile, performance median of 5, CPU slowdown ${slowdown}x, host benchmarkIndex ${Math.round(index)} (4x stands for a mid-tier phone at about 1,530): path, performance, TBT ms (runs), CLS, LCP ms, accessibility, best practices, SEO`,
  );
  for (const l of results.lighthouse)
    console.log(
      `${compared ? `${l.build} `.padEnd(20) : ''}${l.path.padEnd(26)} ${l.performance} ${Math.round(l.tbt)} (${l.tbtRuns.join(', ')}) ${l.cls} ${Math.round(l.lcp)} ${l.accessibility} ${l.bestPractices} ${l.seo}`,
    );
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2));
console.log(
  results.failures.length
    ? `\nBudgets missed (${results.failures.length}):\n- ${results.failures.join('\n- ')}`
    : '\nEvery budget met.',
);
process.exit(results.failures.length ? 1 : 0);
