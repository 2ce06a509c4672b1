import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { monthLabel } from '../../lib/monthLabel';
import { releaseMonths } from '../../build/releases';

export interface FeedItem {
  month: string;
  title: string;
  description: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A front-matter value written on one line (`key: value`, optionally quoted). */
export function frontMatterValue(mdx: string, key: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---/.exec(mdx)?.[1] ?? '';
  const raw = new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(block)?.[1].trim();
  return raw?.replace(/^(['"])(.*)\1$/, '$2');
}

/** RSS 2.0 of the monthly release notes, newest first; each item dated the first day of its month. */
export function releaseFeedXml(siteUrl: string, title: string, items: FeedItem[]): string {
  const link = (month: string) => `${siteUrl}/releases/${month}`;
  const date = (month: string) =>
    new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(4)) - 1, 1)).toUTCString();
  const entries = items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${link(item.month)}</link>
      <guid isPermaLink="true">${link(item.month)}</guid>
      <pubDate>${date(item.month)}</pubDate>
      <description>${escapeXml(item.description)}</description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)} release notes</title>
    <link>${siteUrl}/releases/ReleaseNotes</link>
    <atom:link href="${siteUrl}/releases/feed.xml" rel="self" type="application/rss+xml"/>
    <description>What changed in Labwire each month.</description>
    <language>en</language>
    <lastBuildDate>${items[0] ? date(items[0].month) : new Date(0).toUTCString()}</lastBuildDate>
${entries}
  </channel>
</rss>
`;
}

/** Writes build/releases/feed.xml from the monthly pages in releases/. */
export default function releaseFeed(context: LoadContext): Plugin {
  const dir = join(context.siteDir, 'releases');
  return {
    name: 'labwire-release-feed',
    async postBuild({ outDir }) {
      const items = releaseMonths(dir).map((month) => {
        const mdx = readFileSync(join(dir, `${month}.mdx`), 'utf8');
        return {
          month,
          title: frontMatterValue(mdx, 'title') ?? `${monthLabel(month)} release notes`,
          description: frontMatterValue(mdx, 'description') ?? '',
        };
      });
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      writeFileSync(join(outDir, 'releases', 'feed.xml'), releaseFeedXml(siteUrl, context.siteConfig.title, items));
    },
  };
}
