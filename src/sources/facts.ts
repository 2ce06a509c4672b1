/**
 * The platform-facts registry: src/data/facts.yaml, validated against src/data/facts.schema.json.
 * Pages show a fact with `<Fact id="…" />` (src/remark/facts.ts replaces it by its text at build
 * time); tests/unit/facts.test.ts compares the registry with openapi.yaml and looks for prose that
 * states a registered fact with another value.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv from 'ajv';
import { load } from 'js-yaml';

export interface Fact {
  id: string;
  value: number | string | string[];
  unit?: string;
  kind?: 'version' | 'time zone' | 'role';
  description: string;
  keywords: string[];
  written?: string[];
  openapi?: string;
}

export const FACTS_FILE = join(__dirname, '..', 'data', 'facts.yaml');
const SCHEMA_FILE = join(__dirname, '..', 'data', 'facts.schema.json');

/** The names a list fact (or a role fact of one role) shows in code. */
export function factNames(fact: Fact): string[] | undefined {
  if (Array.isArray(fact.value)) return fact.value;
  return fact.kind === 'role' ? [String(fact.value)] : undefined;
}

/** The fact as pages show it: "400 days", "3 to 64 characters", or a list of names. */
export function factText(fact: Fact): string {
  const list = factNames(fact);
  if (list) {
    const names = list.map((name) => `\`${name}\``);
    if (names.length === 1) return names[0];
    return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  }
  return fact.unit ? `${fact.value} ${fact.unit}` : String(fact.value);
}

/** The line of `field` in the n-th entry of the YAML list (the entry's first line without a field). */
function lineOf(text: string, index: number, field?: string): number {
  const lines = text.split('\n');
  const starts = lines.flatMap((line, i) => (/^- /.test(line) ? [i] : []));
  const start = starts[index] ?? 0;
  const end = starts[index + 1] ?? lines.length;
  if (field) {
    for (let i = start; i < end; i++) {
      if (new RegExp(`^(- |  )${field}:`).test(lines[i])) return i + 1;
    }
  }
  return start + 1;
}

/** Reads and checks the registry; a mistake throws with the file, line and field. */
export function parseFacts(text: string, file = FACTS_FILE): Fact[] {
  const where = (index: number, field?: string) =>
    `${relative(process.cwd(), file)}:${lineOf(text, index, field)}${field ? ` (${field})` : ''}`;
  let data: unknown;
  try {
    data = load(text);
  } catch (error) {
    throw new Error(`${relative(process.cwd(), file)}: not valid YAML: ${(error as Error).message}`);
  }
  const validate = new Ajv({ allErrors: true }).compile<Fact[]>(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  if (!validate(data)) {
    const problems = (validate.errors ?? []).map((e) => {
      const [index, field] = e.instancePath.split('/').slice(1);
      const message =
        ['type', 'oneOf'].includes(e.keyword) && field === 'value'
          ? 'must be a number, a text or a list of texts'
          : `${e.message ?? e.keyword}${e.keyword === 'additionalProperties' ? ` "${String(e.params.additionalProperty)}"` : ''}`;
      return `${where(Number(index ?? 0), field)}: ${message}`;
    });
    throw new Error(`Invalid platform facts:\n${[...new Set(problems)].join('\n')}`);
  }
  const seen = new Set<string>();
  data.forEach((fact, index) => {
    if (seen.has(fact.id)) throw new Error(`${where(index, 'id')}: the fact id "${fact.id}" is used twice`);
    seen.add(fact.id);
    for (const field of ['keywords', 'written'] as const) {
      for (const pattern of fact[field] ?? []) {
        let groups = 1;
        try {
          groups = new RegExp(`${pattern}|`, 'i').exec('')!.length - 1;
        } catch {
          throw new Error(`${where(index, field)}: "${pattern}" is not a regular expression`);
        }
        if (field === 'written' && groups !== 1) {
          throw new Error(`${where(index, field)}: "${pattern}" must have one group, the value`);
        }
      }
    }
  });
  return data;
}

let cache: Map<string, Fact> | undefined;

/** Every fact by id, read once per process. */
export function loadFacts(): Map<string, Fact> {
  cache ??= new Map(parseFacts(readFileSync(FACTS_FILE, 'utf8')).map((fact) => [fact.id, fact]));
  return cache;
}
