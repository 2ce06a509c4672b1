/**
 * docusaurus-theme-openapi-docs, with its stylesheet on API pages only.
 *
 * The theme registers its global SCSS (large, half of it language logos) as a client module, which
 * would put it in the one styles.css of every page. Here:
 * - the client module is dropped, and src/theme/ApiItem imports the stylesheet instead;
 * - its rules go to their own CSS chunk, `openapi` (Docusaurus otherwise merges all CSS into one);
 * - after the build, API pages get a <link> to that chunk in their HTML head, so the first paint is
 *   styled (Docusaurus writes only the entry stylesheet into the HTML; the browser's chunk loader
 *   finds the link by its href and does not load the file twice);
 * - the code-tab logos of languages the site does not offer (`themeConfig.languageTabs`) are
 *   removed from the CSS.
 */
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { BuiltPage, PostBuildContext } from '../postBuild/types';
// The package's main entry; its "types" field declares the theme components, not the plugin.
import openapiTheme from 'docusaurus-theme-openapi-docs/lib/index';

const STYLES_CHUNK = 'openapi';
/** The theme's SCSS (styles.scss and the partials it uses), not its CSS modules. */
const THEME_SCSS = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/].*\.scss$/;
const SERVER_EXCLUDED = { 'postman-collection': false, 'postman-code-generators': false, 'react-live': false } as const;
const LOGO_CLASS = /\.openapi-tabs__code-item--([a-z0-9_-]+)/g;
/**
 * Browser-bundle stand-ins for modules the theme (and the plugin code it shares) imports: crypto-js
 * is used for SHA1 only; lodash's merge, isEmpty and flatten bring about 80 modules, evaluated on
 * every API page. The same behaviour, checked in tests/unit/lodash-subset.test.ts.
 */
const LIGHT_MODULES: Record<string, string[]> = {
  'crypto-js': ['src', 'lib', 'cryptoSha1.ts'],
  'lodash/merge': ['src', 'lib', 'lodash', 'merge.ts'],
  'lodash/isEmpty': ['src', 'lib', 'lodash', 'isEmpty.ts'],
  'lodash/flatten': ['src', 'lib', 'lodash', 'flatten.ts'],
};
const LIGHT_REQUEST = new RegExp(`^(${Object.keys(LIGHT_MODULES).join('|')})$`);

/** Drops selectors for code tabs of languages not in `keep`; rules left without selectors go. */
export function dropUnusedCodeTabSelectors(keep: ReadonlySet<string>) {
  const unused = (selector: string) => [...selector.matchAll(LOGO_CLASS)].some((m) => !keep.has(m[1]));
  return {
    postcssPlugin: 'labwire-drop-unused-code-tabs',
    Rule(rule: { selectors: string[]; remove(): void }) {
      if (!rule.selectors.some(unused)) return;
      const left = rule.selectors.filter((s) => !unused(s));
      if (left.length === 0) rule.remove();
      else rule.selectors = left;
    },
  };
}

/** Inserts the stylesheet link after the entry stylesheet of a built HTML page. */
export function addStylesheet(html: string, href: string): string {
  if (html.includes(href)) return html;
  const entry = /<link rel="?stylesheet"? href="?[^" >]*\/assets\/css\/styles\.[0-9a-f]+\.css"?\s*\/?>/.exec(html);
  if (!entry) throw new Error('No entry stylesheet link in an API page');
  const at = entry.index + entry[0].length;
  return `${html.slice(0, at)}<link rel="stylesheet" href="${href}">${html.slice(at)}`;
}

/** Post-build step (src/plugins/postBuild): API pages link the theme's stylesheet chunk. */
export async function linkApiStylesheet(pages: BuiltPage[], { outDir, baseUrl }: PostBuildContext): Promise<void> {
  const cssDir = join(outDir, 'assets', 'css');
  const file = (await readdir(cssDir)).find((f) => f.startsWith(`${STYLES_CHUNK}.`) && f.endsWith('.css'));
  if (!file) throw new Error(`No ${STYLES_CHUNK} stylesheet in ${cssDir}`);
  const href = `${baseUrl}assets/css/${file}`;
  for (const page of pages) {
    if (page.route === '/api' || page.route.startsWith('/api/')) page.html = addStylesheet(page.html, href);
  }
}

const requireFromSite = createRequire(import.meta.url);
/** The CommonJS builds the OpenAPI theme resolves, for the site's own imports of the same packages. */
const SHARED_BUILDS = Object.fromEntries(
  ['pako', 'react-redux'].map((name) => [`${name}$`, requireFromSite.resolve(name)]),
);

export default function openapiThemeApiOnlyStyles(context: LoadContext): Plugin {
  const theme = openapiTheme() as Plugin;
  const languageTabs = (context.siteConfig.themeConfig.languageTabs ?? []) as { logoClass: string }[];
  const keep = new Set(['sample', 'variant', ...languageTabs.map((t) => t.logoClass)]);
  return {
    ...theme,
    getClientModules: () => [],
    configurePostCss(options) {
      options.plugins.push(dropUnusedCodeTabSelectors(keep));
      return options;
    },
    configureWebpack(config, isServer, utils, content) {
      const base = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      if (isServer) {
        // The explorer only renders in the browser (the theme's ApiItem puts it in <BrowserOnly>),
        // so the server bundle does without its largest dependencies (faker, iconv-lite, sucrase):
        // less to compile and hold in memory during the build.
        return { ...base, resolve: { ...base.resolve, alias: { ...SERVER_EXCLUDED } } };
      }
      return {
        ...base,
        resolve: {
          ...base.resolve,
          // src/theme/ApiItem imports these as ES modules, the theme requires them: without the
          // alias each would be bundled twice (their ESM and CommonJS builds).
          alias: { ...base.resolve?.alias, ...SHARED_BUILDS },
        },
        plugins: [
          // Small stand-ins for what the theme takes from large libraries (see each module).
          new utils.currentBundler.instance.NormalModuleReplacementPlugin(LIGHT_REQUEST, (resource) => {
            const light = LIGHT_MODULES[resource.request];
            if (light && /[\\/]docusaurus-(theme|plugin)-openapi-docs[\\/]/.test(resource.context)) {
              resource.request = join(context.siteDir, ...light);
            }
          }),
        ],
        optimization: {
          splitChunks: {
            cacheGroups: {
              openapiStyles: {
                name: STYLES_CHUNK,
                type: 'css/mini-extract',
                test: THEME_SCSS,
                chunks: 'all',
                enforce: true,
                // Above Docusaurus's `styles` group (50), which would take every stylesheet.
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
