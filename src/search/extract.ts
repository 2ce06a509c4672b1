import { load } from 'cheerio';
import type { IndexInput } from './buildIndex';

/** The section of the site a route belongs to: the first level of the search hierarchy. */
export function sectionOf(route: string): string {
  const first = route.split('/')[1] ?? '';
  const sections: Record<string, string> = {
    app: 'App guide',
    nodes: 'Node reference',
    api: 'REST API',
    sdk: 'SDK',
    releases: 'Release notes',
    contributing: 'Contributing',
  };
  return sections[first] ?? 'Documentation';
}

const BLOCKS = 'p, li, td, th, pre, dt, dd';
const SNIPPET = 240;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Records of one built page, split as DocSearch splits Docusaurus pages: the page itself (its
 * text before the first h2), then one record per h2 and h3 with the text under it. Pages with no
 * <article> (tag lists, the 404 page) give none.
 */
export function extractRecords(html: string, route: string): IndexInput[] {
  const $ = load(html);
  const article = $('article').first();
  if (article.length === 0) return [];
  article.find('nav, button, svg, .hash-link, .theme-doc-footer, .theme-doc-toc-mobile, script, style').remove();
  const lvl1 = squash(article.find('h1').first().text());
  if (!lvl1) return [];
  const category = $('meta[name="docsearch:category"]').attr('content') ?? 'docs';
  const lvl0 = sectionOf(route);
  const records: IndexInput[] = [];
  let current: IndexInput = { url: route, lvl0, lvl1, snippet: '', category, text: '' };
  let lvl2: string | undefined;
  const finish = () => {
    current.text = squash(current.text);
    current.snippet =
      current.text.length > SNIPPET ? `${current.text.slice(0, SNIPPET).replace(/\s\S*$/, '')}…` : current.text;
    if (current.text || current.lvl2) records.push(current);
  };
  article.find(`h2, h3, ${BLOCKS}`).each((_, element) => {
    const el = $(element);
    const tag = element.tagName.toLowerCase();
    if (tag === 'h2' || tag === 'h3') {
      finish();
      const title = squash(el.text());
      const anchor = el.attr('id');
      if (tag === 'h2') lvl2 = title;
      current = {
        url: anchor ? `${route}#${anchor}` : route,
        lvl0,
        lvl1,
        lvl2: tag === 'h2' ? title : lvl2,
        lvl3: tag === 'h3' ? title : undefined,
        snippet: '',
        category,
        text: '',
      };
      return;
    }
    // A block inside another block (a paragraph in a list item) is part of the outer one's text.
    if (el.parents(BLOCKS).length > 0) return;
    current.text += ` ${el.text()}`;
  });
  finish();
  return records;
}
