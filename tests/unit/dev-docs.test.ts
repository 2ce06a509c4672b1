/**
 * The developer docs (README.md, docs-dev/*.md) describe the design as it is: every repository path
 * they name exists, and they keep no dated measurement or run log, which goes stale with the next
 * change (measured figures belong to `npm run bench` output).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeLines } from '../../src/build/codeFences';

const root = join(__dirname, '..', '..');
const devDocs = readdirSync(join(root, 'docs-dev'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(root, 'docs-dev', name));
const docs = [join(root, 'README.md'), ...devDocs];

/** Folders the build and the tools write, named in the docs but not in the repository. */
const GENERATED = new Set([
  'build',
  'build-hosted',
  'build.next',
  '.docusaurus',
  'node_modules',
  'test-logs',
  'test-results',
  'bench-results',
  'api',
]);
const topLevel = new Set(readdirSync(root));

/** Each line of `file` outside fenced code blocks, with its 1-based number. */
function proseLines(file: string): { line: string; number: number }[] {
  const text = readFileSync(file, 'utf8');
  const code = codeLines(text, relative(root, file), 'md');
  return text
    .split('\n')
    .map((line, i) => ({ line, number: i + 1 }))
    .filter(({ number }) => !code.has(number));
}

/**
 * The part of a repository path that must exist: up to the first segment holding a placeholder
 * (`<route>`, `*`, `{a,b}`, `…`, `STAGE`), without a trailing `:line` or `#anchor`; undefined for
 * what is not a repository path (a route, a package file, a name relative to another folder).
 */
function repositoryPath(text: string): string | undefined {
  const path = text.replace(/#.*$/, '').replace(/(:[\w<>]+)+$/, '');
  if (!/^[\w.@-][\w.@+*<>{},…-]*(\/[\w.@+*<>{},…-]*)+$/.test(path) || path.startsWith('..')) return undefined;
  const segments = path.split('/');
  if (!topLevel.has(segments[0]) || GENERATED.has(segments[0])) return undefined;
  const fixed: string[] = [];
  for (const segment of segments) {
    if (/[*<>{},…]/.test(segment)) break;
    if (segment) fixed.push(segment);
  }
  return fixed.join('/');
}

/** The content of each code span of a line. */
const codeSpans = (line: string) => line.split('`').filter((_, i) => i % 2 === 1);

describe('developer docs', () => {
  it('reads repository paths and leaves other code spans alone', () => {
    expect(repositoryPath('src/config/overrides.ts')).toBe('src/config/overrides.ts');
    expect(repositoryPath('src/plugins/postBuild/')).toBe('src/plugins/postBuild');
    expect(repositoryPath('sdk/stubs/labwire/**/*.pyi')).toBe('sdk/stubs/labwire');
    expect(repositoryPath('src/theme/{LastUpdated,Markdown}')).toBe('src/theme');
    expect(repositoryPath('test-logs/x.log')).toBeUndefined();
    expect(repositoryPath('scripts/build.mjs:12')).toBe('scripts/build.mjs');
    for (const other of ['/api/get-flows', 'npm run build', '@docusaurus/core/lib/x.js', 'DocItem/Content', '../x']) {
      expect(repositoryPath(other), other).toBeUndefined();
    }
  });

  it('name only repository paths that exist (in code spans and relative links)', () => {
    const dangling: string[] = [];
    for (const file of docs) {
      for (const { line, number } of proseLines(file)) {
        const named = codeSpans(line).map(repositoryPath);
        const prose = line
          .split('`')
          .filter((_, i) => i % 2 === 0)
          .join(' ');
        const linked = [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
          .map((m) => m[1].replace(/#.*$/, ''))
          .filter((target) => target && !/^[a-z]+:/.test(target))
          .map((target) => relative(root, join(dirname(file), target)));
        for (const path of [...named, ...linked]) {
          if (path !== undefined && path !== '' && !existsSync(join(root, path))) {
            dangling.push(`${relative(root, file)}:${number}: ${path} does not exist`);
          }
        }
      }
    }
    expect(dangling).toEqual([]);
  });

  it("README's layout table names every top-level folder", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));
    const named = new Set(codeSpans(layout).map((span) => span.replace(/\/.*$/, '')));
    // Folders .gitignore names (`/build/`, `test-logs/`) are written by the tools, not kept.
    const ignored = new Set(
      readFileSync(join(root, '.gitignore'), 'utf8')
        .split('\n')
        .flatMap((line) => /^\/?([\w.-]+)\/$/.exec(line.trim())?.[1] ?? []),
    );
    const unnamed = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '.git' && !ignored.has(entry.name))
      .map((entry) => `${entry.name}/`)
      .filter((name) => !named.has(name.slice(0, -1)));
    expect(unnamed).toEqual([]);
  });

  it('keep no dated measurement or run log in docs-dev', () => {
    const RUN_LOG = [/\b20\d\d-[01]\d-[0-3]\d\b/, /\bmeasured on\b/i, /\bthis (?:[\w-]+ )?machine\b/i];
    const found = devDocs.flatMap((file) =>
      proseLines(file)
        .filter(({ line }) => RUN_LOG.some((pattern) => pattern.test(line)))
        .map(({ line, number }) => `${relative(root, file)}:${number}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it("README states the Node.js range of package.json's engines.node", () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    // "Node.js x.y or later" and a range in a code span on the same line (`>=x.y`).
    const stated = proseLines(join(root, 'README.md'))
      .filter(({ line }) => /\bNode\.js\b/.test(line))
      .flatMap(({ line, number }) => [
        ...[...line.matchAll(/Node\.js (\d+(?:\.\d+)*) or later/g)].map((m) => ({ range: `>=${m[1]}`, number })),
        ...codeSpans(line)
          .filter((span) => /^[<>=^~]+\s*\d/.test(span))
          .map((range) => ({ range, number })),
      ]);
    expect(stated.length, 'README.md states no Node.js range ("Node.js x.y or later")').toBeGreaterThan(0);
    const differing = stated
      .filter(({ range }) => range !== pkg.engines.node)
      .map(
        ({ range, number }) =>
          `README.md:${number}: Node.js ${range}, but package.json engines.node is ${pkg.engines.node}`,
      );
    expect(differing).toEqual([]);
  });
});
