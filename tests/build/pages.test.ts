import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/site';
import { readPage, readRouteList, repoRoot } from './buildOutput';

const tags = load(readFileSync(join(repoRoot, 'docs', 'tags.yml'), 'utf8')) as Record<string, { label: string }>;
const site = loadSettings({});
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Built HTML is minified: attribute values may or may not be quoted. */
const hasHref = (html: string, url: string) => new RegExp(`href=["']?${escape(url)}["'\\s>]`).test(html);
/** Last-updated dates come from git: a build from a source archive has none (docusaurus.config.ts). */
const insideGit = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: repoRoot }).status === 0;

describe('page kinds and writer features', () => {
  it('/tags lists every tag of docs/tags.yml', () => {
    const html = readPage('/tags')!;
    for (const { label } of Object.values(tags)) expect(html).toContain(label);
  });

  it('/tags/quickstart lists the pages that carry the tag', () => {
    const html = readPage('/tags/quickstart')!;
    for (const route of ['/app/flows/QuickstartBuildFlow', '/app/agents/QuickstartBuildAgent', '/app/visualization/QuickstartCreateDashboard']) {
      expect(hasHref(html, route), route).toBe(true);
    }
  });

  it('a doc page links "Edit this page" to its file and shows when it was last updated (in a git work tree)', () => {
    const html = readPage('/app/intro/Welcome')!;
    expect(hasHref(html, `${site.links.repository}/edit/main/docs/app/intro/Welcome.mdx`)).toBe(true);
    expect(/Last updated/.test(html), insideGit ? 'a last-updated date' : 'no date outside a git work tree').toBe(insideGit);
  });

  it('the API landing page links to its own file; generated API pages have no edit link', () => {
    expect(hasHref(readPage('/api')!, `${site.links.repository}/edit/main/api/index.mdx`)).toBe(true);
    expect(readPage('/api/get-flows')).not.toContain('/edit/main/');
  });

  it('/contributing is a Markdown page without a docs sidebar', () => {
    const html = readPage('/contributing')!;
    expect(html).toContain('Contributing to the Labwire documentation');
    expect(html).not.toMatch(/aria-label="?Docs sidebar/);
  });
});

describe('rendered Markdown', () => {
  it('no page shows admonition markers as text', () => {
    const offenders = readRouteList(join(repoRoot, 'tests', 'routes.txt'))
      .pages.map((p) => p.route)
      .filter((route) => /<p>\s*:::/.test(readPage(route) ?? ''));
    expect(offenders).toEqual([]);
  });
});
