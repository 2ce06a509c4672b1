/**
 * The browser entry of the production build, in place of Docusaurus's clientEntry (set by
 * src/plugins/stagedEntry). It does what that entry does — preload the page's route chunks,
 * then hydrate the server-rendered HTML in a transition — but evaluates the application and the
 * page's route chunks (./slices.ts) in stages with a yield to the browser between them, so that
 * starting the page is many short tasks instead of a few long ones (on a phone CPU, long enough to
 * count as blocking time), and it prefetches the chunks of links in view in idle time (./prefetch.ts).
 *
 * The stages use eager dynamic imports: the modules stay in main.js (no extra request), and each
 * is evaluated when its import runs.
 */
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';
import { chunkNameIndex, createPrefetcher } from './prefetch';
import { evaluateLoadedChunks } from './slices';

/** Resolves in a new task, so the browser can paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  // main.js has just been evaluated (its modules registered): React comes in a task of its own.
  await nextTask();
  const [{ default: React, startTransition }, { default: ReactDOM }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await nextTask();
  // The route table and the chunk registry, the largest modules of the application.
  const { default: routes } = await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  const [{ default: docusaurus }, { matchRoutes }, chunks, { default: flat }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
    import(/* webpackMode: "eager" */ '@generated/routesChunkNames'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/flat'),
  ]);
  let index: Map<string, string[]> | undefined;
  const prefetch = createPrefetcher({
    chunkNames: (routePath) => {
      index ??= chunkNameIndex(chunks.default, flat);
      return matchRoutes(routes, routePath).flatMap((match) => index!.get(match.route.path!) ?? []);
    },
    // `gca` is added to the bundler runtime by Docusaurus (ChunkAssetPlugin).
    chunkUrl: (name) => __webpack_require__.gca(name),
    doc: document,
    idle: (callback) =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(callback, { timeout: 3000 })
        : window.setTimeout(callback, 200),
    now: () => performance.now(),
    constrained: () => {
      const connection = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
      return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
    },
  });
  window.docusaurus = { preload: docusaurus.preload, prefetch };
  // The page's route chunks, listed in the page at build time (src/plugins/stagedEntry), are
  // requested a few at a time, since adding all the <script> tags at once is a long task. The bundler
  // then finds them in the document and waits for them; one that fails is removed, so that the
  // bundler requests it again and reports the failure.
  const listed = document.getElementById('lw-route-chunks')?.textContent;
  const urls = listed ? (JSON.parse(listed) as string[]) : [];
  const arrived: Promise<void>[] = [];
  for (let i = 0; i < urls.length; i += 4) {
    for (const url of urls.slice(i, i + 4)) {
      const script = document.createElement('script');
      script.src = url;
      arrived.push(
        new Promise((resolve) => {
          script.addEventListener('load', () => resolve());
          script.addEventListener('error', () => {
            script.remove();
            resolve();
          });
        }),
      );
      document.head.append(script);
    }
    await nextTask();
  }
  // The application's own modules evaluate while the route chunks come over the network.
  await nextTask();
  const [{ HelmetProvider }, { BrowserRouter }, { default: App }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  ]);
  // Once the route chunks are all in, their modules are evaluated a few at a time (./slices.ts);
  // otherwise the first require of a route component evaluates its whole module graph in one task.
  await Promise.all(arrived);
  try {
    await evaluateLoadedChunks(nextTask);
  } catch (error) {
    // Only an optimisation: the route components require their modules themselves.
    console.error('Evaluating the route chunks ahead failed:', error);
  }
  // What Docusaurus's preload(pathname) does, a step per task: match the route table (the first
  // match compiles the path pattern of every route it tries), then start each matched route's
  // loader. A loader evaluates at once the modules of its route that main.js already holds
  // (layouts, doc roots), so one task for all of them would be a long one.
  const { pathname } = window.location;
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path));
  const loading: Promise<unknown>[] = [];
  for (const { route } of matches) {
    await nextTask();
    const loaded = Promise.resolve(route.component?.preload?.());
    loaded.catch(() => {}); // reported once, by `await Promise.all(loading)` below
    loading.push(loaded);
  }
  await Promise.all(loading);
  await nextTask();
  const container = document.getElementById('__docusaurus')!;
  const app = (
    <HelmetProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  startTransition(() => {
    window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, { onRecoverableError });
  });
}

if (ExecutionEnvironment.canUseDOM) void start();
