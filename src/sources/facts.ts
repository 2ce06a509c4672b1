/**
 * The platform-facts registry: src/data/facts.yaml, validated against src/data/facts.schema.json.
 * Pages show a fact with `<Fact id="…" />` (src/remark/facts.ts replaces it by its text at build
 * time); tests/unit/facts.test.ts compares the registry with openapi.yaml and looks for prose that
 * states a registered fact with another value.
 */
import { loadYamlSource, parseYamlSource, YamlSourceError, type YamlSource } from './yamlSource';

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

/** The registry and its schema, relative to the repository root. */
export const FACTS_FILE = 'src/data/facts.yaml';
const SCHEMA_FILE = 'src/data/facts.schema.json';

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

/** Reads and checks the registry text of `file`; a mistake throws a YamlSourceError at its line. */
export function parseFacts(text: string, file: string = FACTS_FILE): Fact[] {
  return checkFacts(parseYamlSource<Fact[]>(text, file, SCHEMA_FILE));
}

/** The rules the schema cannot state: unique ids, and keywords and written patterns that compile. */
function checkFacts({ data, problem }: YamlSource<Fact[]>): Fact[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  data.forEach((fact, index) => {
    if (seen.has(fact.id)) problems.push(problem([index, 'id'], `the fact id "${fact.id}" is used twice`));
    seen.add(fact.id);
    for (const field of ['keywords', 'written'] as const) {
      (fact[field] ?? []).forEach((pattern, i) => {
        let groups: number;
        try {
          groups = new RegExp(`${pattern}|`, 'i').exec('')!.length - 1;
        } catch {
          problems.push(problem([index, field, i], `"${pattern}" is not a regular expression`));
          return;
        }
        if (field === 'written' && groups !== 1) {
          problems.push(problem([index, field, i], `"${pattern}" must have one group, the value`));
        }
      });
    }
  });
  if (problems.length > 0) throw new YamlSourceError(problems);
  return data;
}

let cache: Map<string, Fact> | undefined;

/** Every fact by id, read once per process. */
export function loadFacts(): Map<string, Fact> {
  cache ??= new Map(checkFacts(loadYamlSource<Fact[]>(FACTS_FILE, SCHEMA_FILE)).map((fact) => [fact.id, fact]));
  return cache;
}
