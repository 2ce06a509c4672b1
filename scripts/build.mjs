#!/usr/bin/env node
/**
 * The production build: API pages from openapi.yaml, then the site in one `docusaurus build`. The
 * build's output is also written to build-log.txt, where a test counts broken-anchor and
 * broken-markdown-link warnings.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';

// BUILD_LOG names another log, for a second build beside this one (npm run build:hosted).
const log = createWriteStream(process.env.BUILD_LOG ?? 'build-log.txt');
const steps = [];
if (existsSync('openapi.yaml')) {
  steps.push(['node', ['scripts/gen-api.mjs']]);
}
const extra = process.argv.slice(2);
steps.push(['npx', ['docusaurus', 'build', ...extra]]);

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
