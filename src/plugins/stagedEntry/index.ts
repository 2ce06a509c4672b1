import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { BuiltPage, PostBuildContext } from '../postBuild/types';
import type { StartupOverride } from '../../config/overrides';

interface ClientManifest {
  entrypoints: string[];
  /** What getBundles looks up: a module request (or chunk) to the ids of the chunks it needs. */
  origins: Record<string, string[]>;
  assets: Record<string, { js?: { file: string }[]; css?: { file: string }[] }>;
}

/**
 * Docusaurus writes a page's scripts into its HTML by looking up, in the client manifest, the
 * modules the page rendered (`@site/api/get-flows.api.mdx`, as named in the route registry). The
 * manifest lists chunks by name only, so nothing matches and main.js would request a page's route
 * chunks after it runs: a second round trip, and a long task adding the <script> tags. Here each registry module is given the chunks its named chunk loads with, so that
 * Docusaurus lists them in each page (see listRouteChunks for what the page does with them).
 */
export function addModuleOrigins(manifest: ClientManifest, registrySource: string): ClientManifest {
  const origins = { ...manifest.origins };
  let matched = 0;
  for (const [, chunkName, request] of registrySource.matchAll(/"([^"]+)": \[\(\) => import\([^)]*\), "([^"]+)"/g)) {
    // A named chunk is listed under its name, with the ids of the chunks it loads with.
    const chunks = manifest.origins[chunkName];
    if (chunks) origins[request] = chunks;
    matched += 1;
  }
  if (matched === 0) {
    throw new Error(
      'The staged entry found no module in .docusaurus/registry.js: its format has changed ' +
        '(src/plugins/stagedEntry, addModuleOrigins). Build with LABWIRE_STOCK_STARTUP=1 meanwhile.',
    );
  }
  return { ...manifest, origins };
}

/** Docusaurus's own scripts, which stay as they are. */
const ENTRY_SCRIPT = /\/(runtime~main|main)\.[0-9a-f]+\.js$/;

/**
 * The page's route chunks, which Docusaurus writes as deferred <script>s, become a JSON list that
 * src/browserEntry/entry.tsx requests a few at a time once main.js runs. As deferred scripts they
 * would be fetched with main.js and run before the first paint, holding back the largest paint;
 * requested by main.js in one go, adding the tags would be a long task of its own.
 */
export function listRouteChunks(html: string): string {
  const chunks: string[] = [];
  let at = -1;
  const rest = html.replace(
    /<script src="?([^" >]+)"? defer(?:="")?><\/script>/g,
    (tag, src: string, offset: number) => {
      if (ENTRY_SCRIPT.test(src)) return tag;
      if (at < 0) at = offset;
      chunks.push(src);
      return '';
    },
  );
  if (chunks.length === 0) return html;
  const list = `<script type="application/json" id="lw-route-chunks">${JSON.stringify(chunks)}</script>`;
  return rest.slice(0, at) + list + rest.slice(at);
}

/** Post-build step (src/plugins/postBuild): every page lists its route chunks, for the staged entry. */
export function listPagesRouteChunks(pages: BuiltPage[], { siteConfig }: PostBuildContext): void {
  const overrides = (siteConfig.customFields?.startupOverrides ?? []) as StartupOverride[];
  if (!overrides.includes('entry')) return;
  for (const page of pages) page.html = listRouteChunks(page.html);
}

/**
 * The production browser bundle starts from src/browserEntry/entry.tsx, which starts the page in short
 * tasks (see there), and each built page lists its route chunks (addModuleOrigins, listRouteChunks
 * above). `docusaurus start` keeps Docusaurus's own entry, with hot reloading. The override can be
 * switched off (src/config/overrides.ts); tests/build/overrides.test.ts checks that main.js starts
 * from it.
 */
export default function stagedEntry(context: LoadContext, options: { overrides: StartupOverride[] }): Plugin {
  const on = new Set(options.overrides);
  return {
    name: 'labwire-staged-entry',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      // What this build uses, for tests/build/overrides.test.ts.
      writeFileSync(join(context.generatedFilesDir, 'labwire-overrides.json'), JSON.stringify({ on: [...on] }));
      if (!on.has('entry')) return {};
      return {
        mergeStrategy: { entry: 'replace' },
        entry: join(context.siteDir, 'src', 'browserEntry', 'entry.tsx'),
        plugins: [
          {
            apply(compiler: { hooks: { done: { tapPromise(name: string, fn: () => Promise<void>): void } } }) {
              compiler.hooks.done.tapPromise('labwire-module-origins', async () => {
                const manifestPath = join(context.generatedFilesDir, 'client-manifest.json');
                const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ClientManifest;
                const registry = await readFile(join(context.generatedFilesDir, 'registry.js'), 'utf8');
                await writeFile(manifestPath, JSON.stringify(addModuleOrigins(manifest, registry)));
              });
            },
          },
        ],
      };
    },
  };
}
