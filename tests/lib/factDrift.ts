/**
 * The drift check: finds prose that states a registered platform fact (src/data/facts.yaml) with
 * another value. Prose is a page without front matter, imports, code blocks, JSX tags (a `<Fact>`
 * shows the registered value), link targets and HTML comments, all blanked so that line numbers
 * stay right; inline code is read as prose, since error messages carry values. In a YAML data file
 * it is the scalar values and folded blocks, in openapi.yaml also the literal blocks (Markdown
 * descriptions), in a Python stub the docstrings without their examples.
 *
 * Each paragraph, list item or table cell is cut into clauses. A clause that matches one of a
 * fact's keywords is read for quantities of the fact's unit ("2 GB", "two years", "1 to 64
 * characters"); one at most 30 characters from a keyword that is none of the fact's values is a
 * finding, reported at the line where its clause starts. In a table, the row's first cell (or, when
 * it names no fact, the section heading) also counts as the keyword. "any number", "unlimited",
 * "for the life of the environment" and the like are an unbounded quantity, which never matches.
 *
 * A fact of another kind is read the same way for what it is: a version ("6.1" or "6.1.0" agrees
 * with 6.1.0), a time zone (UTC, local time, an IANA name) or roles, where the least role a clause
 * names must be the fact's least role (roles are cumulative) and a clause that says who may not do
 * something is skipped. A fact's `written` patterns are matched against the whole text, code
 * included, for values such as installer file names that no `<Fact>` can show.
 */
import type { Fact } from '../../src/sources/facts';
import { withoutCodeBlocks } from '../../src/build/codeFences';

export interface Finding {
  line: number;
  fact: string;
  found: string;
  expected: string;
}

/** Numbers written as words, as prose states limits ("up to three retries"). */
export const NUMBER_WORDS: Record<string, number> = {
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

/** A clause's "a minute" states one minute, so the article counts as a number here. */
const WORDS: Record<string, number> = { a: 1, an: 1, ...NUMBER_WORDS };

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

const UNBOUNDED =
  /\b(any number|unlimited|no limit|indefinitely|forever|life of the environment|never (removed|deleted))\b/i;

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
    // Number words count only before a unit of time or size: "two years", "an hour", not "one row";
    // a word that only looks like a unit of time ("a time") or an ordinal ("a second trigger") is none.
    const word = /^[a-z]/i.test(m[2]);
    if (unit.kind !== kind || (word && !['time', 'size'].includes(kind))) continue;
    if (word && (!UNITS.some(([u]) => u.test(m[3])) || /^an? seconds?$/i.test(m[0].trim()))) continue;
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

/** What a source is: a page, a YAML data file, openapi.yaml or a Python stub. */
export type ProseKind = 'page' | 'yaml' | 'openapi' | 'stub';

/** The docstrings of a Python stub without their Examples sections (code); the rest blanked. */
function docstringsOf(text: string, blank: (s: string) => string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/("""|''')([\s\S]*?)\1/g)) {
    out += blank(text.slice(last, m.index)) + blank(m[1]);
    let example = -1;
    out += m[2]
      .split('\n')
      .map((line) => {
        const indent = line.search(/\S/);
        if (example >= 0 && (indent > example || indent < 0)) return blank(line);
        example = /^\s*Examples?:\s*$/.test(line) ? indent : -1;
        return example >= 0 ? blank(line) : line;
      })
      .join('\n');
    out += blank(m[1]);
    last = m.index + m[0].length;
  }
  return out + blank(text.slice(last));
}

/**
 * The page with everything but prose replaced by spaces (newlines kept). `file` names the source in
 * the error a page that is not valid MDX gives.
 */
export function proseOf(text: string, kind: ProseKind, file = `a ${kind}`): string {
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  if (kind === 'stub') return docstringsOf(text, blank);
  if (kind === 'yaml' || kind === 'openapi') {
    // The text of a YAML data file: scalar values and folded (>) blocks. Literal (|) blocks hold
    // code, except in openapi.yaml, where they hold Markdown descriptions.
    let literal = -1;
    return text
      .split('\n')
      .map((line) => {
        const indent = line.search(/\S/);
        if (literal >= 0 && (indent > literal || indent < 0)) return blank(line);
        literal = -1;
        if (kind === 'yaml' && /:\s*\|[-+]?\s*$/.test(line)) {
          literal = indent;
          return blank(line);
        }
        if (line.trimStart().startsWith('#')) return blank(line);
        const value = /^(\s*(?:- )?[\w$-]+:\s*|\s*- )(.*)$/.exec(line);
        // A value is a clause of its own.
        return value ? `${blank(value[1])}${value[2].replace(/^['"]|['"]$/g, ' ')}.` : line;
      })
      .join('\n');
  }
  return withoutCodeBlocks(text, file)
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/^(import|export) .*$/gm, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/`([^`\n]*)`/g, ' $1 ')
    .replace(/\]\([^)\s]*\)/g, (link) => `]${blank(link.slice(1))}`)
    .replace(/<\/?[A-Za-z][^>]*>/g, blank);
}

/** The roles from least to most access (roles are cumulative: each can do what those before it can). */
const ROLES = ['viewer', 'scientist', 'developer', 'admin'];
const ROLE = /\b(viewer|scientist|developer|admin)s?\b/gi;
/** A clause that says who may not do something names roles that are not the requirement. */
const NEGATION = /\b(not|cannot|can't|no|never|without|except|instead|missing)\b/i;
const TIME_ZONE =
  /\b(UTC|GMT)\b|\blocal time\b|\b(?:Africa|America|Asia|Atlantic|Australia|Europe|Pacific)\/[A-Za-z_]+\b/g;
const VERSION = /(?<![\w.])\d+\.\d+(?:\.\d+)?(?![\w]|\.\d)/g;

/** What a fact shows as its value in a finding: "400 days", "6.1.0", "developer or admin". */
function expectedText(fact: Fact): string {
  if (fact.kind === 'role') return (Array.isArray(fact.value) ? fact.value : [String(fact.value)]).join(' or ');
  return fact.unit ? `${fact.value} ${fact.unit}` : String(fact.value);
}

/**
 * What a clause states of a fact that is not a quantity, each with whether it agrees: a version
 * ("6.1" agrees with 6.1.0), a time zone, or roles, whose least one must be the fact's least one.
 */
function mentions(clause: string, fact: Fact): { text: string; at: number; agrees: boolean }[] {
  const value = String(fact.value);
  if (fact.kind === 'version') {
    return [...clause.matchAll(VERSION)].map((m) => ({
      text: m[0],
      at: m.index,
      agrees: value === m[0] || value.startsWith(`${m[0]}.`),
    }));
  }
  if (fact.kind === 'time zone') {
    return [...clause.matchAll(TIME_ZONE)].map((m) => ({
      text: m[0],
      at: m.index,
      agrees: value.toLowerCase().includes(m[0].toLowerCase()),
    }));
  }
  const named = [...clause.matchAll(ROLE)];
  if (named.length === 0 || NEGATION.test(clause)) return [];
  const least = (roles: string[]) => Math.min(...roles.map((r) => ROLES.indexOf(r.toLowerCase())));
  const allowed = Array.isArray(fact.value) ? fact.value : [value];
  return [
    {
      text: [...new Set(named.map((m) => m[1].toLowerCase()))].join(' or '),
      at: named[0].index,
      agrees: least(named.map((m) => m[1])) === least(allowed),
    },
  ];
}

/** Findings of one source: its prose, and for a fact with `written` patterns its whole text. */
export function findDrift(text: string, facts: Fact[], kind: ProseKind = 'page', file?: string): Finding[] {
  const prose = proseOf(text, kind, file);
  const checked = facts.filter((fact) => (fact.unit || fact.kind) && fact.keywords.length > 0);
  const keywordsOf = new Map(checked.map((f) => [f.id, f.keywords.map((k) => new RegExp(k, 'i'))]));
  const findings: Finding[] = [];
  const add = (finding: Finding) => {
    if (!findings.some((f) => JSON.stringify(f) === JSON.stringify(finding))) findings.push(finding);
  };
  /** A quantity is next to a keyword when at most NEAR characters lie between them. */
  const NEAR = 30;
  /** Versions and time zones are read per sentence: "the current version, 6.1.0" spans a comma. */
  const bySentence = (fact: Fact) => fact.kind === 'version' || fact.kind === 'time zone';
  const check = (clause: string, context: string, line: number, sentence = false) => {
    for (const fact of checked) {
      if (bySentence(fact) !== sentence) continue;
      const keywords = keywordsOf.get(fact.id)!;
      const spans = keywords.flatMap((k) =>
        [...clause.matchAll(new RegExp(k.source, 'gi'))].map((m) => [m.index, m.index + m[0].length]),
      );
      const inContext = context !== '' && keywords.some((k) => k.test(context));
      if (spans.length === 0 && !inContext) continue;
      const expected = factNumbers(fact);
      const stated = fact.kind
        ? mentions(clause, fact)
        : quantities(clause, fact).map((q) => ({
            ...q,
            agrees: expected.some((e) => Math.abs(e - q.value) < 1e-9),
          }));
      for (const q of stated) {
        const end = q.at + q.text.length;
        // A role stands anywhere in the clause that names what it allows ("Only admins can ..."); a
        // version follows the words that name it ("runs on Python 3.12", not "agent 6.0 ... runs on").
        const near =
          inContext ||
          fact.kind === 'role' ||
          spans.some(([from, to]) =>
            fact.kind === 'version' ? q.at >= to && q.at - to <= NEAR : q.at - to <= NEAR && from - end <= NEAR,
          );
        if (near && !q.agrees) {
          add({ line, fact: fact.id, found: q.text.replace(/\s+/g, ' ').trim(), expected: expectedText(fact) });
        }
      }
    }
  };
  for (const fact of facts) {
    for (const pattern of fact.written ?? []) {
      for (const m of text.matchAll(new RegExp(pattern, 'g'))) {
        if (m[1] !== String(fact.value)) {
          const line = text.slice(0, m.index).split('\n').length;
          add({ line, fact: fact.id, found: m[0], expected: String(fact.value) });
        }
      }
    }
  }
  const CLAUSE = /[.!?](?=\s|$)|[;:()]|,\s|\s[–—-]\s/;
  // A colon ends a sentence only before a space, not in a time such as 02:00.
  const SENTENCE = /[.!?](?=\s|$)|;|:(?=\s|$)/;
  // A list of roles is one clause: the comma of "`scientist`, `developer` or `admin`" becomes a space.
  const lines = prose
    .replace(/(?<=\b(?:viewer|scientist|developer|admin)`?\s*),(?=\s+`?(?:viewer|scientist|developer|admin)\b)/gi, ' ')
    .split('\n');
  let paragraph: { text: string; line: number }[] = [];
  let heading = '';
  const flush = () => {
    // A paragraph or list item: its lines joined, each clause reported at the line it starts on.
    const text = paragraph.map((p) => p.text).join(' ');
    for (const [pattern, sentence] of [
      [CLAUSE, false],
      [SENTENCE, true],
    ] as const) {
      let start = 0;
      for (const clause of text.split(pattern)) {
        const found = text.indexOf(clause, start);
        start = found + clause.length;
        // Where the clause's first word is: a sentence may begin on the line after the last one's end.
        const at = found + clause.length - clause.trimStart().length;
        let line = paragraph[0]?.line ?? 0;
        for (let i = 0, length = 0; i < paragraph.length; length += paragraph[i].text.length + 1, i++) {
          if (length <= at) line = paragraph[i].line;
        }
        check(clause, '', line, sentence);
      }
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
      for (const cell of cells) {
        for (const clause of cell.split(CLAUSE)) check(clause, context, i + 1);
        for (const sentence of cell.split(SENTENCE)) check(sentence, context, i + 1, true);
      }
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
