/**
 * Every Labwire API request the site shows, checked against openapi.yaml.
 *
 * Requests are collected from the hand-written pages (docs/, sdk/, releases/, api/index.mdx and
 * src/pages/):
 *
 * - ```http blocks (`METHOD /api/v1/... HTTP/1.1`, headers, then a JSON body);
 * - curl commands in shell blocks, with `-X`, `-G`, `-d`/`--data*`/`--json` and `-F`;
 * - Python calls of `requests`, `httpx`, a session or a client (`.get`, `.post`, `.request`...)
 *   whose URL starts with a Labwire base URL, analyzed with Python's own `ast` module by
 *   api-requests.py beside this file, with their
 *   `params=`, `json=`, `data=` and `files=`;
 * - JavaScript `fetch` calls on a Labwire base URL;
 * - prose that writes a method and a Labwire URL (`GET https://acme.labwire.example/api/v1/flows`),
 *   or a method and a path on a line that links an API operation page.
 *
 * A Labwire URL is one on `<environment>.labwire.example/api/v1` or on the mock server,
 * `http://127.0.0.1:4010`. Each request must use a path of openapi.yaml (templates matched segment
 * by segment; a placeholder such as `{flowId}`, `<fileId>` or `$RUN_ID` in a sample matches any
 * segment), a method that path has, query parameters the operation declares, and JSON or form
 * body fields that exist in the operation's request schema, nested objects included. All
 * offenders are reported at once, with file and line.
 */
// cspell:ignore elts flowruns
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeBlocks, withoutCodeBlocks } from '../../src/build/codeFences';
import { deref, isNode, openapi as doc, pages, read, type Json, type Node } from '../lib/sources';

/* ------------------------------------------------------------------------------------------ */
/* The API description                                                                          */
/* ------------------------------------------------------------------------------------------ */

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Operation {
  id: string;
  method: string;
  template: string;
  segments: string[];
  query: Set<string>;
  /** Request body schema per media type. */
  bodies: Map<string, Json>;
}

const operations: Operation[] = Object.entries(deref(doc.paths)).flatMap(([template, rawItem]) => {
  const item = deref(rawItem);
  const shared = Array.isArray(item.parameters) ? item.parameters.map(deref) : [];
  return Object.entries(item)
    .filter(([method]) => HTTP_METHODS.includes(method))
    .map(([method, rawOp]) => {
      const op = deref(rawOp);
      const own = Array.isArray(op.parameters) ? op.parameters.map(deref) : [];
      const query = new Set([...shared, ...own].filter((p) => p.in === 'query').map((p) => String(p.name)));
      const content = deref(deref(op.requestBody).content);
      const bodies = new Map(Object.entries(content).map(([type, media]) => [type, deref(media).schema ?? null]));
      return {
        id: String(op.operationId),
        method: method.toUpperCase(),
        template,
        segments: template.split('/').filter(Boolean),
        query,
        bodies,
      };
    });
});

/** The properties an object schema allows, following $ref, allOf, oneOf and anyOf. `open`: any name is allowed. */
function propertiesOf(schema: Json | undefined, seen = new Set<Node>()): { props: Map<string, Json>; open: boolean } {
  const props = new Map<string, Json>();
  if (schema === undefined || schema === null) return { props, open: true };
  const s = deref(schema);
  if (seen.has(s)) return { props, open: true };
  seen.add(s);
  let open = false;
  let structured = false;
  if (isNode(s.properties)) {
    structured = true;
    for (const [name, child] of Object.entries(s.properties)) props.set(name, child);
  }
  if (s.additionalProperties !== undefined && s.additionalProperties !== false) open = true;
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const members = s[key];
    if (!Array.isArray(members)) continue;
    structured = true;
    for (const member of members) {
      const inner = propertiesOf(member, seen);
      inner.props.forEach((v, k) => props.set(k, v));
      open ||= inner.open;
    }
  }
  if (!structured) open = true;
  return { props, open };
}

/** The schema of an array's items, or the schema itself. */
function itemsOf(schema: Json): Json {
  const s = deref(schema);
  if (s.items !== undefined) return s.items;
  for (const key of ['oneOf', 'anyOf']) {
    const members = s[key];
    if (Array.isArray(members)) {
      const array = members.map(deref).find((m) => m.items !== undefined);
      if (array) return array.items;
    }
  }
  return schema;
}

/** A body shape: an object's keys with their shapes, an array's element shapes, or null for a scalar or unknown value. */
type Shape = null | Shape[] | { [key: string]: Shape };

function bodyProblems(shape: Shape, schema: Json, where: string): string[] {
  if (shape === null || schema === null || schema === undefined) return [];
  if (Array.isArray(shape)) return shape.flatMap((item, i) => bodyProblems(item, itemsOf(schema), `${where}[${i}]`));
  const { props, open } = propertiesOf(schema);
  const problems: string[] = [];
  for (const [key, value] of Object.entries(shape)) {
    const field = where ? `${where}.${key}` : key;
    const child = props.get(key);
    if (child === undefined) {
      if (!open) problems.push(`body field \`${field}\` is not in the request schema`);
      continue;
    }
    problems.push(...bodyProblems(value, child, field));
  }
  return problems;
}

/* ------------------------------------------------------------------------------------------ */
/* Requests and their checks                                                                    */
/* ------------------------------------------------------------------------------------------ */

interface ApiRequest {
  file: string;
  line: number;
  method: string;
  /** Path after the base URL, with its query string if the sample wrote one. */
  url: string;
  /** Query parameter names passed apart from the URL; null when they cannot be known. */
  query?: string[] | null;
  /** JSON body shape, if the sample sends one. */
  body?: Shape;
  /** Multipart or form field names, if the sample sends a form. */
  form?: string[];
}

const isPlaceholder = (segment: string) => /[{}<>$]/.test(segment);

function matchOperation(path: string): Operation[] {
  const segments = path.split('/').filter(Boolean);
  return operations
    .filter(
      (op) =>
        op.segments.length === segments.length &&
        op.segments.every((t, i) => t.startsWith('{') || isPlaceholder(segments[i]) || t === segments[i]),
    )
    .map((op) => ({ op, literal: op.segments.filter((t, i) => t === segments[i]).length }))
    .sort((a, b) => b.literal - a.literal)
    .map((m) => m.op);
}

function problemsOf(request: ApiRequest): string[] {
  const [pathPart, queryString = ''] = request.url.split('?', 2);
  const path = decodeURI(pathPart.replace(/\/+$/, '') || '/');
  const candidates = matchOperation(path);
  const label = `${request.method} ${request.url}`;
  if (candidates.length === 0) return [`${label}: no path of openapi.yaml matches ${path}`];
  const best = candidates.filter((op) => op.segments.length === candidates[0].segments.length);
  if (request.method === '*') return [];
  const withMethod = [...best, ...candidates].filter((o) => o.method === request.method);
  if (withMethod.length === 0) {
    const methods = [...new Set(candidates.map((o) => o.method))].join(', ');
    return [`${label}: ${candidates[0].template} has no ${request.method} (it has ${methods})`];
  }
  // A sample whose path is partly placeholders may match several operations: any that fits will do.
  const results = withMethod.map((op) => operationProblems(request, op, queryString));
  return (results.find((r) => r.length === 0) ?? results[0]).map((p) => `${label}: ${p}`);
}

function operationProblems(request: ApiRequest, op: Operation, queryString: string): string[] {
  const problems: string[] = [];
  const names = [
    ...queryString
      .split('&')
      .filter(Boolean)
      .map((pair) => decodeURIComponent(pair.split('=')[0])),
    ...(request.query ?? []),
  ];
  for (const name of names) {
    if (!op.query.has(name)) problems.push(`query parameter \`${name}\` is not a parameter of ${op.id}`);
  }
  if (request.body !== undefined && request.body !== null) {
    const schema = op.bodies.get('application/json');
    if (schema === undefined) problems.push(`${op.id} takes no JSON body`);
    else problems.push(...bodyProblems(request.body, schema, ''));
  }
  if (request.form && request.form.length > 0) {
    const schema = op.bodies.get('multipart/form-data') ?? op.bodies.get('application/x-www-form-urlencoded');
    if (schema === undefined) problems.push(`${op.id} takes no form body`);
    else problems.push(...bodyProblems(Object.fromEntries(request.form.map((f) => [f, null])), schema, ''));
  }
  return problems;
}

/* ------------------------------------------------------------------------------------------ */
/* Collecting the samples                                                                       */
/* ------------------------------------------------------------------------------------------ */

interface Block {
  lang: string;
  /** Line in the file of the block's first line of code. */
  line: number;
  code: string;
}

/** The page's fenced blocks, and its prose: the page with the blocks blanked out, its lines kept. */
function splitPage(file: string, text: string): { blocks: Block[]; prose: string } {
  const blocks = codeBlocks(text, file).map((b) => ({ lang: b.lang.toLowerCase(), line: b.line, code: b.value }));
  return { blocks, prose: withoutCodeBlocks(text, file) };
}

/** Where a URL's API path starts, or null when it is not a Labwire URL. */
function labwirePath(url: string): string | null {
  const m =
    /^(?:https?:\/\/)?[^/\s]*labwire\.example\/api\/v1(\/[^\s#]*)?$/.exec(url) ??
    /^(?:https?:\/\/)?(?:127\.0\.0\.1|localhost):4010(\/[^\s#]*)?$/.exec(url);
  return m ? (m[1] ?? '/') : null;
}

/* -- ```http blocks -------------------------------------------------------------------------- */

function httpRequests(file: string, block: Block): ApiRequest[] {
  const lines = block.code.split('\n');
  const first = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)(?:\s+HTTP\/[\d.]+)?\s*$/.exec(lines[0].trim());
  if (!first) return [];
  const blank = lines.findIndex((l) => l.trim() === '');
  const headers = lines.slice(1, blank < 0 ? undefined : blank);
  const host = headers.find((h) => /^host:/i.test(h))?.replace(/^host:\s*/i, '') ?? '';
  const target = first[2];
  const url = /^https?:\/\//.test(target) ? target : `${host}${target}`;
  let path = labwirePath(url);
  if (path === null && !host && target.startsWith('/api/v1/')) path = target.slice('/api/v1'.length);
  if (path === null) return [];
  const request: ApiRequest = { file, line: block.line, method: first[1], url: path };
  const bodyText =
    blank < 0
      ? ''
      : lines
          .slice(blank + 1)
          .join('\n')
          .trim();
  const contentType = headers.find((h) => /^content-type:/i.test(h)) ?? '';
  if (bodyText && (/json/i.test(contentType) || /^[{[]/.test(bodyText))) request.body = shapeOfJson(bodyText);
  return [request];
}

function shapeOf(value: unknown): Shape {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (isNode(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  return null;
}

function shapeOfJson(text: string): Shape {
  try {
    return shapeOf(JSON.parse(text));
  } catch {
    return null;
  }
}

/* -- curl ----------------------------------------------------------------------------------- */

/** Splits a shell command line into words, honouring quotes; `$VAR` is kept as written. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let cur = '';
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      cur += line.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? line.length : end;
      inWord = true;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        if (line[j] === '\\' && j + 1 < line.length) j++;
        cur += line[j];
      }
      i = j;
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(cur);
      cur = '';
      inWord = false;
    } else if ('|;&)'.includes(c)) {
      if (inWord) words.push(cur);
      words.push(c);
      cur = '';
      inWord = false;
    } else if (c === '\\' && i + 1 < line.length) {
      cur += line[++i];
      inWord = true;
    } else {
      cur += c;
      inWord = true;
    }
  }
  if (inWord) words.push(cur);
  return words;
}

const CURL_VALUE_OPTIONS = new Set([
  '-H',
  '--header',
  '-o',
  '--output',
  '-u',
  '--user',
  '-w',
  '--write-out',
  '-m',
  '--max-time',
  '--connect-timeout',
  '--retry',
  '--retry-delay',
  '-A',
  '--user-agent',
  '-e',
  '--referer',
  '--cacert',
  '--cert',
  '-x',
  '--proxy',
  '-b',
  '--cookie',
  '-c',
  '--cookie-jar',
  '-T',
  '--upload-file',
  '--oauth2-bearer',
]);
const CURL_DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--json']);

function curlRequests(file: string, block: Block): ApiRequest[] {
  const requests: ApiRequest[] = [];
  const vars = new Map<string, string>();
  const rawLines = block.code.split('\n');
  // Join continued lines (a trailing backslash, or a PowerShell backtick), remembering where each starts.
  const lines: { text: string; line: number }[] = [];
  for (let i = 0; i < rawLines.length; i++) {
    const start = i;
    let text = rawLines[i];
    while (/[\\`]\s*$/.test(text) && i + 1 < rawLines.length) text = text.replace(/[\\`]\s*$/, ' ') + rawLines[++i];
    lines.push({ text, line: block.line + start });
  }
  const expand = (word: string) =>
    word.replace(
      /\$\{(\w+)\}|\$(\w+)/g,
      (whole, a: string | undefined, b: string | undefined) => vars.get((a ?? b)!) ?? whole,
    );
  for (const { text, line } of lines) {
    const assignment = /^\s*(?:export\s+)?([A-Za-z_]\w*)=(.*)$/.exec(text);
    if (assignment && !/\bcurl\b/.test(assignment[2])) {
      vars.set(assignment[1], shellWords(assignment[2])[0] ?? '');
      continue;
    }
    const words = shellWords(text.replace(/^\s*\$\s+/, ''));
    for (let start = words.indexOf('curl'); start >= 0; start = words.indexOf('curl', start + 1)) {
      let method: string | null = null;
      let url: string | null = null;
      let get = false;
      const data: string[] = [];
      const form: string[] = [];
      let i = start + 1;
      for (; i < words.length && !'|;&)'.includes(words[i]); i++) {
        const w = words[i];
        const next = () => words[++i] ?? '';
        if (w === '-X' || w === '--request') method = next().toUpperCase();
        else if (/^-X[A-Z]+$/.test(w)) method = w.slice(2);
        else if (w === '-G' || w === '--get') get = true;
        else if (w === '-I' || w === '--head') method = 'HEAD';
        else if (CURL_DATA_OPTIONS.has(w) || w === '--data-urlencode') data.push(next());
        else if (w === '-F' || w === '--form') form.push(next().split('=')[0]);
        else if (CURL_VALUE_OPTIONS.has(w)) next();
        else if (!w.startsWith('-') && url === null) url = w;
      }
      if (url === null) continue;
      const path = labwirePath(expand(url));
      if (path === null) continue;
      const request: ApiRequest = { file, line, method: method ?? 'GET', url: path };
      if (get) {
        request.query = data.map((d) => d.split('=')[0]);
      } else if (data.length > 0) {
        request.method = method ?? 'POST';
        const body = data.find((d) => !d.startsWith('@'));
        if (body !== undefined) request.body = shapeOfJson(body);
      }
      if (form.length > 0) {
        request.method = method ?? 'POST';
        request.form = form;
      }
      requests.push(request);
    }
  }
  return requests;
}

/* -- JavaScript fetch ----------------------------------------------------------------------- */

function fetchRequests(file: string, block: Block): ApiRequest[] {
  const bases = new Map<string, string>();
  for (const m of block.code.matchAll(/\b(?:const|let|var)\s+(\w+)\s*=\s*['"`]([^'"`]+)['"`]/g)) bases.set(m[1], m[2]);
  const requests: ApiRequest[] = [];
  for (const m of block.code.matchAll(/\bfetch\(\s*(['"`])([^'"`]+)\1\s*(?:,\s*\{([^}]*)\})?/g)) {
    const url = m[2].replace(/^\$\{(\w+)\}/, (whole, name: string) => bases.get(name) ?? whole);
    const path = labwirePath(url.replace(/\$\{[^}]+\}/g, '{x}'));
    if (path === null) continue;
    const method = /method:\s*['"`](\w+)['"`]/.exec(m[3] ?? '')?.[1].toUpperCase() ?? 'GET';
    requests.push({ file, line: block.line + block.code.slice(0, m.index).split('\n').length - 1, method, url: path });
  }
  return requests;
}

/* -- prose ---------------------------------------------------------------------------------- */

function proseRequests(file: string, prose: string): ApiRequest[] {
  const requests: ApiRequest[] = [];
  const lines = prose.split('\n');
  // A paragraph that links an operation page (`](/api/...)`) is about the Labwire API.
  const linksApi = lines.map(() => false);
  for (let start = 0; start < lines.length;) {
    let end = start;
    while (end < lines.length && lines[end].trim() !== '') end++;
    const links = lines.slice(start, end).some((l) => /\]\(\/api\/[a-z]/.test(l));
    for (let i = start; i < end; i++) linksApi[i] = links;
    start = end + 1;
  }
  lines.forEach((text, i) => {
    const seen = new Set<number>();
    for (const m of text.matchAll(/\b(GET|POST|PUT|PATCH|DELETE)\s+`?((?:https?:\/\/)?[\w<>{}.$-]*\/[^\s`),]*)/g)) {
      const target = m[2].replace(/[.:;]+$/, '');
      let path = labwirePath(target);
      // A bare path is Labwire's when its paragraph links one of the operation pages.
      if (path === null && target.startsWith('/') && linksApi[i]) {
        path = target.startsWith('/api/v1/') ? target.slice('/api/v1'.length) : target;
      }
      if (path === null) continue;
      seen.add(m.index! + m[0].indexOf(m[2]));
      requests.push({ file, line: i + 1, method: m[1], url: path });
    }
    // A Labwire URL written without a method must still name a path of the API.
    for (const m of text.matchAll(/(?:https?:\/\/)?[\w<>{}$-]+\.labwire\.example\/api\/v1\/[^\s`)"',]*/g)) {
      if (seen.has(m.index!)) continue;
      const path = labwirePath(m[0].replace(/[.:;]+$/, ''));
      if (path !== null && path !== '/') requests.push({ file, line: i + 1, method: '*', url: path });
    }
  });
  return requests;
}

/* -- Python (analyzed by python3) ------------------------------------------------------------ */

/** Reads [{file, line, code}] on stdin and prints the requests the code makes on a Labwire base URL. */
const PY_ANALYZER = join(__dirname, 'api-requests.py');

/* ------------------------------------------------------------------------------------------ */

const requests: ApiRequest[] = [];
const pythonBlocks: { file: string; line: number; code: string }[] = [];
for (const file of pages) {
  const { blocks, prose } = splitPage(file, read(file));
  requests.push(...proseRequests(file, prose));
  for (const block of blocks) {
    if (block.lang === 'http') requests.push(...httpRequests(file, block));
    else if (['bash', 'sh', 'shell', 'console', 'zsh', 'powershell', 'ps1', 'pwsh'].includes(block.lang))
      requests.push(...curlRequests(file, block));
    else if (['javascript', 'js', 'ts', 'typescript'].includes(block.lang))
      requests.push(...fetchRequests(file, block));
    else if (block.lang === 'python' || block.lang === 'py')
      pythonBlocks.push({ file, line: block.line, code: block.code });
  }
}
requests.push(
  ...(JSON.parse(
    execFileSync('python3', [PY_ANALYZER], { input: JSON.stringify(pythonBlocks), encoding: 'utf8' }),
  ) as ApiRequest[]),
);

if (process.env.LIST_API_REQUESTS) {
  for (const r of requests)
    console.log(
      `${r.file}:${r.line} ${r.method} ${r.url} ${JSON.stringify(r.query ?? null)} ${JSON.stringify(r.body ?? null)} ${JSON.stringify(r.form ?? null)}`,
    );
}

describe('Labwire API requests on the pages', () => {
  it('finds the requests of every kind', () => {
    const count = (pattern: RegExp) => requests.filter((r) => pattern.test(`${r.file}:${r.line}`)).length;
    expect(requests.length).toBeGreaterThanOrEqual(20);
    expect(count(/^api\/index\.mdx:/)).toBeGreaterThanOrEqual(4);
  });

  it('uses paths, methods, query parameters and body fields of openapi.yaml', () => {
    const offenders = requests
      .flatMap((r) => problemsOf(r).map((p) => `${r.file}:${r.line}: ${p}`))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(offenders, `${offenders.length} requests do not match openapi.yaml:\n${offenders.join('\n')}`).toEqual([]);
  });

  it('catches a wrong path, method, parameter and body field', () => {
    const check = (r: Omit<ApiRequest, 'file' | 'line'>) => problemsOf({ file: 'x', line: 1, ...r });
    expect(check({ method: 'GET', url: '/flow-runs?limit=5' })).toEqual([]);
    expect(check({ method: 'GET', url: '/flow-runs/run_01K7GZV8R01HYGCPWPQ5E6EYCN' })).toEqual([]);
    expect(check({ method: 'GET', url: '/flowruns' })[0]).toMatch(/no path/);
    expect(check({ method: 'DELETE', url: '/flows/{flowId}' })[0]).toMatch(/has no DELETE/);
    expect(check({ method: 'GET', url: '/flow-runs?offset=50' })[0]).toMatch(/`offset`/);
    expect(check({ method: 'POST', url: '/flows/flw_2Jd8Qp/runs', body: { inputs: { any_name: null } } })).toEqual([]);
    expect(check({ method: 'POST', url: '/flows/flw_2Jd8Qp/runs', body: { input: null } })[0]).toMatch(/`input`/);
    expect(check({ method: 'POST', url: '/flows/flw_2Jd8Qp/runs', body: { options: { retries: null } } })[0]).toMatch(
      /`options\.retries`/,
    );
  });

  it('reads curl, http, fetch, prose and Python samples', () => {
    const block = (lang: string, code: string): Block => ({ lang, line: 10, code });
    expect(
      curlRequests(
        'x',
        block(
          'bash',
          'BASE=https://acme.labwire.example/api/v1\ncurl -X POST "$BASE/flows/flw_1/runs" \\\n  -d \'{"inputs": {}}\'',
        ),
      ),
    ).toEqual([{ file: 'x', line: 11, method: 'POST', url: '/flows/flw_1/runs', body: { inputs: {} } }]);
    expect(
      httpRequests(
        'x',
        block('http', 'PATCH /api/v1/files/fil_1/tags HTTP/1.1\nHost: acme.labwire.example\n\n{"add": []}'),
      ),
    ).toMatchObject([{ method: 'PATCH', url: '/files/fil_1/tags', body: { add: [] } }]);
    expect(
      fetchRequests('x', block('js', "const B = 'https://a.labwire.example/api/v1';\nawait fetch(`${B}/tables`);")),
    ).toMatchObject([{ method: 'GET', url: '/tables', line: 11 }]);
    expect(
      proseRequests('x', 'See `GET https://acme.labwire.example/api/v1/flows` and `GET /api/v1/teams` (SciNote).'),
    ).toMatchObject([{ method: 'GET', url: '/flows' }]);
    const py = `import requests\nBASE = "https://acme.labwire.example/api/v1"\nrequests.post(f"{BASE}/query", json={"sql": "SELECT 1"}, params={"a": 1})`;
    const found = JSON.parse(
      execFileSync('python3', [PY_ANALYZER], {
        input: JSON.stringify([{ file: 'x', line: 1, code: py }]),
        encoding: 'utf8',
      }),
    );
    expect(found).toEqual([{ file: 'x', line: 3, method: 'POST', url: '/query', query: ['a'], body: { sql: null } }]);
  });
});
