/**
 * The docs MCP server as a Netlify function at /mcp (Functions API v2: a web-standard Request in,
 * a Response out). It reads the snapshot the build wrote into build/, which netlify.toml bundles
 * with the function (`included_files`). Other hosts run the same handler, src/mcp/http.ts, from
 * their own function file (docs-dev/architecture.md, "The docs MCP server").
 */
import { resolve } from 'node:path';
import { createHttpHandler } from '../../src/mcp/http';
import { openSnapshot } from '../../src/mcp/snapshot';

const snapshot = openSnapshot(resolve(process.env.MCP_BUILD_DIR ?? 'build'));
// An unreadable snapshot fails each request with its message, not the function's start.
snapshot.catch(() => undefined);

const allowedHosts = process.env.MCP_ALLOWED_HOSTS?.split(',')
  .map((host) => host.trim())
  .filter(Boolean);

export default createHttpHandler(snapshot, { allowedHosts });

export const config = { path: '/mcp' };
