/**
 * The tree walker of the stub reader: turns the tree-sitter tree of one .pyi file into an SdkModule
 * (src/sdk/sdkTypes.ts): its constants, classes, functions, their parameters and docstrings
 * (parsed by src/sdk/docstring.mjs). Every mistake it finds names the stub's `file:line`.
 */
import { cleandoc, parseDocstring } from './docstring.mjs';
import { StubError } from './stubError.mjs';

/** The sidebar categories of a module page, in sidebar order. */
export const CATEGORIES = ['guide', 'core', 'integration', 'analysis'];
const ARG_ADDED = / Added in (\d+\.\d+)\.$/;

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

/** Throws at the first syntax error of a parsed file. */
function checkSyntax(tree, where) {
  if (!tree.rootNode.hasError) return;
  const bad = [];
  const walk = (n) => {
    if (n.isError || n.isMissing) bad.push(n);
    else n.children.forEach(walk);
  };
  walk(tree.rootNode);
  throw new StubError(`${where}:${(bad[0]?.startPosition.row ?? 0) + 1}: Python syntax error`);
}

/**
 * One parsed .pyi file as an SdkModule, or undefined for a file that is not a reference page.
 * @param {import('web-tree-sitter').Tree} tree
 * @param {string} name the module name, e.g. `labwire.lc.lc`
 * @param {string} where the file, relative to the working directory, for messages
 * @param {boolean} positions whether to give entries their `definedAt` and `exampleAt`
 */
export function moduleOf(tree, name, where, positions) {
  checkSyntax(tree, where);
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
