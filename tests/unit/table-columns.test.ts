/**
 * Samples name only columns the nodes write. Every ```sql block and every Python sample of the site
 * (the hand-written pages of src/config/contentPages.mjs) that reads a node's table may only use columns
 * the node declares in src/data/nodes.yaml (`tables`); so may prose that writes `<table>.<column>`,
 * a Markdown table of rows of a node's table, and the Column column of a node page's file-format
 * table. A wrong one fails with
 * `page:line: column X is not written by node Y (table T); it writes: …`. How samples are read:
 * tests/unit/tableSamples.ts. The tables of the running examples (src/data/exampleTables.yaml, such
 * as the quickstart's `plate_reads`) are checked the same way, in the pages and in the examples of
 * the SDK stubs, including frames a sample writes to them.
 *
 * The apps of docs/app/ma that read tables nodes write are checked against the nodes said to feed
 * them (src/data/appInputs.yaml): each required role is a column the node declares, or a step
 * after the node adds it, and the app page and the node pages agree with that file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_TABLES_FILE, exampleTables, parseExampleTables } from '../../src/sources/exampleTables';
import { getNode, nodes } from '../../src/sources/nodeCatalog';
import type { NodeEntry } from '../../src/sources/nodeTypes';
import { APP_INPUTS_FILE as APPS_FILE, loadAppInputs, type App } from '../../src/sources/appInputs';
import type { SdkModule } from '../../src/sdk/sdkTypes';
import { parseStubs } from '../../src/sdk/stubReader.mjs';
import { stubSamples } from './pythonSamples';
import { pages } from '../lib/sources';
import {
  exampleTableSources,
  nodeTables,
  pageProblems,
  pythonProblems,
  ROOT,
  type ColumnProblem,
} from './tableSamples';

const FIXTURE = 'tests/fixtures/node-catalog/column-mistakes.md';
const EXAMPLE_FIXTURE = 'tests/fixtures/example-tables/column-mistakes.md';

const writers = new Map([...nodeTables(nodes), ...exampleTableSources(exampleTables)]);
const report = (problems: readonly ColumnProblem[]) => problems.map((p) => `${p.where}: ${p.message}`);

describe('samples that read a node table name columns the node writes', () => {
  it('reports the fixture mistakes at their page and line', () => {
    const peaks = (line: number, column: string) =>
      `${FIXTURE}:${line}: column ${column} is not written by node Instrument/Agilent_HPLC_Read (table hplc_peaks); it writes: sample_name, signal, wavelength_nm, peak_number, retention_time_min, peak_type, width_min, area_mau_s, height_mau, area_pct, source_file`;
    const injections = (line: number, column: string) =>
      `${FIXTURE}:${line}: column ${column} is not written by node Instrument/Agilent_HPLC_Read (table hplc_injections); it writes: data_file, sample_name, operator, instrument, injection_time, vial, injection_volume_ul, method, source_file`;
    expect(report(pageProblems([FIXTURE], writers))).toEqual([
      peaks(37, 'area'), // prose
      peaks(41, 'area'), // the header of a table of rows appended to hplc_peaks
      peaks(9, 'area'), // SQL, through the alias p
      injections(18, 'batch_id'), // read_table(columns=...)
      injections(28, 'sequence_name'), // tables["..."]["..."]
      peaks(30, 'height'), // df.height
      peaks(30, 'detector'), // df.groupby("...")
      peaks(32, 'peak_name'), // SQL in lw.query
    ]);
  });

  it('finds the samples of the site that read node tables', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(writers.get('hplc_peaks')?.map(({ node }) => node?.id)).toEqual(['Instrument/Agilent_HPLC_Read']);
  });

  it('finds no column a node does not write in any page of the site', () => {
    expect(report(pageProblems(pages, writers)).join('\n')).toBe('');
  });

  it('finds no such column in the examples of the SDK stubs', async () => {
    const modules = (await parseStubs(undefined, { positions: true })) as SdkModule[];
    const blocks = stubSamples(modules).map((sample) => {
      const [file, line] = sample.where.split(/:(?=\d+$)/);
      return { lang: 'python', code: sample.code, file, line: Number(line) };
    });
    expect(blocks.length).toBeGreaterThan(50);
    expect(report(pythonProblems(blocks, writers)).join('\n')).toBe('');
  });
});

describe('samples that use an example table name the columns its example creates', () => {
  const has = (table: string) => {
    const found = exampleTables.find((t) => t.name === table)!;
    return `(created on ${found.page}, declared in ${EXAMPLE_TABLES_FILE}); it has: ${found.columns.map((c) => c.name).join(', ')}`;
  };
  it('reports the fixture mistakes at their page and line', () => {
    const at = (line: number, column: string, table: string) =>
      `${EXAMPLE_FIXTURE}:${line}: column ${column} is not a column of the example table ${table} ${has(table)}`;
    expect(report(pageProblems([EXAMPLE_FIXTURE], writers))).toEqual([
      at(4, 'od600', 'plate_reads'), // SQL
      at(11, 'read_date', 'plate_reads'), // read_table(columns=...)
      at(12, 'reader', 'plate_reads'), // rename(columns={...})
      at(13, 'mean_od600', 'plate_summaries'), // a DataFrame literal written with write_table
    ]);
  });

  it('registers no table a node declares, and the quickstart columns of plate_reads', () => {
    expect(exampleTables.filter((t) => nodeTables(nodes).has(t.name)).map((t) => t.name)).toEqual([]);
    const quickstart = readFileSync(join(ROOT, 'docs/app/flows/QuickstartBuildFlow.mdx'), 'utf8');
    // The column table of step 7: | `column` | `TYPE` | first row |
    const shown = [...quickstart.matchAll(/^\| `([a-z_0-9]+)` \| `([A-Z0-9]+)` \|/gm)].map((m) => `${m[1]} ${m[2]}`);
    const plateReads = exampleTables.find((t) => t.name === 'plate_reads')!;
    expect(plateReads.columns.map((c) => `${c.name} ${c.type}`)).toEqual(shown);
  });

  it('names the file, line and field of a malformed registry entry', () => {
    const text = [
      'tables:',
      '  - name: plate_reads',
      '    page: docs/app/flows/QuickstartBuildFlow.mdx',
      '    rows: One row per well.',
      '    columns:',
      '      - { name: well, type: TEXT }',
      '      - { name: od600, type: FLOAT64 }',
      '  - name: plate_reads',
      '    page: docs/app/flows/QuickstartBuildFlow.mdx',
      '    rows: One row per well.',
      '    columns:',
      '      - { name: well, type: STRING }',
      '      - { name: od600, type: FLOAT64 }',
    ].join('\n');
    expect(() => parseExampleTables(text)).toThrow(
      `${EXAMPLE_TABLES_FILE}:6: tables[0].columns[0].type: must be one of STRING, INT64, FLOAT64, BOOL, DATE, TIMESTAMP, JSON, BYTES, not TEXT`,
    );
    const duplicate = text.replace('type: TEXT', 'type: STRING');
    let problems: string[] = [];
    try {
      parseExampleTables(duplicate);
    } catch (error) {
      problems = (error as { problems: string[] }).problems;
    }
    expect(problems).toEqual([
      `${EXAMPLE_TABLES_FILE}:7: tables[0].columns[1].name: docs/app/flows/QuickstartBuildFlow.mdx does not name the column od600`,
      `${EXAMPLE_TABLES_FILE}:8: tables[1].name: plate_reads is listed twice`,
      `${EXAMPLE_TABLES_FILE}:13: tables[1].columns[1].name: docs/app/flows/QuickstartBuildFlow.mdx does not name the column od600`,
    ]);
  });
});

const appInputs = loadAppInputs();
const { apps } = appInputs.data;

/** The problems of one app's inputs against the catalog: roles unfilled, columns not declared. */
function appProblems(app: App, lookup: (id: string) => NodeEntry | undefined = getNode): string[] {
  const a = apps.findIndex((entry) => entry.page === app.page);
  return app.inputs.flatMap((input, i) =>
    input.sources.flatMap((source, k) => {
      const at = `${APPS_FILE}:${appInputs.lineOf(['apps', a, 'inputs', i, 'sources', k])}: ${app.page} ${input.heading} from ${source.node}`;
      const table = lookup(source.node)?.tables.find((t) => t.name === source.table);
      if (!table) return [`${at}: the node writes no table ${source.table}`];
      const declared = new Set(table.columns.map((c) => c.name));
      const added = new Set(source.added?.roles ?? []);
      return input.required.flatMap((role) => {
        const column = source.columns[role];
        if (column === undefined && !added.has(role)) {
          return [
            `${at}: required column ${role} is neither written by the node (table ${table.name}) nor added by a step`,
          ];
        }
        // A table whose columns come from the data (moreColumns) has the file's columns too.
        if (column !== undefined && !declared.has(column) && !table.moreColumns) {
          return [
            `${at}: column ${column} (for ${role}) is not written by node ${source.node} (table ${table.name}); it writes: ${[...declared].join(', ')}`,
          ];
        }
        return [];
      });
    }),
  );
}

describe('apps read the columns the nodes that feed them write', () => {
  it.each(apps.map((app) => [app.page, app] as const))('%s: every required role is filled', (_page, app) => {
    expect(appProblems(app)).toEqual([]);
  });

  it('reads the data file through its schema: a wrong value is one problem at its line', () => {
    expect(() => loadAppInputs('tests/fixtures/app-inputs/column-name.yaml')).toThrow(
      /^tests\/fixtures\/app-inputs\/column-name\.yaml:10: [^\n]*sample_name[^\n]*$/,
    );
  });

  it('reports a node said to feed an app without a required column', () => {
    const cds = apps.find((app) => app.page.endsWith('CDSApp.mdx'))!;
    const input = cds.inputs[0];
    const source = { ...input.sources[0], added: { by: 'Transform SQL', roles: ['injection_id'] } };
    const at = `${APPS_FILE}:${appInputs.lineOf(['apps', apps.indexOf(cds), 'inputs', 0, 'sources', 0])}`;
    expect(appProblems({ ...cds, inputs: [{ ...input, sources: [source] }] })).toEqual([
      `${at}: docs/app/ma/CDSApp.mdx Injection table from Instrument/LC_Read: required column sequence_name is neither written by the node (table lc_chromatograms) nor added by a step`,
      `${at}: docs/app/ma/CDSApp.mdx Injection table from Instrument/LC_Read: required column sample_type is neither written by the node (table lc_chromatograms) nor added by a step`,
    ]);
  });

  it.each(apps.map((app) => [app.page, app] as const))(
    '%s lists the required roles of the data file, and names the step that adds the rest',
    (page, app) => {
      const text = readFileSync(join(ROOT, page), 'utf8');
      const required = new Set(app.inputs.flatMap((input) => input.required));
      // Rows of the page's role tables marked required: | Role | TYPE | Yes | `column` or `other` | ...
      const listed = [...text.matchAll(/^\|[^|\n]+\|[^|\n]+\| Yes \|([^|\n]+)\|/gm)].map((m) =>
        [...m[1].matchAll(/`([a-z_]+)`/g)].map((name) => name[1]),
      );
      const missing = listed.filter((names) => !names.some((name) => required.has(name)));
      expect(missing, `${page}: required on the page, not in ${APPS_FILE}`).toEqual([]);
      for (const column of required)
        expect(text, `${page} names the required column ${column}`).toContain(`\`${column}\``);
      for (const by of new Set(
        app.inputs.flatMap((input) => input.sources.flatMap((s) => (s.added ? [s.added.by] : []))),
      )) {
        expect(text, `${page} says which step adds the columns the nodes do not write`).toContain(by);
      }
    },
  );

  it('every node page that links an app is a source of it in the data file', () => {
    const wrong = nodes.flatMap((node) => {
      const file = `docs/nodes/${node.id}.mdx`;
      const text = readFileSync(join(ROOT, file), 'utf8');
      return apps
        .filter((app) => text.includes(`app/ma/${app.page.split('/').pop()}`))
        .filter((app) => !app.inputs.some((input) => input.sources.some((s) => s.node === node.id)))
        .map((app) => `${file}: links ${app.page}, but ${APPS_FILE} lists the node as no source of it`);
    });
    expect(wrong).toEqual([]);
  });
});
