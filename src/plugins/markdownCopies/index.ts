import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { load as loadHtml } from 'cheerio';
import type { AllContent } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { MarkdownConversionError, pageToMarkdown } from '../../toMarkdown/htmlToMarkdown';
import { apiPages } from '../../toMarkdown/openapiToMarkdown';
import { llmsFullTxt, llmsTxt, markdownPath, type LlmsPage } from '../../toMarkdown/llmsTxt';
import { loadOpenApi } from '../../sources/openapi';
import type { BuiltPage, PostBuildContext } from '../postBuild/types';

/** Built pages that are not documentation: the 404 and search pages, generated API category indexes. */
const SKIP = /^\/(404|search|api\/category\/.*)$/;

interface SidebarNode {
  type: string;
  id?: string;
  items?: SidebarNode[];
  link?: { type: string; id?: string };
}

/** Doc ids in sidebar order: a category's own page, then its items. */
function sidebarDocIds(items: SidebarNode[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' || item.type === 'ref' ? [item.id!] : []),
    ...(item.link?.type === 'doc' ? [item.link.id!] : []),
    ...sidebarDocIds(item.items ?? []),
  ]);
}

/** Permalinks of the docs in the order of the sidebars, so llms.txt reads like the site. */
export function sidebarOrder(allContent: AllContent): string[] {
  const order: string[] = [];
  const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
  for (const content of Object.values(docsPlugins)) {
    for (const version of content.loadedVersions) {
      const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
      const ids = Object.values(version.sidebars).flatMap((items) => sidebarDocIds(items as SidebarNode[]));
      for (const id of ids) {
        const permalink = permalinks.get(id);
        if (permalink && !order.includes(permalink)) order.push(permalink);
      }
    }
  }
  return order;
}

/**
 * Post-build step (src/plugins/postBuild): writes a Markdown copy of every documentation page at
 * `<route>.md` (`/index.md` for the root), then /llms.txt and /llms-full.txt. Pages are converted
 * from their built HTML; API operation and schema pages are written from openapi.yaml. A page that
 * cannot be converted fails the build with the route and the reason.
 */
export function writeMarkdownCopies(
  built: BuiltPage[],
  { outDir, siteDir, siteConfig, sidebarOrder: order, markdownPages }: PostBuildContext,
): void {
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const api = apiPages(loadOpenApi(join(siteDir, 'openapi.yaml')), siteUrl);
  const pages: LlmsPage[] = [];
  for (const { route, html } of built) {
    if (SKIP.test(route) || /<meta[^>]+http-equiv="?refresh/i.test(html)) continue;
    const $ = loadHtml(html);
    const description = $('meta[name="description"]').attr('content') ?? '';
    let markdown: string;
    const fromSpec = api.get(route);
    if (fromSpec) {
      const h1 = $('article h1').first().text().trim();
      if (h1 !== fromSpec.title) {
        throw new MarkdownConversionError(
          `${route}: the page is titled "${h1}" but openapi.yaml gives "${fromSpec.title}"`,
        );
      }
      markdown = fromSpec.markdown;
      api.delete(route);
    } else if (route.startsWith('/api/')) {
      throw new MarkdownConversionError(`${route}: no operation or schema of openapi.yaml is published at this route`);
    } else {
      markdown = pageToMarkdown($, { siteUrl, route });
    }
    const title = /^# (.*)$/m.exec(markdown)![1];
    const out = join(outDir, markdownPath(route));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, markdown);
    pages.push({ route, title, description, markdown });
  }
  if (api.size > 0) {
    throw new MarkdownConversionError(
      `openapi.yaml describes pages the build did not make: ${[...api.keys()].join(', ')}`,
    );
  }
  const root = pages.find((page) => page.route === '/');
  const site = {
    name: siteConfig.title,
    summary: root?.description ?? siteConfig.tagline,
    url: siteUrl,
  };
  markdownPages.push(...pages);
  writeFileSync(join(outDir, 'llms.txt'), llmsTxt(site, pages, order));
  writeFileSync(join(outDir, 'llms-full.txt'), llmsFullTxt(site, pages, order));
  console.log(`[labwire] Markdown copies of ${pages.length} pages, /llms.txt and /llms-full.txt`);
}
