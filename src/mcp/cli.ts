/**
 * `npm run mcp`: the docs MCP server over stdio, answering from build/ (run `npm run build` first).
 * `npm run mcp -- --http [--port 3100]` serves the same over Streamable HTTP at
 * http://127.0.0.1:3100/mcp with the SDK's host check on. `--build <dir>` reads another build.
 * Only MCP messages go to stdout; everything else goes to stderr.
 */
import { resolve } from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createHttpHandler } from './http';
import { serveHandler } from './nodeHttp';
import { createDocsServer } from './server';
import { openSnapshot } from './snapshot';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function main(args: string[]): Promise<void> {
  const buildDir = resolve(option(args, '--build') ?? 'build');
  const snapshot = openSnapshot(buildDir);
  await snapshot;
  if (args.includes('--http')) {
    const port = Number(option(args, '--port') ?? 3100);
    // The SDK's DNS-rebinding protection: a web page elsewhere cannot reach the server through a name of its own.
    const allowedHosts = [`127.0.0.1:${port}`, `localhost:${port}`];
    await serveHandler(createHttpHandler(snapshot, { allowedHosts }), { port });
    console.error(`[labwire] Docs MCP server (Streamable HTTP) at http://127.0.0.1:${port}/mcp, from ${buildDir}`);
    return;
  }
  await createDocsServer(await snapshot).connect(new StdioServerTransport());
  console.error(`[labwire] Docs MCP server on stdio, from ${buildDir}`);
}
