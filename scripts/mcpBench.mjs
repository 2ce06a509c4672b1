#!/usr/bin/env node
/**
 * The docs MCP server's figures for the benchmark (scripts/bench.mjs), also runnable alone
 * (`node scripts/mcpBench.mjs [build folder]`, after `npm run build`): the size of the build's snapshot, and the
 * time search_docs takes through the SDK's client over stdio, as an assistant calls it (p95 over the
 * benchmark's queries, after one warm-up round that loads every file they need).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const ROUNDS = 5;

function folderBytes(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => statSync(join(dir, name)))
    .filter((s) => s.isFile())
    .reduce((sum, s) => sum + s.size, 0);
}

/** Snapshot bytes (all, and its search index part) and search_docs latency over stdio for `queries`. */
export async function measureMcp(buildDir, queries) {
  const { folder } = JSON.parse(readFileSync(join(buildDir, 'mcp-snapshot.json'), 'utf8'));
  const bytes = folderBytes(join(buildDir, folder));
  const searchBytes = folderBytes(join(buildDir, folder, 'search'));
  const client = new Client({ name: 'labwire-bench', version: '1.0.0' });
  const started = performance.now();
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [fileURLToPath(new URL('mcp.mjs', import.meta.url)), '--build', buildDir],
      stderr: 'ignore',
    }),
  );
  const startMs = Math.round(performance.now() - started);
  const times = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const query of queries) {
      const t = performance.now();
      await client.callTool({ name: 'search_docs', arguments: { query } });
      if (round > 0) times.push(performance.now() - t);
    }
  }
  await client.close();
  times.sort((a, b) => a - b);
  const p95Ms = Math.round(times[Math.ceil(times.length * 0.95) - 1] * 10) / 10;
  return { bytes, searchBytes, startMs, p95Ms, calls: times.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { QUERIES } = await import('./budgets.mjs');
  const buildDir = resolve(process.argv[2] ?? 'build');
  console.log(JSON.stringify(await measureMcp(buildDir, QUERIES), null, 2));
}
