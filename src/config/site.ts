import type { Config } from '@docusaurus/types';

/**
 * The one place for every site-wide fact: the constants of the spec (sections 3, 4 and 9) and
 * the per-deployment settings read from the environment. docusaurus.config.ts, the tests and
 * the benchmark all import from here, so a value is written once.
 */

/** Reads an environment variable, treating unset and blank as absent. */
export function envValue(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export interface HostedSearch {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface Analytics {
  /** Google Tag Manager container id (GTM-XXXX). */
  tagManagerId?: string;
  /** Hosting analytics (Vercel Web Analytics) on when set to "true". */
  hostingAnalytics: boolean;
}

export interface SiteSettings {
  product: string;
  title: string;
  tagline: string;
  company: string;
  url: string;
  baseUrl: '/';
  siteVersion: string;
  links: {
    website: string;
    blog: string;
    repository: string;
    chatAssistant: string;
    contactEmail: string;
  };
  copyright: { firstYear: number; lastYear: number; text: string };
  announcementBar: { id: string; content: string };
  /** Hosted search (Algolia DocSearch) when all three variables are set; otherwise the local index. */
  hostedSearch?: HostedSearch;
  analytics: Analytics;
}

/** Spec section 9 and section 4: fixed for every deployment. */
export const constants = {
  locales: ['en'] as const,
  defaultLocale: 'en' as const,
  titleDelimiter: '|',
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  sitemap: { changefreq: 'weekly' as const, priority: 0.5 },
  colorMode: { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false },
  colorModeStorageKey: 'theme',
  desktopBreakpointPx: 996,
  loadingBarDelayMs: 200,
  releaseNotes: { first: '202209', last: '202510' },
  /** Search records of this category are ranked last (local) or filtered out (hosted). */
  releaseNotesSearchCategory: 'release-notes',
  apiSidebarId: 'labwireapi',
  /** Spec section 8: a broken link fails the build; broken anchors and Markdown links only warn. */
  linkChecks: {
    onBrokenLinks: 'throw' as const,
    onBrokenAnchors: 'warn' as const,
    onBrokenMarkdownLinks: 'warn' as const,
  },
  searchPagePath: '/search',
  /**
   * Old addresses and where they live: client redirects in the build (an HTML page per old
   * address) and server redirects (301) in the static-host configuration (src/config/hosting.ts).
   */
  redirects: [
    { from: '/connectivity/Agent', to: '/app/agents/Agent' },
    ...['BioprocessApp', 'CDSApp', 'CurveFittingApp', 'qPCR'].map((app) => ({
      from: `/app/ma/apps/${app}`,
      to: `/app/ma/${app}`,
    })),
  ],
};

/**
 * Docusaurus's future flags, shared by the site and the test fixture sites (tests/fixtures): they
 * build with the same bundler.
 */
export const buildFuture = {
  // Docusaurus Faster, without Rspack's persistent cache: the cache raises a full build's peak
  // memory and saves it no time (`npm run bench` reports both).
  faster: { rspackPersistentCache: false },
  // v4 behaviour, except storage namespacing: the spec keeps the colour mode under `theme`.
  v4: {
    removeLegacyPostBuildHeadAttribute: true,
    siteStorageNamespacing: false,
    mdx1CompatDisabledByDefault: true,
    fasterByDefault: true,
    useCssCascadeLayers: false,
  },
} satisfies Config['future'];

/** Two-digit form of the last copyright year, as the spec writes it: 2022-25. */
export function copyrightText(company: string, firstYear: number, lastYear: number): string {
  return `Copyright © ${firstYear}-${String(lastYear).slice(-2)} ${company}`;
}

/** The three variables of hosted search: all set switch to Algolia DocSearch, none set keep the local index. */
export const hostedSearchVariables = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** A setting the build cannot use: the message names the variable and what to do. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/**
 * Hosted search when all three variables are set, the local index when none is. One or two set is
 * a deployment mistake (a key pasted without its index, say), so it fails the build naming the
 * missing ones instead of silently falling back to local search.
 */
export function readHostedSearch(env: NodeJS.ProcessEnv): HostedSearch | undefined {
  const [appId, apiKey, indexName] = hostedSearchVariables.map((name) => envValue(env, name));
  const missing = hostedSearchVariables.filter((name) => !envValue(env, name));
  if (missing.length === hostedSearchVariables.length) return undefined;
  if (missing.length > 0) {
    throw new SettingsError(
      `Hosted search needs all of ${hostedSearchVariables.join(', ')}: ${missing.join(' and ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} not set. Set ${missing.length === 1 ? 'it' : 'them'}, ` +
        'or unset the others to build with the local search index.',
    );
  }
  return { appId: appId!, apiKey: apiKey!, indexName: indexName! };
}

/** An absolute http(s) address from the environment, or the default; anything else names the variable. */
export function urlValue(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = envValue(env, name);
  if (value === undefined) return fallback;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new SettingsError(
      `${name} must be an absolute http(s) address such as ${fallback}; it is ${JSON.stringify(value)}.`,
    );
  }
  return value;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const product = 'Labwire';
  const company = 'Labwire, Inc.';
  const firstYear = 2022;
  const lastYear = 2025;
  return {
    product,
    title: `${product} Documentation`,
    tagline: 'Every instrument, every dataset, one pipeline',
    company,
    url: urlValue(env, 'SITE_URL', 'https://docs.labwire.example'),
    baseUrl: '/',
    siteVersion: '0.0.1',
    links: {
      website: urlValue(env, 'COMPANY_URL', 'https://labwire.example'),
      blog: urlValue(env, 'BLOG_URL', 'https://blog.labwire.example'),
      repository: urlValue(env, 'REPOSITORY_URL', 'https://github.com/labwire/docs'),
      chatAssistant: urlValue(env, 'CHAT_ASSISTANT_URL', 'https://labwire.example/assistant'),
      contactEmail: envValue(env, 'CONTACT_EMAIL') ?? 'support@labwire.example',
    },
    copyright: { firstYear, lastYear, text: copyrightText(company, firstYear, lastYear) },
    announcementBar: {
      id: envValue(env, 'ANNOUNCEMENT_ID') ?? 'bioprocess-app-2025-10',
      content:
        envValue(env, 'ANNOUNCEMENT_HTML') ??
        'New in October 2025: the <a href="/app/ma/BioprocessApp">Bioprocess app</a> for fed-batch and perfusion runs. See the <a href="/releases/202510">release notes</a>.',
    },
    hostedSearch: readHostedSearch(env),
    analytics: {
      tagManagerId: envValue(env, 'GTM_CONTAINER_ID'),
      hostingAnalytics: envValue(env, 'HOSTING_ANALYTICS') === 'true',
    },
  };
}
