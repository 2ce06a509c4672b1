#!/usr/bin/env node
/**
 * Reads the SDK surface from the typed stub package sdk/stubs/labwire/**\/*.pyi with tree-sitter's
 * Python grammar (no Python at build time, no regular expressions over Python) and returns it in
 * the shape of src/sdk/sdkTypes.ts. This module finds the stub files, parses each one and orders
 * the modules; src/sdk/stubWalker.mjs reads a parsed file and src/sdk/docstring.mjs its docstrings.
 *
 * What the stubs must look like (the contributing guide has the writer's recipe, sdk/stubs/README.md
 * the pipeline):
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
 * Run as a script, it prints the surface as JSON: src/sdk/sdkSurface.ts runs it once per process,
 * because tree-sitter's WebAssembly loads asynchronously and the sidebar and remark plugins that
 * read the surface are synchronous.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StubError } from './stubError.mjs';
import { CATEGORIES, moduleOf } from './stubWalker.mjs';

const require = createRequire(import.meta.url);
export const stubRoot = fileURLToPath(new URL('../../sdk/stubs', import.meta.url));

/** @returns {Promise<import('web-tree-sitter').Parser>} */
async function createParser() {
  const { Parser, Language } = await import('web-tree-sitter');
  await Parser.init();
  const language = await Language.load(require.resolve('tree-sitter-python/tree-sitter-python.wasm'));
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
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
    const tree = parser.parse(overrides[file] ?? readFileSync(file, 'utf8'));
    if (!tree) throw new StubError(`${where}: could not parse`);
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
