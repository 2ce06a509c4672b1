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

/** @typedef {{ run: string[], needs?: string[] }} Stage  the command and the stages it needs */
/** @typedef {{ name: string, run: string[], needs: string[] }} PlannedStage */

/**
 * name -> the stages it needs. Each stage is the npm script of its name (`npm run STAGE` runs it
 * alone); the browser tests are two scripts, one per build, so that each starts with its build.
 * @type {Record<string, string[]>}
 */
const NEEDS = {
  lint: [],
  typecheck: [],
  audit: [],
  'test:unit': [],
  'test:unit:no-browser': [],
  build: [],
  'build:hosted': ['build'],
  'test:build': ['build'],
  'test:e2e': ['build'],
  'test:e2e:hosted': ['build:hosted'],
};

/** @type {Record<string, Stage>} name -> the command it runs and the stages it needs. */
export const STAGES = Object.fromEntries(
  Object.entries(NEEDS).map(([name, needs]) => [name, { run: ['npm', 'run', name], needs }]),
);

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
 * The named stages of `table`, each with the needs that are stages of this run: a stage named
 * without the one it needs uses what is there (`node scripts/test.mjs test:e2e` tests build/ as it is).
 * @param {string[]} names
 * @param {Record<string, Stage>} [table]
 * @returns {PlannedStage[]}
 */
export function plan(names, table = STAGES) {
  for (const name of names) {
    if (!table[name]) throw new Error(`unknown stage "${name}" (stages: ${Object.keys(table).join(', ')})`);
  }
  return names.map((name) => ({
    name,
    run: table[name].run,
    needs: (table[name].needs ?? []).filter((n) => names.includes(n)),
  }));
}

/**
 * Runs `stages` (from plan), each as soon as its needs passed, with its output in LOGDIR/NAME.log;
 * `say` gets one line per start, end and skip. Resolves to name -> 'passed' | 'failed' | 'skipped'.
 * @param {PlannedStage[]} stages
 * @param {{ logDir: string, say?: (line: string) => void }} options
 * @returns {Promise<Map<string, 'passed' | 'failed' | 'skipped'>>}
 */
export async function runStages(stages, { logDir, say = console.log }) {
  mkdirSync(logDir, { recursive: true });
  const started = Date.now();
  const clock = () => `${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s`;
  const result = new Map();
  const running = new Map();

  const start = (stage) => {
    const out = createWriteStream(logFile(logDir, stage.name));
    const t0 = Date.now();
    say(`${clock()}  start ${stage.name}: ${stage.run.join(' ')}`);
    const child = spawn(stage.run[0], stage.run.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    const finished = new Promise((done) => {
      const settle = (code, reason) =>
        out.end(() => {
          result.set(stage.name, code === 0 ? 'passed' : 'failed');
          const secs = Math.round((Date.now() - t0) / 1000);
          say(
            `${clock()}  ${code === 0 ? 'passed' : `FAILED (${reason})`} ${stage.name} in ${secs} s (${logFile(logDir, stage.name)})`,
          );
          running.delete(stage.name);
          done();
        });
      child.on('error', (error) => {
        out.write(`${error.message}\n`);
        settle(1, error.message);
      });
      child.on('close', (code, signal) => settle(code, signal ? `killed by ${signal}` : `exit ${code}`));
    });
    running.set(stage.name, finished);
  };

  /** Starts every stage whose needs passed; skips, in turn, those with a need that did not. */
  const schedule = () => {
    let changed = true;
    while (changed) {
      changed = false;
      for (const stage of stages) {
        if (result.has(stage.name) || running.has(stage.name)) continue;
        const missed = stage.needs.filter((n) => result.get(n) === 'failed' || result.get(n) === 'skipped');
        if (missed.length > 0) {
          result.set(stage.name, 'skipped');
          say(`${clock()}  skipped ${stage.name}: ${missed.join(' and ')} did not pass`);
          changed = true;
        } else if (stage.needs.every((n) => result.get(n) === 'passed')) start(stage);
      }
    }
  };

  schedule();
  while (running.size > 0) {
    await Promise.race(running.values());
    schedule();
  }
  return result;
}

const logFile = (logDir, name) => join(logDir, `${name.replaceAll(':', '-')}.log`);

if (import.meta.url === `file://${process.argv[1]}`) {
  const stages = plan(process.argv.length > 2 ? process.argv.slice(2) : DEFAULT);
  const logDir = 'test-logs';
  const result = await runStages(stages, { logDir });
  const failed = stages.filter((s) => result.get(s.name) === 'failed');
  for (const stage of failed) {
    console.log(
      `\n===== ${stage.name} failed: ${logFile(logDir, stage.name)} =====\n${readFileSync(logFile(logDir, stage.name), 'utf8')}`,
    );
  }
  const summary = stages.map((s) => `${s.name} ${result.get(s.name)}`).join(', ');
  console.log(`\n${failed.length === 0 ? 'All checks passed' : 'Checks failed'}: ${summary}`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}
