/**
 * Every page of the built sitemap (and the tag pages and the not-found page) as a validator and a
 * crawler see it: valid HTML under the committed .htmlvalidate.json, one h1, an alt on every
 * image, and a unique "Page | Labwire Documentation" title and meta description.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { describe, expect, it } from 'vitest';
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
  return { route, file, html: readFileSync(file, 'utf8') };
});

describe('built HTML', () => {
  it('covers the whole sitemap', () => {
    expect(pages.length).toBeGreaterThan(300);
  });

  it('passes html-validate with the committed configuration', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const failures: string[] = [];
    for (const { route, file } of [...pages, { route: '/404.html', file: join(buildDir, '404.html') }]) {
      const report = await validator.validateFile(file);
      const messages: Message[] = report.results.flatMap((r) => r.messages);
      for (const m of messages.slice(0, 5)) failures.push(`${route}: ${m.ruleId} ${m.message} (${m.selector ?? ''})`);
    }
    expect(failures).toEqual([]);
  });

  it('has exactly one h1 per page', () => {
    const wrong = pages
      .map(({ route, html }) => [route, load(html)('h1').length] as const)
      .filter(([, count]) => count !== 1);
    expect(wrong).toEqual([]);
  });

  it('gives every image an alt attribute', () => {
    const missing = pages.flatMap(({ route, html }) => {
      const $ = load(html);
      return $('img:not([alt])')
        .toArray()
        .map((img) => `${route}: ${$(img).attr('src')}`);
    });
    expect(missing).toEqual([]);
  });

  it('titles every page "Page | Labwire Documentation", each title once', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const { route, html } of pages) {
      const title = load(html)('head title').text();
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
    for (const { route, html } of pages) {
      const description = load(html)('head meta[name="description"]').attr('content') ?? '';
      if (description.length < 20) problems.push(`${route}: missing or too short ("${description}")`);
      // Markdown left in a description shows as stray characters in search results.
      if (/\*\*|`|\]\(/.test(description)) problems.push(`${route}: Markdown in "${description}"`);
      if (seen.has(description)) problems.push(`${route}: same description as ${seen.get(description)}`);
      seen.set(description, route);
    }
    expect(problems).toEqual([]);
  });
});

