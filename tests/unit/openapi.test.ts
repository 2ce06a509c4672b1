/**
 * Checks openapi.yaml, the source of the /api pages: the operations and schema pages the route list
 * asks for, the schema titles the page ids come from, and every example against its schema.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import Ajv2019 from 'ajv/dist/2019';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const doc = load(readFileSync(path.join(repoRoot, 'openapi.yaml'), 'utf8')) as Node;
const routes = readFileSync(path.resolve(repoRoot, 'tests', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim().split(/\s+/)[0])
  .filter((route) => route.startsWith('/api/'));

/** REST API operation pages (/api/<operation>) and schema pages (/api/schemas/<name>) of routes.txt. */
const operationRoutes = routes.filter((r) => /^\/api\/[^/]+$/.test(r)).map((r) => r.slice('/api/'.length));
const schemaRoutes = routes.filter((r) => r.startsWith('/api/schemas/')).map((r) => r.slice('/api/schemas/'.length));

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const isNode = (value: Json | undefined): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const components = (kind: string): Node => {
  const all = doc.components;
  return isNode(all) && isNode(all[kind]) ? all[kind] : {};
};
const schemas = components('schemas');

/** Follows a local `$ref` (`#/components/...`) to the object it names. */
function deref(value: Json | undefined): Node {
  let node = value;
  for (let hops = 0; isNode(node) && typeof node.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${node.$ref}`);
    const ref: string = node.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
    node = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json | undefined>((cur, key) => (isNode(cur) ? cur[key] : undefined), doc);
    if (node === undefined) throw new Error(`Unresolved $ref ${ref}`);
  }
  if (!isNode(node)) throw new Error('Expected an object');
  return node;
}

const operations = Object.entries(isNode(doc.paths) ? doc.paths : {}).flatMap(([route, item]) =>
  Object.entries(deref(item))
    .filter(([method]) => HTTP_METHODS.includes(method))
    .map(([method, op]) => ({ route, method, op: deref(op) })),
);

// ---------------------------------------------------------------------------------------------
// OpenAPI 3.0 schema -> JSON Schema (draft 2019-09) for Ajv.
// ---------------------------------------------------------------------------------------------

const SCHEMA_BASE = 'https://labwire.example/openapi/schemas/';
/** Annotation and vendor keywords that JSON Schema validators must not see. */
const DROPPED = new Set(['example', 'examples', 'xml', 'externalDocs', 'discriminator', 'nullable', 'deprecated']);

/** Component schemas used as `allOf` members: they must accept the properties their siblings add. */
const allOfMembers = new Set<string>();
(function collect(value: Json | undefined) {
  if (Array.isArray(value)) value.forEach(collect);
  else if (isNode(value)) {
    if (Array.isArray(value.allOf)) {
      for (const member of value.allOf) {
        if (isNode(member) && typeof member.$ref === 'string') allOfMembers.add(member.$ref.split('/').pop() ?? '');
      }
    }
    Object.values(value).forEach(collect);
  }
})(schemas);

/**
 * Converts one OpenAPI schema object. `nullable` becomes a `null` alternative; a `discriminator`
 * dispatches on its property through the mapping (an unknown value fails); objects that list their
 * properties reject undocumented ones, as the published examples should never carry extra fields.
 */
function toJsonSchema(value: Json, strictObject = true): Json {
  if (Array.isArray(value)) return value.map((item) => toJsonSchema(item));
  if (!isNode(value)) return value;
  if (typeof value.$ref === 'string') {
    const name = value.$ref.replace('#/components/schemas/', '');
    return { $ref: `${SCHEMA_BASE}${name}` };
  }
  const out: Node = {};
  for (const [key, child] of Object.entries(value)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    if (key === 'properties' && isNode(child)) {
      out.properties = Object.fromEntries(Object.entries(child).map(([prop, s]) => [prop, toJsonSchema(s)]));
    } else if (key === 'allOf' && Array.isArray(child)) {
      // Members are validated as parts of the whole: only the whole rejects unknown properties.
      out.allOf = child.map((member) => toJsonSchema(member, false));
    } else if (['items', 'additionalProperties', 'not'].includes(key) || ['anyOf', 'oneOf'].includes(key)) {
      out[key] = toJsonSchema(child);
    } else {
      out[key] = child;
    }
  }
  const discriminator = value.discriminator;
  if (isNode(discriminator) && typeof discriminator.propertyName === 'string' && isNode(discriminator.mapping)) {
    const prop = discriminator.propertyName;
    const mapping = Object.entries(discriminator.mapping);
    delete out.oneOf;
    delete out.anyOf;
    out.type = 'object';
    out.required = [prop];
    out.properties = { [prop]: { enum: mapping.map(([tag]) => tag) } };
    out.allOf = mapping.map(([tag, target]) => ({
      if: { properties: { [prop]: { const: tag } } },
      then: toJsonSchema({ $ref: String(target) }),
    }));
  } else if (strictObject && (isNode(out.properties) || out.allOf) && out.additionalProperties === undefined) {
    out.unevaluatedProperties = false;
  }
  if (value.nullable === true) {
    return { anyOf: [{ type: 'null' }, out] };
  }
  return out;
}

const ajv = new Ajv2019({
  allErrors: true,
  strict: true,
  strictTypes: false,
  strictTuples: false,
  allowUnionTypes: true,
});
addFormats(ajv);
for (const [name, schema] of Object.entries(schemas)) {
  const converted = toJsonSchema(schema, !allOfMembers.has(name)) as Node;
  ajv.addSchema({ ...converted, $id: `${SCHEMA_BASE}${name}` });
}
const validators = new Map<string, ValidateFunction>();
function validatorFor(schema: Json): ValidateFunction {
  const converted = toJsonSchema(schema);
  const key = JSON.stringify(converted);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(converted as Node);
    validators.set(key, validate);
  }
  return validate;
}

// ---------------------------------------------------------------------------------------------
// Every example of the description, labelled with where it sits.
// ---------------------------------------------------------------------------------------------

interface ExampleCase {
  label: string;
  schema: Json;
  value: Json;
}

/** Inline `example` and every `examples` entry (resolving `$ref`s to components.examples). */
function examplesOf(holder: Node): [string, Json][] {
  const found: [string, Json][] = [];
  if (holder.example !== undefined) found.push(['example', holder.example]);
  if (isNode(holder.examples)) {
    for (const [name, entry] of Object.entries(holder.examples)) {
      const resolved = deref(entry);
      if (resolved.value !== undefined) found.push([`examples.${name}`, resolved.value]);
    }
  }
  return found;
}

const exampleCases: ExampleCase[] = [];
const missingExamples: string[] = [];

for (const { route, method, op } of operations) {
  const id = typeof op.operationId === 'string' ? op.operationId : `${method.toUpperCase()} ${route}`;
  const pathItem = deref((doc.paths as Node)[route]);
  const params = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(op.parameters) ? op.parameters : []),
  ].map(deref);
  for (const param of params) {
    for (const [where, value] of examplesOf(param)) {
      exampleCases.push({
        label: `${id}: parameter ${param.in} ${param.name} (${where})`,
        schema: param.schema,
        value,
      });
    }
  }
  if (op.requestBody !== undefined) {
    const body = deref(op.requestBody);
    for (const [mediaType, media] of Object.entries(isNode(body.content) ? body.content : {})) {
      const m = deref(media);
      const found = examplesOf(m);
      if (found.length === 0) missingExamples.push(`${id}: request body ${mediaType}`);
      for (const [where, value] of found) {
        exampleCases.push({ label: `${id}: request body ${mediaType} (${where})`, schema: m.schema, value });
      }
    }
  }
  for (const [status, response] of Object.entries(isNode(op.responses) ? op.responses : {})) {
    const res = deref(response);
    for (const [mediaType, media] of Object.entries(isNode(res.content) ? res.content : {})) {
      const m = deref(media);
      const found = examplesOf(m);
      if (found.length === 0) missingExamples.push(`${id}: response ${status} ${mediaType}`);
      for (const [where, value] of found) {
        exampleCases.push({ label: `${id}: response ${status} ${mediaType} (${where})`, schema: m.schema, value });
      }
    }
    for (const [name, header] of Object.entries(isNode(res.headers) ? res.headers : {})) {
      const h = deref(header);
      for (const [where, value] of examplesOf(h)) {
        exampleCases.push({ label: `${id}: response ${status} header ${name} (${where})`, schema: h.schema, value });
      }
    }
  }
}

/** Examples inside component schemas (on the schema itself or any of its properties). */
(function collectSchemaExamples(value: Json, where: string) {
  if (Array.isArray(value)) value.forEach((item, i) => collectSchemaExamples(item, `${where}[${i}]`));
  else if (isNode(value)) {
    if (value.example !== undefined && value.$ref === undefined) {
      exampleCases.push({ label: `schema ${where} (example)`, schema: value, value: value.example });
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'example' && key !== 'examples' && !key.startsWith('x-'))
        collectSchemaExamples(child, `${where}.${key}`);
    }
  }
})(schemas, 'components.schemas');

// ---------------------------------------------------------------------------------------------

describe('openapi.yaml', () => {
  it('is an OpenAPI 3.0.3 description of the Labwire API', () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(deref(doc.info).title).toBe('Labwire API');
    expect(deref(doc.info).version).toBe('1.0.0');
  });

  it('has exactly the REST API operations of routes.txt', () => {
    expect(operationRoutes).toHaveLength(51);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...operationRoutes].sort());
  });

  it('gives every operation a summary, a description, a tag and an error response', () => {
    const tagNames = (Array.isArray(doc.tags) ? doc.tags : []).map((tag) => deref(tag).name);
    for (const { op } of operations) {
      const id = String(op.operationId);
      expect(op.summary, `${id}: summary`).toBeTruthy();
      expect(String(op.description ?? '').length, `${id}: description`).toBeGreaterThan(80);
      expect(Array.isArray(op.tags) && op.tags.length === 1 && tagNames.includes(op.tags[0]), `${id}: tag`).toBe(true);
      const statuses = Object.keys(deref(op.responses));
      expect(
        statuses.some((s) => /^2\d\d$/.test(s)),
        `${id}: success response`,
      ).toBe(true);
      expect(statuses, `${id}: 401, 429 and 500 responses`).toEqual(expect.arrayContaining(['401', '429', '500']));
    }
  });

  it('has between 100 and 110 schemas, each titled with its key', () => {
    const names = Object.keys(schemas);
    expect(names.length).toBeGreaterThanOrEqual(100);
    expect(names.length).toBeLessThanOrEqual(110);
    for (const [name, schema] of Object.entries(schemas)) {
      expect(deref(schema).title, `schema ${name}: title`).toBe(name);
      expect(name, `schema ${name}: PascalCase key without digits`).toMatch(/^[A-Z][A-Za-z]*$/);
    }
  });

  it('has a schema for every schema page of routes.txt', () => {
    expect(schemaRoutes.length).toBeGreaterThan(40);
    const pageIds = new Set(Object.values(schemas).map((schema) => String(deref(schema).title).toLowerCase()));
    const missing = schemaRoutes.filter((route) => !pageIds.has(route));
    expect(missing, 'schema pages without a schema').toEqual([]);
  });

  it('describes a Connection as one of four kinds, told apart by `kind`', () => {
    const connection = deref(schemas.Connection);
    expect(deref(connection.discriminator)).toMatchObject({
      propertyName: 'kind',
      mapping: {
        cloudwatcher: '#/components/schemas/ConnectionCloudwatcher',
        cron: '#/components/schemas/ConnectionCron',
        filewatcher: '#/components/schemas/ConnectionFilewatcher',
        oneshot: '#/components/schemas/ConnectionOneshot',
      },
    });
  });

  it('has an example for every request body and every response body', () => {
    expect(missingExamples).toEqual([]);
    expect(exampleCases.length).toBeGreaterThan(200);
  });

  it.each(exampleCases)('example validates: $label', ({ label, schema, value }) => {
    const validate = validatorFor(schema);
    const valid = validate(value);
    expect(
      valid,
      `${label} does not match its schema: ${ajv.errorsText(validate.errors, { separator: '; ', dataVar: 'example' })}`,
    ).toBe(true);
  });

  it('rejects an example that breaks its schema', () => {
    // Guards the checker itself: a wrong type, an unknown property and an unmapped discriminator fail.
    expect(validatorFor({ $ref: '#/components/schemas/FlowRunSummary' })({ id: 1 })).toBe(false);
    const tag = validatorFor({ $ref: '#/components/schemas/TagInput' });
    expect(tag({ type: 'instrument', value: 'HPLC-02' })).toBe(true);
    expect(tag({ type: 'instrument', value: 'HPLC-02', colour: 'red' })).toBe(false);
    const connection = validatorFor({ $ref: '#/components/schemas/Connection' });
    expect(connection({ kind: 'usb' })).toBe(false);
    const secret = validatorFor({ $ref: '#/components/schemas/Secret' });
    const metadata = { name: 'BENCHLING_API_KEY', version: 3, updatedAt: '2025-08-19T12:30:41Z' };
    expect(secret({ ...metadata, value: null })).toBe(true);
    expect(secret({ ...metadata, value: 42 })).toBe(false);
  });
});
