/**
 * The one way to read an authored YAML source (src/data/*.yaml): parse it, check it against its
 * JSON Schema, and know the line of every value, so that each mistake reaches the writer as
 *
 *     src/data/<file>.yaml:<line>: <field>: <message>
 *
 * on the first line of the error, at the line of the wrong value.
 *
 * Use:
 *
 *     const source = loadYamlSource<Entry[]>('src/data/x.yaml', 'src/data/x.schema.json');
 *     source.data; // the parsed data, valid against the schema
 *     // a rule the schema cannot state:
 *     if (bad) throw new YamlSourceError([source.problem([3, 'date'], 'must be later than the entry before')]);
 *
 * A path names a value by the keys and list indexes that lead to it: `['nodes', 3, 'parameters', 0]`.
 * A value reached through an alias (`*name`) or a merge key (`<<: *name`) is placed where its
 * anchor (`&name`) writes it, since that is the line to change. A path that goes further than
 * the file (a field that is missing) falls back to the nearest value that is there.
 *
 * Schema errors are one problem per wrong value: the errors Ajv reports about the branches a
 * value does not take (`oneOf`/`anyOf` branches of another type, `then`/`else` of a condition on
 * a field that is itself wrong) and the copies that aliases of one anchor make are left out, and
 * the message names what is allowed. Files use YAML's core schema (dates stay strings) with merge
 * keys. This module reads files, so it runs at build time and in tests only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { CORE_SCHEMA, EVENT_ID, getScalarValue, load, mergeTag, parseEvents, YAMLException } from 'js-yaml';
import { yamlSyntaxError } from './yamlSyntaxError.mjs';

/** Keys of mappings and indexes of lists, from the document's root to one value. */
export type YamlPath = readonly (string | number)[];

/** A parsed, schema-checked YAML source and the lines of its values. */
export interface YamlSource<T> {
  /** The file relative to the repository root, with `/`, as messages name it. */
  readonly file: string;
  readonly text: string;
  readonly data: T;
  /** 1-based line of the value at `path` (a mapping entry: its key's line; a list item: its line). */
  lineOf(path: YamlPath): number;
  /**
   * One problem as every message of a source reads: `file:line: field: message`, placed where the
   * file writes the value (through aliases), so problems found at each alias of one anchor are one.
   */
  problem(path: YamlPath, message: string): string;
}

/** A source that fails its checks: one `file:line: field: message` line per problem, the first one first. */
export class YamlSourceError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    const unique = [...new Set(problems)];
    super(unique.join('\n'));
    this.name = 'YamlSourceError';
    this.problems = unique;
  }
}

const repoRoot = path.join(__dirname, '..', '..');

/** Reads `file` and checks it against `schemaFile` (both relative to the repository root, or absolute). */
export function loadYamlSource<T>(file: string, schemaFile: string): YamlSource<T> {
  return parseYamlSource<T>(readFileSync(path.resolve(repoRoot, file), 'utf8'), file, schemaFile);
}

/**
 * Parses `text` as the content of `file` and checks it against `schemaFile`. Throws a
 * YamlSourceError for a syntax error (at its line) or for the values the schema refuses.
 */
export function parseYamlSource<T>(text: string, file: string, schemaFile: string): YamlSource<T> {
  const name = (path.isAbsolute(file) ? path.relative(repoRoot, file) : file).split(path.sep).join('/');
  let data: unknown;
  try {
    data = load(text, { filename: name, schema: CORE_SCHEMA.withTags(mergeTag) });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    throw new YamlSourceError([yamlSyntaxError(name, error)]);
  }
  const positions = yamlPositions(text, name);
  const lineOf = (at: YamlPath) => {
    const offset = positions.offsetOf(at);
    return text.slice(0, offset).split('\n').length;
  };
  const problem = (at: YamlPath, message: string) => {
    const place = positions.canonical(at);
    return `${name}:${lineOf(place)}: ${fieldName(place)}: ${message}`;
  };
  const validate = validator(schemaFile);
  if (!validate(data)) {
    const problems = schemaProblems(validate.errors ?? [], validate.schema as Schema);
    const byPlace = new Map<string, { line: number; text: string }>();
    for (const { at, message } of problems) {
      const place = positions.canonical(at);
      byPlace.set(`${pointerOf(place)} ${message}`, { line: lineOf(place), text: problem(place, message) });
    }
    throw new YamlSourceError([...byPlace.values()].sort((a, b) => a.line - b.line).map(({ text }) => text));
  }
  return { file: name, text, data: data as T, lineOf, problem };
}

/** `nodes[3].parameters[0].default` for `['nodes', 3, 'parameters', 0, 'default']`; `(file)` for the root. */
function fieldName(at: YamlPath): string {
  return (
    at
      .map((part, i) => (typeof part === 'number' || /^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
      .join('') || '(file)'
  );
}

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strictRequired: false, verbose: true });
const validators = new Map<string, ValidateFunction>();

function validator(schemaFile: string): ValidateFunction {
  const file = path.resolve(repoRoot, schemaFile);
  let validate = validators.get(file);
  if (!validate) {
    validate = ajv.compile(JSON.parse(readFileSync(file, 'utf8')) as object);
    validators.set(file, validate);
  }
  return validate;
}

const pointerOf = (at: YamlPath) => at.map((part) => `/${String(part)}`).join('');

/** The key or item of every value, and the anchors and aliases that make one value appear at several paths. */
function yamlPositions(text: string, file: string) {
  const offsets = new Map<string, number>();
  const anchors = new Map<string, string[]>();
  const aliases = new Map<string, string>();
  type Frame = { at: string[]; kind: 'seq' | 'map' | 'doc'; index: number; key: string | null };
  const stack: Frame[] = [];
  const anchorName = (event: { anchorStart: number; anchorEnd: number }) =>
    event.anchorStart >= 0 ? text.slice(event.anchorStart, event.anchorEnd) : null;
  /** Places the next value in the open collection; returns its path. */
  const place = (offset: number): string[] | null => {
    const top = stack[stack.length - 1];
    if (!top) return null;
    if (top.kind === 'doc') return [];
    const at = [...top.at, top.kind === 'seq' ? String(top.index++) : (top.key ?? '')];
    top.key = null;
    if (!offsets.has(pointerOf(at))) offsets.set(pointerOf(at), offset);
    return at;
  };
  for (const event of parseEvents(text, { filename: file })) {
    const top = stack[stack.length - 1];
    if (event.type === EVENT_ID.SCALAR && top?.kind === 'map' && top.key === null) {
      top.key = getScalarValue(text, event);
      offsets.set(pointerOf([...top.at, top.key]), event.valueStart);
      continue;
    }
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        stack.push({ at: [], kind: 'doc', index: 0, key: null });
        break;
      case EVENT_ID.SEQUENCE:
      case EVENT_ID.MAPPING: {
        const at = place(event.start) ?? [];
        const anchor = anchorName(event);
        if (anchor) anchors.set(anchor, at);
        stack.push({ at, kind: event.type === EVENT_ID.SEQUENCE ? 'seq' : 'map', index: 0, key: null });
        break;
      }
      case EVENT_ID.SCALAR: {
        const at = place(event.valueStart);
        const anchor = anchorName(event);
        if (anchor && at) anchors.set(anchor, at);
        break;
      }
      case EVENT_ID.ALIAS: {
        const at = place(event.anchorStart);
        const anchor = anchorName(event);
        if (anchor && at) aliases.set(pointerOf(at), anchor);
        break;
      }
      case EVENT_ID.POP:
        stack.pop();
        break;
    }
  }

  /** The path where the file writes the value at `at`: through aliases and merge keys to their anchor. */
  const canonical = (at: YamlPath): string[] => {
    let here: string[] = [];
    for (const part of at.map(String)) {
      const next = [...here, part];
      const merged = anchors.get(aliases.get(pointerOf([...here, '<<'])) ?? '');
      const fromMerge = merged && [...merged, part];
      // A key the mapping does not write itself comes from the mapping it merges, when that one has it.
      here = !offsets.has(pointerOf(next)) && fromMerge && offsets.has(pointerOf(fromMerge)) ? fromMerge : next;
      const alias = aliases.get(pointerOf(here));
      if (alias && anchors.has(alias)) here = anchors.get(alias)!;
    }
    return here;
  };

  /** Offset of the value at `at`, or of the nearest value on its path that the file writes. */
  const offsetOf = (at: YamlPath): number => {
    for (let here = canonical(at); ; here = here.slice(0, -1)) {
      const offset = offsets.get(pointerOf(here));
      if (offset !== undefined) return offset;
      if (here.length === 0) return 0;
    }
  };
  return { canonical, offsetOf };
}

type Schema = { [keyword: string]: unknown };

/** The path of an Ajv instance pointer. */
const pathOf = (pointer: string): string[] =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

const within = (pointer: string, outer: string) => pointer === outer || pointer.startsWith(`${outer}/`);

/**
 * One problem per wrong value out of Ajv's errors (collected with `allErrors` and `verbose`):
 * what a condition (`if`) or a `oneOf`/`anyOf` adds about branches the value does not take is
 * left out, and each message says what is allowed.
 */
function schemaProblems(errors: readonly ErrorObject[], root: Schema): { at: string[]; message: string }[] {
  const dropped = new Set<ErrorObject>();
  for (const error of errors) {
    if (error.keyword === 'if') {
      dropped.add(error);
      // A condition on a field that is wrong itself took a branch the writer did not mean.
      const tested = Object.keys(((error.parentSchema as Schema).if as Schema | undefined)?.properties ?? {});
      const wrongField = errors.some(
        (other) => other !== error && tested.some((key) => within(other.instancePath, `${error.instancePath}/${key}`)),
      );
      const branch = `${error.schemaPath.replace(/\/if$/, '')}/${String(error.params.failingKeyword)}/`;
      if (wrongField) {
        errors
          .filter((other) => other.schemaPath.startsWith(branch) && within(other.instancePath, error.instancePath))
          .forEach((other) => dropped.add(other));
      }
    }
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf') {
      if (error.params.passingSchemas) continue;
      const written = error.schema as Schema[];
      const branches = written.map((branch) => resolve(branch, root));
      const kind = jsonType(error.data);
      const fitting = branches.filter((branch) => typesOf(branch).some((type) => typeFits(type, kind)));
      // The branches of another type each report that type; the value is judged by the others.
      errors
        .filter((other) => other.keyword === 'type' && other.instancePath === error.instancePath)
        .forEach((other) => dropped.add(other));
      if (fitting.length > 0) dropped.add(error);
      else error.message = `must be ${alternatives(written.map((branch, i) => describeBranch(branch, branches[i])))}`;
    }
  }
  // A misspelt field name is one mistake: the unknown field, not also the missing one it stands for.
  const misspelt = new Map<ErrorObject, string>();
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties' || dropped.has(error)) continue;
    const written = String(error.params.additionalProperty);
    const missing = errors.find(
      (other) =>
        other.keyword === 'required' &&
        !dropped.has(other) &&
        other.instancePath === error.instancePath &&
        editDistance(written, String(other.params.missingProperty)) <= 2,
    );
    const known = Object.keys(((error.parentSchema as Schema | undefined)?.properties as Schema | undefined) ?? {});
    const closest = missing
      ? String(missing.params.missingProperty)
      : known.find((name) => editDistance(written, name) <= 2 && !(name in (error.data as Schema)));
    if (missing) dropped.add(missing);
    if (closest) misspelt.set(error, closest);
  }
  return errors
    .filter((error) => !dropped.has(error))
    .map((error) => {
      const at = pathOf(error.instancePath);
      const params = error.params as {
        additionalProperty?: string;
        allowedValues?: unknown[];
        allowedValue?: unknown;
        type?: string | string[];
      };
      const parent = error.parentSchema as Schema | undefined;
      switch (error.keyword) {
        case 'additionalProperties': {
          const known = Object.keys((parent?.properties as Schema | undefined) ?? {});
          const meant = misspelt.get(error);
          const fields = known.length > 0 ? ` (the fields: ${known.join(', ')})` : '';
          return {
            at: [...at, params.additionalProperty ?? ''],
            message: `is not a field here${meant ? `; did you mean ${meant}?` : fields}`,
          };
        }
        case 'enum':
          return {
            at,
            message: `must be one of ${(params.allowedValues ?? []).map(String).join(', ')}, not ${show(error.data)}`,
          };
        case 'const':
          return { at, message: `must be ${show(params.allowedValue)}, not ${show(error.data)}` };
        case 'type': {
          const types = ([] as string[]).concat(params.type ?? []);
          return { at, message: `must be ${alternatives(types.map((type) => describe({ type })))}` };
        }
        case 'not': {
          const required = ((error.schema as Schema).required as string[] | undefined) ?? [];
          if (required.length === 1) return { at: [...at, required[0]], message: 'is not allowed here' };
          return { at, message: error.message ?? 'is not valid' };
        }
        default:
          return { at, message: error.message ?? 'is not valid' };
      }
    });
}

/** The schema a `$ref` into the same file names, or the schema itself. */
function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  return resolve(
    pathOf(ref.slice(1)).reduce<Schema>((node, key) => (node[key] ?? {}) as Schema, root),
    root,
  );
}

function typesOf(schema: Schema): string[] {
  if (schema.type !== undefined) return ([] as string[]).concat(schema.type as string | string[]);
  if (Array.isArray(schema.enum)) return [...new Set(schema.enum.map(jsonType))];
  return ['any'];
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const typeFits = (type: string, kind: string) =>
  type === 'any' || type === kind || (type === 'number' && kind === 'integer');

/** What a writer reads for a schema: "a number", "a text", "a list of texts". */
function describe(schema: Schema): string {
  const [type] = typesOf(schema);
  const names: Record<string, string> = {
    number: 'a number',
    integer: 'a whole number',
    string: 'a text',
    boolean: 'true or false',
    null: 'null',
    object: 'a mapping of fields',
  };
  if (type === 'array') {
    const items = schema.items as Schema | undefined;
    const item = items ? describe(items).replace(/^an? /, '') : 'value';
    return `a list of ${item === 'true or false' ? 'true or false values' : `${item}s`}`;
  }
  return names[type] ?? 'a value';
}

/** A branch that names a definition (`$ref: '#/definitions/parameter'`) reads as "a parameter". */
function describeBranch(written: Schema, resolved: Schema): string {
  if (typeof written.$ref !== 'string') return describe(resolved);
  const name = written.$ref.split('/').pop() ?? '';
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

/** The number of single-character edits that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** "a, b or c". */
function alternatives(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
