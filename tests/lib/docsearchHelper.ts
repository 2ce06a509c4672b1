/**
 * A stand-in for the Algolia Crawler's `helpers.docsearch`, to run the record extractor of
 * src/plugins/search/crawler/docsearch-crawler.js over built pages without the hosted crawler. It follows the record
 * shape Algolia documents for DocSearch (v3 records): one record per heading matched by a level's
 * selectors (type lvl1..lvl6, content null) and one per run of content under the same headings
 * (type content, aggregated), each with the full hierarchy lvl0..lvl6, the url with the anchor of
 * the nearest heading, url_without_anchor, and weight.level / weight.position for ranking.
 */
import type { CheerioAPI } from 'cheerio';

type Selectors = string | string[];
type LevelProp = Selectors | { selectors: Selectors; defaultValue?: string };
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

export interface DocSearchOptions {
  recordProps: Partial<Record<Level, LevelProp>> & { content: Selectors };
  indexHeadings?: boolean;
  aggregateContent?: boolean;
  recordVersion?: 'v2' | 'v3';
}

export interface DocSearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Level | 'content';
  content: string | null;
  hierarchy: Record<Level, string | null>;
  weight: { pageRank: number; level: number; position: number };
  [extra: string]: unknown;
}

const list = (s: Selectors | undefined): string[] =>
  (s === undefined ? [] : Array.isArray(s) ? s : [s]).filter(Boolean);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export function docsearchHelpers($: CheerioAPI, url: URL) {
  return {
    docsearch({ recordProps, indexHeadings = true, aggregateContent = true }: DocSearchOptions): DocSearchRecord[] {
      const selectorsOf = (level: Level) => {
        const prop = recordProps[level];
        return typeof prop === 'object' && !Array.isArray(prop) ? list(prop.selectors) : list(prop);
      };
      const lvl0Prop = recordProps.lvl0;
      const lvl0Default = typeof lvl0Prop === 'object' && !Array.isArray(lvl0Prop) ? lvl0Prop.defaultValue : undefined;
      const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, null])) as Record<Level, string | null>;
      hierarchy.lvl0 =
        squash(
          $(selectorsOf('lvl0').join(', ') || 'nothing-selected')
            .first()
            .text(),
        ) ||
        lvl0Default ||
        null;

      const headingLevels = LEVELS.slice(1).filter((l) => selectorsOf(l).length > 0);
      const content = list(recordProps.content).join(', ');
      const all = [...headingLevels.flatMap(selectorsOf), content].join(', ');
      const pageUrl = `${url.origin}${url.pathname}`;
      const records: DocSearchRecord[] = [];
      let anchor: string | null = null;
      let position = 0;
      const push = (type: DocSearchRecord['type'], text: string | null) => {
        const level = type === 'content' ? 0 : 100 - 10 * LEVELS.indexOf(type);
        records.push({
          objectID: `${pageUrl}#${anchor ?? ''}-${position}`,
          url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
          url_without_anchor: pageUrl,
          anchor,
          type,
          content: text,
          hierarchy: { ...hierarchy },
          weight: { pageRank: 0, level, position: position++ },
        });
      };

      $(all).each((_, element) => {
        const el = $(element);
        const level = headingLevels.find((l) => selectorsOf(l).some((s) => el.is(s)));
        if (level) {
          const text = squash(el.text());
          if (!text) return;
          hierarchy[level] = text;
          for (const deeper of LEVELS.slice(LEVELS.indexOf(level) + 1)) hierarchy[deeper] = null;
          anchor = level === 'lvl1' ? null : (el.attr('id') ?? el.find('[id]').first().attr('id') ?? anchor);
          if (indexHeadings) push(level, null);
          return;
        }
        // A block inside another content block is part of the outer one.
        if (el.parents(content).length > 0) return;
        const text = squash(el.text());
        if (!text) return;
        const last = records.at(-1);
        const sameHeadings = last && LEVELS.every((l) => last.hierarchy[l] === hierarchy[l]);
        if (aggregateContent && last?.type === 'content' && sameHeadings) last.content = `${last.content} ${text}`;
        else push('content', text);
      });
      return records;
    },
  };
}
