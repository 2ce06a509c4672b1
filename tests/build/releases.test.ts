import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { constants } from '../../src/config/site';
import { monthRange } from '../../src/build/releases';
import { agentVersions } from '../../src/sources/agentVersions';
import { buildDir, readPage, repoRoot } from './buildOutput';

const releasesDir = join(repoRoot, 'releases');
const expectedMonths = monthRange(constants.releaseNotes.first, constants.releaseNotes.last);
const monthFiles = readdirSync(releasesDir)
  .filter((f) => /^\d{6}\.mdx$/.test(f))
  .map((f) => f.slice(0, 6));
const source = (month: string) => readFileSync(join(releasesDir, `${month}.mdx`), 'utf8');

describe('release notes', () => {
  it('has one page per month from the first to the last release, and no other', () => {
    expect(monthFiles.sort()).toEqual(expectedMonths);
  });

  it('lists the months newest first in the release sidebar', () => {
    const html = readPage('/releases/ReleaseNotes')!;
    const nav = /<nav[^>]*aria-label="Docs sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1];
    const linked = [...nav.matchAll(/href="?\/releases\/(\d{6})/g)].map((m) => m[1]);
    // Collapsed years list no links in the static HTML; those present must be in order.
    expect(linked.length).toBeGreaterThan(0);
    expect(linked).toEqual([...linked].sort().reverse());
  });

  it('mentions only agent versions that the change log has, each in the month it shipped', () => {
    const known = new Set(agentVersions.map((v) => v.version));
    for (const month of expectedMonths) {
      for (const m of source(month).matchAll(/\[agent (\d+\.\d+)\]\(\.\/AgentVersionHistory\.mdx\)/gi)) {
        expect(known, `${month} links agent ${m[1]}, which the change log lacks`).toContain(m[1]);
      }
    }
    for (const version of agentVersions) {
      const link = new RegExp(`\\[agent ${version.version.replace('.', '\\.')}\\]\\(\\./AgentVersionHistory\\.mdx\\)`, 'i');
      expect(source(version.releaseNotesMonth), `agent ${version.version} is not announced in its month`).toMatch(link);
    }
  });

  it('renders every version of the change log on the agent version history page', () => {
    // The page draws its table and sections from src/data/agentVersions.yaml (<AgentVersionTable />,
    // <AgentVersionLines />); its table of contents lists the rendered headings too.
    const html = readPage('/releases/AgentVersionHistory')!;
    for (const version of agentVersions) {
      const id = `agent-${version.version.replace('.', '')}`;
      expect(html, `heading ${id}`).toMatch(new RegExp(`<h3[^>]*id="?${id}"?[\\s>]`));
      expect(html, `table of contents entry ${id}`).toMatch(new RegExp(`href="?#${id}"?[^>]*class="?table-of-contents__link`));
      expect(html).toContain(version.releaseDate);
    }
  });

  it('publishes a valid RSS feed with one entry per month, newest first', () => {
    const xml = readFileSync(join(buildDir, 'releases', 'feed.xml'), 'utf8');
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml, true) as {
      rss: { '@_version': string; channel: { title: string; item: { link: string; title: string; pubDate: string }[] } };
    };
    expect(feed.rss['@_version']).toBe('2.0');
    const items = feed.rss.channel.item;
    expect(items.map((i) => i.link.replace(/^.*\/releases\//, ''))).toEqual([...expectedMonths].reverse());
    for (const item of items) {
      expect(item.title).toMatch(/release notes$/);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
  });

  it('marks release pages with the release-notes search category and other pages with their own', () => {
    const marker = (route: string) => /<meta[^>]*name="?docsearch:category"?[^>]*content="?([\w-]+)/.exec(readPage(route)!)?.[1];
    expect(marker('/releases/202510')).toBe(constants.releaseNotesSearchCategory);
    expect(marker('/releases/AgentVersionHistory')).toBe(constants.releaseNotesSearchCategory);
    expect(marker('/app/intro/Welcome')).toBe('docs');
    expect(marker('/sdk/LabwireSDKOverview')).toBe('sdk');
  });
});
