/**
 * Both search modes rank by the same rules: the crawler configuration that `npm run crawler-config`
 * prints carries the synonyms of src/plugins/search/engine/synonyms.json (as record keywords), the months of the
 * release notes, the page rank of each kind of page, and the ranking order that lets a page whose
 * title holds the query lead whatever its kind.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/site';
import { crawlerConfig, crawlerSettings } from '../../src/plugins/search/crawler/crawlerConfig';
import { SYNONYMS } from '../../src/plugins/search/engine/ranking';
import { docsearchHelpers, type DocSearchRecord } from '../lib/docsearchHelper';

interface Options {
  actions: {
    recordExtractor: (args: { $: ReturnType<typeof load>; helpers: unknown; url: URL }) => DocSearchRecord[];
  }[];
  initialIndexSettings: Record<string, { searchableAttributes: string[]; ranking: string[]; customRanking: string[] }>;
}

const site = loadSettings({
  ALGOLIA_APP_ID: 'APP',
  ALGOLIA_SEARCH_API_KEY: 'key',
  ALGOLIA_INDEX_NAME: 'docs',
  SITE_URL: 'https://docs.example.org',
});
let options: Options | undefined;
new Function('Crawler', crawlerConfig(crawlerSettings(site, {})))(
  class {
    constructor(captured: Options) {
      options = captured;
    }
  },
);
const settings = options!.initialIndexSettings.docs;

function records(route: string, category: string, title: string, text: string): DocSearchRecord[] {
  const html = `<html><head><meta name="docsearch:category" content="${category}"></head><body><article>
    <h1>${title}</h1><p>${text}</p></article></body></html>`;
  const $ = load(html);
  const url = new URL(route, 'https://docs.example.org');
  return options!.actions[0].recordExtractor({ $, helpers: docsearchHelpers($, url), url });
}

describe('hosted search ranks as the local engine does', () => {
  it('gives each record the words readers use for what it names, from the one synonym list', () => {
    const [record] = records('/nodes/Instrument/Synergy_Read', 'docs', 'Synergy Read node', 'Reads a Synergy export.');
    const readers = SYNONYMS.filter(([, docs]) => docs === 'synergy').map(([phrase]) => phrase);
    expect(readers).toContain('gen5');
    expect(record.keywords).toEqual(expect.arrayContaining(readers));
    expect(settings.searchableAttributes).toContain('unordered(keywords)');
  });

  it("finds a month's release notes by the ways readers write the month", () => {
    const [record] = records('/releases/202510', 'release-notes', 'October 2025 release notes', 'Agents.');
    expect(record.keywords).toEqual(expect.arrayContaining(['202510', '2025-10', 'oct 2025', 'october 2025']));
  });

  it('ranks guides before API reference and release notes pages when records tie on the words', () => {
    const rank = (route: string, category: string) => records(route, category, 'Flow runs', 'Runs.')[0].weight.pageRank;
    expect(rank('/app/flows/FlowRuns', 'docs')).toBeGreaterThan(rank('/api/get-flow-runs', 'api'));
    expect(rank('/sdk/FlowRunAutomation', 'sdk')).toBeGreaterThan(rank('/releases/202510', 'release-notes'));
    expect(settings.customRanking[0]).toBe('desc(weight.pageRank)');
  });

  it('applies the release-notes optional filter after the words and where they matched', () => {
    const at = (criterion: string) => settings.ranking.indexOf(criterion);
    expect(at('filters')).toBeGreaterThan(at('words'));
    expect(at('filters')).toBeGreaterThan(at('attribute'));
  });
});
