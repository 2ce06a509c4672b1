/**
 * The operations of openapi.yaml as the reference pages should show them: each operation's
 * parameters with the plain text of their descriptions, and the top-level field names of its
 * request body and of every response, with `$ref` and `allOf` resolved (the fields of a oneOf or
 * anyOf schema are those of each alternative).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

type Obj = Record<string, unknown>;
interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

interface ApiOperation {
  id: string;
  route: string;
  parameters: { name: string; in: string; description: string }[];
  requestFields: string[];
  responseFields: string[];
}

const spec = load(readFileSync(join(__dirname, '..', '..', 'openapi.yaml'), 'utf8')) as Obj;

function resolve<T>(value: T): T {
  let current = value as Obj;
  while (current && typeof current.$ref === 'string') {
    current = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<Obj>((node, key) => node[key] as Obj, spec);
  }
  return current as T;
}

/** The names of a schema's top-level properties. */
function fieldNames(schema: Schema | undefined): string[] {
  const s = schema && resolve(schema);
  if (!s) return [];
  return [
    ...Object.keys(s.properties ?? {}),
    ...[...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].flatMap(fieldNames),
  ];
}

function contentFields(body: Obj | undefined): string[] {
  const content = (body && (resolve(body).content as Record<string, { schema?: Schema }>)) ?? {};
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

export const operations: ApiOperation[] = Object.values(spec.paths as Record<string, Obj>).flatMap((item) =>
  ['get', 'put', 'post', 'patch', 'delete'].flatMap((method) => {
    const op = item[method] as Obj | undefined;
    if (!op) return [];
    const parameters = [...((item.parameters as Obj[]) ?? []), ...((op.parameters as Obj[]) ?? [])]
      .map((p) => resolve(p))
      .map((p) => ({ name: String(p.name), in: String(p.in), description: plainText(String(p.description ?? '')) }));
    return [
      {
        id: String(op.operationId),
        route: `/api/${String(op.operationId)}`,
        parameters,
        requestFields: contentFields(op.requestBody as Obj | undefined),
        responseFields: [
          ...new Set(Object.values((op.responses as Record<string, Obj>) ?? {}).flatMap((r) => contentFields(r))),
        ],
      },
    ];
  }),
);
