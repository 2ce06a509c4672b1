import { execFileSync } from 'node:child_process';
import { loadAll, parseEvents } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { blank, codeBlocks, withoutCodeBlocks } from '../../src/build/codeFences';
import { linesMatching, missingFrom } from '../lib/pageLines';
import { pages, read } from '../lib/sources';

/**
 * The content standard over every hand-written page (src/config/contentPages.mjs): no leftover
 * words, no empty section, word counts per section of the site, and code blocks that parse
 * (Python 3 via python3's ast module, JSON, YAML). A failure lists the lines at issue with file:line.
 */
/** The page with its front matter blanked: lines keep their numbers. */
const body = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, blank);
/** Prose words: code blocks, imports and JSX tags left out. */
const words = (file: string) =>
  body(withoutCodeBlocks(read(file), file))
    .replace(/^import .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
const blocks = (file: string, langs: string[]) => codeBlocks(read(file), file).filter((b) => langs.includes(b.lang));

/** The line, from 1, at a character offset of a text. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/**
 * Parses a YAML block as a stream (a front-matter example holds `---` lines). An excerpt of a YAML
 * file may use an anchor that file defines above it (`- *write_mode` in the contributing guide's
 * nodes.yaml entry): for an alias without its anchor, the syntax alone is checked.
 */
function parseYaml(value: string) {
  try {
    loadAll(value);
  } catch (error) {
    if (!/^unidentified alias/.test((error as { reason?: string }).reason ?? '')) throw error;
    parseEvents(value, {});
  }
}

/** Why a JSON or YAML block does not parse, with the file:line of the error; null when it parses. */
function parseError(file: string, block: { lang: string; value: string; line: number }): string | null {
  try {
    if (block.lang === 'json') JSON.parse(block.value);
    else parseYaml(block.value);
    return null;
  } catch (error) {
    const { message, mark } = error as { message: string; mark?: { line: number } };
    const position = /at position (\d+)/.exec(message)?.[1];
    const offset = mark ? mark.line : position ? lineAt(block.value, Number(position)) - 1 : 0;
    return `${file}:${block.line + offset}: ${block.lang} does not parse: ${message.split('\n')[0]}`;
  }
}

/** `file:line: "## Heading" has nothing under it` for each empty section of a page. */
function emptySections(file: string): string[] {
  const lines = body(read(file)).split('\n');
  // Headings are looked for outside code blocks; a code block under a heading is its content.
  const prose = body(withoutCodeBlocks(read(file), file)).split('\n');
  const headings = prose.map((l, i) => ({ level: /^(#{2,6}) /.exec(l)?.[1].length, i })).filter((h) => h.level);
  return headings.flatMap((h, n) => {
    const next = headings[n + 1];
    // A heading directly followed by a deeper heading introduces its subsections.
    if (next && next.level! > h.level!) return [];
    const content = lines
      .slice(h.i + 1, next ? next.i : lines.length)
      .join('')
      .trim();
    return content === '' ? [`${file}:${h.i + 1}: "${lines[h.i]}" has nothing under it`] : [];
  });
}

describe('content standard', () => {
  it('found the pages', () => {
    expect(pages.length).toBeGreaterThan(170);
  });

  it.each(pages)('%s has no leftover words', (file) => {
    expect(linesMatching(file, read(file), /\b(TODO|TBD|FIXME|XXX|lorem ipsum|coming soon)\b/i)).toEqual([]);
  });

  it.each(pages)('%s writes admonition titles as :::type[Title]', (file) => {
    // The MDX 1 form ":::warning Title" is not parsed (future.v4) and would show as text.
    const mdx1 = /^\s*:::(note|tip|info|warning|danger|caution|important)[ \t]+\S/;
    expect(linesMatching(file, body(read(file)), mdx1)).toEqual([]);
  });

  it.each(pages)('%s has no empty section', (file) => {
    expect(emptySections(file)).toEqual([]);
  });

  it.each(pages.filter((f) => f.startsWith('docs/app/') && !/\/(Home|Support)\.mdx$/.test(f)))(
    '%s has at least 300 words',
    (file) => {
      expect(words(file), `${file}: words of prose`).toBeGreaterThanOrEqual(300);
    },
  );

  it.each(pages.filter((f) => /^releases\/\d{6}\.mdx$/.test(f)))('%s has at least 150 words and five items', (file) => {
    expect(words(file), `${file}: words of prose`).toBeGreaterThanOrEqual(150);
    expect(linesMatching(file, body(read(file)), /^- /).length, `${file}: list items`).toBeGreaterThanOrEqual(5);
  });

  it.each(pages)('%s: every JSON and YAML block parses', (file) => {
    const errors = blocks(file, ['json', 'yaml', 'yml']).flatMap((block) => parseError(file, block) ?? []);
    expect(errors).toEqual([]);
  });

  it('every Python block parses as Python 3', () => {
    const all = pages.flatMap((file) =>
      blocks(file, ['python', 'py']).map((b) => ({ file, line: b.line, code: b.value })),
    );
    expect(all.length).toBeGreaterThan(100);
    const script = `
import ast, json, sys
failures = []
for item in json.load(sys.stdin):
    try:
        ast.parse(item["code"])
    except SyntaxError as e:
        failures.append(f'{item["file"]}:{item["line"] + (e.lineno or 1) - 1}: {e.msg}')
print(json.dumps(failures))`;
    const out = execFileSync('python3', ['-c', script], { input: JSON.stringify(all), encoding: 'utf8' });
    expect(JSON.parse(out), 'Python blocks that do not parse').toEqual([]);
  });

  // The page's CI job runs mypy with the configuration of the Labwire class page, which sets
  // disallow_untyped_defs: every parameter (pytest fixtures such as tmp_path too) and every return
  // must be annotated. cspell:ignore posonlyargs kwonlyargs vararg kwarg
  it('sdk/TestingNodes.mdx types every function of its samples', () => {
    expect(
      missingFrom('sdk/LabwireClass.mdx', read('sdk/LabwireClass.mdx'), /^disallow_untyped_defs = True$/m),
    ).toEqual([]);
    const file = 'sdk/TestingNodes.mdx';
    const all = blocks(file, ['python', 'py']).map((b) => ({ file, line: b.line, code: b.value }));
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
                untyped.append(f'{item["file"]}:{item["line"] + node.lineno - 1}: {node.name} {missing}')
print(json.dumps(untyped))`;
    const out = execFileSync('python3', ['-c', script], { input: JSON.stringify(all), encoding: 'utf8' });
    expect(JSON.parse(out), 'functions without annotations').toEqual([]);
  });
});
