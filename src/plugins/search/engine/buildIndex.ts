import { shardKey, tokenize, words } from './tokenize';
import type { RecordRow, SearchManifest, SearchRecord, SearchShard } from './types';

export const CHUNK_SIZE = 20;
export const IN_TITLE = 200;
export const IN_HEADING = 100;

/** Packs where a term appears in a record into one integer (see SearchShard). */
export function packWeight(inTitle: boolean, inHeading: boolean, count: number): number {
  return (inTitle ? IN_TITLE : 0) + (inHeading ? IN_HEADING : 0) + Math.min(count, 99);
}

export interface IndexInput extends SearchRecord {
  /** The full text of the section, indexed but not stored. */
  text: string;
  /** The page's summary (its meta description), on the page's own record: indexed as a heading, not stored. */
  description?: string;
  /**
   * A field of an API operation (../extract.ts): a parameter or request body field, or a field of a
   * response. Its page title is shown but not indexed, so that the operation's own records rank
   * above its fields for the title's words; a response field ranks below the request's fields
   * (RANKING.responseField).
   */
  field?: 'request' | 'response';
}

export interface BuiltIndex {
  manifest: SearchManifest;
  shards: Map<string, SearchShard>;
  chunks: RecordRow[][];
}

/** What a record is, in the manifest's meta (see SearchManifest). */
export const RECORD_KIND = { section: 0, page: 1, responseField: 2, requestField: 3 } as const;

function recordKind(input: IndexInput): number {
  if (input.field === 'response') return RECORD_KIND.responseField;
  if (input.field === 'request') return RECORD_KIND.requestField;
  return input.lvl2 ? RECORD_KIND.section : RECORD_KIND.page;
}

/** Splits records into term shards (by the first two characters of each term) and record chunks. */
export function buildIndex(inputs: IndexInput[]): BuiltIndex {
  const shards = new Map<string, SearchShard>();
  const categories: string[] = [];
  const meta: number[] = [];
  inputs.forEach((input, id) => {
    const terms = (text: string) => tokenize(text, { joined: true });
    // The title's words as written; the parts of an identifier in it ("TriggerFlowBody") count as a heading.
    const titleWords = input.field ? [] : words(input.lvl1);
    const title = new Set(titleWords.flatMap(({ whole }) => (whole ? [whole] : [])));
    // What the page says it is about counts like a heading of its own record.
    const heading = new Set([
      ...titleWords.flatMap(({ parts }) => parts),
      ...terms([input.lvl2, input.lvl3, input.description].filter(Boolean).join(' ')),
    ]);
    const counts = new Map<string, number>();
    for (const term of terms(input.text)) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const term of new Set([...title, ...heading, ...counts.keys()])) {
      const key = shardKey(term);
      // No prototype: a term such as "constructor" must not find Object.prototype's.
      const shard = shards.get(key) ?? (Object.create(null) as SearchShard);
      shards.set(key, shard);
      (shard[term] ??= []).push(id, packWeight(title.has(term), heading.has(term), counts.get(term) ?? 0));
    }
    if (!categories.includes(input.category)) categories.push(input.category);
    meta.push(categories.indexOf(input.category), title.size, recordKind(input));
  });
  const rows: RecordRow[] = inputs.map((r) => [
    r.url,
    r.lvl0,
    r.lvl1,
    r.lvl2 ?? '',
    r.lvl3 ?? '',
    r.snippet,
    r.category,
  ]);
  const chunks: RecordRow[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) chunks.push(rows.slice(i, i + CHUNK_SIZE));
  return {
    manifest: {
      version: 1,
      records: inputs.length,
      chunkSize: CHUNK_SIZE,
      shards: [...shards.keys()].sort(),
      categories,
      meta,
    },
    shards,
    chunks,
  };
}
