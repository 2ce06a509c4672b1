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
import { plan, runStages } from '../../scripts/test.mjs';

const logDir = mkdtempSync(join(tmpdir(), 'labwire-test-runner-'));
afterAll(() => rmSync(logDir, { recursive: true, force: true }));

/** A stage that prints its name and the time, waits `ms`, and exits with `code`. */
const stage = (name: string, ms: number, code = 0) => [
  process.execPath,
  '-e',
  `console.log('${name}', Date.now()); setTimeout(() => process.exit(${code}), ${ms})`,
];
const startOf = (name: string) => Number(readFileSync(join(logDir, `${name}.log`), 'utf8').split(' ')[1]);

describe('npm test runner', () => {
  it('runs independent stages side by side and each stage after the ones it needs', async () => {
    const lines: string[] = [];
    const table = {
      slow: { run: stage('slow', 600) },
      quick: { run: stage('quick', 50) },
      after: { run: stage('after', 10), needs: ['quick'] },
    };
    const result = await runStages(plan(['slow', 'quick', 'after'], table), { logDir, say: (l) => lines.push(l) });
    expect(Object.fromEntries(result)).toEqual({ slow: 'passed', quick: 'passed', after: 'passed' });
    // `after` waited for `quick` only, so it started while `slow` was still running.
    expect(startOf('after')).toBeGreaterThanOrEqual(startOf('quick') + 50);
    expect(startOf('after')).toBeLessThan(startOf('slow') + 600);
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

  it('names every stage of npm test and npm run check', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test).toBe('node scripts/test.mjs');
    expect(() => plan(scripts.check.replace('node scripts/test.mjs ', '').split(' '))).not.toThrow();
  });
});
