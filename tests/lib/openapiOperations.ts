/**
 * The operations of openapi.yaml as the reference pages should show them, with `$ref` resolved:
 * each operation's parameters with the plain text of their descriptions; the request body's fields
 * at every depth (in items, nested objects and every allOf, oneOf and anyOf alternative, which a
 * reader opens as a tab), and its top-level fields with their descriptions; and, status code by
 * status code, each response's description, headers, media types and fields at every depth (the
 * top-level ones of each success response apart, for the crawler's records).
 */
import {
  loadOpenApi,
  operationsOf,
  resolveRef,
  type RequestBody,
  type Response,
  type Schema,
} from '../../src/sources/openapi';

interface ApiOperation {
  id: string;
  route: string;
  parameters: { name: string; in: string; description: string }[];
  /** The request body's top-level fields that have a description, with its plain text. */
  requestFieldDescriptions: { name: string; description: string }[];
  /** The top-level field names of each success (2xx) response, by status code. */
  successFields: Record<string, string[]>;
  /** The request body's field names at every depth. */
  requestFieldsDeep: string[];
  /** Each response, in the order of openapi.yaml. */
  responses: ResponseSummary[];
}

interface ResponseSummary {
  status: string;
  description: string;
  headers: { name: string; description: string }[];
  mediaTypes: string[];
  /** The field names of its schemas at every depth. */
  fields: string[];
}

const spec = loadOpenApi();

/** The names of a schema's top-level properties. */
function fieldNames(schema: Schema | undefined): string[] {
  const s = schema && resolveRef(spec, schema);
  if (!s) return [];
  return [
    ...Object.keys(s.properties ?? {}),
    ...[...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].flatMap(fieldNames),
  ];
}

function contentFields(body: RequestBody | Response | undefined): string[] {
  const content = (body && resolveRef(spec, body).content) ?? {};
  return [...new Set(Object.values(content).flatMap((media) => fieldNames(media.schema)))];
}

/**
 * The property names of a schema at every depth: through nested objects, array items,
 * additionalProperties and every allOf, oneOf and anyOf alternative. A schema already on the way
 * down (a recursive one) is not entered again.
 */
function deepFieldNames(schema: Schema | undefined, within: ReadonlySet<string> = new Set()): string[] {
  if (!schema || (schema.$ref !== undefined && within.has(schema.$ref))) return [];
  const path = schema.$ref === undefined ? within : new Set([...within, schema.$ref]);
  const s = resolveRef(spec, schema);
  const extra = typeof s.additionalProperties === 'object' ? [s.additionalProperties] : [];
  return [
    ...Object.entries(s.properties ?? {}).flatMap(([name, property]) => [name, ...deepFieldNames(property, path)]),
    ...[...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.items ? [s.items] : []), ...extra].flatMap(
      (part) => deepFieldNames(part, path),
    ),
  ];
}

function contentFieldsDeep(body: RequestBody | Response | undefined): string[] {
  const content = (body && resolveRef(spec, body).content) ?? {};
  return [...new Set(Object.values(content).flatMap((media) => deepFieldNames(media.schema)))];
}

/** The described top-level properties of a schema, as fieldNames finds them. */
function fieldDescriptions(schema: Schema | undefined): { name: string; description: string }[] {
  const s = schema && resolveRef(spec, schema);
  if (!s) return [];
  return [
    ...Object.entries(s.properties ?? {}).flatMap(([name, property]) => {
      const description = resolveRef(spec, property).description;
      return description ? [{ name, description: plainText(description) }] : [];
    }),
    ...[...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].flatMap(fieldDescriptions),
  ];
}

function contentFieldDescriptions(body: RequestBody | undefined): { name: string; description: string }[] {
  const content = (body && resolveRef(spec, body).content) ?? {};
  const all = Object.values(content).flatMap((media) => fieldDescriptions(media.schema));
  return [...new Map(all.map((field) => [field.name, field])).values()];
}

/** The text a reader sees of a Markdown description: no emphasis, code marks or link targets. */
function plainText(markdown: string): string {
  const code: string[] = [];
  return (
    markdown
      // Code spans first, kept as written (`x86_64` has no emphasis).
      .replace(/`([^`]*)`/g, (_, text: string) => `\uE000${code.push(text) - 1}\uE000`)
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|\W)[*_](\S.*?)[*_](?=\W|$)/g, '$1$2')
      .replace(/^\s*[-*]\s+/gm, '')
      .replace(/\uE000(\d+)\uE000/g, (_, i: string) => code[Number(i)])
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export const operations: ApiOperation[] = operationsOf(spec).map(({ operation, pathParameters }) => ({
  id: String(operation.operationId),
  route: `/api/${String(operation.operationId)}`,
  parameters: [...pathParameters, ...(operation.parameters ?? [])]
    .map((p) => resolveRef(spec, p))
    .map((p) => ({ name: p.name, in: p.in, description: plainText(p.description ?? '') })),
  requestFieldDescriptions: contentFieldDescriptions(operation.requestBody),
  successFields: Object.fromEntries(
    Object.entries(operation.responses ?? {})
      .filter(([status]) => /^2\d\d$/.test(status))
      .map(([status, response]) => [status, contentFields(response)]),
  ),
  requestFieldsDeep: contentFieldsDeep(operation.requestBody),
  responses: Object.entries(operation.responses ?? {}).map(([status, ref]) => {
    const response = resolveRef(spec, ref);
    return {
      status,
      description: plainText(response.description ?? ''),
      headers: Object.entries(response.headers ?? {}).map(([name, header]) => ({
        name,
        description: plainText(resolveRef(spec, header).description ?? ''),
      })),
      mediaTypes: Object.keys(response.content ?? {}),
      fields: contentFieldsDeep(response),
    };
  }),
}));
