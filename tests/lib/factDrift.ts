/**
 * The drift check: finds prose that states a registered platform fact (src/data/facts.yaml) with
 * another value. Prose is a page without front matter, imports, code blocks, JSX tags (a `<Fact>`
 * shows the registered value), link targets and HTML comments, all blanked so that line numbers
 * stay right; inline code is read as prose, since error messages carry values. In a data module it
 * is the single- and double-quoted strings (template literals hold code samples).
 *
 * Each paragraph, list item or table cell is cut into clauses. A clause that matches one of a
 * fact's keywords is read for quantities of the fact's unit ("2 GB", "two years", "1 to 64
 * characters"); one at most 30 characters from a keyword that is none of the fact's values is a
 * finding, reported at the line where its clause starts. In a table, the row's first cell (or, when
 * it names no fact, the section heading) also counts as the keyword. "any number", "unlimited",
 * "for the life of the environment" and the like are an unbounded quantity, which never matches.
 */
import type { Fact } from '../../src/data/facts';

export interface Finding {
  line: number;
  fact: string;
  found: string;
  expected: string;
}

const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** Each unit spelling to its kind and its size in the kind's base unit (seconds, bytes). */
const UNITS: [RegExp, string, number][] = [
  [/^(s|secs?|seconds?)$/i, 'time', 1],
  [/^(mins?|minutes?)$/i, 'time', 60],
  [/^(h|hours?)$/i, 'time', 3600],
  [/^days?$/i, 'time', 86400],
  [/^weeks?$/i, 'time', 7 * 86400],
  [/^months?$/i, 'time', 30 * 86400],
  [/^years?$/i, 'time', 365 * 86400],
  [/^KB$/i, 'size', 2 ** 10],
  [/^MB$/i, 'size', 2 ** 20],
  [/^GB$/i, 'size', 2 ** 30],
  [/^TB$/i, 'size', 2 ** 40],
  [/^(percent|%)$/i, 'percent', 1],
];

function unitOf(unit: string): { kind: string; scale: number } {
  const word = unit.split(' ')[0];
  const known = UNITS.find(([pattern]) => pattern.test(word));
  // Another unit (tags, characters, runs) is its own kind, singular or plural alike.
  return known ? { kind: known[1], scale: known[2] } : { kind: word.toLowerCase().replace(/s$/, ''), scale: 1 };
}

const UNBOUNDED = /\b(any number|unlimited|no limit|indefinitely|forever|life of the environment)\b/i;

/** The numbers of a fact's value in its unit's base: "3 to 64" gives [3, 64]. */
export function factNumbers(fact: Fact): number[] {
  const scale = fact.unit ? unitOf(fact.unit).scale : 1;
  const value = String(fact.value).replace(/(\d),(\d{3})/g, '$1$2');
  return [...value.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]) * scale);
}

/** Quantities of one kind written in a clause: "400 days", "two years", "1 to 64 characters". */
function quantities(clause: string, fact: Fact): { text: string; value: number; at: number }[] {
  const { kind } = unitOf(fact.unit!);
  // Digits ("1,000", "2.5"), or a number word that stands alone ("two", not the "a" of "as").
  const number = `(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?|(?:${Object.keys(WORDS).join('|')})(?=[\\s-]))`;
  const unitWords = '([A-Za-z%]+)';
  const found: { text: string; value: number; at: number }[] = [];
  const pattern = new RegExp(
    `(?<![\\w.])(?:${number}\\s*(?:to|-|–)\\s*)?${number}(?:\\s+|\\s*-\\s*)?${unitWords}(?![\\w])`,
    'gi',
  );
  for (const m of clause.matchAll(pattern)) {
    const unit = unitOf(m[3]);
    // Number words count only before a unit of time or size: "two years", "an hour", not "one row".
    if (unit.kind !== kind || (/^[a-z]/i.test(m[2]) && !['time', 'size'].includes(kind))) continue;
    for (const text of [m[1], m[2]]) {
      const value = WORDS[text?.toLowerCase()] ?? Number(text?.replace(/,/g, ''));
      if (text !== undefined) found.push({ text: m[0], value: value * unit.scale, at: m.index });
    }
  }
  const unbounded = UNBOUNDED.exec(clause);
  if (unbounded) found.push({ text: unbounded[0], value: Infinity, at: unbounded.index });
  return found;
}

/** Whether a text (an openapi.yaml description) states the fact's value: "at most 50 tags on a file". */
export function statesValue(text: string, fact: Fact): boolean {
  const expected = factNumbers(fact);
  const plain = text.replace(/[*`]/g, '');
  return quantities(plain, fact).some((q) => expected.some((e) => Math.abs(e - q.value) < 1e-9));
}

/** The page with everything but prose replaced by spaces (newlines kept). */
export function proseOf(text: string, kind: 'page' | 'module' | 'yaml'): string {
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  if (kind === 'yaml') {
    // The text of a YAML data file: scalar values and folded (>) blocks; literal (|) blocks hold code.
    let literal = -1;
    return text
      .split('\n')
      .map((line) => {
        const indent = line.search(/\S/);
        if (literal >= 0 && (indent > literal || indent < 0)) return blank(line);
        literal = -1;
        if (/:\s*\|[-+]?\s*$/.test(line)) {
          literal = indent;
          return blank(line);
        }
        if (line.trimStart().startsWith('#')) return blank(line);
        const value = /^(\s*(?:- )?[\w$-]+:\s*|\s*- )(.*)$/.exec(line);
        // A value is a clause of its own (ended as the data modules' strings are).
        return value ? `${blank(value[1])}${value[2].replace(/^['"]|['"]$/g, ' ')}.` : line;
      })
      .join('\n');
  }
  if (kind === 'module') {
    // Only the quoted strings of a data module; template literals hold code samples.
    let out = '';
    let last = 0;
    for (const m of text.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|\/\/[^\n]*/g)) {
      out += blank(text.slice(last, m.index));
      const keep = m[0].startsWith("'") || m[0].startsWith('"');
      out += keep ? ` ${m[0].slice(1, -1).replace(/`[^`\n]*`/g, blank)}. ` : blank(m[0]);
      last = m.index + m[0].length;
    }
    return out + blank(text.slice(last));
  }
  return text
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, blank)
    .replace(/^(import|export) .*$/gm, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/`([^`\n]*)`/g, ' $1 ')
    .replace(/\]\([^)\s]*\)/g, (link) => `]${blank(link.slice(1))}`)
    .replace(/<\/?[A-Za-z][^>]*>/g, blank);
}

/** Findings of one page or data module. */
export function findDrift(text: string, facts: Fact[], kind: 'page' | 'module' | 'yaml' = 'page'): Finding[] {
  const prose = proseOf(text, kind);
  const checked = facts.filter((fact) => fact.unit && fact.keywords.length > 0);
  const keywordsOf = new Map(checked.map((f) => [f.id, f.keywords.map((k) => new RegExp(k, 'i'))]));
  const findings: Finding[] = [];
  /** A quantity is next to a keyword when at most NEAR characters lie between them. */
  const NEAR = 30;
  const check = (clause: string, context: string, line: number) => {
    for (const fact of checked) {
      const keywords = keywordsOf.get(fact.id)!;
      const spans = keywords.flatMap((k) =>
        [...clause.matchAll(new RegExp(k.source, 'gi'))].map((m) => [m.index, m.index + m[0].length]),
      );
      const inContext = context !== '' && keywords.some((k) => k.test(context));
      if (spans.length === 0 && !inContext) continue;
      const expected = factNumbers(fact);
      for (const q of quantities(clause, fact)) {
        const end = q.at + q.text.length;
        const near = inContext || spans.some(([from, to]) => q.at - to <= NEAR && from - end <= NEAR);
        if (near && !expected.some((e) => Math.abs(e - q.value) < 1e-9)) {
          const finding = {
            line,
            fact: fact.id,
            found: q.text.replace(/\s+/g, ' ').trim(),
            expected: `${fact.value} ${fact.unit}`,
          };
          if (!findings.some((f) => JSON.stringify(f) === JSON.stringify(finding))) findings.push(finding);
        }
      }
    }
  };
  const CLAUSE = /[.!?](?=\s|$)|[;:()]|,\s|\s[–—-]\s/;
  const lines = prose.split('\n');
  let paragraph: { text: string; line: number }[] = [];
  let heading = '';
  const flush = () => {
    // A paragraph or list item: its lines joined, each clause reported at the line it starts on.
    const text = paragraph.map((p) => p.text).join(' ');
    let start = 0;
    for (const clause of text.split(CLAUSE)) {
      const found = text.indexOf(clause, start);
      start = found + clause.length;
      // Where the clause's first word is: a sentence may begin on the line after the last one's end.
      const at = found + clause.length - clause.trimStart().length;
      let line = paragraph[0]?.line ?? 0;
      for (let i = 0, length = 0; i < paragraph.length; length += paragraph[i].text.length + 1, i++) {
        if (length <= at) line = paragraph[i].line;
      }
      check(clause, '', line);
    }
    paragraph = [];
  };
  lines.forEach((text, i) => {
    if (/^\s*\|/.test(text)) {
      // A table row: each cell's clauses, with what the row is about as context: its first cell
      // when that names a fact, else the first cell and the section's heading.
      flush();
      const cells = text.split('|').slice(1);
      const namesFact = checked.some((f) => keywordsOf.get(f.id)!.some((k) => k.test(cells[0])));
      const context = namesFact ? cells[0] : `${heading} | ${cells[0]}`;
      for (const cell of cells) for (const clause of cell.split(CLAUSE)) check(clause, context, i + 1);
    } else if (text.trim() === '' || /^\s*([-*+]|\d+\.|#+)\s/.test(text)) {
      flush();
      if (/^#+\s/.test(text)) heading = text;
      if (text.trim() !== '') paragraph.push({ text, line: i + 1 });
    } else {
      paragraph.push({ text, line: i + 1 });
    }
  });
  flush();
  return findings;
}
