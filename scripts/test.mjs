#!/usr/bin/env node
/**
 * npm test: every check of the site, run as a small dependency graph so that both cores stay busy.
 * A stage starts as soon as the stages it needs have passed: lint, typecheck, audit and the unit
 * tests beside the builds; the browser tests as soon as build/ exists, beside the hosted build and
 * the build checks. Each stage's output goes to test-logs/STAGE.log; a line says when a stage starts
 * and ends, and a failed stage's log is printed at the end. A stage whose needs failed is skipped.
 *
 * node scripts/test.mjs [STAGE...]   (default: every stage; `npm run check` names its own)
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** name -> the command it runs and the stages it needs. */
export const STAGES = {
  lint: { run: ['npm', 'run', 'lint'] },
  typecheck: { run: ['npm', 'run', 'typecheck'] },
  audit: { run: ['npm', 'run', 'audit'] },
  'test:unit': { run: ['npm', 'run', 'test:unit'] },
  // The writer's unit tests: all but those that start Chromium.
  'test:unit:no-browser': { run: ['npx', 'vitest', 'run', '--project', 'unit', '-t', '^(?!.*Chromium)'] },
  build: { run: ['npm', 'run', 'build'] },
  'build:hosted': { run: ['npm', 'run', 'build:hosted'], needs: ['build'] },
  'test:build': { run: ['npm', 'run', 'test:build'], needs: ['build'] },
  'test:e2e': { run: ['npx', 'playwright', 'test', '--project', 'chromium'], needs: ['build'] },
  'test:e2e:hosted': { run: ['npx', 'playwright', 'test', '--project', 'hosted-search'], needs: ['build:hosted'] },
};

const DEFAULT = [
  'lint',
  'typecheck',
  'audit',
  'test:unit',
  'build',
  'build:hosted',
  'test:build',
  'test:e2e',
  'test:e2e:hosted',
];

/**
 * The stages to run, in start order: the named ones, with a need that is not named dropped only when
 * it is not a stage of this run (`check` has no hosted build, so test:build needs only build).
 */
export function plan(names) {
  for (const name of names)
    if (!STAGES[name]) throw new Error(`unknown stage "${name}" (${Object.keys(STAGES).join(', ')})`);
  return names.map((name) => ({
    name,
    ...STAGES[name],
    needs: (STAGES[name].needs ?? []).filter((n) => names.includes(n)),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stages = plan(process.argv.length > 2 ? process.argv.slice(2) : DEFAULT);
  const logDir = 'test-logs';
  mkdirSync(logDir, { recursive: true });
  const started = Date.now();
  const clock = () => `${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s`;
  /** name -> 'passed' | 'failed' | 'skipped', once settled. */
  const result = new Map();
  const running = new Map();

  const start = (stage) => {
    const log = join(logDir, `${stage.name.replaceAll(':', '-')}.log`);
    const out = createWriteStream(log);
    const t0 = Date.now();
    console.log(`${clock()}  start ${stage.name}: ${stage.run.join(' ')}`);
    const child = spawn(stage.run[0], stage.run.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    running.set(
      stage.name,
      new Promise((done) =>
        child.on('close', (code) => {
          out.end(() => {
            const ok = code === 0;
            result.set(stage.name, ok ? 'passed' : 'failed');
            const secs = Math.round((Date.now() - t0) / 1000);
            console.log(`${clock()}  ${ok ? 'passed' : `FAILED (exit ${code})`} ${stage.name} in ${secs} s (${log})`);
            running.delete(stage.name);
            done();
          });
        }),
      ),
    );
  };

  /** Starts every stage whose needs passed; skips those with a need that did not. */
  const schedule = () => {
    for (const stage of stages) {
      if (result.has(stage.name) || running.has(stage.name)) continue;
      if (stage.needs.some((n) => result.get(n) === 'failed' || result.get(n) === 'skipped')) {
        result.set(stage.name, 'skipped');
        console.log(`${clock()}  skipped ${stage.name}: needs ${stage.needs.join(' and ')}`);
        schedule();
        return;
      }
      if (stage.needs.every((n) => result.get(n) === 'passed')) start(stage);
    }
  };

  schedule();
  while (running.size > 0) {
    await Promise.race(running.values());
    schedule();
  }

  const failed = stages.filter((s) => result.get(s.name) === 'failed');
  for (const stage of failed) {
    const log = join(logDir, `${stage.name.replaceAll(':', '-')}.log`);
    console.log(`\n===== ${stage.name} failed: ${log} =====\n${readFileSync(log, 'utf8')}`);
  }
  const summary = stages.map((s) => `${s.name} ${result.get(s.name)}`).join(', ');
  console.log(`\n${clock()}  ${failed.length === 0 ? 'All checks passed' : 'Checks failed'}: ${summary}`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}
