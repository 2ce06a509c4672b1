#!/usr/bin/env node
/**
 * npm run bench:forks [-- --runs 5] [-- --pages /api/get-flows,/sdk/markdowns/lc.lc]
 *                     [-- --variant 'label:NAME=value'] [-- --variant 'label:-FILE']
 *                     [-- --calibrate | --cpu-slowdown N]
 *
 * The gain of the overrides of Docusaurus internals (src/config/overrides.ts, patches/). The
 * site is built once per variant (all on; stock Docusaurus with LABWIRE_STOCK_STARTUP=1; or the
 * builds given with --variant), each build is copied aside and served on its own port, and
 * Lighthouse mobile (performance only, simulated throttling) measures the variants interleaved:
 * run 1 of every variant on a page, then run 2, and so on. On a shared machine whose speed drifts
 * over minutes, interleaving puts the drift into every variant alike instead of into the
 * differences between them.
 *
 * `--variant 'label:NAME=value'` (repeatable) measures all on against the given builds instead of
 * the default list; `--variant 'label:-node_modules/…/file.js'` builds with that file's part of
 * the patches in patches/ reversed (`git apply -R --include`), to measure one patch alone, and
 * applies it again afterwards. Prints the median TBT and performance score per variant and page, each
 * variant's gain (its median minus all on's) beside the run-to-run spread of all on (the range of
 * its runs), and writes bench-results/forks.json. It leaves build/ as built with every override on.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostSlowdown, lighthouse, median, serveGzipped } from './benchLib.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const runs = Number(option('runs', '5'));
const pages = option('pages', '/api/get-flows,/sdk/markdowns/lc.lc,/nodes/File/CSV_Read').split(',');
const given = argv
  .flatMap((arg, i) => (arg === '--variant' ? [argv[i + 1]] : []))
  .map((spec) => {
    const [label, assignment] = spec.split(':');
    if (assignment.startsWith('-')) return [label, {}, assignment.slice(1)];
    const [name, value] = assignment.split('=');
    return [label, { [name]: value }];
  });

/** Reverse (or apply again) the part of patches/ that changes one installed file. */
function patchFile(file, reverse) {
  if (!readdirSync('patches').some((p) => readFileSync(join('patches', p), 'utf8').includes(`--- a/${file}\n`)))
    throw new Error(`No patch in patches/ changes ${file}`);
  for (const patch of readdirSync('patches')) {
    const args = ['apply', ...(reverse ? ['-R'] : []), `--include=${file}`, join('patches', patch)];
    const run = spawnSync('git', args, { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr}`);
  }
}
const variants = [
  ...(given.length ? given : [['stock Docusaurus', { LABWIRE_STOCK_STARTUP: '1' }]]),
  // Built last, so that build/ ends as the site ships.
  ['all on', {}],
];

// 1. One build per variant, copied aside.
const copies = join('bench-results', 'builds');
rmSync(copies, { recursive: true, force: true });
const served = [];
for (const [i, [label, env, unpatched]] of variants.entries()) {
  console.log(`== ${label}: building`);
  if (unpatched) patchFile(unpatched, true);
  let build;
  try {
    build = spawnSync('node', ['scripts/build.mjs'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
  } finally {
    if (unpatched) patchFile(unpatched, false);
  }
  if (build.status !== 0)
    throw new Error(`The build (${label}) failed:\n${build.stdout.slice(-4000)}\n${build.stderr}`);
  const dir = join(process.cwd(), copies, String(i));
  cpSync('build', dir, { recursive: true });
  served.push({ label, env, ...(await serveGzipped(dir)) });
}

// 2. Lighthouse, interleaved.
const argvThrottling = argv.includes('--calibrate') || argv.includes('--cpu-slowdown');
const throttling = argvThrottling ? await hostSlowdown(served.at(-1).base + '/', argv) : {};
const samples = new Map(served.map((v) => [v.label, Object.fromEntries(pages.map((p) => [p, []]))]));
for (let run = 0; run < runs; run++) {
  for (const path of pages) {
    for (const v of served) {
      const result = await lighthouse(v.base + path, ['performance'], throttling);
      samples.get(v.label)[path].push(result);
      console.log(
        `run ${run + 1} ${path.padEnd(24)} ${v.label.padEnd(22)} TBT ${Math.round(result.tbt)} ms, performance ${result.performance}, benchmarkIndex ${Math.round(result.benchmarkIndex)}`,
      );
    }
  }
}
for (const v of served) v.close();

// 3. Report.
const results = { date: new Date().toISOString(), runs, pages, throttling, variants: [] };
for (const { label, env } of served) {
  const row = { label, env, pages: {} };
  for (const path of pages) {
    const tbt = samples.get(label)[path].map((s) => Math.round(s.tbt));
    row.pages[path] = {
      tbt: median(tbt),
      tbtMin: Math.min(...tbt),
      tbtMax: Math.max(...tbt),
      performance: median(samples.get(label)[path].map((s) => s.performance)),
      samples: tbt,
    };
  }
  results.variants.push(row);
}
const on = results.variants.at(-1).pages;
console.log(`\nCPU slowdown ${throttling.cpuSlowdown ?? 4}x; TBT median ms (runs), performance median:`);
for (const row of results.variants)
  for (const path of pages) {
    const p = row.pages[path];
    console.log(`${row.label.padEnd(22)} ${path.padEnd(24)} ${p.tbt} (${p.samples.join(', ')}), ${p.performance}`);
  }
console.log('\nGain of each variant (its median TBT minus all on; spread = range of the all-on runs):');
for (const row of results.variants.slice(0, -1)) {
  const cells = pages.map((p) => `${p} ${row.pages[p].tbt - on[p].tbt} ms (spread ${on[p].tbtMax - on[p].tbtMin})`);
  console.log(`${row.label.padEnd(22)} ${cells.join('; ')}`);
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/forks.json', `${JSON.stringify(results, null, 2)}\n`);
rmSync(copies, { recursive: true, force: true });
