#!/usr/bin/env node
/**
 * npm run bench:forks [-- --runs 5] [-- --pages /api/get-flows,/sdk/markdowns/lc.lc]
 *
 * The gain of each start-up override (src/plugins/overrides.ts) measured alone: the site is built
 * with all of them, with each one switched off (LABWIRE_STARTUP_OFF), and with none
 * (LABWIRE_STOCK_STARTUP=1), and each build is measured with Lighthouse mobile (performance only,
 * simulated throttling) the same number of times per page, in one run of this script. Prints the
 * median TBT and performance score per variant and page, with each override's gain (TBT with it
 * off minus TBT with all on) beside the spread of the all-on runs, and writes
 * bench-results/forks.json. It leaves build/ as built with every override on.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lighthouse, median, serveGzipped } from './benchLib.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const runs = Number(option('runs', '5'));
const pages = option('pages', '/api/get-flows,/sdk/markdowns/lc.lc,/nodes/File/CSV_Read').split(',');
const OVERRIDES = ['entry', 'componentCreator', 'windowSize', 'browserContext'];
const variants = [
  ['all on', {}],
  ...OVERRIDES.map((name) => [`${name} off`, { LABWIRE_STARTUP_OFF: name }]),
  ['stock Docusaurus', { LABWIRE_STOCK_STARTUP: '1' }],
  // Last, so that build/ ends as the site ships.
  ['all on (again)', {}],
];

const results = { date: new Date().toISOString(), runs, pages, variants: [] };
for (const [label, env] of variants) {
  console.log(`\n== ${label}: building`);
  const build = spawnSync('node', ['scripts/build.mjs'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (build.status !== 0)
    throw new Error(`The build (${label}) failed:\n${build.stdout.slice(-4000)}\n${build.stderr}`);
  const { base, close } = await serveGzipped(join(process.cwd(), 'build'));
  const row = { label, env, pages: {} };
  for (const path of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await lighthouse(base + path, ['performance']));
    const tbt = samples.map((s) => Math.round(s.tbt));
    row.pages[path] = {
      tbt: median(tbt),
      tbtMin: Math.min(...tbt),
      tbtMax: Math.max(...tbt),
      performance: median(samples.map((s) => s.performance)),
      samples: tbt,
    };
    console.log(
      `${label.padEnd(18)} ${path.padEnd(26)} TBT median ${median(tbt)} ms (${tbt.join(', ')}), performance ${row.pages[path].performance}`,
    );
  }
  close();
  results.variants.push(row);
}

const on = results.variants[0].pages;
const again = results.variants.at(-1).pages;
console.log(
  '\nGain of each override (TBT off minus TBT all on, median ms; spread = range of the all-on medians and runs):',
);
for (const row of results.variants.slice(1, -1)) {
  const cells = pages.map((p) => {
    const spread = Math.max(on[p].tbtMax, again[p].tbtMax) - Math.min(on[p].tbtMin, again[p].tbtMin);
    return `${p} ${row.pages[p].tbt - Math.round((on[p].tbt + again[p].tbt) / 2)} ms (spread ${spread})`;
  });
  console.log(`${row.label.padEnd(18)} ${cells.join('; ')}`);
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/forks.json', `${JSON.stringify(results, null, 2)}\n`);
