import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * The production browser bundle starts from src/client/entry.tsx, which starts the page in short
 * tasks (see there). `docusaurus start` keeps Docusaurus's own entry, with hot reloading.
 */
export default function stagedEntry(context: LoadContext): Plugin {
  return {
    name: 'labwire-staged-entry',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        mergeStrategy: { entry: 'replace' },
        entry: join(context.siteDir, 'src', 'client', 'entry.tsx'),
      };
    },
  };
}
