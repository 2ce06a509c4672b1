/**
 * Checks openapi.yaml, the source of the /api pages: the operations and schema pages the route list
 * asks for, the schema titles the page ids come from, and every example against its schema. Also
 * checks its loader, src/sources/openapi.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  loadOpenApi,
  OpenApiError,
  OPENAPI_FILE,
  operationsOf,
  parseOpenApi,
  resolveRef,
  type Example,
} from '../../src/sources/openapi';
import { openapi as untypedOpenApi } from '../lib/sources';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const spec = loadOpenApi();
const routes = readFileSync(path.resolve(repoRoot, 'tests', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim().split(/\s+/)[0])
  .filter((route) => route.startsWith('/api/'));

/** REST API operation pages (/api/<operation>) and schema pages (/api/schemas/<name>) of routes.txt. */
const operationRoutes = routes.filter((r) => /^\/api\/[^/]+$/.test(r)).map((r) => r.slice('/api/'.length));
const schemaRoutes = routes.filter((r) => r.startsWith('/api/schemas/')).map((r) => r.slice('/api/schemas/'.length));

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const schemas = spec.components?.schemas ?? {};
const operations = operationsOf(spec);

// ---------------------------------------------------------------------------------------------
// OpenAPI 3.0 schema -> JSON Schema (draft 2019-09) for Ajv.
// ---------------------------------------------------------------------------------------------

const SCHEMA_BASE = 'https://labwire.example/openapi/schemas/';
/** Annotation and vendor keywords that JSON Schema validators must not see. */
const DROPPED = new Set(['example', 'examples', 'xml', 'externalDocs', 'discriminator', 'nullable', 'deprecated']);

/** Component schemas used as `allOf` members: they must accept the properties their siblings add. */
const allOfMembers = new Set<string>();
(function collect(value: unknown) {
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
function toJsonSchema(value: unknown, strictObject = true): Json {
  if (Array.isArray(value)) return value.map((item) => toJsonSchema(item));
  if (!isNode(value)) return value as Json;
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
function validatorFor(schema: unknown): ValidateFunction {
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
  schema: unknown;
  value: unknown;
}

/** Inline `example` and every `examples` entry (resolving `$ref`s to components.examples). */
function examplesOf(holder: { example?: unknown; examples?: Record<string, Example> }): [string, unknown][] {
  const found: [string, unknown][] = [];
  if (holder.example !== undefined) found.push(['example', holder.example]);
  for (const [name, entry] of Object.entries(holder.examples ?? {})) {
    const resolved = resolveRef(spec, entry);
    if (resolved.value !== undefined) found.push([`examples.${name}`, resolved.value]);
  }
  return found;
}

const exampleCases: ExampleCase[] = [];
const missingExamples: string[] = [];

for (const { path: route, method, operation: op, pathParameters } of operations) {
  const id = op.operationId ?? `${method.toUpperCase()} ${route}`;
  const params = [...pathParameters, ...(op.parameters ?? [])].map((param) => resolveRef(spec, param));
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
    const body = resolveRef(spec, op.requestBody);
    for (const [mediaType, media] of Object.entries(body.content ?? {})) {
      const found = examplesOf(media);
      if (found.length === 0) missingExamples.push(`${id}: request body ${mediaType}`);
      for (const [where, value] of found) {
        exampleCases.push({ label: `${id}: request body ${mediaType} (${where})`, schema: media.schema, value });
      }
    }
  }
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    const res = resolveRef(spec, response);
    for (const [mediaType, media] of Object.entries(res.content ?? {})) {
      const found = examplesOf(media);
      if (found.length === 0) missingExamples.push(`${id}: response ${status} ${mediaType}`);
      for (const [where, value] of found) {
        exampleCases.push({ label: `${id}: response ${status} ${mediaType} (${where})`, schema: media.schema, value });
      }
    }
    for (const [name, header] of Object.entries(res.headers ?? {})) {
      const h = resolveRef(spec, header);
      for (const [where, value] of examplesOf(h)) {
        exampleCases.push({ label: `${id}: response ${status} header ${name} (${where})`, schema: h.schema, value });
      }
    }
  }
}

/** Examples inside component schemas (on the schema itself or any of its properties). */
(function collectSchemaExamples(value: unknown, where: string) {
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
    expect(spec.openapi).toBe('3.0.3');
    expect(spec.info.title).toBe('Labwire API');
    expect(spec.info.version).toBe('1.0.0');
  });

  it('has exactly the REST API operations of routes.txt', () => {
    expect(operationRoutes).toHaveLength(51);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...operationRoutes].sort());
  });

  it('gives every operation a summary, a description, a tag and an error response', () => {
    const tagNames = (spec.tags ?? []).map((tag) => tag.name);
    for (const { operation: op } of operations) {
      const id = String(op.operationId);
      expect(op.summary, `${id}: summary`).toBeTruthy();
      expect(String(op.description ?? '').length, `${id}: description`).toBeGreaterThan(80);
      expect(op.tags?.length === 1 && tagNames.includes(op.tags[0]), `${id}: tag`).toBe(true);
      const statuses = Object.keys(op.responses ?? {});
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
      expect(resolveRef(spec, schema).title, `schema ${name}: title`).toBe(name);
      expect(name, `schema ${name}: PascalCase key without digits`).toMatch(/^[A-Z][A-Za-z]*$/);
    }
  });

  it('has a schema for every schema page of routes.txt', () => {
    expect(schemaRoutes.length).toBeGreaterThan(40);
    const pageIds = new Set(
      Object.values(schemas).map((schema) => String(resolveRef(spec, schema).title).toLowerCase()),
    );
    const missing = schemaRoutes.filter((route) => !pageIds.has(route));
    expect(missing, 'schema pages without a schema').toEqual([]);
  });

  it('describes a Connection as one of four kinds, told apart by `kind`', () => {
    const connection = resolveRef(spec, schemas.Connection);
    expect(connection.discriminator).toMatchObject({
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

describe('src/sources/openapi.ts, the one reader of openapi.yaml', () => {
  it('parses the file once and hands every caller the same description', () => {
    expect(loadOpenApi()).toBe(spec);
    expect(loadOpenApi(OPENAPI_FILE)).toBe(spec);
  });

  it('is also what the tests that walk the description untyped read (tests/lib/sources.ts)', () => {
    expect(untypedOpenApi).toBe(spec);
  });

  it('names the file, line and column of a YAML mistake first', () => {
    const text = readFileSync(OPENAPI_FILE, 'utf8');
    const line = text.split('\n').findIndex((l) => l.includes('operationId: get-flows')) + 1;
    const broken = text.replace('operationId: get-flows', 'operationId: get-flows\n     summary: [unclosed');
    expect(() => parseOpenApi(broken)).toThrow(OpenApiError);
    expect(() => parseOpenApi(broken)).toThrow(new RegExp(`^openapi\\.yaml:${line + 1}:\\d+: not valid YAML: `));
  });

  it('refuses YAML that is no OpenAPI description, at line 1', () => {
    expect(() => parseOpenApi('- a list\n', 'copy/openapi.yaml')).toThrow(
      /^copy\/openapi\.yaml:1:1: not an OpenAPI description/,
    );
  });

  it('lists the operations path by path, with the parameters their path shares', () => {
    const small = parseOpenApi(
      [
        'openapi: 3.0.3',
        'info: { title: t, version: "1" }',
        'paths:',
        '  /a/{id}:',
        '    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
        '    post: { operationId: post-a }',
        '    get: { operationId: get-a }',
        '  /b:',
        '    $ref: "#/x-paths/b"',
        'x-paths:',
        '  b: { delete: { operationId: delete-b } }',
      ].join('\n'),
    );
    expect(
      operationsOf(small).map(({ path, method, operation, pathParameters }) => [
        path,
        method,
        operation.operationId,
        pathParameters.length,
      ]),
    ).toEqual([
      ['/a/{id}', 'get', 'get-a', 1],
      ['/a/{id}', 'post', 'post-a', 1],
      ['/b', 'delete', 'delete-b', 0],
    ]);
    expect(operations.length).toBe(operationRoutes.length);
  });
});
