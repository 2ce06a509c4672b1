/**
 * npm test's runner (scripts/test.mjs), with small commands in place of the stages: a stage starts
 * once its needs passed and not before, stages without a need between them run side by side, a
 * failure skips what needs it (and what needs that) but not the rest, and every stage's output is
 * in its log.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STAGES, plan, runStages } from '../../scripts/test.mjs';

const logDir = mkdtempSync(join(tmpdir(), 'labwire-test-runner-'));
afterAll(() => rmSync(logDir, { recursive: true, force: true }));

/** A stage that prints its name and the time, waits `ms`, and exits with `code`. */
const stage = (name: string, ms: number, code = 0) => [
  process.execPath,
  '-e',
  `console.log('${name}', Date.now()); setTimeout(() => process.exit(${code}), ${ms})`,
];
const node = (code: string) => [process.execPath, '-e', code];

describe('npm test runner', () => {
  it('runs independent stages side by side and each stage after the ones it needs', async () => {
    // Told by files, not by clocks (a loaded machine takes most of a second to start a process):
    // `slow` ends only once `after` has run, which the runner allows only if it does not wait for
    // `slow`; `after` fails unless `quick`, which it needs, has ended.
    const mark = (name: string) => JSON.stringify(join(logDir, `${name}.done`));
    const lines: string[] = [];
    const table = {
      slow: {
        run: node(
          `const { existsSync } = require('node:fs'); const t = Date.now();` +
            `const wait = () => existsSync(${mark('after')}) ? process.exit(0) : Date.now() - t > 25000 ? process.exit(7) : setTimeout(wait, 20);` +
            `wait();`,
        ),
      },
      quick: { run: node(`require('node:fs').writeFileSync(${mark('quick')}, '')`) },
      after: {
        run: node(
          `const fs = require('node:fs'); if (!fs.existsSync(${mark('quick')})) process.exit(5);` +
            `fs.writeFileSync(${mark('after')}, '')`,
        ),
        needs: ['quick'],
      },
    };
    const result = await runStages(plan(['slow', 'quick', 'after'], table), { logDir, say: (l) => lines.push(l) });
    expect(Object.fromEntries(result)).toEqual({ slow: 'passed', quick: 'passed', after: 'passed' });
    expect(lines.filter((l) => /passed (slow|quick|after) in/.test(l))).toHaveLength(3);
  });

  it('skips what needs a failed stage, directly or not, and runs the rest', async () => {
    const lines: string[] = [];
    const table = {
      build: { run: stage('build', 10, 3) },
      lint: { run: stage('lint', 10) },
      e2e: { run: stage('e2e', 10), needs: ['build'] },
      report: { run: stage('report', 10), needs: ['e2e'] },
    };
    const result = await runStages(plan(['build', 'lint', 'e2e', 'report'], table), {
      logDir,
      say: (l) => lines.push(l),
    });
    expect(Object.fromEntries(result)).toEqual({ build: 'failed', lint: 'passed', e2e: 'skipped', report: 'skipped' });
    expect(lines.join('\n')).toMatch(/FAILED \(exit 3\) build in \d+ s/);
    expect(lines.join('\n')).toMatch(/skipped e2e: build did not pass/);
    expect(readFileSync(join(logDir, 'build.log'), 'utf8')).toMatch(/^build \d+/);
  });

  it('fails a stage whose command cannot start, naming why', async () => {
    const lines: string[] = [];
    const result = await runStages(plan(['x'], { x: { run: ['/no/such/command'] } }), {
      logDir,
      say: (l) => lines.push(l),
    });
    expect(result.get('x')).toBe('failed');
    expect(lines.join('\n')).toMatch(/FAILED \(.*ENOENT.*\) x/);
  });

  it('plans only known stages, keeping the needs that are part of the run', () => {
    const table = { build: { run: ['true'] }, e2e: { run: ['true'], needs: ['build'] } };
    expect(plan(['e2e'], table)).toEqual([{ name: 'e2e', run: ['true'], needs: [] }]);
    expect(plan(['build', 'e2e'], table)[1].needs).toEqual(['build']);
    expect(() => plan(['nope'], table)).toThrow(/unknown stage "nope"/);
  });

  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

  it('runs each stage as the npm script of its name, so that `npm run STAGE` runs one alone', () => {
    const notScripts = Object.entries(STAGES)
      .filter(([name, stage]) => !scripts[name] || stage.run.join(' ') !== `npm run ${name}`)
      .map(([name, stage]) => `${name}: ${stage.run.join(' ')}`);
    expect(notScripts).toEqual([]);
  });

  it('names every stage of npm test and npm run check', () => {
    expect(scripts.test).toBe('node scripts/test.mjs');
    expect(() => plan(scripts.check.replace('node scripts/test.mjs ', '').split(' '))).not.toThrow();
  });
});
