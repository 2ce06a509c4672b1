/**
 * No import cycles among the site's own modules (src/). A cycle makes module order matter: a type
 * module imported back by its users, or a plugin whose steps import the pass that runs them. Type
 * imports count too: they are how such cycles start.
 */
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..', '..');
const src = join(root, 'src');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = join(root, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  if (existsSync(base) && statSync(base).isFile()) return base;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate));
}

export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((m) => resolveImport(file, m[1]))
      .filter((t): t is string => t !== undefined && t.startsWith(src));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('import cycles in src/', () => {
  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('src/ has none', () => {
    const graph = importGraph(sourceFiles(src));
    expect(graph.size).toBeGreaterThan(50);
    const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0);
    expect(edges).toBeGreaterThan(50);
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => relative(root, file)).join(' -> '));
    expect(cycles).toEqual([]);
  });
});

describe('src/ and scripts/', () => {
  it('src/ imports nothing from scripts/ (scripts run the site; the site does not run scripts)', () => {
    const fromScripts = sourceFiles(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((m) => (m[1].startsWith('.') ? resolve(dirname(file), m[1]) : m[1]))
        .filter((target) => target.startsWith(join(root, 'scripts')) || target.startsWith('@site/scripts'))
        .map((target) => `${relative(root, file)} -> ${relative(root, target)}`),
    );
    expect(fromScripts).toEqual([]);
  });
});
