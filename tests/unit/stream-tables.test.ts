/**
 * Streaming appends to a table that exists: the stream-data operation, `lw.stream_rows` and the
 * `stream_data` action never create a table (openapi.yaml stream-data, the stream_rows stub). A
 * passage of prose (a paragraph, a list with the sentence that introduces it, or a table row) that
 * names streaming and speaks of creating a table must say that the table has to exist; one that
 * does not fails with page:line.
 */
import { describe, expect, it } from 'vitest';
import { codeLines } from '../../src/build/codeFences';
import { files, pages, read } from '../lib/sources';

const STREAMING = /`stream_data`|`stream_rows`|stream-data|`lw\.stream_rows`/;
/** Creating spoken of with a table, within one clause. */
const CREATES = /\bcreat(?:e|es|ed|ing)\b[^.;|]{0,40}\btables?\b|\btables?\b[^.;|]{0,40}\bcreat(?:e|es|ed|ing)\b/i;
const MUST_EXIST = /\bnever\b|\bnot\b|n't\b|\bno\b|must (already )?exist|\bexisting\b|that exists|already exist/i;

/**
 * The passages of a file's prose with their first line; a page's fenced code is left out. A stub is
 * read as it is: its docstrings are inline Markdown, with no fenced blocks to leave out (an example
 * is the indented `Examples:` section).
 */
function passages(text: string, file: string): { line: number; text: string }[] {
  const code = file.endsWith('.pyi') ? new Set<number>() : codeLines(text, file);
  const out: { line: number; text: string }[] = [];
  let current: string[] = [];
  let start = 0;
  const flush = (i: number) => {
    if (current.length) out.push({ line: start + 1, text: current.join('\n') });
    current = [];
    start = i + 1;
  };
  text.split('\n').forEach((line, i) => {
    if (code.has(i + 1)) {
      flush(i);
      return;
    }
    if (line.trimStart().startsWith('|')) {
      flush(i - 1);
      current = [line];
      flush(i);
    } else if (line.trim() === '') {
      // A sentence that ends in a colon introduces the list after it: one passage.
      if (!current.at(-1)?.trimEnd().endsWith(':')) flush(i);
    } else {
      if (!current.length) start = i;
      current.push(line);
    }
  });
  flush(text.length);
  return out;
}

function claims(file: string, text: string): string[] {
  return passages(text, file)
    .filter((p) => STREAMING.test(p.text) && CREATES.test(p.text) && !MUST_EXIST.test(p.text))
    .map((p) => `${file}:${p.line}: names streaming and creating a table without saying the table must exist`);
}

describe('streaming and table creation', () => {
  it('finds a list that counts streaming among what creates tables, and a setting that offers it', () => {
    const text = [
      'Tables are created by whatever writes to them first:',
      '',
      '- a flow node;',
      '- an agent connection with the `stream_data` action.',
      '',
      '| `stream_data` | Create table if missing | On |',
      '',
      'Streaming never creates a table: the `stream_data` action needs one that exists.',
    ].join('\n');
    expect(claims('x.mdx', text)).toEqual([
      'x.mdx:1: names streaming and creating a table without saying the table must exist',
      'x.mdx:6: names streaming and creating a table without saying the table must exist',
    ]);
  });

  it('leaves out code, also a fenced block shown inside another', () => {
    const text = [
      'Write the example like this:',
      '',
      '````md',
      '```text',
      'The `stream_data` action creates the table.',
      '```',
      '````',
    ].join('\n');
    expect(claims('x.mdx', text)).toEqual([]);
  });

  it.each([...pages, ...files('sdk/stubs', /\.pyi$/)])('%s does not say that streaming creates tables', (file) => {
    expect(claims(file, read(file))).toEqual([]);
  });
});
