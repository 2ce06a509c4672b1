/**
 * The request samples of the API pages (scripts/apiSamples.mjs: curl, Python requests, JavaScript
 * fetch, made at build time), checked against openapi.yaml itself: each sample's method and path
 * are an operation of the spec (the operation it is shown on), every required path, query and
 * header parameter is sent, a JSON body is sent when the operation requires one, with its
 * required fields and no field the schema does not have; and the three languages send the same
 * request.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationSamples, specOperations } from '../../scripts/apiSamples.mjs';
import { ROOT, deref, isNode, openapi, type Json, type Node } from '../lib/sources';

interface Request {
  method: string;
  url: URL;
  headers: Map<string, string>;
  body: unknown;
}

interface Sample {
  value: string;
  code: string;
}

/** `curl -L [-X M] 'url' -H 'k: v' ... [-d|--data-raw '...']` as postman-code-generators writes it. */
export function parseCurl(code: string): Request {
  const url = /^curl (?:-L )?(?:-X (\w+) )?'([^']+)'/.exec(code);
  if (!url) throw new Error(`not a curl sample: ${code.slice(0, 80)}`);
  const headers = new Map([...code.matchAll(/^-H '([^:]+): ([^']*)'/gm)].map((m) => [m[1].toLowerCase(), m[2]]));
  const data = /^(?:-d|--data-raw) '([\s\S]*)'$/m.exec(code);
  const body = data ? JSON.parse(data[1]) : undefined;
  return { method: url[1] ?? (data ? 'POST' : 'GET'), url: new URL(url[2]), headers, body };
}

/** A Python dict or list literal of JSON values (as json.dumps is given it) to JSON. */
function pythonLiteral(text: string): unknown {
  return JSON.parse(
    text.replace(/"(?:[^"\\]|\\.)*"|\b(True|False|None)\b/g, (m, word?: string) =>
      word === undefined ? m : { True: 'true', False: 'false', None: 'null' }[word]!,
    ),
  );
}

/** `requests.request("M", url, headers=headers, data=payload)` with `payload = json.dumps(...)`. */
export function parsePython(code: string): Request {
  const url = /^url = "([^"]+)"$/m.exec(code);
  const call = /requests\.request\("(\w+)", url, headers=headers, data=payload\)/.exec(code);
  if (!url || !call) throw new Error(`not a requests sample: ${code.slice(0, 80)}`);
  const headers = new Map([...code.matchAll(/^ {2}'([^']+)': '([^']*)',?$/gm)].map((m) => [m[1].toLowerCase(), m[2]]));
  const payload = /^payload = json\.dumps\(([\s\S]*?)\)\nheaders/m.exec(code);
  return { method: call[1], url: new URL(url[1]), headers, body: payload ? pythonLiteral(payload[1]) : undefined };
}

/** `fetch("url", requestOptions)` with `method: "M"`, `myHeaders.append(...)` and `const raw = JSON.stringify(...)`. */
export function parseFetch(code: string): Request {
  const url = /^fetch\("([^"]+)", requestOptions\)/m.exec(code);
  const method = /^ {2}method: "(\w+)",$/m.exec(code);
  if (!url || !method) throw new Error(`not a fetch sample: ${code.slice(0, 80)}`);
  const headers = new Map(
    [...code.matchAll(/^myHeaders\.append\("([^"]+)", "([^"]*)"\);$/gm)].map((m) => [m[1].toLowerCase(), m[2]]),
  );
  const raw = /^const raw = JSON\.stringify\(([\s\S]*?)\);\n/m.exec(code);
  return { method: method[1], url: new URL(url[1]), headers, body: raw ? JSON.parse(raw[1]) : undefined };
}

const PARSERS: Record<string, (code: string) => Request> = {
  curl: parseCurl,
  python: parsePython,
  javascript: parseFetch,
};

function serverBase(): string {
  const server = (openapi.servers as Node[])[0];
  const variables = deref(server.variables);
  return String(server.url).replace(/\{(\w+)\}/g, (_, name: string) => String(deref(variables[name]).default));
}

/** The operation of the spec with this method and concrete path, and its path parameters' values. */
function findOperation(method: string, pathname: string): { template: string; op: Node } | undefined {
  const base = new URL(serverBase()).pathname.replace(/\/$/, '');
  if (!pathname.startsWith(`${base}/`)) return undefined;
  const segments = pathname.slice(base.length).split('/').filter(Boolean);
  for (const [template, item] of Object.entries(deref(openapi.paths))) {
    const parts = template.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    if (!parts.every((p, i) => /^\{.+\}$/.test(p) || p === decodeURIComponent(segments[i]))) continue;
    const op = deref(item)[method.toLowerCase()];
    if (isNode(op)) return { template, op: deref(op) };
  }
  return undefined;
}

/** Required fields missing from, and unknown fields in, a JSON body, by path. */
function bodyProblems(schema: Json | undefined, value: unknown, at = 'body'): string[] {
  if (schema === undefined || schema === null) return [];
  const s = deref(schema);
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key])) {
      const options = (s[key] as Json[]).map((option) => bodyProblems(option, value, at));
      return options.some((p) => p.length === 0) ? [] : options[0];
    }
  }
  if (Array.isArray(s.allOf)) return (s.allOf as Json[]).flatMap((part) => bodyProblems(part, value, at));
  if (Array.isArray(value) && s.items !== undefined)
    return value.flatMap((v, i) => bodyProblems(s.items, v, `${at}[${i}]`));
  if (!isNode(s.properties) || typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const props = s.properties;
  const object = value as Record<string, unknown>;
  const problems = (Array.isArray(s.required) ? s.required : [])
    .filter((name) => !(String(name) in object))
    .map((name) => `${at}.${String(name)} is required`);
  for (const [name, child] of Object.entries(object)) {
    if (name in props) problems.push(...bodyProblems(props[name], child, `${at}.${name}`));
    else if (s.additionalProperties === undefined || s.additionalProperties === false)
      problems.push(`${at}.${name} is not in the schema`);
  }
  return problems;
}

/** What is wrong with a request against the operation it documents. */
export function requestProblems(operationId: string, request: Request): string[] {
  const found = findOperation(request.method, request.url.pathname);
  if (!found) return [`${request.method} ${request.url.pathname} is no operation of openapi.yaml`];
  const { template, op } = found;
  const problems: string[] = [];
  if (op.operationId !== operationId)
    problems.push(`${request.method} ${template} is ${String(op.operationId)}, not ${operationId}`);
  const pathItem = deref(deref(openapi.paths)[template]);
  const params = [...((pathItem.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map(deref);
  for (const p of params.filter((p) => p.required === true)) {
    const name = String(p.name);
    if (p.in === 'query' && !request.url.searchParams.has(name)) problems.push(`query parameter ${name} is required`);
    if (p.in === 'header' && !request.headers.has(name.toLowerCase())) problems.push(`header ${name} is required`);
  }
  for (const name of request.url.searchParams.keys()) {
    if (!params.some((p) => p.in === 'query' && p.name === name))
      problems.push(`query parameter ${name} is not declared`);
  }
  const body = deref(op.requestBody);
  const json = deref(deref(body.content)['application/json']);
  if (body.required === true && isNode(json.schema) && request.body === undefined)
    problems.push('the JSON body is missing');
  if (request.body !== undefined) {
    if (!isNode(json.schema)) problems.push('a JSON body is sent to an operation that takes none');
    else problems.push(...bodyProblems(json.schema, request.body));
  }
  return problems;
}

describe('request samples of the API pages', () => {
  let samples: { id: string; samples: Sample[] }[] = [];
  beforeAll(async () => {
    const operations = (await specOperations(join(ROOT, 'openapi.yaml'))) as { operationId: string }[];
    samples = operations.map((api) => ({ id: api.operationId, samples: operationSamples(api).samples as Sample[] }));
  });

  it('covers every operation of openapi.yaml in curl, Python and JavaScript', () => {
    const ids = Object.values(deref(openapi.paths)).flatMap((item) =>
      Object.values(deref(item))
        .filter(isNode)
        .map((op) => op.operationId)
        .filter((id) => typeof id === 'string'),
    );
    expect(samples.map((s) => s.id).sort()).toEqual([...ids].sort());
    for (const s of samples)
      expect(s.samples.map((x) => x.value).slice(0, 3), s.id).toEqual(['curl', 'python', 'javascript']);
  });

  it('sends, in every language, a request that openapi.yaml documents on that page', () => {
    const problems = samples.flatMap(({ id, samples: list }) =>
      list
        .filter((s) => s.value in PARSERS)
        .flatMap((s) => requestProblems(id, PARSERS[s.value](s.code)).map((p) => `${id} (${s.value}): ${p}`)),
    );
    expect(problems).toEqual([]);
  });

  it('sends the same request in curl, Python and JavaScript', () => {
    for (const { id, samples: list } of samples) {
      const [curl, ...others] = list.filter((s) => s.value in PARSERS).map((s) => PARSERS[s.value](s.code));
      for (const other of others) {
        const same = (r: Request) => ({
          method: r.method,
          path: r.url.pathname,
          query: [...r.url.searchParams],
          body: r.body,
        });
        expect(same(other), id).toEqual(same(curl));
      }
    }
  });

  it('flags a sample with a wrong path, a missing required field or an unknown one', () => {
    const request = (method: string, path: string, body?: unknown): Request => ({
      method,
      url: new URL(`${serverBase()}${path}`),
      headers: new Map(),
      body,
    });
    expect(requestProblems('get-flows', request('GET', '/flow'))).toHaveLength(1);
    expect(requestProblems('get-flows', request('DELETE', '/flows'))).toHaveLength(1);
    expect(requestProblems('trigger-flow', request('POST', '/flows/flw_1/runs', { inputs_: {} }))).toContain(
      'body.inputs_ is not in the schema',
    );
    expect(requestProblems('get-flows', request('GET', '/flows?colour=red'))).toContain(
      'query parameter colour is not declared',
    );
  });
});
