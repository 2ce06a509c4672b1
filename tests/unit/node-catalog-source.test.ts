/**
 * The node catalog as data: src/data/nodes.yaml is checked against its schema with messages that
 * name file, line and field; the node pages render what the YAML says; and a node written by the
 * contributing guide's recipes (tests/fixtures/node-catalog) is accepted and rendered.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load as loadHtml } from 'cheerio';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import NodeCatalog from '../../src/components/NodeCatalog';
import { nodeCatalogView } from '../../src/components/NodeCatalog/buildData';
import NodeFacts from '../../src/components/NodeFacts';
import { nodeFactsView } from '../../src/components/NodeFacts/buildData';
import { CATALOG_FILE, nodes, parseNodeCatalog } from '../../src/sources/nodeCatalog';
import type { NodeEntry, NodeParameter } from '../../src/sources/nodeTypes';
import { YamlSourceError } from '../../src/sources/yamlSource';
import { codeBlocks } from '../../src/build/codeFences';

const repoRoot = path.resolve(__dirname, '..', '..');
const catalogText = readFileSync(path.join(repoRoot, CATALOG_FILE), 'utf8');
const fixtureText = readFileSync(path.join(repoRoot, 'tests', 'fixtures', 'node-catalog', 'JCAMP_Read.yaml'), 'utf8');

const raw = load(catalogText, { schema: CORE_SCHEMA.withTags(mergeTag) }) as {
  nodes: (NodeEntry & { multi?: { parameters: (string | NodeParameter)[]; meanings?: Record<string, string> } })[];
};
/** The position of CSV Read in the YAML list, as messages name it. */
const CSV = raw.nodes.findIndex((node) => node.id === 'File/CSV_Read');

/** The problems parseNodeCatalog reports for a text, or [] when it accepts it. */
function problemsOf(text: string): string[] {
  try {
    parseNodeCatalog(text);
    return [];
  } catch (error) {
    if (error instanceof YamlSourceError) return [...error.problems];
    throw error;
  }
}

/** 1-based line of the first line of `text` that contains `needle` after line `after`. */
function lineOf(text: string, needle: string, after = 0): number {
  const lines = text.split('\n');
  const index = lines.findIndex((line, i) => i >= after && line.includes(needle));
  expect(index, `"${needle}" in the catalog`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** The Parameters table of a rendered NodeFacts: name → [type, default, required, meaning]. */
function renderedParameters(entries: readonly NodeEntry[], id: string): Map<string, string[]> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const html = renderToStaticMarkup(
    createElement(NodeFacts, { id, data: nodeFactsView(id, (other) => byId.get(other)) }),
  );
  const $ = loadHtml(html);
  const table = $('table').filter((_, element) => $(element).find('caption').text().includes('Parameters'));
  return new Map(
    table
      .find('tbody tr')
      .toArray()
      .map((row) => [
        $(row).find('th').text(),
        $(row)
          .find('td')
          .toArray()
          .map((cell) => $(cell).text()),
      ]),
  );
}

/** How the facts table shows a parameter, written from the YAML's own fields. */
function expectedRow(parameter: NodeParameter): string[] {
  return [
    parameter.type === 'enum' ? `enum: ${parameter.options?.join(' | ')}` : parameter.type,
    parameter.default === null ? 'none' : JSON.stringify(parameter.default),
    parameter.required ? 'Yes' : 'No',
    parameter.meaning,
  ];
}

describe('the catalog file', () => {
  it('passes its schema and checks', () => {
    expect(problemsOf(catalogText)).toEqual([]);
    expect(nodes.length).toBeGreaterThanOrEqual(59);
  });

  it('names file, line and field of a mistake in the tables a node writes', () => {
    const agilent = raw.nodes.findIndex((node) => node.id === 'Instrument/Agilent_HPLC_Read');
    const broken = catalogText
      .replace(
        '      - output: peaks_table\n        name: hplc_peaks',
        '      - output: peak_table\n        name: hplc_peaks',
      )
      .replace(
        '          - name: area_mau_s\n            type: FLOAT64',
        '          - name: area_mau_s\n            type: DOUBLE',
      );
    expect(problemsOf(broken)).toEqual([
      `${CATALOG_FILE}:${lineOf(broken, 'type: DOUBLE')}: nodes[${agilent}].tables[1].columns[7].type: must be one of STRING, INT64, FLOAT64, BOOL, DATE, TIMESTAMP, JSON, BYTES, not DOUBLE`,
    ]);
    const unknownOutput = catalogText.replace(
      '      - output: peaks_table\n        name: hplc_peaks',
      '      - output: peak_table\n        name: hplc_peaks',
    );
    expect(problemsOf(unknownOutput)).toEqual([
      `${CATALOG_FILE}:${lineOf(unknownOutput, 'output: peak_table')}: nodes[${agilent}].tables[1].output: Instrument/Agilent_HPLC_Read has no table output named peak_table (injections_table, peaks_table)`,
    ]);
  });

  it('names file, line and field of a value of the wrong type', () => {
    const broken = catalogText.replace('default: csv_data', 'default: 12');
    expect(problemsOf(broken)).toEqual([
      `${CATALOG_FILE}:${lineOf(broken, 'default: 12')}: nodes[${CSV}].parameters[0].default: must be a text or null`,
    ]);
  });

  it('names an unknown field, a missing field, an option that is not allowed and an unknown related node', () => {
    const csv = lineOf(catalogText, '- id: File/CSV_Read');
    const broken = catalogText
      .replace('    name: CSV Read\n', '    name: CSV Read\n    colour: blue\n')
      .replace(
        '    summary: Reads one delimited text file (CSV, TSV, semicolon-separated) into a data lake table with snake_case columns.\n',
        '',
      );
    const problems = problemsOf(broken);
    expect(problems).toContain(`${CATALOG_FILE}:${csv}: nodes[${CSV}]: must have required property 'summary'`);
    expect(problems).toContain(
      `${CATALOG_FILE}:${csv + 3}: nodes[${CSV}].colour: is not a field here (the fields: id, category, name, summary, inputs, outputs, parameters, code, entryPoint, integration, fileFormats, related, sdkHelpers, tables, requirements, multi)`,
    );
    const withDefault = catalogText.replace('default: small', 'default: huge');
    expect(problemsOf(withDefault)).toContain(
      `${CATALOG_FILE}:${lineOf(withDefault, 'default: huge')}: shared_parameters.machine_size.default: must be one of the options (small, medium, large)`,
    );
    const related = catalogText.replace(
      '      - File/CSV_Write\n      - File/Excel_Read\n',
      '      - File/CSV_Write\n      - File/Excel_Reader\n',
    );
    expect(problemsOf(related)).toEqual([
      `${CATALOG_FILE}:${lineOf(related, '- File/Excel_Reader')}: nodes[${CSV}].related[2]: File/Excel_Reader is not a node of the catalog`,
    ]);
  });

  it('names a _Multi parameter its node does not have', () => {
    const broken = catalogText.replace('        - header_row\n', '        - header_rows\n');
    expect(problemsOf(broken)).toEqual([
      `${CATALOG_FILE}:${lineOf(broken, '- header_rows')}: nodes[${CSV}].multi.parameters[5]: File/CSV_Read has no parameter named header_rows`,
    ]);
  });
});

describe('node pages show the facts of the YAML', () => {
  const sample = ['Analysis/Python', 'App/S3_Read', 'File/CSV_Read', 'Instrument/LC_Read', 'Tag/Input_Param'];

  it.each(sample)('%s: every parameter with its type, default, required flag and meaning', (id) => {
    const entry = raw.nodes.find((node) => node.id === id)!;
    const rows = renderedParameters(nodes, id);
    expect([...rows.keys()]).toEqual(entry.parameters.map((parameter) => parameter.name));
    for (const parameter of entry.parameters) {
      expect(rows.get(parameter.name), `${id}.${parameter.name}`).toEqual(expectedRow(parameter));
    }
  });

  it.each(['File/CSV_Read', 'Instrument/LC_Read'])('%s_Multi: its own parameters and those it takes from %s', (id) => {
    const entry = raw.nodes.find((node) => node.id === id)!;
    const rows = renderedParameters(nodes, `${id}_Multi`);
    const expected = entry.multi!.parameters.map((parameter) => {
      if (typeof parameter !== 'string') return parameter;
      const inherited = entry.parameters.find((p) => p.name === parameter)!;
      return { ...inherited, meaning: entry.multi!.meanings?.[parameter] ?? inherited.meaning };
    });
    expect([...rows.keys()]).toEqual(expected.map((parameter) => parameter.name));
    for (const parameter of expected) {
      expect(rows.get(parameter.name), `${id}_Multi.${parameter.name}`).toEqual(expectedRow(parameter));
    }
  });
});

describe('a node added by the contributing guide (tests/fixtures/node-catalog/JCAMP_Read.yaml)', () => {
  const withFixture = parseNodeCatalog(`${catalogText.trimEnd()}\n${fixtureText}`);
  const byId = new Map(withFixture.map((entry) => [entry.id, entry]));

  it('is accepted, with its _Multi variant', () => {
    expect(withFixture.length).toBe(nodes.length + 2);
    expect(byId.get('File/JCAMP_Read_Multi')?.entryPoint).toBe(
      'execute(files: dict[str, bytes], params: dict[str, Any], lw: Labwire) -> NodeReturn',
    );
  });

  it('renders its facts: the new parameter, a shared one and the derived _Multi', () => {
    const single = renderedParameters(withFixture, 'File/JCAMP_Read');
    expect(single.get('x_units')).toEqual([
      'enum: as_file | wavenumber | nanometer',
      '"as_file"',
      'No',
      "Units of the x column; as_file keeps the units the file's XUNITS field names.",
    ]);
    expect(single.get('write_mode')?.[1]).toBe('"append"');
    const multi = renderedParameters(withFixture, 'File/JCAMP_Read_Multi');
    expect([...multi.keys()]).toEqual(['file_pattern', 'output_table', 'write_mode', 'x_units', 'add_source_column']);
    expect(multi.get('file_pattern')?.[1]).toBe('"*.jdx"');
  });

  it('appears in the node overview table', () => {
    const html = renderToStaticMarkup(createElement(NodeCatalog, { data: nodeCatalogView(withFixture) }));
    expect(html).toContain('href="/nodes/File/JCAMP_Read"');
    expect(html).toContain('href="/nodes/File/JCAMP_Read_Multi"');
  });

  it('is the example of the contributing guide', () => {
    const guideFile = 'src/pages/contributing.md';
    const guide = readFileSync(path.join(repoRoot, guideFile), 'utf8');
    /** The YAML blocks of a section, indented as items of the catalog's `nodes:` list. */
    const yamlBlocks = (section: string) => {
      const start = guide.indexOf(`## ${section}\n`);
      const end = guide.indexOf('\n## ', start + 1);
      return codeBlocks(guide, guideFile)
        .filter((block) => block.lang === 'yaml' && block.start > start && block.end < end)
        .map((block) => block.value.replace(/^(?=.)/gm, '  '));
    };
    const [node] = yamlBlocks('Add a node');
    const fromGuide = parseNodeCatalog(`${catalogText.trimEnd()}\n${node}`);
    expect(fromGuide.slice(nodes.length)).toEqual(withFixture.slice(nodes.length));
    const [parameter] = yamlBlocks('Add a node parameter');
    expect(load(parameter)).toEqual([byId.get('File/JCAMP_Read')!.parameters.find((p) => p.name === 'x_units')]);
  });

  it('is refused with file:line: field when the recipe is not followed, once for the node and its _Multi', () => {
    const broken = fixtureText.replace('        default: as_file\n', '        default: kelvin\n');
    const text = `${catalogText.trimEnd()}\n${broken}`;
    const options = 'must be one of the options (as_file, wavenumber, nanometer)';
    expect(problemsOf(text)).toEqual([
      `${CATALOG_FILE}:${lineOf(text, 'default: kelvin')}: nodes[${raw.nodes.length}].parameters[2].default: ${options}`,
    ]);
  });
});
