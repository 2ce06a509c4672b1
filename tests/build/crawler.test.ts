/**
 * The hosted-search crawler configuration, proven on our pages: the configuration that
 * `npm run crawler-config` prints is evaluated as the Algolia Crawler would, and its record
 * extractor runs over every page of the built sitemap with a stand-in for `helpers.docsearch`
 * (tests/lib/docsearchHelper.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/site';
import { crawlerConfig, crawlerSettings, crawlerTemplatePath } from '../../src/plugins/search/crawler/crawlerConfig';
import { extractRecords, sectionOf } from '../../src/plugins/search/extract';
import { searchCategoryOf } from '../../src/plugins/search/searchCategory';
import { docsearchHelpers, type DocSearchRecord } from '../lib/docsearchHelper';
import { operations } from '../lib/openapiOperations';
import { buildDir, readPage } from './buildOutput';

const hostedEnv = Object.fromEntries(
  readFileSync(join(__dirname, '..', 'hosted-search.env'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.split('=', 2) as [string, string]),
);

interface CrawlerAction {
  indexName: string;
  pathsToMatch: string[];
  recordExtractor: (args: { $: ReturnType<typeof load>; helpers: unknown; url: URL }) => DocSearchRecord[];
}
interface CrawlerOptions {
  appId: string;
  apiKey: string;
  startUrls: string[];
  sitemaps: string[];
  exclusionPatterns: string[];
  actions: CrawlerAction[];
  initialIndexSettings: Record<string, { attributesForFaceting: string[] }>;
}

/** Evaluates a crawler configuration as the dashboard does: `new Crawler({...})` with Crawler given. */
function evaluate(text: string): CrawlerOptions {
  let captured: CrawlerOptions | undefined;
  class Crawler {
    constructor(options: CrawlerOptions) {
      captured = options;
    }
  }
  new Function('Crawler', text)(Crawler);
  return captured!;
}

const site = loadSettings({ ...hostedEnv, SITE_URL: 'https://docs.example.org' });
const config = evaluate(crawlerConfig(crawlerSettings(site, {})));
const action = config.actions[0];

/** A crawler URL pattern (`**` any path) as a regular expression. */
const pattern = (glob: string) =>
  new RegExp(`^${glob.replace(/[.?+^$()|[\]\\]/g, '\\$&').replace(/\*\*/g, '.*').replace(/(?<!\.)\*/g, '[^/]*')}$`);
const excluded = config.exclusionPatterns.map(pattern);

/** Every route of the built sitemap the crawler would index: found from its sitemap, less its exclusions. */
const routes = [...readFileSync(join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map(([, loc]) => new URL(loc).pathname)
  .filter((route) => !excluded.some((re) => re.test(`https://docs.example.org${route}`)));

function crawl(route: string) {
  const html = readPage(route);
  if (!html) throw new Error(`${route}: no built page`);
  const $ = load(html);
  const page = load(html);
  // Heading texts as a reader sees them: without the invisible "direct link" anchor inside each.
  page('.hash-link').remove();
  const url = new URL(route, 'https://docs.example.org');
  return { records: action.recordExtractor({ $, helpers: docsearchHelpers($, url), url }), page };
}

describe('the Algolia crawler configuration', () => {
  it('takes its start URL, sitemap, app and index from the site settings, not a copy', () => {
    expect(config.startUrls).toEqual(['https://docs.example.org/']);
    expect(config.sitemaps).toEqual(['https://docs.example.org/sitemap.xml']);
    expect(config.appId).toBe(hostedEnv.ALGOLIA_APP_ID);
    expect(action.indexName).toBe(hostedEnv.ALGOLIA_INDEX_NAME);
    expect(Object.keys(config.initialIndexSettings)).toEqual([hostedEnv.ALGOLIA_INDEX_NAME]);
    expect(config.initialIndexSettings[action.indexName].attributesForFaceting).toContain('category');
    expect(action.pathsToMatch).toEqual(['https://docs.example.org/**']);
    // The template holds no address of its own to drift from the site's.
    expect(readFileSync(crawlerTemplatePath, 'utf8')).not.toMatch(/https?:\/\/(?!\$)/);
  });

  it('fails without the hosted-search settings instead of printing half a configuration', () => {
    expect(() => crawlerSettings(loadSettings({}))).toThrow(/ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME/);
  });

  it('finds the pages of every kind in the sitemap, and leaves out the search page, tag and API category lists', () => {
    expect(routes.length).toBeGreaterThan(300);
    expect(routes.filter((r) => /^\/(search|tags|api\/category)\b/.test(r))).toEqual([]);
    for (const kind of [/^\/$/, /^\/app\//, /^\/nodes\//, /^\/api\/[a-z-]+$/, /^\/api\/schemas\//, /^\/sdk\//, /^\/releases\//]) {
      expect(routes.some((r) => kind.test(r)), String(kind)).toBe(true);
    }
  });

  // One test per page, each page crawled once: a failure names its page, and the worker answers
  // Vitest between pages (one test over every page outlasted Vitest's call timeout under load).
  let total = 0;
  it.each(routes)('%s: records with the section, title, headings and category, and no chrome', (route) => {
    const { records, page } = crawl(route);
    total += records.length;
    const failures: string[] = [];
    const title = page('article h1').first().text().replace(/\s+/g, ' ').trim();
    const h2 = new Set(page('article h2[id]').map((_, e) => page(e).text().replace(/\s+/g, ' ').trim()).get());
    const h3 = new Set(page('article h3[id]').map((_, e) => page(e).text().replace(/\s+/g, ' ').trim()).get());
    // The page's own category (docs, api, sdk); every release note's is the one the site filters out.
    const category = route.startsWith('/releases/') ? 'release-notes' : searchCategoryOf(route.split('/')[1]);
    if (records.length === 0) failures.push('no records');
    if (!records.some((r) => r.type === 'content')) failures.push('no content record');
    for (const r of records) {
      if (r.hierarchy.lvl0 !== sectionOf(route)) failures.push(`lvl0 ${r.hierarchy.lvl0}`);
      if (r.hierarchy.lvl1 !== title) failures.push(`lvl1 ${r.hierarchy.lvl1}, title ${title}`);
      if (r.hierarchy.lvl2 !== null && !h2.has(r.hierarchy.lvl2)) failures.push(`lvl2 ${r.hierarchy.lvl2}`);
      if (r.hierarchy.lvl3 !== null && !h3.has(r.hierarchy.lvl3)) failures.push(`lvl3 ${r.hierarchy.lvl3}`);
      if (r.category !== category) failures.push(`category ${String(r.category)}`);
      if (!r.url.startsWith(`https://docs.example.org${route === '/' ? '/' : route}`)) failures.push(`url ${r.url}`);
    }
    // Headings become records of their own, linked to their anchors.
    for (const heading of h2) {
      if (!records.some((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === heading && r.anchor)) {
        failures.push(`no record for the heading "${heading}"`);
      }
    }
    // Navigation, the table of contents and buttons stay out of the content: no content record is
    // made of chrome alone (a TOC entry, a button label, a pagination link).
    const chrome = new Set(
      page('nav a, .table-of-contents a, button, .theme-doc-footer a, .pagination-nav__label')
        .map((_, e) => page(e).text().replace(/\s+/g, ' ').trim())
        .get()
        .filter((text) => text.length >= 8),
    );
    const text = records.map((r) => r.content ?? '').join('\n');
    for (const phrase of ['Last updated on', 'Copy page', 'Was this page helpful', 'On this page', 'Skip to main content']) {
      if (text.includes(phrase)) failures.push(`"${phrase}" in the content`);
    }
    for (const r of records) if (r.content && chrome.has(r.content)) failures.push(`chrome "${r.content}"`);
    expect(failures.slice(0, 20)).toEqual([]);
  });

  // Every fourth operation with parameters, and GET /flows: each parameter is a record of its own,
  // linked to the Request section, holding its description (compared without whitespace, which
  // Markdown and HTML lay out differently).
  const withParameters = operations.filter((op) => op.parameters.length > 0);
  const sample = withParameters.filter((op, i) => i % 4 === 0 || op.id === 'get-flows');
  it.each(sample.map((op) => [op.route, op] as const))('%s: a record per parameter, with its description', (route, op) => {
    const { records } = crawl(route);
    const bare = (text: string) => text.replace(/\s+/g, '');
    const missing = op.parameters.filter(
      (p) =>
        !records.some(
          (r) =>
            r.anchor === 'request' &&
            r.hierarchy.lvl4 === `${p.name} (${p.in} parameter)` &&
            bare(r.content ?? '').includes(bare(p.description)),
        ),
    );
    expect(missing.map((p) => `${p.in} parameter ${p.name}: ${p.description}`)).toEqual([]);
  });

  // Every fourth operation whose success response has a body, and GET /flows: each top-level field
  // of that response is a record of its own, linked to the Responses section, as in the local index.
  const withResponseFields = operations.filter((op) => Object.values(op.successFields).some((names) => names.length));
  const responseSample = withResponseFields.filter((op, i) => i % 4 === 0 || op.id === 'get-flows');
  it.each(responseSample.map((op) => [op.route, op] as const))(
    '%s: a record per field of a success response, as the local index has',
    (route, op) => {
      const { records } = crawl(route);
      const label = (status: string, name: string) => `${name} (${status} response field)`;
      const missing = Object.entries(op.successFields).flatMap(([status, names]) =>
        names.filter(
          (name) =>
            !records.some(
              (r) =>
                r.anchor === 'responses' &&
                r.hierarchy.lvl4 === label(status, name) &&
                r.content?.startsWith(`${label(status, name)}: `),
            ),
        ),
      );
      expect(missing).toEqual([]);
      const crawled = records.filter((r) => / response field\)$/.test(r.hierarchy.lvl4 ?? '')).map((r) => r.hierarchy.lvl4);
      const local = extractRecords(readPage(route)!, route).filter((r) => r.field === 'response');
      expect(crawled).toEqual(local.map((r) => r.lvl3));
      expect(local.every((r) => r.url === `${route}#responses`)).toBe(true);
    },
  );

  it('makes more than three records per page in all', () => {
    expect(total).toBeGreaterThan(routes.length * 3);
  });
});
