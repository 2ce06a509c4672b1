/**
 * The example tables several pages share (src/data/exampleTables.yaml), checked against
 * src/data/exampleTables.schema.json and against the page that creates each table: a mistake
 * throws with one line per problem, `src/data/exampleTables.yaml:<line>: <field>: <message>`.
 * tests/unit/tableSamples.ts checks the site's SQL and pandas samples against these columns.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ColumnType } from './nodeTypes';
import { loadYamlSource, parseYamlSource, YamlSourceError, type YamlSource } from './yamlSource';

/** The registry file, relative to the repository root as messages name it, and its schema. */
export const EXAMPLE_TABLES_FILE = 'src/data/exampleTables.yaml';
const SCHEMA_FILE = 'src/data/exampleTables.schema.json';
const repoRoot = path.join(__dirname, '..', '..');

export interface ExampleTable {
  name: string;
  /** The page whose example creates or defines the table, relative to the repository root. */
  page: string;
  rows: string;
  columns: readonly { name: string; type: ColumnType }[];
}

/**
 * Reads the registry from YAML text: the schema, each table and column named once, and each table's
 * page exists and names the table and every column, so the registry follows the example that
 * creates the table. `root` is where the pages are read from. Throws a YamlSourceError.
 */
export function parseExampleTables(text: string, file: string = EXAMPLE_TABLES_FILE, root = repoRoot): ExampleTable[] {
  return checkTables(parseYamlSource<{ tables: ExampleTable[] }>(text, file, SCHEMA_FILE), root);
}

function checkTables({ data, problem }: YamlSource<{ tables: ExampleTable[] }>, root: string): ExampleTable[] {
  const problems: string[] = [];
  const names = new Set<string>();
  data.tables.forEach((table, i) => {
    if (names.has(table.name)) problems.push(problem(['tables', i, 'name'], `${table.name} is listed twice`));
    names.add(table.name);
    const pagePath = path.join(root, table.page);
    const page = existsSync(pagePath) ? readFileSync(pagePath, 'utf8') : null;
    if (page === null) problems.push(problem(['tables', i, 'page'], `${table.page} does not exist`));
    else if (!new RegExp(`\\b${table.name}\\b`).test(page))
      problems.push(problem(['tables', i, 'page'], `${table.page} does not name ${table.name}`));
    const seen = new Set<string>();
    table.columns.forEach((column, j) => {
      const at = ['tables', i, 'columns', j, 'name'];
      if (seen.has(column.name)) problems.push(problem(at, `${column.name} is listed twice`));
      seen.add(column.name);
      if (page !== null && !new RegExp(`\\b${column.name}\\b`).test(page))
        problems.push(problem(at, `${table.page} does not name the column ${column.name}`));
    });
  });
  if (problems.length > 0) throw new YamlSourceError(problems);
  return data.tables;
}

/** Every table of src/data/exampleTables.yaml. */
export const exampleTables: readonly ExampleTable[] = checkTables(
  loadYamlSource<{ tables: ExampleTable[] }>(EXAMPLE_TABLES_FILE, SCHEMA_FILE),
  repoRoot,
);
