/**
 * What the benchmarks share (scripts/bench.mjs, scripts/forks.mjs): a gzip server for build/ with
 * clean URLs, one Lighthouse mobile run in the project's Chromium, and the HTML bytes of the API
 * operation pages.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createGzip, gzipSync } from 'node:zlib';
import createJiti from 'jiti';

const chromiumSettings = JSON.parse(readFileSync(new URL('../tests/chromium.json', import.meta.url), 'utf8'));
export const chromePath = process.env.CHROME_PATH ?? chromiumSettings.executablePath;
export const chromeArgs = chromiumSettings.args;

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.yaml': 'text/yaml',
  '.png': 'image/png',
};

/** Serves `buildDir` gzipped on 127.0.0.1; resolves to `{ base, close }`. */
export async function serveGzipped(buildDir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const candidates = [path, `${path}.html`, join(path, 'index.html')].map((p) => join(buildDir, p));
    const file = candidates.find((f) => f.startsWith(buildDir) && existsSync(f) && statSync(f).isFile());
    const target = file ?? join(buildDir, '404.html');
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const compress = /text|json|svg|xml|yaml/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(file ? 200 : 404, {
      'content-type': type,
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
      'cache-control': 'no-cache',
    });
    const stream = createReadStream(target);
    (compress ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/**
 * Lighthouse's mobile setting slows the CPU 4x, which stands for a mid-tier phone when Lighthouse
 * runs on a host whose benchmarkIndex (a fixed workload Lighthouse times before each run, reported
 * as `environment.benchmarkIndex`) is about 1,530. On a slower host 4x emulates a slower phone than
 * intended, and the blocking time grows faster than the slowdown (only the part of each task over
 * 50 ms counts). Lighthouse's throttling guide (docs/throttling.md, "CPU throttling") points to its
 * calculator for the multiplier that emulates the same phone on a given host; its breakpoints are
 * 150 -> 1x, 800 -> 2x, 1,300 -> 3x, and one more 1x per 233 above that, linear in between.
 */
export function calibratedSlowdown(benchmarkIndex) {
  const points = [
    [150, 1],
    [800, 2],
    [1300, 3],
  ];
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= points[0][0]) return 1;
  if (benchmarkIndex >= 1300) return Math.round((3 + (benchmarkIndex - 1300) / 233) * 100) / 100;
  const i = points.findIndex(([index]) => index > benchmarkIndex);
  const [[x0, y0], [x1, y1]] = [points[i - 1], points[i]];
  return Math.round((y0 + ((benchmarkIndex - x0) / (x1 - x0)) * (y1 - y0)) * 100) / 100;
}

/**
 * Lighthouse is installed apart from the site's dependencies, from bench/package-lock.json, so that
 * npm ci and CI do not unpack its 11,000 files: the first benchmark run installs it.
 */
const siteDir = fileURLToPath(new URL('..', import.meta.url));
const LIGHTHOUSE = join(siteDir, 'bench', 'node_modules', '.bin', 'lighthouse');
function ensureLighthouse() {
  if (existsSync(LIGHTHOUSE)) return;
  console.log('Installing Lighthouse for the benchmarks...');
  execFileSync('npm', ['run', 'bench:install'], { stdio: 'inherit', cwd: siteDir });
}

/**
 * One Lighthouse mobile run (simulated throttling) of `url`; `categories` as Lighthouse names them.
 * `cpuSlowdown`: the CPU multiplier (Lighthouse's default, 4, when absent).
 */
export async function lighthouse(url, categories, { cpuSlowdown } = {}) {
  ensureLighthouse();
  // Asynchronous: the calling process also serves the pages Lighthouse loads.
  const lh = await promisify(execFile)(
    LIGHTHOUSE,
    [
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${categories.join(',')}`,
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
      `--chrome-flags=--headless=new ${chromeArgs.join(' ')}`,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, CHROME_PATH: chromePath } },
  );
  const report = JSON.parse(lh.stdout);
  const score = (name) => (report.categories[name] ? report.categories[name].score * 100 : undefined);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    // Only in runs with the performance category.
    tbt: report.audits['total-blocking-time']?.numericValue,
    cls: report.audits['cumulative-layout-shift']?.numericValue,
    lcp: report.audits['largest-contentful-paint']?.numericValue,
    benchmarkIndex: report.environment.benchmarkIndex,
    cpuSlowdown: report.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

/**
 * The CPU slowdown asked for: `--cpu-slowdown N`, or (`--calibrate`) the one for this host from the
 * median benchmarkIndex of three Lighthouse runs of `url` (calibratedSlowdown). On a shared virtual
 * machine the index can move by half between runs, so calibration
 * is opt-in and the budgets are checked at Lighthouse's default.
 */
export async function hostSlowdown(url, argv) {
  const i = argv.indexOf('--cpu-slowdown');
  if (i >= 0) return { cpuSlowdown: Number(argv[i + 1]), benchmarkIndex: undefined };
  const runs = [];
  for (let n = 0; n < 3; n++) runs.push(await lighthouse(url, ['performance']));
  const benchmarkIndex = median(runs.map((r) => r.benchmarkIndex));
  return { cpuSlowdown: calibratedSlowdown(benchmarkIndex), benchmarkIndex };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Raw and gzip bytes of the HTML of every API operation page (the operations of openapi.yaml) in a
 * build: the median page and the largest.
 */
export function operationHtml(buildDir) {
  // The site's one reader of openapi.yaml.
  const { loadOpenApi, operationsOf } = createJiti(import.meta.url, { interopDefault: true })(
    '../src/sources/openapi.ts',
  );
  const rows = operationsOf(loadOpenApi())
    .map(({ operation }) => operation.operationId)
    .map((id) => {
      const html = readFileSync(join(buildDir, 'api', `${id}.html`));
      return { route: `/api/${id}`, raw: html.length, gz: gzipSync(html).length };
    })
    .sort((a, b) => a.gz - b.gz);
  return { pages: rows.length, median: rows[Math.floor(rows.length / 2)], largest: rows.at(-1) };
}
