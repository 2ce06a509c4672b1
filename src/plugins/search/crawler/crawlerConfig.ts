/**
 * The Algolia Crawler configuration of a deployment: ./docsearch-crawler.js with its upper-case
 * placeholders replaced by literals. The site URL, app id and index name come from the site's
 * settings (src/config/site.ts), the hierarchy and the chrome left out from the local index
 * (../extract.ts), so the two indexes split pages the same way and no URL is written twice.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SiteSettings } from '../../../config/site';
import { DEMOTED, MONTHS } from '../engine/ranking';
import synonyms from '../engine/synonyms.json';
import { BLOCKS, CHROME, DEFAULT_SECTION, FIELDS, SECTIONS, UNINDEXED } from '../extract';

/**
 * weight.pageRank of a record by its page's category (customRanking, after every text criterion):
 * the kinds the local engine ranks down unless asked for (../engine/ranking.ts DEMOTED) below the guides.
 */
export const PAGE_RANK: Record<string, number> = {
  default: 1,
  ...Object.fromEntries(DEMOTED.map((category) => [category, 0])),
};

export const crawlerTemplatePath = fileURLToPath(new URL('./docsearch-crawler.js', import.meta.url));

export interface CrawlerSettings {
  siteUrl: string;
  appId: string;
  indexName: string;
  /** The crawler's write key: a secret, so by default a placeholder the deployer replaces in the dashboard. */
  crawlerApiKey?: string;
}

/** The crawler settings of a site's settings; hosted search must be configured (ALGOLIA_* variables). */
export function crawlerSettings(site: SiteSettings, env: NodeJS.ProcessEnv = process.env): CrawlerSettings {
  if (!site.hostedSearch) {
    throw new Error(
      'The crawler configuration needs the hosted-search settings: set ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME.',
    );
  }
  return {
    siteUrl: site.url,
    appId: site.hostedSearch.appId,
    indexName: site.hostedSearch.indexName,
    crawlerApiKey: env.ALGOLIA_CRAWLER_API_KEY?.trim() || undefined,
  };
}

export function crawlerConfig(settings: CrawlerSettings, template = readFileSync(crawlerTemplatePath, 'utf8')): string {
  const siteUrl = settings.siteUrl.replace(/\/+$/, '');
  const values: Record<string, unknown> = {
    SITE_URL: siteUrl,
    // The route itself, with a query string (/search?q=...), and below it.
    EXCLUDED: UNINDEXED.flatMap((path) => [`${siteUrl}${path}`, `${siteUrl}${path}?**`, `${siteUrl}${path}/**`]),
    APP_ID: settings.appId,
    CRAWLER_API_KEY: settings.crawlerApiKey ?? 'YOUR_CRAWLER_API_KEY',
    INDEX_NAME: settings.indexName,
    SECTIONS,
    DEFAULT_SECTION,
    CHROME,
    CONTENT: BLOCKS.split(',').map((block) => `article ${block.trim()}`),
    FIELDS,
    SYNONYMS: synonyms.synonyms.map(({ docs, readers }) => [docs, readers]),
    MONTHS,
    PAGE_RANK,
  };
  // The template's header (the placeholders and how to fill them in) gives way to where this came from.
  const body = template.slice(template.indexOf('new Crawler('));
  const literal = (name: string) => JSON.stringify(values[name]);
  const names = Object.keys(values).join('|');
  const filled = body
    // A template string that starts with a placeholder (`${SITE_URL}/**`) becomes one string literal.
    .replace(new RegExp(`\`\\$\\{(${names})\\}([^\`$]*)\``, 'g'), (_, name: string, rest: string) =>
      JSON.stringify(`${String(values[name])}${rest}`),
    )
    // Whole identifiers only.
    .replace(new RegExp(`\\b(${names})\\b`, 'g'), literal);
  return `// Algolia Crawler configuration for ${String(values.SITE_URL)}, written by \`npm run crawler-config\`\n// from src/plugins/search/crawler/docsearch-crawler.js. Paste it into the Crawler editor of the Algolia dashboard.\n${filled}`;
}
