import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { BuiltPage, PostBuildContext } from './postBuildTypes';
import type { StartupOverride } from './overrides';

interface ClientManifest {
  entrypoints: string[];
  /** What getBundles looks up: a module request (or chunk) to the ids of the chunks it needs. */
  origins: Record<string, string[]>;
  assets: Record<string, { js?: { file: string }[]; css?: { file: string }[] }>;
}

/**
 * Docusaurus writes a page's scripts into its HTML by looking up, in the client manifest, the
 * modules the page rendered (`@site/api/get-flows.api.mdx`, as named in the route registry). The
 * manifest lists chunks by name only (4c5e977b), so nothing matched and a page's route chunks were
 * requested by main.js after it ran: a second round trip, and a long task adding the <script>
 * tags. Here each registry module is given the chunks its named chunk loads with, so that
 * Docusaurus lists them in each page (see listRouteChunks for what the page does with them).
 */
export function addModuleOrigins(manifest: ClientManifest, registrySource: string): ClientManifest {
  const origins = { ...manifest.origins };
  for (const [, chunkName, request] of registrySource.matchAll(/"([^"]+)": \[\(\) => import\([^)]*\), "([^"]+)"/g)) {
    // A named chunk is listed under its name, with the ids of the chunks it loads with.
    const chunks = manifest.origins[chunkName];
    if (chunks) origins[request] = chunks;
  }
  return { ...manifest, origins };
}

/** Docusaurus's own scripts, which stay as they are. */
const ENTRY_SCRIPT = /\/(runtime~main|main)\.[0-9a-f]+\.js$/;

/**
 * The page's route chunks, which Docusaurus writes as deferred <script>s, become a JSON list that
 * src/client/entry.tsx requests a few at a time once main.js runs. As deferred scripts they were
 * fetched with main.js and ran before the first paint, which held back the largest paint (by 0.4 s
 * to 1.5 s on a simulated phone for API pages); requested by main.js in one go, adding the tags
 * was a long task of its own.
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

/** Post-build step (src/plugins/postBuild.ts): every page lists its route chunks, for the staged entry. */
export function listPagesRouteChunks(pages: BuiltPage[], { siteConfig }: PostBuildContext): void {
  const overrides = (siteConfig.customFields?.startupOverrides ?? []) as StartupOverride[];
  if (!overrides.includes('entry')) return;
  for (const page of pages) page.html = listRouteChunks(page.html);
}

/**
 * The production browser bundle starts from src/client/entry.tsx, which starts the page in short
 * tasks (see there), its route table makes each route's loadable component on first use
 * (src/client/ComponentCreator.tsx), and the window size and "in the browser" are set in
 * transitions (src/client/useWindowSize.ts, src/client/browserContext.tsx); each built page lists
 * its route chunks (addModuleOrigins, listRouteChunks above). `docusaurus start` keeps Docusaurus's
 * own modules, with hot reloading. Each of the four can be switched off (src/plugins/overrides.ts).
 */
export default function stagedEntry(context: LoadContext, options: { overrides: StartupOverride[] }): Plugin {
  const on = new Set(options.overrides);
  /** How often each module replacement matched while bundling; one that is on and never matched fails the build. */
  const applied = new Map<StartupOverride, number>();
  const count = (name: StartupOverride) => applied.set(name, (applied.get(name) ?? 0) + 1);
  return {
    name: 'labwire-staged-entry',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer || config.mode !== 'production' || on.size === 0) return {};
      const client = join(context.siteDir, 'src', 'client');
      const Replace = currentBundler.instance.NormalModuleReplacementPlugin;
      return {
        ...(on.has('entry') ? { mergeStrategy: { entry: 'replace' }, entry: join(client, 'entry.tsx') } : {}),
        plugins: [
          ...(on.has('componentCreator')
            ? [
                new Replace(/^@docusaurus\/ComponentCreator$/, (resource) => {
                  resource.request = join(client, 'ComponentCreator.tsx');
                  count('componentCreator');
                }),
              ]
            : []),
          // theme-common imports its hook as ./hooks/useWindowSize and ../hooks/useWindowSize.
          ...(on.has('windowSize')
            ? [
                new Replace(/^\.\.?\/hooks\/useWindowSize$/, (resource) => {
                  if (/[\\/]@docusaurus[\\/]theme-common[\\/]/.test(resource.context)) {
                    resource.request = join(client, 'useWindowSize.ts');
                    count('windowSize');
                  }
                }),
              ]
            : []),
          // The core's App and useIsBrowser import ./browserContext and ../browserContext.
          ...(on.has('browserContext')
            ? [
                new Replace(/^\.\.?\/browserContext$/, (resource) => {
                  if (/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client/.test(resource.context)) {
                    resource.request = join(client, 'browserContext.tsx');
                    count('browserContext');
                  }
                }),
              ]
            : []),
          {
            apply(compiler: { hooks: { done: { tapPromise(name: string, fn: () => Promise<void>): void } } }) {
              compiler.hooks.done.tapPromise('labwire-module-origins', async () => {
                const missed = [...on].filter((name) => name !== 'entry' && !applied.get(name));
                if (missed.length) {
                  throw new Error(
                    `Start-up override ${missed.join(', ')} matched no module: the upstream file it replaces ` +
                      'has moved or changed (src/plugins/overrides.ts).',
                  );
                }
                await writeFile(
                  join(context.generatedFilesDir, 'labwire-overrides.json'),
                  JSON.stringify({ on: [...on], applied: Object.fromEntries(applied) }),
                );
                if (!on.has('entry')) return;
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
