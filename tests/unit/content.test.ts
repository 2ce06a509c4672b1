import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

/**
 * The content standard over every hand-written page (docs/, sdk/, releases/, api/index.mdx):
 * no leftover words, no empty section, word counts per section of the site, and code blocks that
 * parse (Python 3 via python3's ast module, JSON, YAML).
 */
const root = join(__dirname, '..', '..');
function mdxFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(path);
    return /\.mdx?$/.test(entry.name) && !/\.(api|schema|tag|info)\.mdx$/.test(entry.name) ? [path] : [];
  });
}
const pages = [...mdxFiles('docs'), ...mdxFiles('sdk'), ...mdxFiles('releases'), 'api/index.mdx'];
const source = (file: string) => readFileSync(join(root, file), 'utf8');
const body = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '');
/** Prose words: code blocks, imports and JSX tags left out. */
const words = (text: string) =>
  body(text)
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
const blocks = (text: string, langs: string[]) =>
  [...text.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)]
    .filter((m) => langs.includes(m[1]))
    .map((m) => ({ lang: m[1], code: m[2], line: text.slice(0, m.index).split('\n').length }));

describe('content standard', () => {
  it('found the pages', () => {
    expect(pages.length).toBeGreaterThan(170);
  });

  it.each(pages)('%s has no leftover words', (file) => {
    expect(source(file)).not.toMatch(/\b(TODO|TBD|FIXME|XXX|lorem ipsum|coming soon)\b/i);
  });

  it.each(pages)('%s writes admonition titles as :::type[Title]', (file) => {
    // The MDX 1 form ":::warning Title" is not parsed (future.v4) and would show as text.
    expect(body(source(file))).not.toMatch(/^\s*:::(note|tip|info|warning|danger|caution|important)[ \t]+\S/m);
  });

  it.each(pages)('%s has no empty section', (file) => {
    const lines = body(source(file))
      .replace(/```[\s\S]*?```/g, 'code')
      .split('\n');
    const headings = lines.map((l, i) => ({ level: /^(#{2,6}) /.exec(l)?.[1].length, i })).filter((h) => h.level);
    for (const [n, h] of headings.entries()) {
      const next = headings[n + 1];
      const end = next ? next.i : lines.length;
      const content = lines
        .slice(h.i + 1, end)
        .join('')
        .trim();
      // A heading directly followed by a deeper heading introduces its subsections.
      if (next && next.level! > h.level!) continue;
      expect(content, `${file}: "${lines[h.i]}" has nothing under it`).not.toBe('');
    }
  });

  it.each(pages.filter((f) => f.startsWith('docs/app/') && !/\/(Home|Support)\.mdx$/.test(f)))(
    '%s has at least 300 words',
    (file) => {
      expect(words(source(file))).toBeGreaterThanOrEqual(300);
    },
  );

  it.each(pages.filter((f) => /^releases\/\d{6}\.mdx$/.test(f)))('%s has at least 150 words and five items', (file) => {
    const text = source(file);
    expect(words(text)).toBeGreaterThanOrEqual(150);
    expect(body(text).match(/^- /gm)?.length ?? 0).toBeGreaterThanOrEqual(5);
  });

  it.each(pages)('%s: every JSON and YAML block parses', (file) => {
    for (const block of blocks(source(file), ['json', 'yaml', 'yml'])) {
      const parse = () => (block.lang === 'json' ? JSON.parse(block.code) : load(block.code));
      expect(parse, `${file}:${block.line} (${block.lang})`).not.toThrow();
    }
  });

  it('every Python block parses as Python 3', () => {
    const all = pages.flatMap((file) => blocks(source(file), ['python', 'py']).map((b) => ({ ...b, file })));
    expect(all.length).toBeGreaterThan(100);
    const script = `
import ast, json, sys
failures = []
for item in json.load(sys.stdin):
    try:
        ast.parse(item["code"])
    except SyntaxError as e:
        failures.append(f'{item["file"]}:{item["line"] + (e.lineno or 0)}: {e.msg}')
print(json.dumps(failures))`;
    const out = execFileSync('python3', ['-c', script], { input: JSON.stringify(all), encoding: 'utf8' });
    expect(JSON.parse(out), 'Python blocks that do not parse').toEqual([]);
  });

  // The page's CI job runs mypy with the configuration of the Labwire class page, which sets
  // disallow_untyped_defs: every parameter (pytest fixtures such as tmp_path too) and every return
  // must be annotated. cspell:ignore posonlyargs kwonlyargs vararg kwarg
  it('sdk/TestingNodes.mdx types every function of its samples', () => {
    expect(source('sdk/LabwireClass.mdx')).toMatch(/^disallow_untyped_defs = True$/m);
    const all = blocks(source('sdk/TestingNodes.mdx'), ['python', 'py']);
    const script = `
import ast, json, sys
untyped = []
for item in json.load(sys.stdin):
    for node in ast.walk(ast.parse(item["code"])):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            a = node.args
            params = a.posonlyargs + a.args + a.kwonlyargs + [p for p in (a.vararg, a.kwarg) if p]
            missing = [p.arg for p in params if p.annotation is None and p.arg not in ("self", "cls")]
            if missing or node.returns is None:
                untyped.append(f'{item["line"] + node.lineno}: {node.name} {missing}')
print(json.dumps(untyped))`;
    const out = execFileSync('python3', ['-c', script], { input: JSON.stringify(all), encoding: 'utf8' });
    expect(JSON.parse(out), 'functions without annotations').toEqual([]);
  });
});
