/**
 * A dedupe column tells rows apart. `stream_rows(..., dedupe_column=...)` and the stream-data
 * operation's `dedupeColumn` drop a row whose value in that column was already streamed, so a sample
 * whose rows share a value there loses rows (two readings stamped with one `now`). Python samples
 * whose rows are written out as dictionaries, and the request examples of openapi.yaml, must give
 * each row its own value; a repeat fails with page:line.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { withoutCodeBlocks } from '../../src/build/codeFences';
import { isNode, type Json, openapi, pages, read } from '../lib/sources';
import { analyzeSamples, type Sample, siteSamples } from './pythonSamples';

/** Prints one JSON finding per `stream_rows` call whose literal rows repeat a dedupe value. */
const ANALYZER = String.raw`
import ast, json, sys

def rows_of(tree, arg, before):
    if isinstance(arg, ast.List):
        return arg.elts
    if isinstance(arg, ast.Name):
        found = None
        for node in ast.walk(tree):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
            if any(isinstance(t, ast.Name) and t.id == arg.id for t in targets) and node.lineno < before:
                if isinstance(node.value, ast.List) and (found is None or node.lineno > found[0]):
                    found = (node.lineno, node.value.elts)
        return found[1] if found else []
    return []

out = []
for sample in json.load(sys.stdin):
    try:
        tree = ast.parse(sample["code"])
    except SyntaxError:
        continue
    for call in ast.walk(tree):
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "stream_rows"):
            continue
        kw = {k.arg: k.value for k in call.keywords}
        column = kw.get("dedupe_column", call.args[2] if len(call.args) > 2 else None)
        rows = kw.get("rows", call.args[1] if len(call.args) > 1 else None)
        if not (isinstance(column, ast.Constant) and isinstance(column.value, str)) or rows is None:
            continue
        seen = {}
        for row in rows_of(tree, rows, call.lineno):
            if not isinstance(row, ast.Dict):
                continue
            for key, value in zip(row.keys, row.values):
                if isinstance(key, ast.Constant) and key.value == column.value:
                    shown = ast.unparse(value)
                    if ast.dump(value) in seen:
                        out.append({"where": sample["where"], "line": row.lineno,
                                    "why": f"rows repeat {column.value} = {shown}, so dedupe_column drops one"})
                    seen[ast.dump(value)] = True
print(json.dumps(out))
`;

const analyze = (samples: readonly Sample[]) => analyzeSamples(ANALYZER, samples);

/** The request examples of openapi.yaml with a `dedupeColumn`, and the rows that repeat a value. */
function openapiRepeats(): string[] {
  const lines = read('openapi.yaml').split('\n');
  const problems: string[] = [];
  const visit = (value: Json, path: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, `${path}/${i}`));
    if (!isNode(value)) return;
    const column = value.dedupeColumn;
    if (typeof column === 'string' && Array.isArray(value.rows)) {
      const seen = new Set<string>();
      for (const row of value.rows) {
        const key = JSON.stringify(isNode(row) ? row[column] : undefined);
        if (seen.has(key)) {
          const line = lines.findIndex((l) => l.includes(`${column}: ${JSON.parse(key) as string}`));
          problems.push(`openapi.yaml:${line + 1}: ${path} repeats ${column} = ${key} in its rows`);
        }
        seen.add(key);
      }
    }
    for (const [k, v] of Object.entries(value)) visit(v, `${path}/${k}`);
  };
  visit(openapi, '#');
  return problems;
}

let samples: Sample[] = [];

beforeAll(async () => {
  samples = await siteSamples();
}, 60_000);

describe('dedupe columns in samples', () => {
  it('finds rows that share a dedupe value', () => {
    const code = [
      'now = dt.datetime.now(dt.timezone.utc)',
      'readings = [',
      '    {"reactor": "BR-03", "measured_at": now, "ph": 7.02},',
      '    {"reactor": "BR-04", "measured_at": now, "ph": 6.97},',
      ']',
      'lw.stream_rows("bioreactor_readings", readings, dedupe_column="measured_at")',
      'lw.stream_rows("bioreactor_readings", readings, dedupe_column="reactor")',
    ].join('\n');
    expect(analyze([{ where: 'x.md:5', code }])).toEqual([
      'x.md:8: rows repeat measured_at = now, so dedupe_column drops one',
    ]);
  });

  it('no Python sample streams rows that share a dedupe value', () => {
    expect(analyze(samples)).toEqual([]);
  });

  it('no openapi.yaml example streams rows that share a dedupe value', () => {
    expect(openapiRepeats()).toEqual([]);
  });
});

/**
 * Every row a reader writes from one file carries that file's `source_file`, so advice to
 * deduplicate on `source_file` alone keeps one row per file and drops the rest. Prose that says so
 * fails with page:line; keeping each file's latest load (its newest `_lw_flow_run_id`) is the fix.
 */
const SOURCE_FILE_ONLY = /dedup\w*\s+(?:on|by)\s+`source_file`(?!\s*(?:,|and\b|plus\b))/gi;

function sourceFileDedupes(file: string, text: string = read(file)): string[] {
  const prose = withoutCodeBlocks(text, file);
  return [...prose.matchAll(SOURCE_FILE_ONLY)].map(
    (m) =>
      `${file}:${prose.slice(0, m.index).split('\n').length}: every row of a file has its source_file, so deduplicating on it alone keeps one row per file; keep each file's latest load instead`,
  );
}

describe('deduplicating on source_file', () => {
  it('reports advice to deduplicate on source_file alone, and not with a row key', () => {
    const text = [
      'Intro.',
      '',
      'Deduplicate on `source_file` downstream.',
      'Deduplicate on `source_file` and `well`.',
    ].join('\n');
    expect(sourceFileDedupes('x.md', text)).toEqual([
      "x.md:3: every row of a file has its source_file, so deduplicating on it alone keeps one row per file; keep each file's latest load instead",
    ]);
  });

  it('no page advises it', () => {
    expect(pages.flatMap((page) => sourceFileDedupes(page))).toEqual([]);
  });
});
