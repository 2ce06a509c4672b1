/**
 * Evaluation of the page's route chunks in slices.
 *
 * When a route component is first required, the bundler evaluates its whole module graph at once:
 * on an API page, the OpenAPI theme, redux and the schema helpers, in one long task on a phone
 * CPU. Here, once the page's route chunks have arrived (their modules are
 * registered, not yet evaluated), each of their modules is required in turn, with a yield to the
 * browser whenever a slice has taken `budgetMs`. A module still evaluates its own imports first,
 * so nothing runs before what it depends on; the route components then find their modules in the
 * cache. A module that throws is left to the page's own require, which reports the error.
 */

/** Chunks as the bundler's JSONP loader keeps them: [chunk ids, module factories by id, runtime]. */
type ChunkEntry = [unknown, Record<string, unknown>, unknown?];

/** The bundler's chunk list (`self.webpackChunk<name>`), whatever the project's name. */
function loadedChunks(): ChunkEntry[] {
  const key = Object.keys(self).find((name) => name.startsWith('webpackChunk'));
  const list = key ? (self as unknown as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? (list as ChunkEntry[]) : [];
}

export async function evaluateLoadedChunks(
  yieldToBrowser: () => Promise<void>,
  budgetMs = 8,
  now: () => number = () => performance.now(),
): Promise<number> {
  const pending: string[] = [];
  for (const [, modules, runtime] of loadedChunks()) {
    // An entry chunk (main.js) carries its start-up function: its modules are not the page's.
    if (typeof runtime === 'function') continue;
    pending.push(...Object.keys(modules));
  }
  let start = now();
  for (const id of pending) {
    try {
      // Returns at once for a module already evaluated.
      __webpack_require__(id);
    } catch {
      // Required again, and reported, by the code that needs it.
    }
    if (now() - start >= budgetMs) {
      await yieldToBrowser();
      start = now();
    }
  }
  return pending.length;
}
