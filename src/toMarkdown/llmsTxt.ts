/**
 * /llms.txt and /llms-full.txt in the llmstxt.org format: the site's name as H1, a summary as a
 * blockquote, then one H2 per section with a `- [Title](url): description` line per page, linking
 * to the page's Markdown copy. Release notes come last; pages an assistant can skip when context
 * is short (the schema pages, whose fields the operation pages already list, the tag lists and the
 * writers' guide) are under "Optional", before them.
 */
import { MCP_GUIDE_ROUTE, MCP_PATH } from '../mcp/types';

export interface LlmsPage {
  route: string;
  title: string;
  description: string;
  markdown: string;
}

export interface LlmsSite {
  name: string;
  summary: string;
  url: string;
}

export const SECTIONS = ['App guide', 'Nodes', 'API', 'SDK', 'Optional', 'Release notes'] as const;

/** The file of a page's Markdown copy: `/` is /index.md, every other route `<route>.md`. */
export function markdownPath(route: string): string {
  return route === '/' ? 'index.md' : `${route.replace(/^\/+|\/+$/g, '')}.md`;
}

export function sectionOf(route: string): (typeof SECTIONS)[number] | undefined {
  if (route === '/' || route.startsWith('/app/')) return 'App guide';
  if (route.startsWith('/nodes/')) return 'Nodes';
  if (route.startsWith('/api/schemas/')) return 'Optional';
  if (route === '/api' || route.startsWith('/api/')) return 'API';
  if (route.startsWith('/sdk/')) return 'SDK';
  if (route.startsWith('/releases/')) return 'Release notes';
  if (route === '/contributing' || route === '/tags') return 'Optional';
  // A tag's page of links repeats the pages themselves: it has a Markdown copy but no entry.
  return undefined;
}

/** Pages grouped by section, each section in sidebar order, then by route. */
function grouped(pages: LlmsPage[], order: string[]): [string, LlmsPage[]][] {
  const rank = (route: string) => {
    const i = order.indexOf(route);
    return i === -1 ? order.length : i;
  };
  return SECTIONS.map((section) => [
    section,
    pages
      .filter((page) => sectionOf(page.route) === section)
      .sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route)),
  ]);
}

const header = (site: LlmsSite) => `# ${site.name}\n\n> ${site.summary.replace(/\s+/g, ' ').trim()}\n`;

export function llmsTxt(site: LlmsSite, pages: LlmsPage[], order: string[]): string {
  const intro =
    `Each link is the Markdown copy of a page; the page itself is the same address without \`.md\`. ` +
    `[llms-full.txt](${site.url}/llms-full.txt) holds every page in one file, and the API pages are written from ` +
    `[openapi.yaml](${site.url}/openapi.yaml). ` +
    `An MCP server over the same docs (search, pages, API operations, SDK symbols) answers at ` +
    `${site.url}${MCP_PATH} where the host runs it: [connect an assistant](${site.url}${MCP_GUIDE_ROUTE}).`;
  const sections = grouped(pages, order)
    .filter(([, list]) => list.length > 0)
    .map(([section, list]) => {
      const lines = list.map((page) => {
        const description = page.description.replace(/\s+/g, ' ').trim();
        return `- [${page.title}](${site.url}/${markdownPath(page.route)})${description ? `: ${description}` : ''}`;
      });
      return `## ${section}\n\n${lines.join('\n')}\n`;
    });
  return [header(site), `${intro}\n`, ...sections].join('\n');
}

export function llmsFullTxt(site: LlmsSite, pages: LlmsPage[], order: string[]): string {
  const bodies = grouped(pages, order).flatMap(([, list]) => list.map((page) => page.markdown.trim()));
  return `${[header(site).trim(), ...bodies].join('\n\n')}\n`;
}
