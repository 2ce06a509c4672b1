import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * The production browser bundle starts from src/client/entry.tsx, which starts the page in short
 * tasks (see there), its route table makes each route's loadable component on first use
 * (src/client/ComponentCreator.tsx), and the window size and "in the browser" are set in
 * transitions (src/client/useWindowSize.ts, src/client/browserContext.tsx). `docusaurus start`
 * keeps Docusaurus's own modules, with hot reloading.
 */
export default function stagedEntry(context: LoadContext): Plugin {
  return {
    name: 'labwire-staged-entry',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer || config.mode !== 'production') return {};
      const client = join(context.siteDir, 'src', 'client');
      return {
        mergeStrategy: { entry: 'replace' },
        entry: join(client, 'entry.tsx'),
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@docusaurus\/ComponentCreator$/,
            join(client, 'ComponentCreator.tsx'),
          ),
          // theme-common imports its hook as ./hooks/useWindowSize and ../hooks/useWindowSize.
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\.?\/hooks\/useWindowSize$/, (resource) => {
            if (/[\\/]@docusaurus[\\/]theme-common[\\/]/.test(resource.context)) {
              resource.request = join(client, 'useWindowSize.ts');
            }
          }),
          // The core's App and useIsBrowser import ./browserContext and ../browserContext.
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\.?\/browserContext$/, (resource) => {
            if (/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client/.test(resource.context)) {
              resource.request = join(client, 'browserContext.tsx');
            }
          }),
        ],
      };
    },
  };
}
