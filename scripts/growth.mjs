#!/usr/bin/env node
/**
 * How the build grows with the number of pages: builds the site at 1x, 2x and 3x its content and
 * prints wall time, peak memory and page count for each (also written to
 * bench-results/growth.json). `npm run bench:growth`; takes about five minutes.
 *
 * Each size is built in a temporary git worktree of HEAD (with node_modules hard-linked). After the
 * API pages are generated, the docs, SDK and release-note pages (not the API pages, whose Markdown
 * copies come from openapi.yaml) are copied into a `copyN/` folder of their own tree once or twice, with `slug:` front matter prefixed so that every route
 * stays unique. The site is then built as `npm run build` does it (scripts/build.mjs): bundling,
 * then page rendering, in two processes; the peak is the larger of the two.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();
// Not api/: its Markdown copies are made from openapi.yaml by route, which has no copies.
const CONTENT = ['docs', 'sdk', 'releases'];

function files(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !relative(dir, e.parentPath).startsWith('copy'))
    .map((e) => join(e.parentPath, e.name));
}

function duplicate(site, copy) {
  for (const dir of CONTENT) {
    const base = join(site, dir);
    for (const file of files(base)) {
      const target = join(base, `copy${copy}`, relative(base, file));
      mkdirSync(join(target, '..'), { recursive: true });
      if (/\.mdx?$/.test(file)) {
        const text = readFileSync(file, 'utf8').replace(/^slug: *\/?/m, `slug: /copy${copy}/`);
        writeFileSync(target, text);
      } else {
        cpSync(file, target);
      }
    }
  }
}

/** Runs a command under /usr/bin/time -v: seconds and peak resident memory in MB. */
function timed(cmd, args, cwd, env = {}) {
  const run = spawnSync('/usr/bin/time', ['-v', cmd, ...args], {
    cwd,
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(run.stderr);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr);
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  return { seconds, peakMB: Math.round(Number(rss[1]) / 1024) };
}

function htmlCount(dir) {
  return readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.html')).length;
}

const results = [];
for (const factor of [1, 2, 3]) {
  const site = join('/tmp', `labwire-growth-${factor}x`);
  spawnSync('git', ['worktree', 'remove', '--force', site], { cwd: root });
  rmSync(site, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', site, 'HEAD'], { cwd: root, stdio: 'ignore' });
  try {
    execFileSync('cp', ['-al', join(root, 'node_modules'), join(site, 'node_modules')]);
    const api = timed('node', ['scripts/gen-api.mjs'], site);
    for (let copy = 2; copy <= factor; copy++) duplicate(site, copy);
    const build = timed('npx', ['docusaurus', 'build'], site);
    const row = {
      factor,
      pages: htmlCount(join(site, 'build')),
      seconds: Math.round((api.seconds + build.seconds) * 10) / 10,
      peakMB: Math.max(api.peakMB, build.peakMB),
    };
    results.push(row);
    console.log(`${factor}x: ${row.pages} pages, ${row.seconds} s, peak ${row.peakMB} MB`);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', site], { cwd: root });
  }
}
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'growth.json'),
  `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
);
