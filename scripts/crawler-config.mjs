#!/usr/bin/env node
/**
 * Prints the Algolia Crawler configuration of this deployment (src/plugins/search/crawler/crawlerConfig.ts): run it
 * with the same SITE_URL and ALGOLIA_* variables as the build, and paste the output into the
 * Crawler editor. ALGOLIA_CRAWLER_API_KEY, if set, fills in the crawler's key; otherwise the output
 * says YOUR_CRAWLER_API_KEY, to replace in the dashboard.
 */
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url, { interopDefault: true });
const { loadSettings } = jiti('../src/config/site.ts');
const { crawlerConfig, crawlerSettings } = jiti('../src/plugins/search/crawler/crawlerConfig.ts');

try {
  process.stdout.write(crawlerConfig(crawlerSettings(loadSettings())));
} catch (error) {
  console.error(`crawler-config: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
