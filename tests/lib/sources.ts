/**
 * What the coherence and request tests read: the repository's files, the hand-written pages and
 * openapi.yaml (from its one reader, src/sources/openapi.ts) with its local `$ref`s followed. One
 * copy, so that the tests agree on what a page is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handWrittenPages } from '../../src/config/contentPages.mjs';
import { loadOpenApi, resolveRef } from '../../src/sources/openapi';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A file of the repository, by its path from the root. */
export const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The files under `dir` whose path matches, as sorted paths from the root. */
export function files(dir: string, pattern: RegExp): string[] {
  return (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
    .filter((f) => pattern.test(f))
    .map((f) => relative(ROOT, join(ROOT, dir, f)))
    .sort();
}

/** Every hand-written page (src/config/contentPages.mjs says which files those are). */
export const pages = handWrittenPages(ROOT);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Node = { [key: string]: Json };
export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * openapi.yaml as loadOpenApi() parses it (once, frozen), seen as plain JSON, for the tests that walk
 * it key by key rather than through the loader's types.
 */
const spec = loadOpenApi();
export const openapi = spec as unknown as Node;

/**
 * Follows local `$ref`s to the object they name (src/sources/openapi.ts resolves them); `{}` for a
 * value that is not an object. A broken `$ref` throws.
 */
export function deref(value: Json | undefined): Node {
  if (!isNode(value)) return {};
  const node: unknown = resolveRef(spec, value as { $ref?: string });
  return isNode(node) ? node : {};
}

/** A schema of components.schemas; throws if there is none of that name. */
export function schema(name: string): Node {
  const found = deref(openapi.components).schemas;
  if (!isNode(found) || !isNode(found[name])) throw new Error(`openapi.yaml has no schema ${name}`);
  return deref(found[name]);
}
