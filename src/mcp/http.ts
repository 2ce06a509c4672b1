/**
 * The docs MCP server over Streamable HTTP, as a web-standard handler (Request in, Response out)
 * that a host's function runs at /mcp (netlify/functions/mcp.ts) and `npm run mcp -- --http` serves
 * locally. Stateless: every POST gets a fresh server and transport, no session id, plain JSON
 * answers; GET (an event stream) and DELETE (ending a session) have nothing to serve.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createDocsServer } from './server';
import type { Snapshot } from './snapshot';

export interface HttpOptions {
  /**
   * Host header values to accept (`127.0.0.1:3100`): the SDK's DNS-rebinding protection, for a
   * server on a developer's machine. Unset on a public host, whose name the platform routes.
   */
  allowedHosts?: string[];
}

export function createHttpHandler(snapshot: Promise<Snapshot>, { allowedHosts }: HttpOptions = {}) {
  return async function handleMcpRequest(request: Request): Promise<Response> {
    if (request.method !== 'POST') {
      return Response.json(
        {
          jsonrpc: '2.0',
          error: { code: -32000, message: 'This MCP server is stateless: send JSON-RPC messages with POST.' },
          id: null,
        },
        { status: 405, headers: { Allow: 'POST' } },
      );
    }
    const server = createDocsServer(await snapshot);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      enableDnsRebindingProtection: Boolean(allowedHosts?.length),
      allowedHosts,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request);
    } finally {
      await server.close();
    }
  };
}
