/**
 * The drift check over every page and data module: prose that states a registered platform fact
 * (src/data/facts.yaml) with another value fails with file:line. The fixture reintroduces the
 * drifts issue 24 found, to show the check catches each.
 */
import { describe, expect, it } from 'vitest';
import { findDrift } from '../lib/factDrift';
import { loadFacts } from '../../src/data/facts';
import { files, pages, read } from '../lib/sources';

const facts = [...loadFacts().values()];
const modules = files('src/data', /\.ts$/);
/** Data files writers edit (facts.yaml itself states each value once, by definition). */
const yamlFiles = files('src/data', /\.ya?ml$/).filter((f) => !f.endsWith('facts.yaml'));

describe('drift check', () => {
  it.each([
    ...pages.map((p) => [p, 'page'] as const),
    ...modules.map((m) => [m, 'module'] as const),
    ...yamlFiles.map((y) => [y, 'yaml'] as const),
  ])('%s states every registered fact with its value', (file, kind) => {
    const findings = findDrift(read(file), facts, kind).map(
      (f) => `${file}:${f.line}: "${f.found}" where ${f.fact} is ${f.expected} (src/data/facts.yaml)`,
    );
    expect(findings).toEqual([]);
  });

  it('catches the drifts of issue 24 if they come back, and nothing else', () => {
    const fixture = 'tests/fixtures/fact-drift/reintroduced.mdx';
    const text = read(fixture);
    // Each {/* drift: <fact id> */} marks the line above it, or the line where that sentence starts.
    const lines = text.split('\n');
    const expected = lines.flatMap((line, i) => {
      const id = /\{\/\* drift: ([a-z0-9-]+)/.exec(line)?.[1];
      const start = /^ {2}\S/.test(lines[i - 1]) ? i - 1 : i;
      return id ? [`${start}:${id}`] : [];
    });
    expect(expected).toHaveLength(8);
    const found = findDrift(text, facts).map((f) => `${f.line}:${f.fact}`);
    expect([...new Set(found)].sort()).toEqual(expected.sort());
  });

  it('reads the prose of YAML data files, not their code blocks', () => {
    const yaml = [
      'nodes:',
      '  - id: File/Zip_Read',
      '    summary: Keeps flow run records for 30 days.',
      '    template: |',
      '      # flow run records are kept 30 days',
      '      print(1)',
      '    meaning: >-',
      '      Flow run records are kept 90 days.',
    ].join('\n');
    expect(findDrift(yaml, facts, 'yaml').map((f) => f.line)).toEqual([3, 8]);
  });
});
