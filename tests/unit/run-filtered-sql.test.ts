/**
 * A ```sql block that reads only the current run's rows (`_lw_flow_run_id = @flow_run_id`) is a
 * Transform SQL query, and what it leaves in its output table depends on the node's `write_mode`:
 * with the default, `replace`, every run overwrites the table with its own rows, so a table meant to
 * collect every run keeps only the last one. The section of the page that holds such a block (from
 * the heading above it to the next heading) must therefore name the write mode it needs, `append`
 * or `replace`; a section that does not fails with page:line.
 */
import { describe, expect, it } from 'vitest';
import { codeBlocks } from '../../src/build/codeFences';
import { pages, read } from '../lib/sources';

const RUN_FILTER = /_lw_flow_run_id\s*=\s*@flow_run_id/;
const HEADING = /^#{1,6} /;
const WRITE_MODE = /\b(append|replace)\b/;
const FIXTURE = 'tests/fixtures/run-filtered-sql/write-modes.md';

/** page:line of each run-filtered SQL block whose section names no write mode. */
function sectionsWithoutWriteMode(file: string): string[] {
  const text = read(file);
  const lines = text.split('\n');
  const blocks = codeBlocks(text, file);
  // The block's own lines do not count: `REPLACE(...)` in SQL is not a write mode.
  const prose = lines.map((line, i) =>
    blocks.some((b) => i + 1 >= b.line - 1 && i + 1 <= b.line + b.value.split('\n').length) ? '' : line,
  );
  return blocks
    .filter((b) => b.lang === 'sql' && RUN_FILTER.test(b.value))
    .filter((b) => {
      let start = b.line - 1;
      while (start > 0 && !HEADING.test(prose[start - 1])) start--;
      let end = b.line;
      while (end < prose.length && !HEADING.test(prose[end])) end++;
      return !prose.slice(start, end).some((line) => WRITE_MODE.test(line));
    })
    .map(
      (b) =>
        `${file}:${b.line}: this query reads only the current run's rows; say in its section which write_mode its Transform SQL node needs (append keeps every run, the default replace keeps the last)`,
    );
}

describe('a query that reads only the current run names its write mode', () => {
  it('reports a section that does not, at the block', () => {
    expect(sectionsWithoutWriteMode(FIXTURE)).toEqual([
      `${FIXTURE}:6: this query reads only the current run's rows; say in its section which write_mode its Transform SQL node needs (append keeps every run, the default replace keeps the last)`,
    ]);
  });

  it('holds on every hand-written page', () => {
    expect(pages.flatMap(sectionsWithoutWriteMode)).toEqual([]);
  });
});
