/**
 * Every Python sample of the site, type-checked by pyright against the SDK's stubs (sdk/stubs).
 *
 * One pyright run covers the ```python blocks of docs/, sdk/, releases/, api/index.mdx and the
 * contributing guide, the `Examples:` of every stub, and the fixture page
 * tests/fixtures/pyright-samples/mistakes.md, whose mistakes must be reported at their lines.
 * A problem names the page, the line and pyright's message. Blocks marked `partial="reason"` are
 * counted and not checked. Every other sample must pass pyright outright: there is no list of
 * tolerated problems.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocksOf, type Problem, ROOT, runPyright, type Sample, siteSamples } from './pythonSamples';

const FIXTURE = 'tests/fixtures/pyright-samples/mistakes.md';

let samples: Sample[] = [];
let problems: Problem[] = [];

beforeAll(async () => {
  samples = await siteSamples();
  const fixture = blocksOf(FIXTURE, readFileSync(join(ROOT, FIXTURE), 'utf8'));
  problems = await runPyright([...samples, ...fixture]);
}, 300_000);

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

  it('finds no problem in any sample of the site', () => {
    const site = problems.filter((p) => !p.where.startsWith(`${FIXTURE}:`));
    expect(site.map((p) => `${p.where}: ${p.message} (${p.rule})`).join('\n')).toBe('');
  });
});
