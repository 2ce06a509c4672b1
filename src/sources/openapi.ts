/**
 * openapi.yaml, the one source of the API, as the site's code and tests read it: the types of the
 * parts they use (servers, tags, paths and their operations, parameters, bodies, responses,
 * schemas), one parse per file, `$ref` resolution and the operations in file order. A YAML mistake
 * throws `openapi.yaml:LINE:COL: not valid YAML: …`, worded as every YAML reader of the site words it
 * (yamlSyntaxError.mjs), the same line scripts/openapi-check.mjs prints before a build.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { load, YAMLException } from 'js-yaml';
import { yamlSyntaxError } from './yamlSyntaxError.mjs';

const ROOT = join(__dirname, '..', '..');

/** The repository's openapi.yaml. */
export const OPENAPI_FILE = join(ROOT, 'openapi.yaml');

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  'x-enumDescriptions'?: Record<string, string>;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  default?: unknown;
  example?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
  additionalProperties?: boolean | Schema;
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export interface Example {
  $ref?: string;
  summary?: string;
  description?: string;
  value?: unknown;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}

export interface Header {
  $ref?: string;
  description?: string;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}

export interface Response {
  $ref?: string;
  description?: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
}

export interface RequestBody {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
  security?: Record<string, string[]>[];
}

export type PathItem = { $ref?: string; summary?: string; description?: string; parameters?: Parameter[] } & {
  [method in HttpMethod]?: Operation;
};

export interface SecurityScheme {
  type: string;
  scheme?: string;
  name?: string;
  in?: string;
  bearerFormat?: string;
}

export interface Tag {
  name: string;
  description?: string;
}

export interface Server {
  url: string;
  description?: string;
}

export interface OpenApi {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: Server[];
  security?: Record<string, string[]>[];
  tags?: Tag[];
  paths: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, Schema>;
    responses?: Record<string, Response>;
    parameters?: Record<string, Parameter>;
    examples?: Record<string, Example>;
    requestBodies?: Record<string, RequestBody>;
    headers?: Record<string, Header>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
}

/** An operation with the path and method it is found under, and the parameters its path item shares. */
export interface OperationAt {
  path: string;
  method: HttpMethod;
  operation: Operation;
  pathParameters: Parameter[];
}

/** A description that cannot be read; the message starts with `file:line:col`. */
export class OpenApiError extends Error {
  override name = 'OpenApiError';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses the text of an OpenAPI description; `name` is the file the errors name. */
export function parseOpenApi(text: string, name = 'openapi.yaml'): OpenApi {
  let doc: unknown;
  try {
    doc = load(text);
  } catch (err) {
    if (!(err instanceof YAMLException) || !err.mark) throw err;
    throw new OpenApiError(yamlSyntaxError(name, err));
  }
  if (!isObject(doc) || typeof doc.openapi !== 'string' || !isObject(doc.paths)) {
    throw new OpenApiError(`${name}:1:1: not an OpenAPI description: it needs \`openapi\` and \`paths\` at the top`);
  }
  return doc as unknown as OpenApi;
}

const parsed = new Map<string, OpenApi>();

/** Freezes a parsed value and everything in it: every caller of loadOpenApi shares it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
}

/** The OpenAPI description in `file` (the repository's openapi.yaml by default), parsed once and frozen. */
export function loadOpenApi(file = OPENAPI_FILE): OpenApi {
  let spec = parsed.get(file);
  if (!spec) {
    const name = relative(ROOT, file);
    spec = deepFreeze(
      parseOpenApi(readFileSync(file, 'utf8'), name.startsWith('..') || isAbsolute(name) ? file : name),
    );
    parsed.set(file, spec);
  }
  return spec;
}

/** The object a local `$ref` names (following a chain of them), or `value` itself when it is none. */
export function resolveRef<T extends { $ref?: string }>(spec: OpenApi, value: T): T {
  let current = value;
  for (let hops = 0; current?.$ref !== undefined; hops++) {
    const ref = current.$ref;
    if (hops > 20 || !ref.startsWith('#/')) throw new Error(`openapi.yaml: cannot resolve $ref ${ref}`);
    const target = ref
      .slice(2)
      .split('/')
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), spec);
    if (target === undefined) throw new Error(`openapi.yaml: $ref ${ref} names nothing`);
    current = target as T;
  }
  return current;
}

/** Every operation of the description, path by path in the order of the file. */
export function operationsOf(spec: OpenApi): OperationAt[] {
  return Object.entries(spec.paths).flatMap(([path, ref]) => {
    const item = resolveRef(spec, ref);
    const pathParameters = item.parameters ?? [];
    return HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation, pathParameters }] : [];
    });
  });
}
