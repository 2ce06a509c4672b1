/**
 * Every Python sample of the site, type-checked by pyright against the SDK's stubs (sdk/stubs).
 *
 * One pyright run covers the ```python blocks of docs/, sdk/, releases/, api/index.mdx and the
 * contributing guide, the `Examples:` of every stub, and the fixture page
 * tests/fixtures/pyright-samples/mistakes.md, whose mistakes must be reported at their lines.
 * A problem names the page, the line and pyright's message. Blocks marked `partial="reason"` are
 * counted and not checked.
 *
 * pyright-known-issues.json lists, by page, problems of samples on pages outside the SDK that were
 * there when this check came (mostly `params: dict[str, object]` values passed to `float()` or to
 * requests); it may only shrink: a problem not listed fails, and so does a listed one that is gone.
 * `UPDATE_PYRIGHT_KNOWN=1 npx vitest run pyright-samples` rewrites it after a fix.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseStubs } from '../../src/data/sdkStubs.mjs';
import type { SdkModule } from '../../src/data/sdkTypes';
import { blocksOf, pageSamples, type Problem, ROOT, runPyright, type Sample, stubSamples } from './pythonSamples';

const FIXTURE = 'tests/fixtures/pyright-samples/mistakes.md';
const KNOWN_FILE = join(ROOT, 'tests', 'unit', 'pyright-known-issues.json');

let samples: Sample[] = [];
let problems: Problem[] = [];

beforeAll(async () => {
  const modules = (await parseStubs(undefined, { positions: true })) as SdkModule[];
  samples = [...pageSamples(), ...stubSamples(modules)];
  const fixture = blocksOf(FIXTURE, readFileSync(join(ROOT, FIXTURE), 'utf8'));
  problems = runPyright([...samples, ...fixture]);
}, 300_000);

function byFile(list: readonly Problem[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of list) {
    const file = p.where.replace(/:\d+$/, '');
    (out[file] ??= []).push(`${p.rule}: ${p.message}`);
  }
  for (const k of Object.keys(out)) out[k].sort();
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

describe('Python samples against the SDK stubs (pyright)', () => {
  it('reports the fixture mistakes at their page and line', () => {
    const fixture = problems.filter((p) => p.where.startsWith(`${FIXTURE}:`));
    const at = (line: number, text: string) =>
      fixture.some((p) => p.where === `${FIXTURE}:${line}` && p.message.includes(text));
    expect(at(12, 'No parameter named "parameters"'), JSON.stringify(fixture, null, 2)).toBe(true);
    expect(at(19, 'Cannot access attribute "environmnet"'), JSON.stringify(fixture, null, 2)).toBe(true);
    expect(at(25, 'Argument of type "Literal[\'thirty\']"'), JSON.stringify(fixture, null, 2)).toBe(true);
    expect(at(31, '"find_peak" is not a known attribute of module'), JSON.stringify(fixture, null, 2)).toBe(true);
    // The partial block's mistake (line 35) is not checked.
    expect(fixture.map((p) => p.where)).not.toContain(`${FIXTURE}:35`);
  });

  it('checks every sample of the site, partial ones counted with their reason', () => {
    const partial = samples.filter((s) => s.partial !== undefined);
    for (const s of partial) expect(s.partial?.trim(), `${s.where}: partial="" needs a reason`).not.toBe('');
    console.info(`pyright: ${samples.length - partial.length} samples checked, ${partial.length} partial`);
    expect(samples.length - partial.length).toBeGreaterThan(400);
  });

  it('finds no problem in any sample but the known ones of pages outside the SDK', () => {
    const site = problems.filter((p) => !p.where.startsWith(`${FIXTURE}:`));
    if (process.env.UPDATE_PYRIGHT_KNOWN) {
      writeFileSync(KNOWN_FILE, `${JSON.stringify(byFile(site), null, 2)}\n`);
    }
    const known = JSON.parse(readFileSync(KNOWN_FILE, 'utf8')) as Record<string, string[]>;
    expect(Object.keys(known).filter((f) => !f.startsWith('docs/'))).toEqual([]);
    const left = Object.fromEntries(Object.entries(known).map(([f, list]) => [f, [...list]]));
    const unexpected: string[] = [];
    for (const p of site) {
      const list = left[p.where.replace(/:\d+$/, '')] ?? [];
      const i = list.indexOf(`${p.rule}: ${p.message}`);
      if (i >= 0) list.splice(i, 1);
      else unexpected.push(`${p.where}: ${p.message} (${p.rule})`);
    }
    expect(unexpected.join('\n')).toBe('');
    const fixed = Object.entries(left).flatMap(([f, list]) => list.map((m) => `${f}: ${m}`));
    expect(fixed.join('\n'), 'fixed: remove these from pyright-known-issues.json').toBe('');
  });
});
