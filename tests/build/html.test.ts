/**
 * Every page of the built sitemap (and the tag pages and the not-found page) as a validator and a
 * crawler see it: valid HTML under the committed .htmlvalidate.json, one h1, an alt on every
 * image, and a unique "Page | Labwire Documentation" title and meta description.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/site';
import { buildDir, pageFile } from './buildOutput';

const site = loadSettings({});

function sitemapRoutes(): string[] {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const routes = [...sitemapRoutes(), '/tags', '/tags/agents', '/tags/nodes'];

const pages = routes.map((route) => {
  const file = pageFile(route);
  if (!file) throw new Error(`${route} is in the sitemap but not in build/`);
  return { route, file };
});

/**
 * Each page parsed once, for what the tests below read of it; the worker yields between pages, so
 * that it keeps answering Vitest while the browser tests load the machine (a minute of parsing in
 * one block made Vitest's call to the worker time out).
 */
const parsed: { route: string; h1s: number; imagesWithoutAlt: (string | undefined)[]; title: string; description: string }[] =
  [];
beforeAll(async () => {
  for (const { route, file } of pages) {
    const $ = load(readFileSync(file, 'utf8'));
    parsed.push({
      route,
      h1s: $('h1').length,
      imagesWithoutAlt: $('img:not([alt])')
        .toArray()
        .map((img) => $(img).attr('src')),
      title: $('head title').text(),
      description: $('head meta[name="description"]').attr('content') ?? '',
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
}, 300_000);

describe('built HTML', () => {
  it('covers the whole sitemap', () => {
    expect(pages.length).toBeGreaterThan(300);
    expect(parsed).toHaveLength(pages.length);
  });

  // One test per page: a failure names its page, and the worker answers Vitest between pages (one
  // test of every page can outlast Vitest's call timeout while the browser tests run beside it).
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  it.each([...pages, { route: '/404.html', file: join(buildDir, '404.html') }])(
    'passes html-validate with the committed configuration: $route',
    async ({ route, file }) => {
      const report = await validator.validateFile(file);
      const messages: Message[] = report.results.flatMap((r) => r.messages);
      expect(messages.slice(0, 5).map((m) => `${route}: ${m.ruleId} ${m.message} (${m.selector ?? ''})`)).toEqual([]);
    },
  );

  it('has exactly one h1 per page', () => {
    const wrong = parsed.filter(({ h1s }) => h1s !== 1).map(({ route, h1s }) => [route, h1s]);
    expect(wrong).toEqual([]);
  });

  it('gives every image an alt attribute', () => {
    const missing = parsed.flatMap(({ route, imagesWithoutAlt }) => imagesWithoutAlt.map((src) => `${route}: ${src}`));
    expect(missing).toEqual([]);
  });

  it('titles every page "Page | Labwire Documentation", each title once', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const { route, title } of parsed) {
      if (!title.endsWith(` | ${site.title}`) || title.length <= site.title.length + 3)
        problems.push(`${route}: "${title}"`);
      if (seen.has(title)) problems.push(`${route}: "${title}" is also the title of ${seen.get(title)}`);
      seen.set(title, route);
    }
    expect(problems).toEqual([]);
  });

  it('describes every page with its own plain-text meta description', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const { route, description } of parsed) {
      if (description.length < 20) problems.push(`${route}: missing or too short ("${description}")`);
      // Markdown left in a description shows as stray characters in search results.
      if (/\*\*|`|\]\(/.test(description)) problems.push(`${route}: Markdown in "${description}"`);
      if (seen.has(description)) problems.push(`${route}: same description as ${seen.get(description)}`);
      seen.set(description, route);
    }
    expect(problems).toEqual([]);
  });
});

