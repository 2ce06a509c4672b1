import type { Plugin } from '@docusaurus/types';

/**
 * Bundles the server build into one chunk. The server bundle only renders the pages at build time,
 * and Docusaurus turns its chunk splitting off, so each page chunk would carry its own copy of
 * every module it shares with other pages: that JavaScript is written, held in memory while
 * bundling and evaluated again by each static-generation worker, and it is what bounds the build's
 * peak memory (docs-dev/performance.md, `npm run bench` reports it).
 */
export default function singleServerBundle(): Plugin {
  return {
    name: 'labwire-single-server-bundle',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (!isServer) return {};
      return { plugins: [new currentBundler.instance.optimize.LimitChunkCountPlugin({ maxChunks: 1 })] };
    },
  };
}
