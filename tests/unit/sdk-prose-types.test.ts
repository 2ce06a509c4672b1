/**
 * A type that prose states for an SDK symbol is the type the stubs give it. Sentences such as
 * "`ctx.params` is `dict[str, Any]`", "`iter_objects` returns … typed `dict[str, Any]`" or "node
 * parameters arrive as `dict[str, Any]`" are read on every page and in the stubs' docstrings, the
 * symbol is looked up in sdk/stubs (and a node's `params` in the entry points of src/data/nodes.yaml),
 * and a type no symbol of that name has fails with page:line.
 */
import { describe, expect, it } from 'vitest';
import { codeLines } from '../../src/build/codeFences';
import { sdkModules } from '../../src/sdk/sdkSurface';
import { nodes } from '../../src/sources/nodeCatalog';
import { files, pages, read } from '../lib/sources';

/** Every type the stubs give a name: properties, parameters, return types of callables. */
function typesByName(): Map<string, Set<string>> {
  const types = new Map<string, Set<string>>();
  const add = (name: string, type: string) => {
    if (!type) return;
    if (!types.has(name)) types.set(name, new Set());
    types.get(name)!.add(normalize(type));
  };
  for (const m of sdkModules) {
    for (const c of m.classes) {
      for (const p of c.properties) add(p.name, p.type);
      for (const fn of [c.init, ...c.methods]) {
        if (!fn) continue;
        if (fn.kind !== 'constructor') add(fn.name, fn.returns.type);
        for (const p of fn.params) add(p.name, p.type);
      }
    }
    for (const fn of m.functions) {
      add(fn.name, fn.returns.type);
      for (const p of fn.params) add(p.name, p.type);
    }
    for (const c of m.constants) add(c.name, c.type);
  }
  // The parameters of a node's entry point, `execute(…)`, as the node catalog declares them.
  for (const node of nodes) {
    const params = /\bparams: (\w+\[[^\]]*\]|[^,)]+)/.exec(node.entryPoint ?? '')?.[1];
    if (params) add('params', params);
  }
  return types;
}

/** The type with spaces, `typing.` and the order of a union's members made irrelevant. */
function normalize(type: string): string {
  const flat = type.replace(/\btyping\./g, '').replace(/\s+/g, '');
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= flat.length; i++) {
    const ch = flat[i];
    if (ch === '[') depth++;
    else if (ch === ']') depth--;
    else if ((ch === '|' && depth === 0) || i === flat.length) {
      parts.push(flat.slice(start, i));
      start = i + 1;
    }
  }
  return parts.sort().join('|');
}

/** A code span that reads as a type: generic, a union, or a plain builtin. */
const TYPE_SPAN = /^(?:[A-Za-z_][\w.]*\[.*\]|[\w.[\], ]+ \| [\w.[\], ]+|str|int|float|bool|bytes)$/;
/** A symbol (`name`, `obj.name` or `name()`), or "node parameters", then a verb, then a code span. */
const STATEMENT =
  /(?:`([A-Za-z_][\w.]*)(?:\(\))?`(?:,? (?:and|or) `([A-Za-z_][\w.]*)(?:\(\))?`)?|\b([Nn]ode parameters)\b)\**\s+(?:is|are|arrives? as|is typed|are typed|returns?|yields?|holds?)\s+([^`.;]{0,60}?)`([^`]+)`/g;

interface Statement {
  line: number;
  symbol: string;
  type: string;
}

/**
 * The typed statements of a file's prose, each with its line. A page's fenced code is skipped. A
 * stub is read as it is: its docstrings are inline Markdown, with no fenced blocks to skip (an
 * example is the indented `Examples:` section), and the Python around them states no types in prose.
 */
function statementsOf(text: string, file: string): Statement[] {
  const lines = text.split('\n');
  const code = file.endsWith('.pyi') ? new Set<number>() : codeLines(text, file);
  const found: Statement[] = [];
  let para: string[] = [];
  let paraStart = 0;
  const flush = () => {
    const joined = para.join('\n');
    for (const m of joined.matchAll(STATEMENT)) {
      const type = m[5];
      if (!TYPE_SPAN.test(type)) continue;
      const line = paraStart + joined.slice(0, m.index).split('\n').length;
      const symbols = m[3] ? ['params'] : [m[1], m[2]].filter(Boolean);
      for (const s of symbols) found.push({ line, symbol: s.split('.').pop()!, type });
    }
    para = [];
  };
  lines.forEach((line, i) => {
    if (code.has(i + 1)) {
      flush();
      return;
    }
    if (line.trim() === '' || line.trimStart().startsWith('|')) {
      flush();
      if (line.trimStart().startsWith('|')) {
        para = [line];
        paraStart = i;
        flush();
        found.push(...rowStatements(line, i + 1));
      }
      return;
    }
    if (para.length === 0) paraStart = i;
    para.push(line);
  });
  flush();
  return found;
}

/**
 * A table row whose first cell names symbols only (`a`, `b`) and whose second cell is one type, as in
 * "| `list_tables` | `list[str]` | … |": each symbol has that type.
 */
function rowStatements(row: string, line: number): Statement[] {
  const cells = row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));
  if (cells.length < 2) return [];
  const symbols = /^`[A-Za-z_][\w.]*(?:\(\))?`(?:(?:, | and | or )`[A-Za-z_][\w.]*(?:\(\))?`)*$/.test(cells[0])
    ? [...cells[0].matchAll(/`([A-Za-z_][\w.]*)/g)].map((m) => m[1].split('.').pop()!)
    : [];
  const type = /^`([^`]+)`$/.exec(cells[1])?.[1];
  if (!type || !TYPE_SPAN.test(type)) return [];
  return symbols.map((symbol) => ({ line, symbol, type }));
}

const stubs = files('sdk/stubs', /\.pyi$/);
const types = typesByName();

describe('types stated in prose for SDK symbols', () => {
  it('reads the statements it is meant to read', () => {
    const text = [
      '- **Node parameters** arrive as `dict[str, object]`: the node editor',
      '- `ctx.params` is `dict[str, Any]`: the values come from',
      '`iter_objects` and `get_object` return Benchling JSON as it is: dictionaries typed',
      '`dict[str, object]`, with camelCase keys.',
      '`event.path` is `None` for schedule events.',
      '| `list_tables`, `read_file` | `list[str]` | Sorted names |',
      '```python',
      'x = "`params` is `dict[str, int]`"',
      '```',
      '',
      '````md',
      '```python',
      'x = "`params` is `dict[str, int]`"',
      '```',
      '````',
    ].join('\n');
    expect(statementsOf(text, 'x.mdx')).toEqual([
      { line: 1, symbol: 'params', type: 'dict[str, object]' },
      { line: 2, symbol: 'params', type: 'dict[str, Any]' },
      { line: 3, symbol: 'iter_objects', type: 'dict[str, object]' },
      { line: 3, symbol: 'get_object', type: 'dict[str, object]' },
      { line: 6, symbol: 'list_tables', type: 'list[str]' },
      { line: 6, symbol: 'read_file', type: 'list[str]' },
    ]);
  });

  it.each([...pages, ...stubs])('%s gives SDK symbols the types of the stubs', (file) => {
    const wrong = statementsOf(read(file), file).flatMap(({ line, symbol, type }) => {
      const known = types.get(symbol);
      if (!known) return [];
      // A statement may describe an element of a returned collection ("return dictionaries typed …").
      const matches = [...known].some((k) => k === normalize(type) || k.includes(normalize(type)));
      return matches
        ? []
        : [`${file}:${line}: \`${symbol}\` is written as \`${type}\`; the stubs say ${[...known].join(' or ')}`];
    });
    expect(wrong).toEqual([]);
  });
});
