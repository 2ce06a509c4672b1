import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '@docusaurus/types';

const ENV_KEYS = [
  'GTM_CONTAINER_ID',
  'HOSTING_ANALYTICS',
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
];

async function loadConfig(env: Record<string, string> = {}): Promise<Config> {
  vi.resetModules();
  for (const key of ENV_KEYS) delete process.env[key];
  Object.assign(process.env, env);
  return (await import('../../docusaurus.config')).default;
}

type Item = Record<string, unknown>;
const presetOptions = (config: Config) => (config.presets?.[0] as [string, Item])[1];
/** The docs instance serving the site root: a plugin entry without an id (the default instance). */
const rootDocs = (config: Config) =>
  (config.plugins ?? [])
    .filter((p): p is [string, Item] => Array.isArray(p))
    .map(([, options]) => options)
    .find((options) => options.routeBasePath === '/' && options.id === undefined);
const themeConfig = (config: Config) => config.themeConfig as Item;

afterEach(() => {
  for (const key of ENV_KEYS) delete process.env[key];
});

describe('docusaurus.config.ts', () => {
  it('applies the spec constants', async () => {
    const config = await loadConfig();
    expect(config.title).toBe('Labwire Documentation');
    expect(config.baseUrl).toBe('/');
    expect(config.titleDelimiter).toBe('|');
    expect(config.i18n).toMatchObject({ defaultLocale: 'en', locales: ['en'] });
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('warn');
    // 'warn' as a hook (src/build/brokenMarkdownLinks.ts): a warning naming the file, the link kept out of the
    // broken-link check so that the build goes on.
    const hook = config.markdown?.hooks?.onBrokenMarkdownLinks;
    expect(typeof hook).toBe('function');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const url =
      typeof hook === 'function' && hook({ sourceFilePath: 'docs/index.mdx', url: './NoSuch.mdx', node: {} as never });
    expect(url).toBe('pathname://./NoSuch.mdx');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[WARNING\] docs\/index\.mdx: Markdown link \.\/NoSuch\.mdx couldn't be resolved/),
    );
    warn.mockRestore();
    expect(presetOptions(config).docs).toBe(false);
    const docs = rootDocs(config)!;
    expect(docs.path).toBe('docs');
    expect(docs.onInlineTags).toBe('throw');
    expect(presetOptions(config).sitemap).toMatchObject({ changefreq: 'weekly', priority: 0.5 });
    const theme = themeConfig(config);
    expect(theme.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(theme.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect((theme.navbar as Item).hideOnScroll).toBe(false);
    expect((theme.footer as Item).copyright).toBe('Copyright © 2022-25 Labwire, Inc.');
  });

  it('keeps browser storage un-namespaced so the colour mode lives under "theme"', async () => {
    const config = await loadConfig();
    expect((config.future?.v4 as Item).siteStorageNamespacing).toBe(false);
  });

  it('loads no analytics unless their ids are set', async () => {
    const plain = await loadConfig();
    expect(presetOptions(plain).googleTagManager).toBeUndefined();
    expect(JSON.stringify(plain.plugins)).not.toContain('analytics');

    const tracked = await loadConfig({ GTM_CONTAINER_ID: 'GTM-ABC123', HOSTING_ANALYTICS: 'true' });
    expect(presetOptions(tracked).googleTagManager).toEqual({ containerId: 'GTM-ABC123' });
    expect(JSON.stringify(tracked.plugins)).toContain('@docusaurus/plugin-vercel-analytics');
  });

  it('searches the local index when hosted search is not configured', async () => {
    const config = await loadConfig();
    expect(config.customFields?.searchBackend).toBe('local');
    expect(JSON.stringify(config.themes)).not.toContain('theme-search-algolia');
    expect(themeConfig(config).algolia).toBeUndefined();
    expect(JSON.stringify(config.plugins)).toContain('plugins/search/');
    expect(JSON.stringify(config.plugins)).toContain('postBuild');
  });

  it('switches to Algolia with the spec parameters when app id, key and index are set', async () => {
    const config = await loadConfig({
      ALGOLIA_APP_ID: 'APP1',
      ALGOLIA_SEARCH_API_KEY: 'public-key',
      ALGOLIA_INDEX_NAME: 'labwire',
    });
    expect(config.customFields?.searchBackend).toBe('algolia');
    // preset-classic adds theme-search-algolia for themeConfig.algolia; the config must not add it again.
    expect(JSON.stringify(config.themes)).not.toContain('theme-search-algolia');
    expect(themeConfig(config).algolia).toEqual({
      appId: 'APP1',
      apiKey: 'public-key',
      indexName: 'labwire',
      contextualSearch: false,
      searchPagePath: 'search',
      searchParameters: { optionalFilters: ['category:-release-notes'] },
    });
    // The search plugin stays: its SearchBar wraps theme-search-algolia's, its SearchPage replaces the theme's.
    expect(JSON.stringify(config.plugins)).toContain('plugins/search/');
  });
});
