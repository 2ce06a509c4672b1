/**
 * The docs MCP server: four read-only tools over the build's snapshot (src/mcp/snapshot.ts). The
 * same server runs over stdio (`npm run mcp`, src/mcp/cli.ts) and over Streamable HTTP
 * (src/mcp/http.ts, for a host's function at /mcp). Inputs are checked by the SDK against the zod
 * schemas below before a tool runs.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { findSymbol } from './sdkSymbols';
import { findOperation, HTTP_METHODS, LookupError, routeOf } from './lookup';
import type { Snapshot } from './snapshot';
import { SECTIONS, sectionOfRoute } from './types';

export const LIMITS = {
  query: 200,
  reference: 500,
  results: 20,
  defaultResults: 8,
  snippet: 300,
  /** Characters of a page or an operation per call; a longer one is read in parts with `offset`. */
  partChars: 40_000,
} as const;

const text = (body: string): CallToolResult => ({ content: [{ type: 'text', text: body }] });
const json = (value: unknown) => text(JSON.stringify(value, null, 2));

/** A tool's answer, or its LookupError as an error result the assistant can read and act on. */
async function answer(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LookupError) return { isError: true, content: [{ type: 'text', text: error.message }] };
    throw error;
  }
}

/** One part of a long answer, with where the next part starts; every answer stays under LIMITS.partChars. */
function paged(what: string, body: string, offset: number, tool: string): CallToolResult {
  if (offset > 0 && offset >= body.length) {
    throw new LookupError(`${what} has ${body.length} characters; offset ${offset} is past its end.`);
  }
  const part = body.slice(offset, offset + LIMITS.partChars);
  const rest = body.length - offset - part.length;
  return text(
    rest > 0 ? `${part}\n\n[${rest} more characters: call ${tool} again with offset ${offset + part.length}]` : part,
  );
}

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export function createDocsServer(snapshot: Snapshot, version = '1.0.0'): McpServer {
  const server = new McpServer(
    { name: 'labwire-docs', title: 'Labwire documentation', version },
    {
      instructions:
        'The Labwire documentation: search_docs finds pages; get_page reads one as Markdown; ' +
        'get_api_operation gives a REST API operation with its schemas and samples; get_sdk_symbol gives a Python SDK symbol.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Labwire docs',
      description:
        "Searches the Labwire documentation with the site's own search and ranking. Returns up to `limit` results, " +
        'each with its title, route, section and a snippet; read a result with get_page.',
      inputSchema: {
        query: z.string().trim().min(1).max(LIMITS.query).describe('What to look for, in words'),
        section: z.enum(SECTIONS).optional().describe('Only this part of the docs'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(LIMITS.results)
          .optional()
          .describe(`How many results (default ${LIMITS.defaultResults})`),
      },
      annotations: READ_ONLY,
    },
    ({ query, section, limit = LIMITS.defaultResults }) =>
      answer(async () => {
        if (!snapshot.search)
          throw new LookupError('This build has no local search index (it was built with hosted search).');
        // The same ranking as the site: one section is the site's result list with the others left out.
        const hits = await snapshot.search(query, section ? 1000 : limit);
        const results = hits
          .filter(({ record }) => !section || sectionOfRoute(record.url) === section)
          .slice(0, limit)
          .map(({ record }) => ({
            title: [record.lvl1, record.lvl2, record.lvl3].filter(Boolean).join(' › '),
            route: record.url,
            url: `${snapshot.siteUrl}${record.url}`,
            section: sectionOfRoute(record.url) ?? 'other',
            snippet:
              record.snippet.length > LIMITS.snippet
                ? `${record.snippet.slice(0, LIMITS.snippet - 1)}…`
                : record.snippet,
          }));
        return json({ query, ...(section ? { section } : {}), results });
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'A page of the Labwire docs as Markdown, by its route (/app/flows/FlowRuns) or its URL on the docs site. ' +
        `A page longer than ${LIMITS.partChars} characters comes in parts: call again with the offset the answer gives.`,
      inputSchema: {
        route: z.string().trim().min(1).max(LIMITS.reference).describe('The route or URL of the page'),
        offset: z.number().int().min(0).optional().describe('Where to continue a long page'),
      },
      annotations: READ_ONLY,
    },
    ({ route, offset = 0 }) =>
      answer(async () => {
        const key = routeOf(route, snapshot.siteUrl);
        const page = (await snapshot.pages()).get(key);
        if (!page) throw new LookupError(`No page at ${key}. search_docs finds pages and gives their routes.`);
        return paged(key, await snapshot.markdown(page), offset, 'get_page');
      }),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Read a REST API operation',
      description:
        'One operation of the Labwire REST API, by its operationId (trigger-flow) or by method and path ' +
        '(POST /flows/{flowId}/runs): its parameters, request body and responses with every schema resolved, ' +
        'and the request samples (cURL, Python, JavaScript, Python SDK) and example responses its page shows, as JSON. ' +
        `An operation longer than ${LIMITS.partChars} characters comes in parts: call again with the offset the answer gives.`,
      inputSchema: {
        operationId: z.string().trim().min(1).max(LIMITS.reference).optional().describe('The operationId'),
        method: z.enum(HTTP_METHODS).optional().describe('The HTTP method, with path'),
        path: z.string().trim().min(1).max(LIMITS.reference).optional().describe('The request path, with method'),
        offset: z.number().int().min(0).optional().describe('Where to continue a long operation'),
      },
      annotations: READ_ONLY,
    },
    ({ offset = 0, ...input }) =>
      answer(async () => {
        const operation = findOperation(await snapshot.operations(), input);
        return paged(operation.operationId, JSON.stringify(operation), offset, 'get_api_operation');
      }),
  );

  server.registerTool(
    'get_sdk_symbol',
    {
      title: 'Read a Python SDK symbol',
      description:
        'A module, class, method, function or constant of the Labwire Python SDK (labwire-sdk), by its qualified ' +
        'name (labwire.Labwire.query) or the end of one (Labwire.query): its signature, docstring, the SDK version ' +
        'that added it, and the route of its reference entry.',
      inputSchema: {
        name: z
          .string()
          .trim()
          .min(1)
          .max(LIMITS.query)
          .regex(/^[A-Za-z_][\w.]*(\(\))?$/, 'a Python name such as labwire.Labwire.query')
          .describe("The symbol's name"),
      },
      annotations: READ_ONLY,
    },
    ({ name }) =>
      answer(async () => {
        const symbol = findSymbol(await snapshot.symbols(), name);
        return json({ ...symbol, url: `${snapshot.siteUrl}${symbol.route}` });
      }),
  );

  return server;
}
