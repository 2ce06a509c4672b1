/**
 * The one list of hand-written pages (src/config/contentPages.mjs): it follows the content plugins
 * of docusaurus.config.ts, leaves out what they do not build and the generated API pages, and the
 * build's front-matter check and the content tests read the same pages.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createMatcher, GlobExcludeDefault } from '@docusaurus/utils';
import { load } from 'js-yaml';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_FOLDERS, handWrittenPages } from '../../src/config/contentPages.mjs';
import { checkFrontMatter, pagesDisplayingSidebar } from '../../scripts/frontmatter-check.mjs';
import { pages, read, ROOT } from '../lib/sources';

type Options = { path?: string; routeBasePath?: string; exclude?: string[] };

const scratch = mkdtempSync(join(tmpdir(), 'labwire-content-pages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A site holding a page with a misspelt front-matter key at each of `files`. */
function siteWith(files: string[]): string {
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), '---\nsidebar_postion: 1\ndisplayed_sidebar: app\n---\n\nText.\n');
  }
  return scratch;
}

describe('the hand-written pages', () => {
  it('are the folders of the docs and pages plugin instances of docusaurus.config.ts', async () => {
    const config = (await import('../../docusaurus.config')).default;
    const entries = (config.plugins ?? []).filter((p): p is [string, Options] => Array.isArray(p));
    const docs = entries.map(([, options]) => options).filter((options) => typeof options.path === 'string');
    const preset = (config.presets?.[0] as [string, { pages: Options }])[1];
    const instances = [...docs, { routeBasePath: '/', ...preset.pages }].map((options) => ({
      path: options.path,
      routeBasePath: `/${options.routeBasePath ?? ''}`.replace(/^\/+/, '/'),
      exclude: (options.exclude ?? [])
        .filter((glob) => !GlobExcludeDefault.includes(glob))
        .map((glob) => glob.replace(/\/\*\*$/, '')),
    }));
    const listed = CONTENT_FOLDERS.map(({ path, routeBasePath, exclude }) => ({
      path,
      routeBasePath,
      exclude: exclude ?? [],
    }));
    const byPath = (a: { path?: string }, b: { path?: string }) => String(a.path).localeCompare(String(b.path));
    expect(listed.sort(byPath)).toEqual(instances.sort(byPath));
  });

  it('take from a folder of generated pages only the files git keeps (.gitignore)', () => {
    const kept = read('.gitignore')
      .split('\n')
      .flatMap((line) => /^!(.+\.mdx?)$/.exec(line)?.[1] ?? []);
    const only = CONTENT_FOLDERS.flatMap(({ path, only: files }) => (files ?? []).map((file) => `${path}/${file}`));
    expect(only).toEqual(kept);
  });

  it('leave out the SDK stubs and the generated API pages, and nothing else', () => {
    const site = siteWith([
      'docs/index.mdx',
      'docs/app/Guide.md',
      'sdk/Client.mdx',
      'sdk/stubs/README.md',
      'releases/202601.mdx',
      'api/index.mdx',
      'api/list-flows.api.mdx',
      'src/pages/contributing.md',
      'notes/draft.mdx',
    ]);
    const expected = [
      'api/index.mdx',
      'docs/app/Guide.md',
      'docs/index.mdx',
      'releases/202601.mdx',
      'sdk/Client.mdx',
      'src/pages/contributing.md',
    ];
    expect(handWrittenPages(site)).toEqual(expected);
    // The build's front-matter check reads the same pages.
    expect(checkFrontMatter(site).map((problem) => problem.split(':')[0])).toEqual(expected);
    expect(pagesDisplayingSidebar(site, 'app')).toEqual(expected.map((file) => `${file}:3`));
  });

  it('are the pages the content tests read', () => {
    expect(pages).toEqual(handWrittenPages(ROOT));
    expect(pages).toContain('src/pages/contributing.md');
    expect(pages.filter((page) => page.startsWith('api/'))).toEqual(['api/index.mdx']);
  });

  /** Every page, and a page of each kind a folder may hold (.md or .mdx, at its top or deeper). */
  const anyPage = [
    ...pages,
    ...CONTENT_FOLDERS.flatMap(({ path, only }) =>
      (only ?? ['page.md', 'page.mdx', 'a/page.md', 'a/page.mdx']).map((file) => `${path}/${file}`),
    ),
  ];
  const markdownlint = ts.parseConfigFileTextToJson('.markdownlint-cli2.jsonc', read('.markdownlint-cli2.jsonc'))
    .config as { globs: string[]; ignores?: string[] };
  const cspell = load(read('cspell.config.yaml')) as { files: string[]; ignorePaths?: string[] };

  it.each([
    ['.markdownlint-cli2.jsonc', markdownlint.globs, markdownlint.ignores ?? []],
    ['cspell.config.yaml', cspell.files, cspell.ignorePaths ?? []],
  ])('are all linted by the globs of %s', (_config, globs, ignores) => {
    const linted = createMatcher(globs);
    const ignored = createMatcher(ignores);
    expect(anyPage.filter((page) => !linted(page) || ignored(page))).toEqual([]);
  });
});
