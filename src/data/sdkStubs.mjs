#!/usr/bin/env node
/**
 * Reads the SDK surface from the typed stub package sdk/stubs/labwire/**\/*.pyi with tree-sitter's
 * Python grammar (no Python at build time, no regular expressions over Python) and returns it in
 * the shape of src/data/sdkTypes.ts.
 *
 * What the stubs must look like (the contributing guide has the writer's recipe):
 * - a documented module starts with `# docs-page: /sdk/...` and `# docs-category: guide|core|
 *   integration|analysis` comment lines, then its docstring; a module without them (an
 *   intermediate package such as `labwire/lc/__init__.pyi`) is not a reference page;
 * - constants are `NAME: type = value` followed by a docstring;
 * - classes and functions carry Google-style docstrings: a summary, then `Args:`, `Returns:`,
 *   `Raises:`, `Examples:` (indented code) and `Notes:` (`- ` items) sections; properties are
 *   `@property` methods; the constructor is `__init__`; `@classmethod`, `@staticmethod` and
 *   `@contextmanager` (returning `Iterator[T]`, shown as `ContextManager[T]`) set the kind;
 * - an `Added in x.y.` paragraph after the summary of a docstring gives the SDK version a
 *   symbol came in (a symbol without one came with its class or module); an `Args:` entry may end
 *   with `Added in x.y.` for a parameter that came later than its function.
 *
 * Run as a script, it prints the surface as JSON: src/data/sdkSurface.ts runs it once per process,
 * because tree-sitter's WebAssembly loads asynchronously and the sidebar and remark plugins that
 * read the surface are synchronous.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const stubRoot = fileURLToPath(new URL('../../sdk/stubs', import.meta.url));

const CATEGORIES = ['guide', 'core', 'integration', 'analysis'];
const SECTIONS = new Set(['Args', 'Returns', 'Raises', 'Examples', 'Notes']);
const ADDED = /^Added in (\d+\.\d+)\.?$/;
const ARG_ADDED = / Added in (\d+\.\d+)\.$/;

/** @returns {Promise<import('web-tree-sitter').Parser>} */
async function createParser() {
  const { Parser, Language } = await import('web-tree-sitter');
  await Parser.init();
  const language = await Language.load(require.resolve('tree-sitter-python/tree-sitter-python.wasm'));
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

class StubError extends Error {}

/** The text of a string literal node (raw or plain; plain strings may only use simple escapes). */
function stringValue(node, where) {
  const start = node.children.find((c) => c.type === 'string_start')?.text ?? '';
  const content = node.children
    .filter((c) => c.type === 'string_content' || c.type === 'escape_sequence')
    .map((c) => c.text)
    .join('');
  if (/[rR]/.test(start)) return content;
  if (node.children.some((c) => c.type === 'interpolation')) throw new StubError(`${where}: f-string docstring`);
  return content.replace(/\\(["'\\])/g, '$1').replace(/\\n/g, '\n');
}

/** The docstring of a body (block) or module: its first statement when that is a string. */
function docstringOf(statements, where) {
  const first = statements.find((s) => s.type !== 'comment');
  if (first?.type === 'expression_statement' && first.namedChildren[0]?.type === 'string') {
    return cleandoc(stringValue(first.namedChildren[0], where));
  }
  return undefined;
}

/** Python's inspect.cleandoc: strip the first line, remove the common indentation of the rest. */
function cleandoc(text) {
  const lines = text.replace(/\t/g, '    ').split('\n');
  const indents = lines
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => l.length - l.trimStart().length);
  const margin = indents.length ? Math.min(...indents) : 0;
  const out = [lines[0].trim(), ...lines.slice(1).map((l) => l.slice(margin).trimEnd())];
  while (out.length && !out[0]) out.shift();
  while (out.length && !out[out.length - 1]) out.pop();
  return out.join('\n');
}

/** Lines of a section joined: entries start at `indent`, continuation lines are indented further. */
function entries(lines, indent) {
  const items = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const depth = line.length - line.trimStart().length;
    if (depth <= indent || items.length === 0) items.push(line.trim());
    else items[items.length - 1] += ` ${line.trim()}`;
  }
  return items;
}

/**
 * Splits a Google-style docstring into summary, sections and the `Added in` version.
 * @param {string} doc
 * @param {string} where
 */
export function parseDocstring(doc, where) {
  const lines = doc.split('\n');
  /** @type {Record<string, string[]>} */
  const sections = {};
  const head = [];
  let current = head;
  for (const line of lines) {
    const m = /^(\w+):$/.exec(line);
    if (m && SECTIONS.has(m[1])) {
      if (sections[m[1]]) throw new StubError(`${where}: two "${m[1]}:" sections`);
      current = sections[m[1]] = [];
    } else if (m && /^[A-Z]/.test(m[1]) && current === head) {
      throw new StubError(`${where}: unknown docstring section "${m[1]}:" (use ${[...SECTIONS].join(', ')})`);
    } else current.push(line);
  }
  const paragraphs = head.join('\n').split(/\n\s*\n/);
  let added;
  const summaryParts = [];
  for (const p of paragraphs) {
    const text = p
      .split('\n')
      .map((l) => l.trim())
      .join(' ')
      .trim();
    const a = ADDED.exec(text);
    if (a) added = a[1];
    else if (text) summaryParts.push(text);
  }
  if (summaryParts.length !== 1) throw new StubError(`${where}: the docstring needs one summary paragraph`);
  const named = (name) =>
    entries(sections[name] ?? [], 4).map((e) => {
      const i = e.indexOf(': ');
      if (i < 0) throw new StubError(`${where}: "${name}:" entry without "name: text": ${e}`);
      return [e.slice(0, i), e.slice(i + 2)];
    });
  const examples = sections.Examples ? cleandoc(`\n${sections.Examples.join('\n')}`) : undefined;
  const notes = sections.Notes
    ? entries(sections.Notes, 4).map((n) => {
        if (!n.startsWith('- ')) throw new StubError(`${where}: a "Notes:" item must start with "- "`);
        return n.slice(2);
      })
    : undefined;
  return {
    summary: summaryParts[0],
    added,
    args: named('Args'),
    returns: sections.Returns ? entries(sections.Returns, -1).join(' ') : undefined,
    raises: named('Raises'),
    examples,
    notes,
  };
}

function field(node, name) {
  return node.childForFieldName(name);
}

function bodyStatements(node) {
  return field(node, 'body')?.namedChildren ?? [];
}

/** A function definition, with its decorators, as an SdkCallable (plus its version facts). */
function callableOf(decorators, fn, where, className, positions) {
  const name = field(fn, 'name').text;
  const qual = className ? `${className}.${name}` : name;
  const definedAt = `${where}:${fn.startPosition.row + 1}`;
  const here = `${definedAt}: ${qual}`;
  const decos = decorators.map((d) => d.namedChildren[0]?.text);
  let kind = className ? 'method' : 'function';
  if (decos.includes('property')) kind = 'property';
  else if (decos.includes('classmethod')) kind = 'classmethod';
  else if (decos.includes('staticmethod')) kind = 'staticmethod';
  else if (decos.includes('contextmanager')) kind = 'contextmanager';
  else if (name === '__init__') kind = 'constructor';
  let returnType = field(fn, 'return_type')?.text;
  if (!returnType) throw new StubError(`${here}: no return type`);
  if (kind === 'contextmanager') {
    const generic = field(fn, 'return_type').namedChildren[0];
    const inner =
      generic?.type === 'generic_type' && generic.namedChildren[0]?.text === 'Iterator'
        ? generic.namedChildren[1]
        : null;
    if (!inner) throw new StubError(`${here}: a @contextmanager stub returns Iterator[T]`);
    returnType = `ContextManager[${inner.namedChildren.map((c) => c.text).join(', ')}]`;
  }
  const doc = docstringOf(bodyStatements(fn), here);
  if (doc === undefined) throw new StubError(`${here}: no docstring`);
  const parsed = parseDocstring(doc, here);
  let exampleAt;
  if (positions) {
    const str = bodyStatements(fn)[0].namedChildren[0];
    const offset = str.text.split('\n').findIndex((l) => l.trim() === 'Examples:');
    exampleAt = `${where}:${str.startPosition.row + offset + 2}`;
  }
  const at = positions ? { definedAt } : {};
  if (kind === 'property') {
    return { kind, property: { name, type: returnType, description: parsed.summary, added: parsed.added, ...at } };
  }
  const descriptions = new Map(parsed.args);
  const params = [];
  let keywordOnly = false;
  const all = field(fn, 'parameters').namedChildren;
  all.forEach((p, i) => {
    if (p.type === 'keyword_separator') {
      keywordOnly = true;
      return;
    }
    if (p.type === 'comment') return;
    if (i === 0 && className && kind !== 'staticmethod' && p.type === 'identifier') return; // self, cls
    if (p.type !== 'typed_parameter' && p.type !== 'typed_default_parameter') {
      throw new StubError(`${here}: parameter "${p.text}" needs a type`);
    }
    const pname = p.type === 'typed_parameter' ? p.namedChildren[0].text : field(p, 'name').text;
    const type = field(p, 'type').text;
    const value = field(p, 'value')?.text;
    let description = descriptions.get(pname);
    if (description === undefined) throw new StubError(`${here}: parameter "${pname}" has no "Args:" entry`);
    descriptions.delete(pname);
    const a = ARG_ADDED.exec(description);
    if (a) description = description.slice(0, a.index);
    params.push({
      name: pname,
      type,
      ...(value !== undefined ? { default: value } : {}),
      ...(keywordOnly ? { keywordOnly: true } : {}),
      description,
      ...(a ? { added: a[1] } : {}),
    });
  });
  if (descriptions.size)
    throw new StubError(`${here}: "Args:" names no parameter: ${[...descriptions.keys()].join(', ')}`);
  if (parsed.returns === undefined) throw new StubError(`${here}: no "Returns:" section`);
  if (parsed.examples === undefined) throw new StubError(`${here}: no "Examples:" section`);
  return {
    name: kind === 'constructor' ? className : name,
    kind,
    summary: parsed.summary,
    params,
    returns: { type: kind === 'constructor' ? className : returnType, description: parsed.returns },
    raises: parsed.raises.map(([type, when]) => ({ type, when })),
    example: parsed.examples,
    ...(parsed.notes ? { notes: parsed.notes } : {}),
    added: parsed.added,
    ...(exampleAt ? { exampleAt } : {}),
    ...at,
  };
}

function unwrapDecorated(node) {
  if (node.type === 'decorated_definition') {
    return { decorators: node.namedChildren.filter((c) => c.type === 'decorator'), def: field(node, 'definition') };
  }
  return { decorators: [], def: node };
}

function classOf(node, where, positions) {
  const name = field(node, 'name').text;
  const definedAt = `${where}:${node.startPosition.row + 1}`;
  const here = `${definedAt}: ${name}`;
  const bases = field(node, 'superclasses')?.namedChildren.map((b) => b.text) ?? [];
  const statements = bodyStatements(node);
  const doc = docstringOf(statements, here);
  if (doc === undefined) throw new StubError(`${here}: no docstring`);
  const parsed = parseDocstring(doc, here);
  const cls = {
    name,
    summary: parsed.summary,
    ...(bases.length ? { bases } : {}),
    properties: [],
    methods: [],
    ...(parsed.notes ? { notes: parsed.notes } : {}),
    added: parsed.added,
    ...(positions ? { definedAt } : {}),
  };
  for (const s of statements) {
    const { decorators, def } = unwrapDecorated(s);
    if (def.type !== 'function_definition') continue;
    // Private names and protocol methods (`__enter__`) are not part of the documented surface.
    if (field(def, 'name').text.startsWith('_') && field(def, 'name').text !== '__init__') continue;
    const c = callableOf(decorators, def, where, name, positions);
    if (c.kind === 'property') cls.properties.push(c.property);
    else if (c.kind === 'constructor') cls.init = c;
    else cls.methods.push(c);
  }
  return cls;
}

/** One .pyi file as an SdkModule, or undefined for a file that is not a reference page. */
function moduleOf(tree, name, where, positions) {
  const statements = tree.rootNode.namedChildren;
  const meta = {};
  for (const s of statements) {
    if (s.type !== 'comment') continue;
    const m = /^# docs-(page|category): (\S+)$/.exec(s.text);
    if (m) meta[m[1]] = m[2];
  }
  if (!meta.page) return undefined;
  if (!CATEGORIES.includes(meta.category))
    throw new StubError(`${where}: "# docs-category:" must be one of ${CATEGORIES.join(', ')}`);
  const doc = docstringOf(statements, where);
  if (doc === undefined) throw new StubError(`${where}:1: no module docstring`);
  const docLine = statements.find((s) => s.type !== 'comment').startPosition.row + 1;
  const parsed = parseDocstring(doc, `${where}:${docLine}`);
  const module = {
    name,
    page: meta.page,
    category: meta.category,
    summary: parsed.summary,
    classes: [],
    functions: [],
    constants: [],
    added: parsed.added,
  };
  statements.forEach((s, i) => {
    if (s.type === 'expression_statement' && s.namedChildren[0]?.type === 'assignment') {
      const a = s.namedChildren[0];
      const cname = field(a, 'left').text;
      const definedAt = `${where}:${s.startPosition.row + 1}`;
      const type = field(a, 'type')?.text;
      const value = field(a, 'right')?.text;
      if (!type || value === undefined)
        throw new StubError(`${definedAt}: constant ${cname} needs "NAME: type = value"`);
      const next = statements[i + 1];
      const str =
        next?.type === 'expression_statement' && next.namedChildren[0]?.type === 'string'
          ? next.namedChildren[0]
          : null;
      if (!str) throw new StubError(`${definedAt}: constant ${cname} needs a docstring on the next line`);
      const d = parseDocstring(cleandoc(stringValue(str, definedAt)), `${definedAt}: ${cname}`);
      const at = positions ? { definedAt } : {};
      module.constants.push({ name: cname, type, value, description: d.summary, added: d.added, ...at });
      return;
    }
    const { decorators, def } = unwrapDecorated(s);
    if (def.type === 'class_definition') module.classes.push(classOf(def, where, positions));
    else if (def.type === 'function_definition')
      module.functions.push(callableOf(decorators, def, where, null, positions));
  });
  return module;
}

function stubFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.pyi'))
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort();
}

/** The module name of a stub file: labwire/lc/lc.pyi -> labwire.lc.lc, labwire/__init__.pyi -> labwire. */
function moduleName(root, file) {
  return relative(root, file)
    .replace(/\.pyi$/, '')
    .split(sep)
    .filter((p, i, all) => !(p === '__init__' && i === all.length - 1))
    .join('.');
}

/**
 * Every documented module of the stubs, ordered by sidebar category, then page.
 * @param {string} [root] the folder holding the `labwire` package
 * @param {{ overrides?: Record<string, string>, positions?: boolean }} [options] `overrides`: file
 *   contents by path, read instead of the disk (or as extra files); `positions`: give each callable
 *   an `exampleAt` (`file:line` of its example), for the sample checks, and each class, callable,
 *   property and constant a `definedAt` (`file:line` of its definition)
 */
export async function parseStubs(root = stubRoot, { overrides = {}, positions = false } = {}) {
  const parser = await createParser();
  const files = [...new Set([...stubFiles(root), ...Object.keys(overrides)])].sort();
  const modules = [];
  for (const file of files) {
    const where = relative(process.cwd(), file);
    const source = overrides[file] ?? readFileSync(file, 'utf8');
    const tree = parser.parse(source);
    if (!tree) throw new StubError(`${where}: could not parse`);
    if (tree.rootNode.hasError) {
      const bad = [];
      const walk = (n) => {
        if (n.isError || n.isMissing) bad.push(n);
        else n.children.forEach(walk);
      };
      walk(tree.rootNode);
      throw new StubError(`${where}:${(bad[0]?.startPosition.row ?? 0) + 1}: Python syntax error`);
    }
    const module = moduleOf(tree, moduleName(root, file), where, positions);
    if (module) modules.push(module);
  }
  modules.sort(
    (a, b) =>
      CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) ||
      (a.page < b.page ? -1 : a.page > b.page ? 1 : 0),
  );
  return modules;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  parseStubs(process.argv[2] ?? stubRoot).then(
    (modules) => process.stdout.write(JSON.stringify(modules)),
    (error) => {
      process.stderr.write(`${error instanceof StubError ? error.message : error.stack}\n`);
      process.exit(1);
    },
  );
}
