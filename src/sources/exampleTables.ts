/**
 * The example tables several pages share (src/data/exampleTables.yaml), checked against
 * src/data/exampleTables.schema.json and against the page that creates each table: a mistake
 * throws with one line per problem, `src/data/exampleTables.yaml:<line>: <field>: <message>`.
 * tests/unit/tableSamples.ts checks the site's SQL and pandas samples against these columns.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { load } from 'js-yaml';
import schema from '../data/exampleTables.schema.json';
import { fieldName, sourceOffsets } from './nodeCatalog';
import type { ColumnType } from './nodeTypes';

/** The registry file, relative to the repository root in messages. */
export const EXAMPLE_TABLES_FILE = 'src/data/exampleTables.yaml';
const repoRoot = path.join(__dirname, '..', '..');

export interface ExampleTable {
  name: string;
  /** The page whose example creates or defines the table, relative to the repository root. */
  page: string;
  rows: string;
  columns: readonly { name: string; type: ColumnType }[];
}

/** A registry that does not pass its checks; `problems` holds one `file:line: field: message` line each. */
export class ExampleTablesError extends Error {
  constructor(readonly problems: string[]) {
    super(`The example-table registry has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'ExampleTablesError';
  }
}

const validateFile = new Ajv({ allErrors: true }).compile<{ tables: ExampleTable[] }>(schema);

/**
 * Reads the registry from YAML text: the schema, each table and column named once, and each table's
 * page exists and names the table and every column, so the registry follows the example that
 * creates the table. `root` is where the pages are read from.
 */
export function parseExampleTables(text: string, file: string = EXAMPLE_TABLES_FILE, root = repoRoot): ExampleTable[] {
  let data: unknown;
  try {
    data = load(text, { filename: file });
  } catch (error) {
    throw new ExampleTablesError([`${file}: ${(error as Error).message.split('\n')[0]}`]);
  }
  const offsets = sourceOffsets(text, file);
  const problem = (pointer: string, message: string) => {
    let p = pointer;
    while (p !== '' && !offsets.has(p)) p = p.slice(0, p.lastIndexOf('/'));
    const line = text.slice(0, offsets.get(p) ?? 0).split('\n').length;
    return `${file}:${line}: ${fieldName(pointer)}: ${message}`;
  };
  if (!validateFile(data)) {
    const problems = (validateFile.errors ?? []).map((error) => {
      const extra = error.params as { additionalProperty?: string; allowedValues?: unknown[] };
      const pointer = extra.additionalProperty
        ? `${error.instancePath}/${extra.additionalProperty}`
        : error.instancePath;
      const allowed = extra.allowedValues ? ` (${extra.allowedValues.join(', ')})` : '';
      return problem(pointer, `${error.message ?? 'is not valid'}${allowed}`);
    });
    throw new ExampleTablesError([...new Set(problems)]);
  }
  const problems: string[] = [];
  const names = new Set<string>();
  data.tables.forEach((table, i) => {
    if (names.has(table.name)) problems.push(problem(`/tables/${i}/name`, `${table.name} is listed twice`));
    names.add(table.name);
    const pagePath = path.join(root, table.page);
    const page = existsSync(pagePath) ? readFileSync(pagePath, 'utf8') : null;
    if (page === null) problems.push(problem(`/tables/${i}/page`, `${table.page} does not exist`));
    else if (!new RegExp(`\\b${table.name}\\b`).test(page))
      problems.push(problem(`/tables/${i}/page`, `${table.page} does not name ${table.name}`));
    const seen = new Set<string>();
    table.columns.forEach((column, j) => {
      const at = `/tables/${i}/columns/${j}/name`;
      if (seen.has(column.name)) problems.push(problem(at, `${column.name} is listed twice`));
      seen.add(column.name);
      if (page !== null && !new RegExp(`\\b${column.name}\\b`).test(page))
        problems.push(problem(at, `${table.page} does not name the column ${column.name}`));
    });
  });
  if (problems.length > 0) throw new ExampleTablesError(problems);
  return data.tables;
}

/** Every table of src/data/exampleTables.yaml. */
export const exampleTables: readonly ExampleTable[] = parseExampleTables(
  readFileSync(path.join(repoRoot, EXAMPLE_TABLES_FILE), 'utf8'),
);
