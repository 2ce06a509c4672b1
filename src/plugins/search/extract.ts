import { load, type AnyNode, type CheerioAPI } from 'cheerio';
import type { IndexInput } from './engine/buildIndex';

/** The sections of the site by first path segment: the first level of the search hierarchy (lvl0). */
export const SECTIONS: Record<string, string> = {
  app: 'App guide',
  nodes: 'Node reference',
  api: 'REST API',
  sdk: 'SDK',
  releases: 'Release notes',
  contributing: 'Contributing',
};
/** lvl0 of pages outside every section (the site root). */
export const DEFAULT_SECTION = 'Documentation';

/** The section of the site a route belongs to: the first level of the search hierarchy. */
export function sectionOf(route: string): string {
  return SECTIONS[route.split('/')[1] ?? ''] ?? DEFAULT_SECTION;
}

/**
 * Routes neither search index holds (with their sub-routes): tag lists, the search page, the API
 * category lists. The crawler configuration excludes the same (./crawlerConfig.ts).
 */
export const UNINDEXED = ['/tags', '/search', '/api/category'];

/** Whether a route's page belongs in the search index. */
export function isIndexed(route: string): boolean {
  return route !== '/404' && !UNINDEXED.some((path) => route === path || route.startsWith(`${path}/`));
}

/** Text blocks of an article that make up a record's content. */
export const BLOCKS = 'p, li, td, th, pre, dt, dd';
/**
 * Page chrome inside an article that is not content: navigation, buttons, icons, heading links,
 * the edit/last-updated footer, the mobile table of contents, and what marks itself with
 * data-md-skip (the copy-page menu, the feedback widget). The crawler removes the same.
 */
export const CHROME =
  'nav, button, svg, .hash-link, .theme-doc-footer, .theme-doc-toc-mobile, [data-md-skip], script, style';
/**
 * The items of an API operation page that get a record each, besides their section's: every
 * parameter, every top-level field of the request body, and every top-level field of a success
 * (2xx) response. Each is a child of a list item: of a list whose summary is an h3 ("Query
 * Parameters", "Body"), or of a response's schema, in the tab panel of its status code. Error
 * responses share the Error schema, which has a page of its own; response headers get no record.
 * The crawler configuration finds them with the same selectors.
 */
export const FIELDS = {
  item: '.openapi-params__list-item, .openapi-schema__list-item',
  name: '.openapi-schema__property',
  group: 'summary > h3',
  response: 'details.response',
  /** The tab panel of a status code, and the status code tabs, in the same order, of its tab container. */
  statusPanel: '.openapi-tabs__container > * > [role="tabpanel"]',
  statusTab: '.openapi-tabs__response-code-item',
  /**
   * The example bodies of the responses, left out of both indexes: the same fields again, with
   * sample values, that made every Responses section match whatever its fields mention.
   */
  examples: '.openapi-tabs__container > * > [role="tabpanel"] pre',
  /**
   * The name the theme shows, with `*` when required, for the keys of an object's
   * additionalProperties: no field has it, and the object's own record holds its description.
   */
  keysStandIn: 'property name',
};
const SNIPPET = 240;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const shorten = (text: string) => (text.length > SNIPPET ? `${text.slice(0, SNIPPET).replace(/\s\S*$/, '')}…` : text);

/** The text of a node with the words of adjacent elements apart ("limit", "integer"). */
function spacedText(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  return 'children' in node ? node.children.map(spacedText).join(' ') : '';
}

/** What a field record calls the item of a list headed by `group`: "query parameter", "body field". */
export function fieldKind(group: string): string {
  const kind = group
    .toLowerCase()
    .replace(/\s*required$/, '')
    .trim();
  return /parameters$/.test(kind) ? kind.replace(/s$/, '') : `${kind} field`;
}

/**
 * Records of one built page, split as DocSearch splits Docusaurus pages: the page itself (its
 * text before the first h2), then one record per h2 and h3 with the text under it. Pages with no
 * <article> (tag lists, the 404 page) give none.
 */
export function extractRecords(html: string, route: string): IndexInput[] {
  const $ = load(html);
  const article = $('article').first();
  if (article.length === 0) return [];
  // Page chrome is not content: the copy-page menu and the feedback widget mark themselves with data-md-skip.
  article.find(CHROME).remove();
  article.find(FIELDS.examples).remove();
  const lvl1 = squash(article.find('h1').first().text());
  if (!lvl1) return [];
  const category = $('meta[name="docsearch:category"]').attr('content') ?? 'docs';
  const lvl0 = sectionOf(route);
  const description = squash($('meta[name="description"]').attr('content') ?? '') || undefined;
  const records: IndexInput[] = [];
  const fields: IndexInput[] = [];
  let current: IndexInput = { url: route, lvl0, lvl1, snippet: '', category, text: '', description };
  let lvl2: string | undefined;
  const finish = () => {
    current.text = squash(current.text);
    // A page that opens straight on its first h2 shows its summary.
    current.snippet = shorten(current.text || current.description || '');
    if (current.text || current.lvl2 || current.description) records.push(current);
  };
  article.find(`h2, h3, ${BLOCKS}`).each((_, element) => {
    const el = $(element);
    const tag = element.tagName.toLowerCase();
    // A heading without an id (the method and path of an API operation) cannot be linked to: it
    // does not open a section, its text belongs to the current one.
    if ((tag === 'h2' || tag === 'h3') && el.attr('id')) {
      finish();
      const title = squash(el.text());
      if (tag === 'h2') lvl2 = title;
      current = {
        url: `${route}#${el.attr('id')}`,
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
    const own = tag === 'li' ? fieldRecords($, el, current) : [];
    fields.push(...own);
    // A response's fields are found through their own records; the Responses section keeps the
    // rest (status codes, descriptions, headers, error responses).
    if (!own.some((field) => field.field === 'response')) current.text += ` ${el.text()}`;
  });
  finish();
  // A response with several media types shows its fields once per type.
  const distinct = new Map(fields.map((field) => [`${field.lvl3}\n${field.text}`, field]));
  return [...records, ...distinct.values()];
}

/**
 * What a field record calls the items of a list item ("query parameter", "body field", "200
 * response field") and which side of the operation they are on, or nothing when they get no record
 * of their own (see FIELDS).
 */
function fieldKindOf(li: ReturnType<CheerioAPI>): { kind: string; side: 'request' | 'response' } | undefined {
  const details = li.closest('details');
  const group = squash(details.find(FIELDS.group).first().text());
  if (group) return { kind: fieldKind(group), side: 'request' };
  if (!details.is(FIELDS.response)) return undefined;
  const panel = li.closest(FIELDS.statusPanel);
  const status = squash(panel.parent().parent().find(FIELDS.statusTab).eq(panel.index()).text());
  return /^2\d\d$/.test(status) ? { kind: `${status} response field`, side: 'response' } : undefined;
}

/**
 * A record for each parameter, body field or response field in a list item of an operation page,
 * linked to its section: the field's name and kind as its heading, its description, type, values
 * and example (and those of the fields inside it) as text. It has no title words (IndexInput.field),
 * so the operation's own page ranks above it.
 */
function fieldRecords($: CheerioAPI, li: ReturnType<CheerioAPI>, section: IndexInput): IndexInput[] {
  const found = fieldKindOf(li);
  if (!found) return [];
  const { kind, side } = found;
  return li
    .children(FIELDS.item)
    .toArray()
    .flatMap((element) => {
      const item = $(element);
      const name = squash(item.find(FIELDS.name).first().text());
      if (!name || name.replace(/\*$/, '') === FIELDS.keysStandIn) return [];
      // The description: the first paragraph that is not a labelled fact ("Possible values: ...").
      const description = item.find('p').filter((_, p) => !$(p).contents().first().is('strong'));
      const text = squash(spacedText(element));
      return [
        {
          url: section.url,
          lvl0: section.lvl0,
          lvl1: section.lvl1,
          lvl2: section.lvl2,
          lvl3: `${name} (${kind})`,
          snippet: shorten(squash(description.first().text()) || text),
          category: section.category,
          text,
          field: side,
        },
      ];
    });
}
