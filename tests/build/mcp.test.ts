/**
 * The docs MCP server (src/mcp) over the snapshot in build/, driven by the SDK's own client over
 * stdio (`npm run mcp`'s script) and over Streamable HTTP (the Netlify function's handler on a
 * local port): four tools, each answering, bad input refused with a clear message, and search_docs
 * answering the site's search test queries with the site search's top result.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import netlifyHandler from '../../netlify/functions/mcp';
import { createHttpHandler } from '../../src/mcp/http';
import { serveHandler } from '../../src/mcp/nodeHttp';
import { openSnapshot } from '../../src/mcp/snapshot';
import { SNAPSHOT_POINTER, type SnapshotPointer } from '../../src/mcp/types';
import { createSearch } from '../../src/plugins/search/engine/engine';
import type { RecordRow, SearchManifest, SearchShard } from '../../src/plugins/search/engine/types';
import { buildDir, readPage, repoRoot } from './buildOutput';

/** Queries of the site's search tests (tests/build/search-relevance.test.ts, tests/unit/search.test.ts). */
const QUERIES = [
  'trigger a flow from the api',
  'upload a file with the api',
  'plate reader',
  'hplc chromatogram',
  'cancel a flow run',
  'why did my flow fail',
  'agent logs location',
  'sso okta',
  'install the python sdk',
  'flwo run',
  'dashbord',
  'data explorer',
  'rotate an api key',
  'sdk wait for a run',
];

/** The site's search as the browser runs it, over the index folder the built pages name. */
function siteSearch() {
  const base = /<meta name="?labwire-search-index"? content="?([^">]+)"?>/.exec(readPage('/') ?? '')?.[1];
  if (!base) throw new Error('build/index.html names no search index: run `npm run build` first');
  const read = <T>(file: string) => JSON.parse(readFileSync(join(buildDir, base, file), 'utf8')) as T;
  return createSearch({
    manifest: async () => read<SearchManifest>('manifest.json'),
    shard: async (key) => read<SearchShard>(`t-${key}.json`),
    chunk: async (index) => read<RecordRow[]>(`r-${index}.json`),
  });
}

const textOf = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;

interface Connection {
  client: Client;
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  /** A long answer read to its end, part by part, and the size of its largest part. */
  readAll(name: string, args: Record<string, unknown>): Promise<{ text: string; parts: number; largest: number }>;
}

const NEXT_PART = /\n\n\[\d+ more characters: call \w+ again with offset (\d+)\]$/;

function connection(client: Client): Connection {
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  return {
    client,
    call,
    async readAll(name, args) {
      let text = '';
      let parts = 0;
      let largest = 0;
      for (let offset: number | undefined = 0; offset !== undefined; parts++) {
        const part = textOf(await call(name, { ...args, offset }));
        largest = Math.max(largest, part.length);
        const next = NEXT_PART.exec(part);
        text += next ? part.slice(0, next.index) : part;
        offset = next ? Number(next[1]) : undefined;
      }
      return { text, parts, largest };
    },
  };
}

let httpServer: Server;
const transports: Record<string, () => Promise<Connection>> = {
  stdio: async () => {
    const client = new Client({ name: 'labwire-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [join(repoRoot, 'scripts', 'mcp.mjs')], cwd: repoRoot, stderr: 'ignore' }),
    );
    return connection(client);
  },
  http: async () => {
    const served = await serveHandler(netlifyHandler);
    httpServer = served.server;
    const client = new Client({ name: 'labwire-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${served.port}/mcp`)));
    return connection(client);
  },
};

describe.each(Object.keys(transports))('docs MCP server over %s', (kind) => {
  let mcp: Connection;
  beforeAll(async () => {
    mcp = await transports[kind]();
  }, 60_000);
  afterAll(async () => {
    await mcp?.client.close();
    httpServer?.close();
  });

  it('lists the four tools, each with an input schema', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_api_operation', 'get_page', 'get_sdk_symbol', 'search_docs']);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
  });

  it('search_docs gives the site search\'s top result for the site\'s test queries', async () => {
    const site = siteSearch();
    for (const query of QUERIES) {
      const [top] = await site(query, 1);
      const answer = JSON.parse(textOf(await mcp.call('search_docs', { query }))) as { results: { route: string }[] };
      expect(answer.results[0]?.route, query).toBe(top.record.url);
    }
  });

  it('search_docs narrows to a section and bounds its answer', async () => {
    const result = await mcp.call('search_docs', { query: 'trigger a flow', section: 'api', limit: 3 });
    const { results } = JSON.parse(textOf(result)) as { results: { route: string; title: string; snippet: string }[] };
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(3);
    expect(results[0].route).toBe('/api/trigger-flow');
    for (const r of results) {
      expect(r.route).toMatch(/^\/api(\/|$)/);
      expect(r.title).not.toBe('');
      expect(r.snippet.length).toBeLessThanOrEqual(300);
    }
  });

  it('search_docs refuses a query that is too long, and an unknown section', async () => {
    const long = await mcp.call('search_docs', { query: 'flow '.repeat(50) });
    expect(long.isError).toBe(true);
    expect(textOf(long)).toMatch(/Input validation error.*query/s);
    const section = await mcp.call('search_docs', { query: 'flow', section: 'blog' });
    expect(section.isError).toBe(true);
    expect(textOf(section)).toMatch(/Input validation error.*section/s);
  });

  it('get_page returns a page\'s Markdown by route or URL', async () => {
    const byRoute = await mcp.call('get_page', { route: '/app/flows/FlowRuns' });
    expect(byRoute.isError).toBeFalsy();
    expect(textOf(byRoute)).toBe(readFileSync(join(buildDir, 'app/flows/FlowRuns.md'), 'utf8'));
    const pointer = JSON.parse(readFileSync(join(buildDir, SNAPSHOT_POINTER), 'utf8')) as SnapshotPointer;
    const byUrl = await mcp.call('get_page', { route: `${pointer.siteUrl}/app/flows/FlowRuns.md#cancel-a-run` });
    expect(textOf(byUrl)).toBe(textOf(byRoute));
    expect(textOf(await mcp.call('get_page', { route: '/' }))).toMatch(/^# /);
  });

  it.each([
    ['../../package.json', /"\.\." segment/],
    ['/app/../../../package.json', /"\.\." segment/],
    ['/app/%2e%2e/%2e%2e/package.json', /encoded dot, slash or backslash/],
    ['..%2f..%2fpackage.json', /encoded dot, slash or backslash/],
    ['/etc/passwd', /No page at \/etc\/passwd/],
    ['file:///etc/passwd', /not this site/],
    ['https://evil.example/app/flows/FlowRuns', /https:\/\/evil\.example is not this site/],
    ['//evil.example/app', /not this site/],
    ['C:\\Windows\\win.ini', /backslash/],
    ['/app/flows/NoSuchPage', /No page at \/app\/flows\/NoSuchPage/],
  ])('get_page refuses %s with a clear error', async (route, message) => {
    const result = await mcp.call('get_page', { route });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(message);
    expect(textOf(result)).not.toMatch(/"name": "labwire-docs"|root:x:0/);
  });

  it('get_api_operation returns an operation resolved, with its samples, by id or by method and path', async () => {
    const byId = JSON.parse((await mcp.readAll('get_api_operation', { operationId: 'trigger-flow' })).text);
    expect(byId).toMatchObject({ method: 'POST', path: '/flows/{flowId}/runs', route: '/api/trigger-flow' });
    expect(JSON.stringify(byId)).not.toContain('$ref');
    expect(byId.parameters.map((p: { name: string }) => p.name)).toContain('flowId');
    expect(byId.requestBody.content['application/json'].schema.properties).toBeTruthy();
    expect(Object.keys(byId.responses)).toContain('202');
    expect(byId.samples.map((s: { label: string }) => s.label)).toEqual(expect.arrayContaining(['cURL', 'Python SDK']));
    expect(byId.samples[0].code).toMatch(/^curl .*\/flows\/.+\/runs/);
    const byPath = JSON.parse(
      (await mcp.readAll('get_api_operation', { method: 'POST', path: '/api/v1/flows/flow_123/runs' })).text,
    );
    expect(byPath.operationId).toBe('trigger-flow');
    const camel = JSON.parse((await mcp.readAll('get_api_operation', { operationId: 'triggerFlow' })).text);
    expect(camel.operationId).toBe('trigger-flow');
  });

  it('get_api_operation gives a large operation in bounded parts that join into the whole', async () => {
    const { text, parts, largest } = await mcp.readAll('get_api_operation', { operationId: 'get-connections' });
    expect(parts).toBeGreaterThan(1);
    expect(largest).toBeLessThanOrEqual(40_100);
    expect(JSON.parse(text).operationId).toBe('get-connections');
    const past = await mcp.call('get_api_operation', { operationId: 'get-connections', offset: 10_000_000 });
    expect(past.isError).toBe(true);
    expect(textOf(past)).toMatch(/offset 10000000 is past its end/);
  });

  it('get_api_operation says when no operation matches', async () => {
    const unknown = await mcp.call('get_api_operation', { operationId: 'launch-rocket' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/No API operation has the id "launch-rocket"/);
    const wrongMethod = await mcp.call('get_api_operation', { method: 'DELETE', path: '/flows/f1/runs' });
    expect(textOf(wrongMethod)).toMatch(/No API operation answers DELETE \/flows\/f1\/runs\. That path has: POST/);
    expect(textOf(await mcp.call('get_api_operation', {}))).toMatch(/operationId, or both method and path/);
  });

  it('get_sdk_symbol returns a symbol\'s signature, docstring, version and reference route', async () => {
    const query = JSON.parse(textOf(await mcp.call('get_sdk_symbol', { name: 'Labwire.query' })));
    expect(query.name).toBe('labwire.Labwire.query');
    expect(query.signature).toMatch(/^Labwire\.query\(sql: str/);
    expect(query.docstring).toMatch(/Args:/);
    expect(query.route).toMatch(/^\/sdk\/.+#labwire\.Labwire\.query$/);
    const retry = JSON.parse(textOf(await mcp.call('get_sdk_symbol', { name: 'labwire.RetryPolicy' })));
    expect(retry.addedIn).toBe('3.2');
  });

  it('get_sdk_symbol says when a name is unknown, ambiguous or not a Python name', async () => {
    const unknown = await mcp.call('get_sdk_symbol', { name: 'labwire.Teleport' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/No SDK symbol is named "labwire\.Teleport"/);
    const ambiguous = await mcp.call('get_sdk_symbol', { name: 'find_peaks' });
    expect(textOf(ambiguous)).toMatch(/names 2 SDK symbols.*labwire\.lc\.lc\.find_peaks/);
    const path = await mcp.call('get_sdk_symbol', { name: '../../etc/passwd' });
    expect(path.isError).toBe(true);
    expect(textOf(path)).toMatch(/Input validation error.*a Python name/s);
  });
});

describe('the HTTP handler', () => {
  const initialize = (host: string) =>
    new Request(`http://${host}/mcp`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
      }),
    });

  it('is stateless: no session id, and no GET stream or DELETE', async () => {
    const response = await netlifyHandler(initialize('docs.example'));
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect((await netlifyHandler(new Request('http://docs.example/mcp'))).status).toBe(405);
    expect((await netlifyHandler(new Request('http://docs.example/mcp', { method: 'DELETE' }))).status).toBe(405);
  });

  it('with allowed hosts (a local server), refuses another Host header', async () => {
    const handler = createHttpHandler(openSnapshot(buildDir), { allowedHosts: ['127.0.0.1:3100'] });
    expect((await handler(initialize('127.0.0.1:3100'))).status).toBe(200);
    const rebound = await handler(initialize('attacker.example'));
    expect(rebound.status).toBe(403);
  });
});
