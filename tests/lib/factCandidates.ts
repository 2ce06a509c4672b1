/**
 * The candidate finder of the platform-facts registry: every quantity with a unit, version, time
 * zone and role that the prose of two or more sources states, grouped so that a writer can decide
 * which are one fact (and belong in src/data/facts.yaml, shown with `<Fact>`) and which only share
 * a number. The sources are the ones the drift check reads (tests/lib/factSources.ts): every page,
 * the stubs' docstrings, the YAML data files (the agent change log, the node catalog) and the
 * descriptions of openapi.yaml.
 * A statement already shown with `<Fact>` is no candidate: the page holds no literal there.
 *
 * Print the list with `LIST_FACT_CANDIDATES=1 npx vitest run --project unit tests/unit/fact-candidates.test.ts`.
 */
import { NUMBER_WORDS, proseOf, type ProseKind } from './factDrift';

export interface Statement {
  file: string;
  line: number;
  /** What is stated, normalized: "400 days", "version 6.1.0", "time zone UTC", "role developer". */
  key: string;
  /** The clause that states it, for the reader of the list. */
  clause: string;
}

export interface Candidate {
  key: string;
  statements: Statement[];
}

/** Number words a candidate reads; not the article, since "a minute" alone is rarely a limit. */
const WORDS: Record<string, number> = { ...NUMBER_WORDS, thirty: 30, sixty: 60 };

/** Unit spellings, each to the name a candidate key uses. */
const UNITS: [RegExp, string][] = [
  [/^(s|secs?|seconds?)$/i, 'seconds'],
  [/^(mins?|minutes?)$/i, 'minutes'],
  [/^(h|hours?)$/i, 'hours'],
  [/^days?$/i, 'days'],
  [/^weeks?$/i, 'weeks'],
  [/^months?$/i, 'months'],
  [/^years?$/i, 'years'],
  [/^KB$/, 'KB'],
  [/^MB$/, 'MB'],
  [/^GB$/, 'GB'],
  [/^TB$/, 'TB'],
  [/^(percent|%)$/i, 'percent'],
  [
    /^(rows?|tags?|characters?|requests?|files?|runs?|hosts?|connections?|items?|columns?|parts?|objects?|nodes?|keys?|users?|versions?|attempts?|retries|tokens?)$/i,
    '',
  ],
];

function unitName(word: string): string | undefined {
  const found = UNITS.find(([pattern]) => pattern.test(word));
  if (!found) return undefined;
  return (
    found[1] ||
    word
      .toLowerCase()
      .replace(/(ies)$/, 'y')
      .replace(/s$/, '')
  );
}

const ROLE = /`?\b(admin|developer|scientist|viewer)s?\b`?/gi;
const TIME_ZONE =
  /\b(UTC|GMT)\b|\blocal time\b|\b(?:Africa|America|Asia|Atlantic|Australia|Europe|Pacific)\/[A-Za-z_]+\b|\btime zone of the (?:environment|host|browser|PC|user)\b/g;
const VERSION = /\b(agent|gateway|labwire-sdk|SDK|Python|version)\s+`?v?(\d+\.\d+(?:\.\d+)?)\b/gi;
const INSTALLER = /labwire-gateway[-_](\d+\.\d+\.\d+)/g;
const CLAUSE = /[.!?](?=\s|$)|[;:()]|,\s|\s[–—-]\s/;

/** The statements of one clause. */
function statementsOf(clause: string): string[] {
  const keys: string[] = [];
  const number = `(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?|(?:${Object.keys(WORDS).join('|')})(?=[\\s-]))`;
  const quantity = new RegExp(
    `(?<![\\w.$])(?:${number}\\s*(?:to|-|–)\\s*)?${number}(?:\\s+|\\s*-\\s*)?([A-Za-z%]+)(?![\\w])`,
    'gi',
  );
  for (const m of clause.matchAll(quantity)) {
    const unit = unitName(m[3]);
    if (!unit) continue;
    // Number words only before a unit of time: "two minutes", not "one file".
    const words = [m[1], m[2]].some((n) => n !== undefined && /^[a-z]/i.test(n));
    if (words && !['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years'].includes(unit)) continue;
    const value = (n: string) => String(WORDS[n.toLowerCase()] ?? n.replace(/,/g, ''));
    keys.push(`${m[1] ? `${value(m[1])} to ` : ''}${value(m[2])} ${unit}`);
  }
  for (const m of clause.matchAll(VERSION)) keys.push(`${m[1].toLowerCase()} ${m[2]}`);
  for (const m of clause.matchAll(INSTALLER)) keys.push(`gateway installer ${m[1]}`);
  for (const m of clause.matchAll(TIME_ZONE)) keys.push(`time zone ${m[0].replace(/^time zone of the /, '')}`);
  // A role tied to a permission: a role name in a clause that says what someone needs or may do.
  if (/\b(role|needs?|requires?|may|can|only)\b/i.test(clause)) {
    const roles = [...new Set([...clause.matchAll(ROLE)].map((m) => m[1].toLowerCase()))].sort();
    if (roles.length > 0) keys.push(`role ${roles.join(' or ')}`);
  }
  return keys;
}

/** The statements of one source, each at the line its clause starts on. */
export function statements(file: string, text: string, kind: ProseKind): Statement[] {
  const prose = proseOf(text, kind, file);
  const lines = prose.split('\n');
  const found: Statement[] = [];
  // Paragraphs: runs of non-blank lines; a table row or list item starts its own.
  let start = 0;
  const flush = (end: number) => {
    const joined = lines.slice(start, end).join('\n');
    let offset = 0;
    for (const clause of joined.split(CLAUSE)) {
      const at = joined.indexOf(clause, offset);
      offset = at + clause.length;
      const line =
        start + 1 + (joined.slice(0, at + clause.length - clause.trimStart().length).match(/\n/g)?.length ?? 0);
      for (const key of statementsOf(clause)) {
        found.push({ file, line, key, clause: clause.replace(/\s+/g, ' ').trim() });
      }
    }
  };
  lines.forEach((text, i) => {
    if (text.trim() === '' || /^\s*(\||[-*+]\s|\d+\.\s|#+\s)/.test(text)) {
      flush(i);
      start = i;
    }
  });
  flush(lines.length);
  return found;
}

/** The statements two or more sources make, most widely stated first. */
export function candidates(all: Statement[]): Candidate[] {
  const byKey = new Map<string, Statement[]>();
  for (const s of all) byKey.set(s.key, [...(byKey.get(s.key) ?? []), s]);
  return [...byKey.entries()]
    .map(([key, found]) => ({ key, statements: found }))
    .filter((c) => new Set(c.statements.map((s) => s.file)).size >= 2)
    .sort((a, b) => b.statements.length - a.statements.length || a.key.localeCompare(b.key));
}
