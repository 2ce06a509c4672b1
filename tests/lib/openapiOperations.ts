/**
 * The operations of openapi.yaml as the reference pages should show them: each operation's
 * parameters with the plain text of their descriptions, and the top-level field names of its
 * request body and of every response, with `$ref` and `allOf` resolved (the fields of a oneOf or
 * anyOf schema are those of each alternative).
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
  requestFields: string[];
  responseFields: string[];
  /** The top-level field names of each success (2xx) response, by status code. */
  successFields: Record<string, string[]>;
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
  requestFields: contentFields(operation.requestBody),
  responseFields: [...new Set(Object.values(operation.responses ?? {}).flatMap((r) => contentFields(r)))],
  successFields: Object.fromEntries(
    Object.entries(operation.responses ?? {})
      .filter(([status]) => /^2\d\d$/.test(status))
      .map(([status, response]) => [status, contentFields(response)]),
  ),
}));
