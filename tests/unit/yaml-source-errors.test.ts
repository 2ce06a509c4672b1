/**
 * Writer mistakes in the YAML sources (src/data/nodes.yaml, facts.yaml, exampleTables.yaml) as the
 * writer sees them: one wrong value is one problem, on the first line of the error, at the line of
 * the wrong value, naming the field and what is allowed. Each fixture marks its wrong value with
 * `# the wrong value`; the rest of the fixture is valid.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseExampleTables } from '../../src/sources/exampleTables';
import { parseFacts } from '../../src/sources/facts';
import { parseNodeCatalog } from '../../src/sources/nodeCatalog';
import { parseOpenApi } from '../../src/sources/openapi';
import { parseYamlSource, YamlSourceError } from '../../src/sources/yamlSource';
import { frontMatterProblems } from '../../scripts/frontmatter-check.mjs';

const repoRoot = path.resolve(__dirname, '..', '..');

/** The error message `parse` throws for the fixture, and the line of its wrong value. */
function mistake(fixture: string, parse: (text: string, file: string) => unknown): { lines: string[]; line: number } {
  const text = readFileSync(path.join(repoRoot, fixture), 'utf8');
  const line = text.split('\n').findIndex((l) => l.includes('# the wrong value')) + 1;
  expect(line, `${fixture} marks its wrong value`).toBeGreaterThan(0);
  try {
    parse(text, fixture);
  } catch (error) {
    return { lines: (error as Error).message.split('\n'), line };
  }
  throw new Error(`${fixture} was accepted`);
}

describe('one wrong value in nodes.yaml is one problem at its line', () => {
  const types = 'string, integer, number, boolean, enum, string[], number[], json, secret';
  it.each([
    ['shared-parameter-type', `shared_parameters.machine_size.type: must be one of ${types}, not choice`],
    ['multi-parameter-default', 'nodes[0].multi.parameters[0].default: must be a whole number or null'],
    ['category', 'nodes[0].category: must be one of Analysis, App, File, Instrument, Tag, not Instrumnet'],
    ['code', 'nodes[0].code: must be one of python, sql, python+sql, none, not pyton'],
  ])('%s', (name, problem) => {
    const fixture = `tests/fixtures/node-catalog/wrong-values/${name}.yaml`;
    const { lines, line } = mistake(fixture, parseNodeCatalog);
    expect(lines).toEqual([`${fixture}:${line}: ${problem}`]);
  });
});

describe('one wrong value in facts.yaml or exampleTables.yaml is one problem at its line', () => {
  it('a number in a fact’s list of names', () => {
    const fixture = 'tests/fixtures/facts/list-item.yaml';
    const { lines, line } = mistake(fixture, parseFacts);
    expect(lines).toEqual([`${fixture}:${line}: [0].value[1]: must be a text`]);
  });

  it('a misspelt field of an example table', () => {
    const fixture = 'tests/fixtures/example-tables/misspelt-field.yaml';
    const { lines, line } = mistake(fixture, parseExampleTables);
    expect(lines).toEqual([`${fixture}:${line}: tables[0].colums: is not a field here; did you mean columns?`]);
  });
});

describe('yamlSource', () => {
  const schema = 'src/data/facts.schema.json';
  const text = [
    '- &first',
    '  id: first-fact',
    '  value: 1',
    '  description: The first fact of this test.',
    '  keywords: []',
    '- <<: *first',
    '  id: second-fact',
    '- *first',
  ].join('\n');

  it('places a value read through an alias or a merge key at its anchor', () => {
    const { data, lineOf } = parseYamlSource<{ id: string }[]>(text, 'facts.yaml', schema);
    expect(data.map((fact) => fact.id)).toEqual(['first-fact', 'second-fact', 'first-fact']);
    expect(lineOf([1, 'id'])).toBe(7);
    expect(lineOf([1, 'value'])).toBe(3);
    expect(lineOf([2, 'value'])).toBe(3);
    expect(lineOf([1, 'nothing'])).toBe(6);
  });

  it('reports a duplicate id once though two list items are one anchor', () => {
    expect(() => parseFacts(text, 'facts.yaml')).toThrow(
      /^facts\.yaml:2: \[0\]\.id: the fact id "first-fact" is used twice$/,
    );
  });

  it('names the line and column of a YAML syntax error, worded as every YAML reader of the site words it', () => {
    expect(() => parseYamlSource('- id: a\n  value: [1\n', 'x.yaml', schema)).toThrow(YamlSourceError);
    expect(() => parseYamlSource('- id: a\n  value: [1\n', 'x.yaml', schema)).toThrow(
      /^x\.yaml:3:1: not valid YAML: deficient indentation$/,
    );
    // openapi.yaml and the front matter of a page: the same words.
    expect(() => parseOpenApi('openapi: 3.0.3\npaths:\n  a: b\n c: d\n', 'x.yaml')).toThrow(
      /^x\.yaml:4:2: not valid YAML: bad indentation of a mapping entry$/,
    );
    expect(frontMatterProblems('docs/x.md', '---\ntitle: A\n  tags: b\n---\n')).toEqual([
      'docs/x.md:3:7: not valid YAML: bad indentation of a mapping entry',
    ]);
  });
});
