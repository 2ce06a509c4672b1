/**
 * What the benchmarks share (scripts/bench.mjs, scripts/forks.mjs): a gzip server for build/ with
 * clean URLs, and one Lighthouse mobile run in the project's Chromium.
 */
import { execFile } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';

const chromiumSettings = JSON.parse(readFileSync(join(process.cwd(), 'tests', 'chromium.json'), 'utf8'));
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

/** One Lighthouse mobile run (simulated throttling) of `url`; `categories` as Lighthouse names them. */
export async function lighthouse(url, categories) {
  // Asynchronous: the calling process also serves the pages Lighthouse loads.
  const lh = await promisify(execFile)(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${categories.join(',')}`,
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
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
  };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
