/**
 * Prefetching of the chunks of links in view, in idle time.
 *
 * Docusaurus prefetches a route's chunks as soon as a link to it scrolls into view: for each link
 * it matches the route table, scans every route's chunk names and appends one <link
 * rel="prefetch"> per chunk, all at once: on a page with many links, long tasks on a phone CPU
 * just after the page starts. Here the requests are queued and handled
 * in idle periods, a few milliseconds at a time, from a chunk-name index built once, and each
 * batch of links is inserted in one DOM operation.
 */

export interface PrefetcherOptions {
  /** The chunk names a route path needs (its matched routes' chunks). */
  chunkNames: (routePath: string) => readonly string[];
  /** The URL of a chunk, or undefined when the bundler merged it into another one. */
  chunkUrl: (chunkName: string) => string | undefined;
  doc: Document;
  /** Runs a callback when the browser is idle. */
  idle: (callback: () => void) => void;
  now: () => number;
  /** Milliseconds of work per idle period. */
  budgetMs?: number;
  /** True on slow or data-saving connections, where nothing is prefetched. */
  constrained?: () => boolean;
}

export function createPrefetcher({
  chunkNames,
  chunkUrl,
  doc,
  idle,
  now,
  budgetMs = 4,
  constrained = () => false,
}: PrefetcherOptions): (routePath: string) => false {
  const requested = new Set<string>();
  const prefetched = new Set<string>();
  const queue: string[] = [];
  let scheduled = false;

  const run = () => {
    scheduled = false;
    const start = now();
    const links = doc.createDocumentFragment();
    while (queue.length > 0 && now() - start < budgetMs) {
      for (const name of chunkNames(queue.shift()!)) {
        const url = chunkUrl(name);
        if (!url || url.includes('undefined') || prefetched.has(url)) continue;
        prefetched.add(url);
        const link = doc.createElement('link');
        link.rel = 'prefetch';
        link.href = url;
        links.append(link);
      }
    }
    if (links.childNodes.length > 0) doc.head.append(links);
    if (queue.length > 0) schedule();
  };
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    idle(run);
  }
  return (routePath: string) => {
    if (!requested.has(routePath) && !constrained()) {
      requested.add(routePath);
      queue.push(routePath);
      schedule();
    }
    return false;
  };
}

/** Chunk names by route path, from Docusaurus's generated table (keys are `<path>-<hash>`). */
export function chunkNameIndex<Chunks>(
  routesChunkNames: Record<string, Chunks>,
  flat: (chunks: Chunks) => Record<string, string>,
): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    const path = key.replace(/-[^-]+$/, '');
    const names = index.get(path) ?? [];
    names.push(...Object.values(flat(chunks)));
    index.set(path, names);
  }
  return index;
}
