import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';
import { load as loadYaml } from 'js-yaml';
import { sdkModules, sdkPackage } from '../../sdk/sdkSurface';
import { markdownPath } from '../../toMarkdown/llmsTxt';
import {
  SNAPSHOT_POINTER,
  SNAPSHOT_VERSION,
  sectionOfRoute,
  type SnapshotOperation,
  type SnapshotPage,
  type SnapshotPointer,
  type SnapshotSdk,
} from '../../mcp/types';
import { INDEX_META } from '../search/searchIndex';
import type { BuiltPage, PostBuildContext } from '../postBuild/types';

/** What scripts/apiSamples.mjs returns for one operation: the samples its page shows. */
interface OperationSamples {
  samples: { label: string; highlight: string; code: string }[];
  responses: { status: string; description: string; body: string }[];
}

/** An operation as docusaurus-plugin-openapi-docs writes it into its page (`api:`), schemas resolved. */
interface PluginOperation {
  operationId: string;
  method: string;
  path: string;
  description?: string;
  tags?: string[];
  security?: unknown;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

/** The operations of the generated API pages (api/*.api.mdx), with the samples their pages show. */
async function apiOperations(siteDir: string): Promise<SnapshotOperation[]> {
  const samplesModule = pathToFileURL(join(siteDir, 'scripts', 'apiSamples.mjs')).href;
  const { operationSamples } = (await import(samplesModule)) as {
    operationSamples: (api: PluginOperation) => OperationSamples;
  };
  const dir = join(siteDir, 'api');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.api.mdx'))
    .sort()
    .map((name) => {
      const file = join('api', name);
      const mdx = readFileSync(join(dir, name), 'utf8');
      const packed = /^api: (\S+)$/m.exec(mdx)?.[1];
      if (!packed) throw new Error(`${file}:1: the generated page has no \`api:\` line`);
      const api = JSON.parse(inflateSync(Buffer.from(packed, 'base64')).toString('utf8')) as PluginOperation;
      const front = loadYaml(/^---\n([\s\S]*?)\n---/.exec(mdx)?.[1] ?? '') as { title?: string };
      const { samples, responses } = operationSamples(api);
      return {
        operationId: api.operationId,
        method: api.method.toUpperCase(),
        path: api.path,
        route: `/api/${name.replace(/\.api\.mdx$/, '')}`,
        title: front.title ?? api.operationId,
        description: api.description ?? '',
        tags: api.tags ?? [],
        security: api.security ?? [],
        parameters: api.parameters ?? [],
        requestBody: api.requestBody ?? null,
        responses: api.responses ?? {},
        samples: samples.map(({ label, highlight, code }) => ({ label, language: highlight, code })),
        responseExamples: responses,
      };
    });
}

/** The search index folder the pages name (src/plugins/search/searchIndex.ts); none with hosted search. */
function searchIndexFolder(pages: BuiltPage[]): string | undefined {
  const meta = new RegExp(`<meta name="?${INDEX_META}"? content="?/([^">]+?)/?"?>`);
  for (const { html } of pages) {
    const folder = meta.exec(html)?.[1];
    if (folder) return folder;
  }
  return undefined;
}

/**
 * Post-build step (src/plugins/postBuild), after the search index and the Markdown copies: the
 * snapshot the docs MCP server (src/mcp) answers from, under /mcp-snapshot/<content hash>/, and
 * /mcp-snapshot.json naming it. It reuses what the build made: the pages' Markdown copies, the
 * search index files, the operations of the generated API pages with their samples, and the SDK
 * surface read from the stubs.
 */
export async function writeMcpSnapshot(
  built: BuiltPage[],
  { outDir, siteDir, siteConfig, markdownPages }: PostBuildContext,
): Promise<void> {
  const outputs = new Map<string, string | Buffer>();
  const pages: SnapshotPage[] = markdownPages.map(({ route, title, description, markdown }) => {
    const file = `pages/${markdownPath(route)}`;
    outputs.set(file, markdown);
    return { route, title, description, section: sectionOfRoute(route) ?? 'other', file };
  });
  outputs.set('pages.json', JSON.stringify(pages));
  outputs.set('api.json', JSON.stringify(await apiOperations(siteDir)));
  const sdk: SnapshotSdk = { distribution: sdkPackage.distribution, version: sdkPackage.version, modules: sdkModules };
  outputs.set('sdk.json', JSON.stringify(sdk));
  const index = searchIndexFolder(built);
  if (index) {
    for (const name of readdirSync(join(outDir, index))) {
      outputs.set(`search/${name}`, readFileSync(join(outDir, index, name)));
    }
  }
  const hash = createHash('sha256');
  for (const [name, body] of [...outputs].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(body);
  const folder = `mcp-snapshot/${hash.digest('hex').slice(0, 12)}`;
  rmSync(join(outDir, 'mcp-snapshot'), { recursive: true, force: true });
  for (const [name, body] of outputs) {
    const path = join(outDir, folder, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, body);
  }
  const pointer: SnapshotPointer = {
    version: SNAPSHOT_VERSION,
    folder,
    siteUrl: siteConfig.url.replace(/\/$/, ''),
    files: [...outputs.keys()].sort(),
  };
  writeFileSync(join(outDir, SNAPSHOT_POINTER), `${JSON.stringify(pointer, null, 2)}\n`);
  const bytes = [...outputs.values()].reduce((sum, body) => sum + Buffer.byteLength(body), 0);
  console.log(
    `[labwire] MCP snapshot: ${pages.length} pages, ${existsSync(join(outDir, folder, 'search')) ? 'search index, ' : ''}` +
      `API and SDK (${(bytes / 1e6).toFixed(1)} MB) in /${folder}/`,
  );
}
