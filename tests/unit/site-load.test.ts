/**
 * The site config loads with its plugins as Docusaurus loads them for a build, in each search mode.
 * The config object alone (config.test.ts) looked right while the hosted build failed: preset-classic
 * adds theme-search-algolia for themeConfig.algolia, and the config added it a second time.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../lib/sources';

const run = promisify(execFile);
const hostedEnv = Object.fromEntries(
  readFileSync(`${ROOT}tests/hosted-search.env`, 'utf8')
    .split('\n')
    .filter((line) => /^ALGOLIA_[A-Z_]+=/.test(line))
    .map((line) => line.split('=', 2) as [string, string]),
);
const withoutAlgolia = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('ALGOLIA_')));

async function loadPlugins(env: Record<string, string>) {
  try {
    const { stdout } = await run('node', ['tests/lib/pluginList.mjs'], {
      cwd: ROOT,
      env: { ...withoutAlgolia, NODE_ENV: 'production', ...env },
    });
    return {
      ...(JSON.parse(stdout) as { plugins: string[]; searchBackend: string; searchComponents: Record<string, string> }),
      error: undefined,
    };
  } catch (error) {
    return {
      plugins: [],
      searchBackend: undefined,
      searchComponents: {},
      error: (error as { stderr?: string }).stderr ?? String(error),
    };
  }
}

describe('the site as Docusaurus loads it', () => {
  it("loads with hosted search: one theme-search-algolia, whose SearchBar the search plugin's wraps", async () => {
    const hosted = await loadPlugins(hostedEnv);
    expect(hosted.error).toBeUndefined();
    expect(hosted.searchBackend).toBe('algolia');
    expect(hosted.plugins.filter((p) => p.startsWith('docusaurus-theme-search-algolia:'))).toHaveLength(1);
    expect(hosted.plugins.filter((p) => p.startsWith('labwire-search:'))).toHaveLength(1);
    expect(hosted.searchComponents).toEqual({
      '@theme/SearchBar': 'src/plugins/search/theme/SearchBar/index.tsx',
      '@theme/SearchPage': 'src/plugins/search/theme/SearchPage/index.tsx',
      '@labwire/algolia-search-bar': 'node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchBar',
    });
  }, 60_000);

  it('loads with local search and no Algolia plugin', async () => {
    const local = await loadPlugins({});
    expect(local.error).toBeUndefined();
    expect(local.searchBackend).toBe('local');
    expect(local.plugins.some((p) => p.includes('search-algolia'))).toBe(false);
    expect(local.plugins.filter((p) => p.startsWith('labwire-search:'))).toHaveLength(1);
    expect(local.searchComponents).toEqual({
      '@theme/SearchBar': 'src/plugins/search/theme/SearchBar/index.tsx',
      '@theme/SearchPage': 'src/plugins/search/theme/SearchPage/index.tsx',
      '@labwire/algolia-search-bar': 'node_modules/@docusaurus/theme-classic/lib/theme/SearchBar',
    });
  }, 60_000);

  it('refuses half a hosted-search configuration, naming what is missing', async () => {
    const half = await loadPlugins({ ALGOLIA_APP_ID: hostedEnv.ALGOLIA_APP_ID });
    expect(half.error).toMatch(/ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are not set/);
  }, 60_000);
});
