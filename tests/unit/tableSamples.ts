/**
 * The columns the site's samples take from tables nodes write, for tests/unit/table-columns.test.ts.
 *
 * Code blocks are found by the site's one reader of them (src/build/codeFences.ts), which parses a
 * page as the MDX loader does, so a block in a list, an admonition or a JSX element counts like any
 * other. A ```sql block, and
 * a SQL string a Python sample passes to `query(...)`, is parsed with node-sql-parser (GoogleSQL,
 * which it calls BigQuery); the parser resolves table aliases. A ```python block is analyzed by
 * table-columns.py beside this file, with Python's own `ast` module.
 *
 * A table is a node's when its name is the name a node writes with its default parameters (the
 * `tables` of src/data/nodes.yaml). A table whose columns depend on the data (`moreColumns`) is
 * not checked, beyond the columns the catalog lists. The tables the site's running examples create
 * (src/data/exampleTables.yaml, such as the quickstart's `plate_reads`) are checked the same way
 * against the columns the registry gives them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'node-sql-parser';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { codeBlocks, codeLines } from '../../src/build/codeFences';
import { EXAMPLE_TABLES_FILE, type ExampleTable } from '../../src/sources/exampleTables';
import type { NodeEntry, OutputTable } from '../../src/sources/nodeTypes';

export const ROOT = join(__dirname, '..', '..');

/** Extensions of files named after a table, which prose writes like `<table>.<column>`. */
const FILE_EXTENSIONS = new Set(['csv', 'json', 'parquet', 'pdf', 'png', 'txt', 'xlsx', 'zip']);

/** Columns every table has, filled in by Labwire. */
const SYSTEM_COLUMNS = new Set(['_lw_flow_run_id', '_lw_ingested_at']);

/** A sample to check: a fenced code block of a page, or an example of an SDK stub. */
export interface CodeSample {
  lang: string;
  code: string;
  /** The file, relative to the repository root. */
  file: string;
  /** The line of the file the sample's first line of code is on. */
  line: number;
}

export interface ColumnProblem {
  /** `page:line` of the column. */
  where: string;
  message: string;
}

interface MdNode {
  type: string;
  lang?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}

/** The fenced code blocks of one page. */
function pageSamples(file: string, text: string): CodeSample[] {
  return codeBlocks(text, file).map((block) => ({ lang: block.lang, code: block.value, file, line: block.line }));
}

/** Where a table's columns are declared: the node that writes it, or the page whose example creates it. */
export interface TableSource {
  node?: NodeEntry;
  page?: string;
  table: Pick<OutputTable, 'name' | 'moreColumns'> & { columns: readonly { name: string }[] };
}

/** The tables whose columns samples are checked against, by name. */
export type Writers = Map<string, TableSource[]>;

/** The tables nodes write with their default parameters, by name; patterns such as benchling_<table> left out. */
export function nodeTables(nodes: readonly NodeEntry[]): Writers {
  const byName: Writers = new Map();
  for (const node of nodes) {
    for (const table of node.tables) {
      if (table.name.includes('<')) continue;
      byName.set(table.name, [...(byName.get(table.name) ?? []), { node, table }]);
    }
  }
  return byName;
}

/** The example tables of the registry, by name, beside the node tables. */
export function exampleTableSources(tables: readonly ExampleTable[]): Writers {
  return new Map(tables.map((table) => [table.name, [{ page: table.page, table }]]));
}

/** The problem with one column of a table, or null when a node writing the table, or its example, declares it. */
function columnProblem(writers: Writers, table: string, column: string): string | null {
  const found = writers.get(table);
  if (!found || SYSTEM_COLUMNS.has(column)) return null;
  if (found.some(({ table: t }) => t.moreColumns || t.columns.some((c) => c.name === column))) return null;
  const names = [...new Set(found.flatMap(({ table: t }) => t.columns.map((c) => c.name)))].join(', ');
  const pages = found.flatMap(({ page }) => (page ? [page] : []));
  if (pages.length > 0) {
    return `column ${column} is not a column of the example table ${table} (created on ${pages.join(', ')}, declared in ${EXAMPLE_TABLES_FILE}); it has: ${names}`;
  }
  const nodesNamed = found.map(({ node }) => node?.id).join(' or ');
  return `column ${column} is not written by node ${nodesNamed} (table ${table}); it writes: ${names}`;
}

/** The line, within `sql`, of the first whole-word mention of `word`, from 0. */
function lineOf(sql: string, word: string): number {
  const lines = sql.split('\n');
  const pattern = new RegExp(`(^|[^A-Za-z0-9_])${word.replace(/[^A-Za-z0-9_]/g, '')}([^A-Za-z0-9_]|$)`);
  const index = lines.findIndex((line) => pattern.test(line.replace(/--.*$/, '')));
  return Math.max(0, index);
}

/** Every `as` alias and WITH name of a statement, which a column reference can name instead of a column. */
function aliases(ast: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(ast)) ast.forEach((item) => aliases(item, found));
  else if (ast && typeof ast === 'object') {
    for (const [key, value] of Object.entries(ast)) {
      if (key === 'as' && typeof value === 'string') found.add(value);
      else aliases(value, found);
    }
  }
  return found;
}

const sqlParser = new Parser();

/**
 * The problems of one SQL text that reads a node's table. `file` and `line` place its first line.
 * A column the parser ties to a node's table (by name or alias) must be one the node writes; an
 * unqualified column, when every table of the statement is a node's table with a known column
 * list, must be written by one of them.
 */
export function sqlProblems(sql: string, file: string, line: number, writers: Writers): ColumnProblem[] {
  const mentioned = [...writers.keys()].filter((name) => new RegExp(`\\b${name}\\b`).test(sql));
  if (mentioned.length === 0) return [];
  let parsed: { tableList: string[]; columnList: string[]; ast: unknown };
  try {
    parsed = sqlParser.parse(sql, { database: 'BigQuery' }) as typeof parsed;
  } catch (error) {
    return [
      {
        where: `${file}:${line}`,
        message: `SQL that reads ${mentioned.join(', ')} does not parse: ${(error as Error).message.split('\n')[0]}`,
      },
    ];
  }
  const tables = [...new Set(parsed.tableList.map((entry) => entry.split('::')[2]))];
  const named = aliases(parsed.ast);
  const closed = tables.every((t) => writers.get(t)?.every(({ table }) => !table.moreColumns));
  const problems: ColumnProblem[] = [];
  const seen = new Set<string>();
  for (const entry of parsed.columnList) {
    const [, table, column] = entry.split('::');
    if (column === '(.*)' || named.has(column) || seen.has(`${table}.${column}`)) continue;
    seen.add(`${table}.${column}`);
    let message: string | null = null;
    if (table !== 'null') message = columnProblem(writers, table, column);
    else if (tables.length === 1) message = columnProblem(writers, tables[0], column);
    else if (closed && tables.length > 0 && tables.every((t) => columnProblem(writers, t, column) !== null)) {
      message = columnProblem(
        writers,
        tables.find((t) => writers.has(t))!,
        column,
      );
    }
    if (message) problems.push({ where: `${file}:${line + lineOf(sql, column)}`, message });
  }
  return problems;
}

interface PythonResult {
  uses: { where: string; table: string; column: string; line: number }[];
  sql: { where: string; line: number; text: string }[];
}

/** The problems of Python blocks: pandas columns of node tables, and the SQL they pass to `query`. */
export function pythonProblems(blocks: readonly CodeSample[], writers: Writers): ColumnProblem[] {
  const request = {
    tables: [...writers.keys()],
    blocks: blocks.map((block) => ({ where: `${block.file}:${block.line}`, code: block.code })),
  };
  const result = JSON.parse(
    execFileSync('python3', [join(__dirname, 'table-columns.py')], {
      input: JSON.stringify(request),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as PythonResult;
  const place = (where: string, line: number) => {
    const [file, start] = where.split(/:(?=\d+$)/);
    return { file, line: Number(start) + line - 1 };
  };
  const problems: ColumnProblem[] = [];
  for (const use of result.uses) {
    const message = columnProblem(writers, use.table, use.column);
    const { file, line } = place(use.where, use.line);
    if (message) problems.push({ where: `${file}:${line}`, message });
  }
  for (const query of result.sql) {
    const { file, line } = place(query.where, query.line);
    problems.push(...sqlProblems(query.text, file, line, writers));
  }
  return problems;
}

/**
 * Prose that writes `<table>.<column>` for a node's table, such as an error message quoted on a
 * page; the lines of the page's code blocks (fence lines included) are left out.
 */
function proseProblems(page: string, text: string, writers: Writers): ColumnProblem[] {
  const names = [...writers.keys()].join('|');
  const inCode = codeLines(text, page);
  return text.split('\n').flatMap((line, i) =>
    inCode.has(i + 1) || /^(import|export) /.test(line)
      ? []
      : [...line.matchAll(new RegExp(`(?<![\\w.])(${names})\\.([a-z_][a-z0-9_]*)\\b`, 'g'))].flatMap((match) => {
          if (FILE_EXTENSIONS.has(match[2])) return []; // a file named after the table, e.g. hplc_peaks.parquet
          const message = columnProblem(writers, match[1], match[2]);
          return message ? [{ where: `${page}:${i + 1}`, message }] : [];
        }),
  );
}

/** The text of a Markdown node, and the inline code spans in it. */
const textOf = (node: MdNode): string => node.value ?? (node.children ?? []).map(textOf).join('');
const codeIn = (node: MdNode): string[] =>
  node.type === 'inlineCode' ? [node.value ?? ''] : (node.children ?? []).flatMap(codeIn);

/**
 * Markdown tables that show a node's table: a table whose header row is all column names, right
 * after a paragraph that names one node table in code (`Rows appended to \`hplc_peaks\`:`), and
 * the "Column" column of a file-format table on a node's page (`| Field | Example | Column |`).
 */
function markdownTableProblems(page: string, text: string, writers: Writers): ColumnProblem[] {
  const processor = page.endsWith('.mdx')
    ? unified().use(remarkParse).use(remarkGfm).use(remarkMdx)
    : unified().use(remarkParse).use(remarkGfm);
  const pageNode = /^docs\/nodes\/(.+)\.mdx$/.exec(page)?.[1];
  const own = [...writers.values()].flat().filter(({ node }) => node !== undefined && node.id === pageNode);
  const problems: ColumnProblem[] = [];
  const walk = (node: MdNode) => {
    (node.children ?? []).forEach((child, i, siblings) => {
      if (child.type === 'table') {
        const rows = child.children ?? [];
        const header = (rows[0]?.children ?? []).map(textOf);
        const line = (r: MdNode) => `${page}:${r.position?.start.line ?? 0}`;
        const before = siblings[i - 1];
        const named = before?.type === 'paragraph' ? codeIn(before).filter((name) => writers.has(name)) : [];
        if (named.length === 1 && header.every((cell) => /^[a-z_][a-z0-9_]*$/.test(cell))) {
          for (const column of header) {
            const message = columnProblem(writers, named[0], column);
            if (message) problems.push({ where: line(rows[0]), message });
          }
        }
        if (own.length > 0 && header[header.length - 1] === 'Column') {
          for (const row of rows.slice(1)) {
            const cell = row.children?.[header.length - 1];
            for (const column of (cell ? codeIn(cell) : []).filter((name) => /^[a-z_][a-z0-9_]*$/.test(name))) {
              if (own.some(({ table }) => table.moreColumns || table.columns.some((c) => c.name === column))) continue;
              const names = own.map(({ table }) => `${table.name}: ${table.columns.map((c) => c.name).join(', ')}`);
              problems.push({
                where: line(row),
                message: `column ${column} is not written by node ${pageNode}; it writes ${names.join('; ')}`,
              });
            }
          }
        }
      }
      walk(child);
    });
  };
  walk(processor.parse(text) as MdNode);
  return problems;
}

/** Every column problem of a set of pages. */
export function pageProblems(pages: readonly string[], writers: Writers, root: string = ROOT): ColumnProblem[] {
  const texts = pages.map((page) => [page, readFileSync(join(root, page), 'utf8')] as const);
  const blocks = texts.flatMap(([page, text]) => pageSamples(page, text));
  const problems = [
    ...texts.flatMap(([page, text]) => proseProblems(page, text, writers)),
    ...texts.flatMap(([page, text]) => markdownTableProblems(page, text, writers)),
    ...blocks
      .filter((block) => block.lang === 'sql')
      .flatMap((block) => sqlProblems(block.code, block.file, block.line, writers)),
    ...pythonProblems(
      blocks.filter((block) => block.lang === 'python' || block.lang === 'py'),
      writers,
    ),
  ];
  // The parser lists a column once per way it is named (qualified and not); report it once.
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(`${p.where} ${p.message}`) && seen.add(`${p.where} ${p.message}`));
}
