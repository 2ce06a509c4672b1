/**
 * A small Markdown parser for the descriptions of the API reference.
 *
 * The OpenAPI theme renders every parameter and property description with react-markdown (with
 * GFM and raw HTML): a stack of parsers evaluated on each API page, and a parse per description
 * on the main thread, one React task each. Our descriptions use a handful of
 * constructs: paragraphs, bullet lists, code spans, bold, italics, links and the theme's
 * enum tables. This parser handles exactly those, the way CommonMark/GFM does, and returns null for
 * anything else (headings, HTML, escapes, bare URLs, nested or loose lists...), so that the caller
 * can fall back on the full renderer. `tests/unit/simple-markdown.test.tsx` renders every description
 * and qualifier of openapi.yaml both ways and requires the same HTML.
 */

export type MdNode =
  | string
  | {
      type: 'p' | 'ul' | 'li' | 'strong' | 'em' | 'code' | 'table' | 'thead' | 'tbody' | 'tr' | 'th' | 'td';
      children: MdNode[];
    }
  | { type: 'a'; href: string; children: MdNode[] };

/** Thrown inside the parser when the input needs the full renderer. */
class Unsupported extends Error {}

function unsupported(): never {
  throw new Unsupported();
}

/** Block starts this parser leaves to the full renderer: headings, quotes, fences, HTML, rules, ordered lists, indented code, reference definitions. */
const UNSUPPORTED_BLOCK =
  /^(?: {0,3}(?:#{1,6}(?:\s|$)|>|```|~~~|<|\d{1,9}[.)](?:\s|$)|\[[^\]]*\]:)| {4,}|(?: {0,3}[-*_]){3,}\s*$| {0,3}(?:=+|-+|[*+])\s*$)/;
const BULLET = /^ {0,3}([-*+])( +)(.*)$/;
const TABLE_DELIMITER = /^\|?(?:\s*-+\s*\|)*\s*-+\s*\|?\s*$/;

type Unit = string | { code: string };

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
const isPunctuation = (c: string | undefined) => c !== undefined && /[\p{P}\p{S}]/u.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** The source character a unit starts or ends with (a code span is delimited by backticks). */
const charOf = (u: Unit | undefined) => (u === undefined ? undefined : typeof u === 'string' ? u : '`');

/** Splits text into characters and code spans (single backticks only). */
function units(text: string): Unit[] {
  const out: Unit[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '`') {
      out.push(c);
      continue;
    }
    if (text[i + 1] === '`') unsupported();
    const end = text.indexOf('`', i + 1);
    if (end < 0 || text[end + 1] === '`') unsupported();
    let code = text.slice(i + 1, end).replace(/\n/g, ' ');
    if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
    if (code === '') unsupported();
    out.push({ code });
    i = end;
  }
  return out;
}

function flanking(us: Unit[], start: number, end: number) {
  const before = charOf(us[start - 1]);
  const after = charOf(us[end]);
  const left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
  const right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
  return { left, right };
}

function starRun(us: Unit[], i: number): number {
  let n = 0;
  while (us[i + n] === '*') n++;
  return n;
}

/** Parses us[from, to) into inline nodes. */
function inline(us: Unit[], from: number, to: number): MdNode[] {
  const out: MdNode[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(text);
    text = '';
  };
  for (let i = from; i < to; i++) {
    const u = us[i];
    if (typeof u !== 'string') {
      flush();
      out.push({ type: 'code', children: [u.code] });
      continue;
    }
    if (u === '*') {
      const n = starRun(us, i);
      const { left, right } = flanking(us, i, i + n);
      if (!left && !right) {
        text += '*'.repeat(n);
        i += n - 1;
        continue;
      }
      if (n > 2 || !left || right) unsupported();
      // The first run of the same length after it that can close, with nothing unmatched between.
      let close = -1;
      for (let j = i + n; j < to; j++) {
        if (us[j] !== '*') continue;
        const m = starRun(us, j);
        const f = flanking(us, j, j + m);
        if (m === n && f.right && !f.left) {
          close = j;
          break;
        }
        j += m - 1;
      }
      if (close < 0) unsupported();
      flush();
      out.push({ type: n === 2 ? 'strong' : 'em', children: inline(us, i + n, close) });
      i = close + n - 1;
      continue;
    }
    if (u === '[') {
      let close = -1;
      for (let j = i + 1; j < to; j++) {
        if (us[j] === '[') unsupported();
        if (us[j] === ']') {
          close = j;
          break;
        }
      }
      if (us[i + 1] === '^' || close < 0) unsupported();
      if (us[close + 1] !== '(') {
        // Brackets without a destination are text ([`a`, `b`] in the theme's "Possible values").
        // The text between them is parsed on with the rest; `[x][y]` would be a reference.
        if (us[close + 1] === '[') unsupported();
        text += '[';
        continue;
      }
      let href = '';
      let j = close + 2;
      for (; j < to && us[j] !== ')'; j++) {
        const c = us[j];
        if (typeof c !== 'string' || isSpace(c) || c === '(' || c === '<') unsupported();
        href += c;
      }
      if (j >= to || !/^(?:\/|#|https?:\/\/|mailto:)/.test(href) || /[\\&]/.test(href)) unsupported();
      flush();
      out.push({ type: 'a', href, children: inline(us, i + 1, close) });
      i = j;
      continue;
    }
    if (u === '_') {
      // Only inside words (snake_case), where it cannot start or end emphasis.
      if (!isWordChar(charOf(us[i - 1])) || !isWordChar(charOf(us[i + 1]))) unsupported();
    } else if (u === '<' || u === '\\' || u === '~' || u === '|' || u === '>') {
      unsupported();
    } else if (u === '!' && us[i + 1] === '[') {
      unsupported();
    } else if (u === '&' && /^&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i.test(joined(us, i, i + 33))) {
      unsupported();
    } else if ((u === ':' && us[i + 1] === '/' && us[i + 2] === '/') || (u === '@' && isWordChar(charOf(us[i - 1])))) {
      unsupported(); // GFM autolink literals (URLs and e-mail addresses)
    } else if ((u === 'w' || u === 'W') && /^www\./i.test(joined(us, i, i + 4)) && !isWordChar(charOf(us[i - 1]))) {
      unsupported();
    }
    text += u;
  }
  flush();
  return out;
}

function joined(us: Unit[], from: number, to: number): string {
  return us
    .slice(from, to)
    .map((u) => (typeof u === 'string' ? u : '\u0000'))
    .join('');
}

/** The inline content of a paragraph or list item: lines joined by soft breaks. */
function inlineText(lines: string[]): MdNode[] {
  const text = lines
    .map((line, i) => {
      if (i < lines.length - 1 && / {2,}$/.test(line)) unsupported(); // hard line break
      return line.trim();
    })
    .join('\n');
  return inlineOf(text);
}

function inlineOf(text: string): MdNode[] {
  const us = units(text);
  return inline(us, 0, us.length);
}

function tableCells(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|')) row = row.slice(0, -1);
  return row.split('|').map((cell) => cell.trim());
}

/** A GFM table without alignment, escaped pipes or pipes in code: the theme's enum descriptions. */
function table(lines: string[]): MdNode {
  const header = tableCells(lines[0]);
  if (!TABLE_DELIMITER.test(lines[1]) || tableCells(lines[1]).length !== header.length) unsupported();
  const row = (cells: string[], type: 'th' | 'td'): MdNode => ({
    type: 'tr',
    children: header.map((_, i) => ({ type, children: cells[i] ? inlineOf(cells[i]) : [] })),
  });
  const body = lines.slice(2).map((line) => row(tableCells(line), 'td'));
  const head: MdNode = { type: 'thead', children: [row(header, 'th')] };
  return { type: 'table', children: body.length > 0 ? [head, { type: 'tbody', children: body }] : [head] };
}

/** Parses the Markdown, or returns null when it uses anything this parser does not handle. */
export function parseSimpleMarkdown(source: string): MdNode[] | null {
  try {
    return blocks(source);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

function blocks(source: string): MdNode[] {
  if (/[\t\r\0]/.test(source)) unsupported();
  const lines = source.split('\n');
  const out: MdNode[] = [];
  let i = 0;
  const blank = (line: string | undefined) => line !== undefined && line.trim() === '';
  while (i < lines.length) {
    const line = lines[i];
    if (blank(line)) {
      i++;
      continue;
    }
    if (UNSUPPORTED_BLOCK.test(line)) unsupported();
    if (line.includes('|')) {
      const start = i;
      while (i < lines.length && !blank(lines[i])) i++;
      out.push(table(lines.slice(start, i)));
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      const marker = bullet[1];
      const indent = line.length - line.trimStart().length;
      const items: MdNode[] = [];
      while (i < lines.length) {
        const item = BULLET.exec(lines[i]);
        if (!item) break;
        // Another marker, indentation (a nested list) or spacing: left to the full renderer.
        if (item[1] !== marker || lines[i].length - lines[i].trimStart().length !== indent) unsupported();
        if (item[2].length > 4 || item[3].trim() === '') unsupported();
        if (UNSUPPORTED_BLOCK.test(item[3]) || /^([-*+]|\d+[.)])(\s|$)/.test(item[3])) unsupported();
        const content = [item[3]];
        i++;
        // Continuation lines (indented or lazy) up to a blank line or the next item.
        while (i < lines.length && !blank(lines[i]) && !BULLET.exec(lines[i])) {
          if (/^\s*([-*+]|\d+[.)])\s/.test(lines[i]) || UNSUPPORTED_BLOCK.test(lines[i].trimStart())) unsupported();
          content.push(lines[i]);
          i++;
        }
        items.push({ type: 'li', children: inlineText(content) });
        // A blank line between items makes a loose list (items in paragraphs); leave those.
        if (blank(lines[i])) {
          let k = i;
          while (blank(lines[k])) k++;
          if (k < lines.length && (BULLET.exec(lines[k]) || /^\s/.test(lines[k]))) unsupported();
          break;
        }
      }
      out.push({ type: 'ul', children: items });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && !blank(lines[i])) {
      if (paragraph.length > 0 && BULLET.exec(lines[i])) break;
      if (UNSUPPORTED_BLOCK.test(lines[i].trimStart()) || lines[i].includes('|')) unsupported();
      paragraph.push(lines[i]);
      i++;
    }
    out.push({ type: 'p', children: inlineText(paragraph) });
  }
  return out;
}
