import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Takes Prism out of main.js. The classic theme loads prism-react-renderer and the extra
 * languages in a client module, that is on every page, code or not; src/theme/CodeBlock loads
 * them with the first code block instead (src/lib/highlightedCodeBlock.tsx). This plugin swaps
 * that client module for an empty one (./emptyClientModule.ts).
 */
export default function lazyPrism(context: LoadContext): Plugin {
  const empty = join(context.siteDir, 'src', 'plugins', 'lazyPrism', 'emptyClientModule.ts');
  return {
    name: 'labwire-lazy-prism',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            empty,
          ),
        ],
      };
    },
  };
}
