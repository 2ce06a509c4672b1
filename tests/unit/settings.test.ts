import { describe, expect, it } from 'vitest';
import { constants, copyrightText, loadSettings, readHostedSearch } from '../../src/config/site';

describe('site settings', () => {
  it('has the product brief defaults when no variable is set', () => {
    const site = loadSettings({});
    expect(site.title).toBe('Labwire Documentation');
    expect(site.tagline).toBe('Every instrument, every dataset, one pipeline');
    expect(site.company).toBe('Labwire, Inc.');
    expect(site.baseUrl).toBe('/');
    expect(site.siteVersion).toBe('0.0.1');
    expect(site.links).toEqual({
      website: 'https://labwire.example',
      blog: 'https://blog.labwire.example',
      repository: 'https://github.com/labwire/docs',
      chatAssistant: 'https://labwire.example/assistant',
      contactEmail: 'support@labwire.example',
    });
    expect(site.copyright.text).toBe('Copyright © 2022-25 Labwire, Inc.');
    expect(site.hostedSearch).toBeUndefined();
    expect(site.analytics).toEqual({ tagManagerId: undefined, hostingAnalytics: false });
  });

  it('reads per-deployment values from the environment', () => {
    const site = loadSettings({
      SITE_URL: 'https://docs.example.org',
      CHAT_ASSISTANT_URL: 'https://chat.example.org',
      CONTACT_EMAIL: 'help@example.org',
      GTM_CONTAINER_ID: 'GTM-ABC123',
      HOSTING_ANALYTICS: 'true',
      ANNOUNCEMENT_ID: 'maintenance-2026-01',
    });
    expect(site.url).toBe('https://docs.example.org');
    expect(site.links.chatAssistant).toBe('https://chat.example.org');
    expect(site.links.contactEmail).toBe('help@example.org');
    expect(site.analytics).toEqual({ tagManagerId: 'GTM-ABC123', hostingAnalytics: true });
    expect(site.announcementBar.id).toBe('maintenance-2026-01');
  });

  it('treats blank variables as unset', () => {
    expect(loadSettings({ SITE_URL: '   ', GTM_CONTAINER_ID: '' }).url).toBe('https://docs.labwire.example');
    expect(loadSettings({ GTM_CONTAINER_ID: ' ' }).analytics.tagManagerId).toBeUndefined();
  });

  it('uses hosted search when app id, key and index are all set, and local search when none is', () => {
    const all = { ALGOLIA_APP_ID: 'APP1', ALGOLIA_SEARCH_API_KEY: 'public-key', ALGOLIA_INDEX_NAME: 'labwire' };
    expect(readHostedSearch(all)).toEqual({ appId: 'APP1', apiKey: 'public-key', indexName: 'labwire' });
    expect(readHostedSearch({})).toBeUndefined();
    expect(
      readHostedSearch({ ALGOLIA_APP_ID: ' ', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: '' }),
    ).toBeUndefined();
  });

  it('fails on half a hosted-search configuration, naming the missing variables', () => {
    const all = { ALGOLIA_APP_ID: 'APP1', ALGOLIA_SEARCH_API_KEY: 'public-key', ALGOLIA_INDEX_NAME: 'labwire' };
    expect(() => readHostedSearch({ ...all, ALGOLIA_INDEX_NAME: '' })).toThrow(
      /ALGOLIA_INDEX_NAME is not set\. Set it, or unset the others/,
    );
    expect(() => loadSettings({ ALGOLIA_APP_ID: 'APP1' })).toThrow(
      'ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are not set',
    );
    expect(() => readHostedSearch({ ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i' })).toThrow(
      /: ALGOLIA_APP_ID is not set/,
    );
  });

  it('names the variable of an address that is not an absolute http(s) URL', () => {
    expect(() => loadSettings({ SITE_URL: 'not a url' })).toThrow(
      /^SITE_URL must be an absolute http\(s\) address .*"not a url"/,
    );
    expect(() => loadSettings({ BLOG_URL: 'ftp://blog.example' })).toThrow(/^BLOG_URL /);
    expect(loadSettings({ SITE_URL: 'http://localhost:3000' }).url).toBe('http://localhost:3000');
  });

  it('writes the last copyright year with two digits', () => {
    expect(copyrightText('Labwire, Inc.', 2022, 2025)).toBe('Copyright © 2022-25 Labwire, Inc.');
    expect(copyrightText('X', 2019, 2031)).toBe('Copyright © 2019-31 X');
  });

  it('keeps the spec constants', () => {
    expect(constants.titleDelimiter).toBe('|');
    expect(constants.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(constants.sitemap).toEqual({ changefreq: 'weekly', priority: 0.5 });
    expect(constants.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
    expect(constants.locales).toEqual(['en']);
    expect(constants.desktopBreakpointPx).toBe(996);
  });
});
