#!/usr/bin/env node
/**
 * The production build: API pages from openapi.yaml, then the site. The build's output is also
 * written to build-log.txt, where a test counts broken-anchor and broken-markdown-link warnings.
 *
 * The site is built by two Docusaurus processes, one after the other, with Docusaurus's own
 * switches: the first bundles (DOCUSAURUS_EXIT_AFTER_BUNDLING) and exits; the second skips
 * bundling (DOCUSAURUS_SKIP_BUNDLING) and renders the pages, runs the plugins' postBuild and checks
 * the links. In one process the bundler's memory, not given back to the system after bundling,
 * stayed under the page rendering, and the peak was 1.8 GB; split, it is the larger of about
 * 1.3 GB and 0.8 GB (README, Performance).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';

const log = createWriteStream('build-log.txt');
const steps = [];
if (existsSync('openapi.yaml')) {
  steps.push(['node', ['scripts/gen-api.mjs']]);
}
const extra = process.argv.slice(2);
steps.push(['npx', ['docusaurus', 'build', ...extra], { DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true' }]);
steps.push(['npx', ['docusaurus', 'build', ...extra], { DOCUSAURUS_SKIP_BUNDLING: 'true' }]);

function run([cmd, args, env = {}]) {
  return new Promise((resolve) => {
    const vars = Object.entries(env)
      .map(([k, v]) => `${k}=${v} `)
      .join('');
    log.write(`$ ${vars}${cmd} ${args.join(' ')}\n`);
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        process.stdout.write(chunk);
        log.write(chunk);
      });
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

for (const step of steps) {
  const code = await run(step);
  if (code !== 0) {
    log.end();
    process.exit(code);
  }
}
log.end();
