import type { Plugin } from '@docusaurus/types';

/**
 * One server bundle instead of one per page. Docusaurus turns chunk splitting off for the server
 * bundle, used only to render the pages at build time, so each of its ~390 page chunks carried its
 * own copy of the modules it shares with others: 308 MB of JavaScript written, held in memory
 * while bundling and evaluated again by each SSG worker. Limited to one chunk, it is 15 MB, and
 * the build's peak memory dropped by about 700 MB (docs-dev/performance.md).
 */
export default function buildMemory(): Plugin {
  return {
    name: 'labwire-build-memory',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (!isServer) return {};
      return { plugins: [new currentBundler.instance.optimize.LimitChunkCountPlugin({ maxChunks: 1 })] };
    },
  };
}
