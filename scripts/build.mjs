#!/usr/bin/env node
/**
 * The production build: API pages from openapi.yaml, then the site. The build's output is also
 * written to build-log.txt, where a test counts broken-anchor and broken-markdown-link warnings.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';

const log = createWriteStream('build-log.txt');
const steps = [];
if (existsSync('openapi.yaml')) {
  steps.push(['node', ['scripts/gen-api.mjs']]);
}
steps.push(['npx', ['docusaurus', 'build', ...process.argv.slice(2)]]);

function run([cmd, args]) {
  return new Promise((resolve) => {
    log.write(`$ ${cmd} ${args.join(' ')}\n`);
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
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
