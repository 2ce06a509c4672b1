/**
 * Markdown copies of the API operation and schema pages, written from openapi.yaml (the single source
 * of the API) rather than from their interactive HTML, whose examples and code samples only exist in
 * the browser. Routes follow docusaurus-plugin-openapi-docs: /api/<kebab operationId> and
 * /api/schemas/<kebab title>.
 */
import { createRequire } from 'node:module';
import {
  operationsOf,
  type MediaType,
  type OpenApi,
  type Operation,
  type Parameter,
  type Schema,
  resolveRef,
} from '../sources/openapi';

export interface ApiPage {
  route: string;
  title: string;
  markdown: string;
}

const MAX_DEPTH = 6;

/** The kebab-case the OpenAPI plugin names its pages with (its own lodash, so both always agree). */
const kebabCase: (text: string) => string = (() => {
  const require = createRequire(__filename);
  const plugin = require.resolve('docusaurus-plugin-openapi-docs');
  return require(require.resolve('lodash/kebabCase', { paths: [plugin] }));
})();

const oneLine = (text = '') => text.replace(/\s*\n\s*/g, ' ').trim();
const cell = (text = '') => oneLine(text).replace(/\|/g, '\\|');
const json = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
const literal = (value: unknown) => `\`${JSON.stringify(value)}\``;

class ApiWriter {
  constructor(
    private readonly spec: OpenApi,
    private readonly siteUrl: string,
  ) {}

  /** Relative links in descriptions made absolute. */
  prose(text = ''): string {
    return text.trim().replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${this.siteUrl}${path})`);
  }

  resolve<T extends { $ref?: string }>(value: T): T {
    return resolveRef(this.spec, value);
  }

  schemaRoute(schema: Schema): string | undefined {
    const name = schema.$ref?.match(/^#\/components\/schemas\/(.+)$/)?.[1];
    const target = name ? this.spec.components?.schemas?.[name] : undefined;
    return target ? `/api/schemas/${schemaId(target, name!)}` : undefined;
  }

  /** allOf merged into one object schema. */
  flatten(schema: Schema): Schema {
    const resolved = this.resolve(schema);
    if (!resolved.allOf) return resolved;
    const parts = resolved.allOf.map((part) => this.flatten(part));
    const merged: Schema = { ...resolved, allOf: undefined, type: resolved.type ?? parts.find((p) => p.type)?.type };
    merged.properties = Object.assign({}, ...parts.map((p) => p.properties), resolved.properties);
    merged.required = [...new Set([...parts.flatMap((p) => p.required ?? []), ...(resolved.required ?? [])])];
    merged.description ??= parts.find((p) => p.description)?.description;
    return merged;
  }

  /** A short type: `string (date-time)`, `array of [Flow](url)`, `one of A, B`. */
  typeLabel(schema: Schema): string {
    const name = schema.$ref ? (this.resolve(schema).title ?? schema.$ref.split('/').pop()) : undefined;
    const route = this.schemaRoute(schema);
    if (name) return route ? `[${name}](${this.siteUrl}${route})` : name;
    const s = this.flatten(schema);
    if (s.oneOf || s.anyOf) return `one of ${(s.oneOf ?? s.anyOf)!.map((v) => this.typeLabel(v)).join(', ')}`;
    if (s.type === 'array') return `array of ${s.items ? this.typeLabel(s.items) : 'any'}`;
    if (s.type === 'object' || s.properties) return s.title ?? 'object';
    return s.type ? `${s.type}${s.format ? ` (${s.format})` : ''}` : 'any';
  }

  /** Facts after a property's description: nullable, possible values, default, limits. */
  facts(schema: Schema): string[] {
    const s = this.flatten(schema);
    const out: string[] = [];
    if (s.enum) out.push(`Possible values: ${s.enum.map(literal).join(', ')}.`);
    if (s.default !== undefined) out.push(`Default: ${literal(s.default)}.`);
    const limits = [
      s.minimum !== undefined && `minimum ${s.minimum}`,
      s.maximum !== undefined && `maximum ${s.maximum}`,
      s.minLength !== undefined && `at least ${s.minLength} characters`,
      s.maxLength !== undefined && `at most ${s.maxLength} characters`,
      s.minItems !== undefined && `at least ${s.minItems} items`,
      s.maxItems !== undefined && `at most ${s.maxItems} items`,
      s.pattern && `pattern \`${s.pattern}\``,
    ].filter(Boolean);
    if (limits.length) out.push(`Limits: ${limits.join(', ')}.`);
    if (s.discriminator) out.push(`The variant is chosen by \`${s.discriminator.propertyName}\`.`);
    return out;
  }

  /** Nested list of an object's properties (or of the variants of a oneOf). */
  fields(schema: Schema, depth = 0, seen: string[] = []): string[] {
    if (depth > MAX_DEPTH || (schema.$ref && seen.includes(schema.$ref))) return [];
    const trail = schema.$ref ? [...seen, schema.$ref] : seen;
    const s = this.flatten(schema);
    const pad = '  '.repeat(depth);
    if (s.type === 'array' && s.items) return this.fields(s.items, depth, trail);
    const variants = s.oneOf ?? s.anyOf;
    if (variants) {
      return variants.flatMap((variant) => {
        const v = this.flatten(variant);
        return [
          `${pad}- Variant ${this.typeLabel(variant)}${v.description ? `: ${oneLine(this.prose(v.description))}` : ''}`,
          ...this.fields(variant, depth + 1, trail),
        ];
      });
    }
    const lines: string[] = [];
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const p = this.flatten(prop);
      const marks = [
        this.typeLabel(prop),
        s.required?.includes(name) ? 'required' : undefined,
        p.nullable ? 'nullable' : undefined,
        p.readOnly ? 'read-only' : undefined,
        p.writeOnly ? 'write-only' : undefined,
        p.deprecated ? 'deprecated' : undefined,
      ].filter(Boolean);
      const text = [oneLine(this.prose(p.description)), ...this.facts(prop)].filter(Boolean).join(' ');
      lines.push(`${pad}- \`${name}\` (${marks.join(', ')})${text ? `: ${text}` : ''}`);
      lines.push(...this.fields(prop, depth + 1, trail));
    }
    if (typeof s.additionalProperties === 'object') {
      lines.push(`${pad}- Any other key (${this.typeLabel(s.additionalProperties)})`);
      lines.push(...this.fields(s.additionalProperties, depth + 1, trail));
    }
    return lines;
  }

  /** An example built from the schema when the spec gives none. */
  sample(schema: Schema, seen: string[] = []): unknown {
    if (schema.$ref && seen.includes(schema.$ref)) return {};
    const trail = schema.$ref ? [...seen, schema.$ref] : seen;
    const s = this.flatten(schema);
    if (s.example !== undefined) return s.example;
    if (s.default !== undefined) return s.default;
    if (s.enum) return s.enum[0];
    if (s.oneOf ?? s.anyOf) return this.sample((s.oneOf ?? s.anyOf)![0], trail);
    if (s.type === 'array') return s.items ? [this.sample(s.items, trail)] : [];
    if (s.type === 'object' || s.properties) {
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, this.sample(v, trail)]));
    }
    const byType: Record<string, unknown> = {
      string: s.format === 'date-time' ? '2025-01-01T00:00:00Z' : 'string',
      integer: 0,
      number: 0,
      boolean: true,
    };
    return byType[s.type ?? ''] ?? null;
  }

  /** Schema, then examples, of one media type. */
  content(media: Record<string, MediaType> | undefined, heading: string): string[] {
    return Object.entries(media ?? {}).flatMap(([type, body]) => {
      const out = [`${heading} \`${type}\``];
      const s = body.schema ? this.flatten(body.schema) : undefined;
      if (body.schema) {
        out.push(
          `Schema: ${this.typeLabel(body.schema)}${s?.description && !body.schema.$ref ? `. ${oneLine(this.prose(s.description))}` : ''}`,
        );
        const fields = this.fields(body.schema);
        if (fields.length) out.push(fields.join('\n'));
        else if (s && !(s.type === 'object' || s.properties)) out.push(...this.facts(body.schema));
      }
      const examples = Object.values(body.examples ?? {}).map((e) => this.resolve(e));
      if (examples.length) {
        for (const example of examples) {
          out.push(`Example${example.summary ? ` (${oneLine(example.summary)})` : ''}:`, json(example.value));
        }
      } else if (body.example !== undefined) {
        out.push('Example:', json(body.example));
      } else if (
        body.schema &&
        s?.format !== 'binary' &&
        (s?.type === 'object' || s?.type === 'array' || s?.properties)
      ) {
        out.push('Example (generated from the schema):', json(this.sample(body.schema)));
      }
      return out;
    });
  }

  security(op: Operation): string {
    const requirements = op.security ?? this.spec.security ?? [];
    if (requirements.length === 0) return 'Authentication: none.';
    const schemes = requirements
      .flatMap((r) => Object.keys(r))
      .map((name) => {
        const scheme = this.spec.components?.securitySchemes?.[name];
        if (scheme?.type === 'http' && scheme.scheme === 'bearer')
          return `\`Authorization: Bearer <${scheme.bearerFormat ?? 'token'}>\` header`;
        if (scheme?.type === 'apiKey') return `\`${scheme.name}\` ${scheme.in}`;
        return `\`${name}\``;
      });
    return `Authentication: ${schemes.join(' or ')}.`;
  }

  operation(path: string, method: string, op: Operation, shared: Parameter[]): ApiPage {
    const title = op.summary ?? op.operationId ?? `${method.toUpperCase()} ${path}`;
    const route = `/api/${kebabCase(op.operationId ?? op.summary ?? '')}`;
    const out = [`# ${title}`, `Source: ${this.siteUrl}${route}`, `\`${method.toUpperCase()} ${path}\``];
    if (op.deprecated) out.push('> **Deprecated**');
    const servers = (this.spec.servers ?? []).map((s) => `\`${s.url}\`${s.description ? ` (${s.description})` : ''}`);
    out.push(`${servers.length ? `Base URL: ${servers.join(' or ')}. ` : ''}${this.security(op)}`);
    if (op.description) out.push(this.prose(op.description));

    const params = [...shared, ...(op.parameters ?? [])].map((p) => this.resolve(p));
    const body = op.requestBody ? this.resolve(op.requestBody) : undefined;
    if (params.length || body) out.push('## Request');
    for (const where of ['path', 'query', 'header', 'cookie']) {
      const list = params.filter((p) => p.in === where);
      if (!list.length) continue;
      out.push(`### ${where[0].toUpperCase()}${where.slice(1)} parameters`);
      const rows = list.map((p) => {
        const schema = p.schema ?? {};
        const text = [cell(this.prose(p.description)), ...this.facts(schema).map((f) => cell(f))];
        const example = p.example ?? this.flatten(schema).example;
        if (example !== undefined) text.push(`Example: ${literal(example)}.`);
        return `| \`${p.name}\` | ${cell(this.typeLabel(schema))} | ${p.required ? 'yes' : 'no'} | ${text.join(' ')} |`;
      });
      out.push(['| Name | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows].join('\n'));
    }
    if (body) {
      out.push(
        '### Body',
        `${body.required ? 'Required' : 'Optional'}.${body.description ? ` ${oneLine(this.prose(body.description))}` : ''}`,
      );
      out.push(...this.content(body.content, 'Content type'));
    }

    out.push('## Responses');
    for (const [status, ref] of Object.entries(op.responses ?? {})) {
      const response = this.resolve(ref);
      out.push(`### ${status}`, this.prose(response.description) || 'No description.');
      const headers = Object.entries(response.headers ?? {}).map(([name, h]) => [name, this.resolve(h)] as const);
      if (headers.length) {
        out.push(
          [
            '| Header | Type | Description |',
            '| --- | --- | --- |',
            ...headers.map(
              ([name, h]) =>
                `| \`${name}\` | ${cell(this.typeLabel(h.schema ?? {}))} | ${cell(this.prose(h.description))} |`,
            ),
          ].join('\n'),
        );
      }
      out.push(...this.content(response.content, 'Content type'));
    }
    return { route, title, markdown: `${out.join('\n\n')}\n` };
  }

  schemaPage(name: string, schema: Schema): ApiPage {
    const title = schema.title ?? name;
    const route = `/api/schemas/${schemaId(schema, name)}`;
    const ref: Schema = { $ref: `#/components/schemas/${name}` };
    const s = this.flatten(ref);
    const out = [`# ${title}`, `Source: ${this.siteUrl}${route}`];
    if (s.description) out.push(this.prose(s.description));
    out.push(
      `Type: ${s.oneOf || s.anyOf ? this.typeLabel({ ...s, title: undefined }) : (s.type ?? (s.properties ? 'object' : 'any'))}${s.nullable ? ', nullable' : ''}.`,
    );
    const fields = this.fields(ref);
    if (fields.length) out.push(s.oneOf || s.anyOf ? '## Variants' : '## Properties', fields.join('\n'));
    const facts = this.facts(ref);
    if (facts.length) out.push(facts.join(' '));
    out.push('## Example', json(this.sample(ref)));
    return { route, title, markdown: `${out.join('\n\n')}\n` };
  }
}

function schemaId(schema: Schema, name: string): string {
  return kebabCase((schema.title ?? name).replace(' ', '-').toLowerCase());
}

/** Every operation and schema page of the spec, keyed by route. */
export function apiPages(spec: OpenApi, siteUrl: string): Map<string, ApiPage> {
  const writer = new ApiWriter(spec, siteUrl);
  const pages = new Map<string, ApiPage>();
  const add = (page: ApiPage) => {
    if (pages.has(page.route)) throw new Error(`openapi.yaml: two pages would be published at ${page.route}`);
    pages.set(page.route, page);
  };
  for (const { path, method, operation, pathParameters } of operationsOf(spec)) {
    add(writer.operation(path, method, operation, pathParameters));
  }
  for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) add(writer.schemaPage(name, schema));
  return pages;
}
