import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { writeHostConfig } from '../hostConfig';
import { sidebarOrder, writeMarkdownCopies } from '../markdownCopies';
import { writeMcpSnapshot } from '../mcpSnapshot';
import { linkApiStylesheet } from '../openapiTheme';
import { writeSearchIndex } from '../search/searchIndex';
import { listPagesRouteChunks } from '../stagedEntry';
import type { BuiltPage, PostBuildContext, PostBuildStep } from './types';

/**
 * The steps, in order. Those that change pages come first; those that read pages see every change
 * before them: the search index and Markdown copies read the content, and the host configuration
 * hashes the final inline scripts. (Docusaurus runs plugins' postBuild hooks concurrently, so four
 * hooks rewriting the same files could lose each other's changes; one hook runs them in turn.)
 */
export const POST_BUILD_STEPS: PostBuildStep[] = [
  { name: 'route-chunk list', run: listPagesRouteChunks },
  { name: 'API stylesheet', run: linkApiStylesheet },
  { name: 'search index', run: writeSearchIndex },
  { name: 'Markdown copies and llms.txt', run: writeMarkdownCopies },
  { name: 'MCP snapshot', run: writeMcpSnapshot },
  { name: 'static-host configuration', run: writeHostConfig },
];

/** build/app/flows/FlowRuns.html -> /app/flows/FlowRuns; build/index.html -> / */
export function routeOf(outDir: string, file: string): string {
  const path = relative(outDir, file)
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${path}`;
}

/** The site's HTML pages: every .html file but those under assets/ and search-index/. */
async function readPages(outDir: string): Promise<BuiltPage[]> {
  const files = (await readdir(outDir, { recursive: true }))
    .filter((f) => f.endsWith('.html') && !/^(assets|search-index)[\\/]/.test(f))
    .sort()
    .map((f) => join(outDir, f));
  return Promise.all(
    files.map(async (file) => ({ file, route: routeOf(outDir, file), html: await readFile(file, 'utf8') })),
  );
}

/** Runs `steps` over the built pages, then writes the pages that changed. */
export async function runPostBuild(steps: PostBuildStep[], context: PostBuildContext): Promise<void> {
  const pages = await readPages(context.outDir);
  const original = new Map(pages.map((page) => [page.file, page.html]));
  for (const step of steps) {
    try {
      await step.run(pages, context);
    } catch (err) {
      throw new Error(`Post-build step "${step.name}" failed: ${err instanceof Error ? err.message : String(err)}`, {
        cause: err,
      });
    }
  }
  await Promise.all(pages.filter((p) => p.html !== original.get(p.file)).map((p) => writeFile(p.file, p.html)));
}

/** The site's only postBuild hook: reads each page once and applies POST_BUILD_STEPS in order. */
export default function postBuild(context: LoadContext): Plugin {
  let order: string[] = [];
  return {
    name: 'labwire-post-build',
    allContentLoaded({ allContent }) {
      order = sidebarOrder(allContent);
    },
    async postBuild({ outDir }) {
      await runPostBuild(POST_BUILD_STEPS, {
        outDir,
        baseUrl: context.siteConfig.baseUrl,
        siteDir: context.siteDir,
        siteConfig: context.siteConfig,
        sidebarOrder: order,
        markdownPages: [],
      });
    },
  };
}
