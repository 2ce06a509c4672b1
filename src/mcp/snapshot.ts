/**
 * Reading the MCP snapshot (written by src/plugins/mcpSnapshot): the files come from a folder of a
 * build (`npm run mcp`, a host's function with the build's files); each is loaded on first use and
 * kept. Only the files the snapshot's pointer lists can be opened.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createSearch, type IndexSource } from '../plugins/search/engine/engine';
import type { RecordRow, SearchManifest, SearchShard } from '../plugins/search/engine/types';
import { sdkSymbols, type SdkSymbol } from './sdkSymbols';
import {
  SNAPSHOT_POINTER,
  SNAPSHOT_VERSION,
  type SnapshotOperation,
  type SnapshotPage,
  type SnapshotPointer,
  type SnapshotSdk,
} from './types';

export interface Snapshot {
  siteUrl: string;
  /** The site's search over the snapshot's copy of its index; undefined when the site was built with hosted search. */
  search: ReturnType<typeof createSearch> | undefined;
  pages(): Promise<Map<string, SnapshotPage>>;
  markdown(page: SnapshotPage): Promise<string>;
  operations(): Promise<SnapshotOperation[]>;
  symbols(): Promise<Map<string, SdkSymbol>>;
}

/** Thrown when a build has no usable snapshot; the message says what to run. */
export class SnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnapshotError';
  }
}

/** The snapshot of a build folder (build/ by default). */
export async function openSnapshot(buildDir: string): Promise<Snapshot> {
  const pointerFile = join(buildDir, SNAPSHOT_POINTER);
  let pointer: SnapshotPointer;
  try {
    pointer = JSON.parse(await readFile(pointerFile, 'utf8')) as SnapshotPointer;
  } catch (error) {
    throw new SnapshotError(
      `${pointerFile}: no MCP snapshot could be read (${(error as Error).message}); run \`npm run build\` first.`,
    );
  }
  if (pointer.version !== SNAPSHOT_VERSION) {
    throw new SnapshotError(
      `${pointerFile}: snapshot version ${pointer.version}, this server reads ${SNAPSHOT_VERSION}; build again.`,
    );
  }
  const listed = new Set(pointer.files);
  const cache = new Map<string, Promise<unknown>>();
  function read<T>(name: string, parse: (text: string) => T): Promise<T> {
    if (!listed.has(name)) return Promise.reject(new SnapshotError(`${name} is not a file of the snapshot`));
    if (!cache.has(name)) cache.set(name, readFile(join(buildDir, pointer.folder, name), 'utf8').then(parse));
    return cache.get(name) as Promise<T>;
  }
  const json = <T>(name: string) => read(name, (text) => JSON.parse(text) as T);
  const source: IndexSource = {
    manifest: () => json<SearchManifest>('search/manifest.json'),
    shard: (key) => json<SearchShard>(`search/t-${key}.json`),
    chunk: (index) => json<RecordRow[]>(`search/r-${index}.json`),
  };
  let pages: Promise<Map<string, SnapshotPage>> | undefined;
  let symbols: Promise<Map<string, SdkSymbol>> | undefined;
  return {
    siteUrl: pointer.siteUrl,
    search: listed.has('search/manifest.json') ? createSearch(source) : undefined,
    pages: () => (pages ??= json<SnapshotPage[]>('pages.json').then((list) => new Map(list.map((p) => [p.route, p])))),
    markdown: (page) => read(page.file, (text) => text),
    operations: () => json<SnapshotOperation[]>('api.json'),
    symbols: () => (symbols ??= json<SnapshotSdk>('sdk.json').then((sdk) => sdkSymbols(sdk.modules))),
  };
}
