import { shardKey, tokenize } from './tokenize';
import type { RecordRow, SearchManifest, SearchRecord, SearchShard } from './types';

/** How much a term counts where it appears: titles over headings over text. */
export const FIELD_WEIGHTS = { lvl1: 6, heading: 3, text: 1 } as const;
export const CHUNK_SIZE = 50;

export interface IndexInput extends SearchRecord {
  /** The full text of the section, indexed but not stored. */
  text: string;
}

export interface BuiltIndex {
  manifest: SearchManifest;
  shards: Map<string, SearchShard>;
  chunks: RecordRow[][];
}

/** Splits records into term shards (by the first two characters of each term) and record chunks. */
export function buildIndex(inputs: IndexInput[]): BuiltIndex {
  const shards = new Map<string, SearchShard>();
  inputs.forEach((input, id) => {
    const weights = new Map<string, number>();
    const add = (text: string | undefined, weight: number) => {
      for (const term of tokenize(text ?? '')) weights.set(term, (weights.get(term) ?? 0) + weight);
    };
    add(input.lvl1, FIELD_WEIGHTS.lvl1);
    add([input.lvl2, input.lvl3].filter(Boolean).join(' '), FIELD_WEIGHTS.heading);
    add(input.text, FIELD_WEIGHTS.text);
    for (const [term, weight] of weights) {
      const key = shardKey(term);
      const shard = shards.get(key) ?? {};
      shards.set(key, shard);
      (shard[term] ??= []).push(id, Math.round(weight));
    }
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
    manifest: { version: 1, records: inputs.length, chunkSize: CHUNK_SIZE, shards: [...shards.keys()].sort() },
    shards,
    chunks,
  };
}
