#!/usr/bin/env node
/** `npm run mcp`: the docs MCP server (src/mcp/cli.ts) over the snapshot in build/; see its header for the options. */
import createJiti from 'jiti';

const { main } = createJiti(import.meta.url)('../src/mcp/cli.ts');
main(process.argv.slice(2)).catch((error) => {
  console.error(`[labwire] mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
