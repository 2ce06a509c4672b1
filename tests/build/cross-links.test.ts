/**
 * No dead ends: every SDK page, node page and app guide links to at least one page of another
 * section of the site (app, nodes, api, sdk, releases), so a reader who lands on it can follow the
 * subject across the guide, the reference and the code. Links are read from each built page's
 * article, without its chrome (the search index's selectors, src/plugins/search/extract.ts). The pages are
 * those of the route list, tests/routes.txt.
 */
import { join } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { CHROME } from '../../src/plugins/search/extract';
import { readPage, readRouteList, repoRoot } from './buildOutput';

const sectionOf = (route: string) => route.split('/')[1] ?? '';
const CHECKED = ['app', 'nodes', 'sdk'];

const routes = readRouteList(join(repoRoot, 'tests', 'routes.txt'))
  .pages.map((page) => page.route)
  .filter((route) => CHECKED.includes(sectionOf(route)));

/** The sections other than the page's own that its article links to. */
function otherSections(route: string): string[] {
  const $ = load(readPage(route) ?? '');
  const article = $('article').first();
  article.find(CHROME).remove();
  const linked = article
    .find('a[href]')
    .toArray()
    .map((a) => new URL($(a).attr('href')!, `https://site${route}`))
    .filter((url) => url.host === 'site')
    .map((url) => sectionOf(url.pathname));
  return [...new Set(linked)].filter((section) => section && section !== sectionOf(route));
}

describe('pages that lead to each other', () => {
  it('checks the SDK pages, node pages and app guides of the route list', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('every SDK page, node page and app guide links to a page of another section', () => {
    const deadEnds = routes.filter((route) => otherSections(route).length === 0);
    expect(deadEnds, `${deadEnds.length} pages link only within their own section:\n${deadEnds.join('\n')}`).toEqual([]);
  });
});
