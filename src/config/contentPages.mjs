/**
 * The hand-written pages of the site: the one list that the build's front-matter check, the
 * diagram sources and every content test read. Plain JavaScript, so that build scripts import it
 * without a TypeScript loader.
 *
 * A hand-written page is a Markdown or MDX file in the repository that a content plugin of
 * docusaurus.config.ts builds (tests/unit/content-pages.test.ts holds this list to those plugins):
 * - `docs/`: the default docs instance at `/` (the site root, the app guide, the node reference);
 * - `sdk/`: the SDK instance, less `sdk/stubs/`, which holds the SDK's Python stubs (the source of
 *   the reference) and is excluded by that instance;
 * - `releases/`: the release notes instance;
 * - `api/index.mdx`: the one page of the API instance that is written by hand; the build generates
 *   the others from openapi.yaml and they are not in the repository;
 * - `src/pages/`: the pages plugin (the contributing guide).
 * A partial (`_name.mdx`), which the plugins build only into the pages that import it, counts too:
 * its text is shown on those pages.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {object} ContentFolder
 * @property {string} path the folder, from the site folder, as the plugin's `path` option names it
 * @property {string} routeBasePath where the plugin serves it
 * @property {string[]} [exclude] sub-folders the plugin does not read
 * @property {string[]} [only] the files of the folder that are hand-written, when not all are
 */

/** @type {ContentFolder[]} */
export const CONTENT_FOLDERS = [
  { path: 'docs', routeBasePath: '/' },
  { path: 'sdk', routeBasePath: '/sdk', exclude: ['stubs'] },
  { path: 'releases', routeBasePath: '/releases' },
  { path: 'api', routeBasePath: '/api', only: ['index.mdx'] },
  { path: 'src/pages', routeBasePath: '/' },
];

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const isPage = (name) => /\.mdx?$/.test(name);

/**
 * The hand-written pages under `siteDir` (the repository by default), as sorted paths from it with
 * `/` between folders: `docs/app/flows/FlowEditor.mdx`.
 * @param {string} [siteDir]
 * @returns {string[]}
 */
export function handWrittenPages(siteDir = ROOT) {
  return CONTENT_FOLDERS.flatMap(({ path, exclude = [], only }) => {
    const dir = join(siteDir, path);
    if (!existsSync(dir)) return [];
    const names = only ?? /** @type {string[]} */ (readdirSync(dir, { recursive: true }));
    return names
      .map((name) => name.split(sep).join('/'))
      .filter((name) => isPage(name) && !exclude.some((folder) => name.startsWith(`${folder}/`)))
      .filter((name) => existsSync(join(dir, name)))
      .map((name) => relative(siteDir, join(dir, name)).split(sep).join('/'));
  }).sort();
}
