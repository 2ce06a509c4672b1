/**
 * src/lib holds code the browser bundle may import; src/build holds what runs only at build time
 * (sidebars, plugins, remark, scripts). A module of src/lib fails this test when it imports a Node
 * builtin, directly or through another module of src/, or anything from src/build: bundled into a
 * page, such a module breaks the bundle or carries build code to every reader.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..', '..');
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
const SOURCE = /\.(tsx?|mjs|js)$/;

interface Import {
  specifier: string;
  /** `import type` and `export type`: gone from the bundle, so not followed. */
  typeOnly: boolean;
}

/** The module specifiers a file imports, statically, dynamically or with require(). */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: Import[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier);

/** The file a relative or `@site/` specifier names, or undefined for a package. */
function resolveImport(siteDir: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = join(siteDir, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  return EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Every import that breaks the split, one line each: `src/lib/a.ts -> src/x.ts imports node:fs`.
 * Imports are followed through src/ as the bundler would, type-only ones excepted.
 */
export function libProblems(siteDir: string): string[] {
  const src = join(siteDir, 'src');
  const build = join(src, 'build') + sep;
  const name = (file: string) => relative(siteDir, file);
  const problems = new Set<string>();
  for (const start of filesUnder(join(src, 'lib'))) {
    const seen = new Set([start]);
    const queue: string[][] = [[start]];
    for (let chain = queue.shift(); chain; chain = queue.shift()) {
      const file = chain.at(-1)!;
      const path = chain.map(name).join(' -> ');
      for (const { specifier, typeOnly } of importsOf(file)) {
        const target = resolveImport(siteDir, file, specifier);
        if (target?.startsWith(build)) problems.add(`${path} imports ${name(target)} (src/build is build-only)`);
        else if (isBuiltin(specifier) && (chain.length === 1 || !typeOnly)) {
          problems.add(`${path} imports ${specifier} (a Node builtin)`);
        } else if (target?.startsWith(src + sep) && !typeOnly && !seen.has(target)) {
          seen.add(target);
          queue.push([...chain, target]);
        }
      }
    }
  }
  return [...problems];
}

describe('src/lib is safe for the browser', () => {
  it('finds a Node builtin, an import from src/build and a builtin reached through src/ (the check itself works)', () => {
    const site = mkdtempSync(join(tmpdir(), 'lw-lib-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(site, path)), { recursive: true });
        writeFileSync(join(site, path), text);
      };
      write('src/lib/reads.ts', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n");
      write('src/lib/build.ts', "import type { B } from '../build/b';\nexport type A = B;\n");
      write('src/lib/chain.ts', "export { c } from '@site/src/shared/c';\n");
      write('src/shared/c.ts', "import { join } from 'path';\nexport const c = join;\n");
      write(
        'src/lib/safe.tsx',
        "import type { S } from '../shared/types';\nimport React from 'react';\nexport const s = React;\n",
      );
      write('src/shared/types.ts', "import type { Stats } from 'node:fs';\nexport type S = Stats;\n");
      write('src/build/b.ts', 'export type B = string;\n');
      expect(libProblems(site).sort()).toEqual([
        'src/lib/build.ts imports src/build/b.ts (src/build is build-only)',
        'src/lib/chain.ts -> src/shared/c.ts imports path (a Node builtin)',
        'src/lib/reads.ts imports node:fs (a Node builtin)',
      ]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('no module of src/lib imports a Node builtin or src/build', () => {
    expect(filesUnder(join(root, 'src', 'lib')).length).toBeGreaterThan(5);
    expect(libProblems(root)).toEqual([]);
  });
});
