/** A web-standard handler served by node:http at /mcp, for `npm run mcp -- --http` and the tests. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body,
  });
}

/** Listens on host:port (0: any free port) and resolves with the server and the port it got. */
export function serveHandler(
  handler: (request: Request) => Promise<Response>,
  { host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {},
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const respond = async () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const response =
        path === '/mcp'
          ? await handler(await toRequest(req))
          : new Response('Not found: the MCP server answers at /mcp\n', { status: 404 });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    };
    respond().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}
