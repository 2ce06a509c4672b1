/**
 * The drift check over every page and data file: prose that states a registered platform fact
 * (src/data/facts.yaml) with another value fails with file:line. The fixture holds drifts of
 * each kind the check knows, to show it catches each.
 */
import { describe, expect, it } from 'vitest';
import { findDrift } from '../lib/factDrift';
import { factSources } from '../lib/factSources';
import { loadFacts } from '../../src/sources/facts';
import { read } from '../lib/sources';

const facts = [...loadFacts().values()];

describe('drift check', () => {
  it.each(factSources.map(({ file, kind }) => [file, kind] as const))(
    '%s states every registered fact with its value',
    (file, kind) => {
      const findings = findDrift(read(file), facts, kind).map(
        (f) => `${file}:${f.line}: says ${f.found}, fact ${f.fact} is ${f.expected} (src/data/facts.yaml)`,
      );
      expect(findings).toEqual([]);
    },
  );

  // The drifts a fixture marks: each {/* drift: <fact id> */} names the line above it (or the line
  // where that sentence starts; after a code block, its last line).
  function marked(text: string): string[] {
    const lines = text.split('\n');
    return lines.flatMap((line, i) => {
      const id = /\{\/\* drift: ([a-z0-9-]+)/.exec(line)?.[1];
      const above = lines[i - 1] === '```' ? i - 1 : i;
      const start = /^ {2}\S/.test(lines[i - 1]) ? i - 1 : above;
      return id ? [`${start}:${id}`] : [];
    });
  }

  it('catches the reviewed drifts if they come back, and nothing else', () => {
    const text = read('tests/fixtures/fact-drift/reintroduced.mdx');
    const expected = marked(text);
    expect(expected).toHaveLength(8);
    const found = findDrift(text, facts).map((f) => `${f.line}:${f.fact}`);
    expect([...new Set(found)].sort()).toEqual(expected.sort());
  });

  it('catches versions, installer file names, time zones, roles and agent limits, and nothing else', () => {
    const text = read('tests/fixtures/fact-drift/kinds.mdx');
    const expected = marked(text);
    expect(expected).toHaveLength(9);
    const found = findDrift(text, facts).map((f) => `${f.line}:${f.fact}`);
    expect([...new Set(found)].sort()).toEqual(expected.sort());
  });

  it('reads the docstrings of a stub, not its code or its examples', () => {
    const findings = findDrift(read('tests/fixtures/fact-drift/stub.pyi'), facts, 'stub');
    expect(findings.map((f) => `${f.line}:${f.fact}:${f.found}`)).toEqual([
      '6:table-write-role:scientist',
      '7:cursor-lifetime:12 hours',
    ]);
  });

  it('reads the strings of the agent change log and the descriptions of openapi.yaml', () => {
    const changeLog = [
      '    highlights:',
      '      - >-',
      '        A connection keeps up to 2 GB of pending uploads',
      '        and rows on disk.',
    ].join('\n');
    expect(findDrift(changeLog, facts, 'yaml').map((f) => `${f.line}:${f.fact}`)).toEqual(['3:offline-outbox-size']);
    const openapi = [
      '      description: |-',
      '        Lists the hosts.',
      '',
      '        - **Role:** any role. Cursors stay valid for 48 hours.',
      '      example: labwire-gateway-6.0.1-x64.msi',
    ].join('\n');
    expect(
      findDrift(openapi, facts, 'openapi')
        .map((f) => `${f.line}:${f.fact}`)
        .sort(),
    ).toEqual(['4:cursor-lifetime', '5:gateway-version']);
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
