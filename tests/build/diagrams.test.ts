import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { buildDir, readPage, repoRoot } from './buildOutput';

/** Strings found in every build of Mermaid's library code and in no other code of the site. */
const MERMAID_SIGNATURES = ['Syntax error in text', 'flowchart-v2'];

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => join(e.parentPath, e.name));
}

/** Counts ```mermaid blocks, not those shown inside another code block (as the writers' guide does). */
function mermaidBlocks(source: string): number {
  let open: string | undefined;
  let count = 0;
  for (const line of source.split('\n')) {
    const fence = /^\s*(`{3,}|~{3,})\s*(\S*)/.exec(line);
    if (!fence) continue;
    if (open === undefined) {
      open = fence[1];
      if (fence[2] === 'mermaid') count += 1;
    } else if (fence[1].startsWith(open) && fence[2] === '') open = undefined;
  }
  return count;
}

/** Source pages with ```mermaid blocks, by route: docs/ is served at the root, sdk/ and releases/ under their names. */
function pagesWithDiagrams(): Map<string, number> {
  const pages = new Map<string, number>();
  for (const [dir, base] of [
    ['docs', ''],
    ['sdk', '/sdk'],
    ['releases', '/releases'],
    ['src/pages', ''],
  ]) {
    for (const file of filesUnder(join(repoRoot, dir), '.mdx').concat(filesUnder(join(repoRoot, dir), '.md'))) {
      const count = mermaidBlocks(readFileSync(file, 'utf8'));
      if (count === 0) continue;
      const path = relative(join(repoRoot, dir), file).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
      pages.set(`${base}/${path}`.replace(/\/$/, '') || '/', count);
    }
  }
  return pages;
}

describe('diagrams rendered at build time', () => {
  it('no built JS file contains Mermaid', () => {
    const offenders = filesUnder(join(buildDir, 'assets', 'js'), '.js').filter((file) => {
      const js = readFileSync(file, 'utf8');
      return MERMAID_SIGNATURES.some((s) => js.includes(s));
    });
    expect(offenders).toEqual([]);
  });

  it('every page with a mermaid block shows each diagram as a light and a dark image that exist in build/', () => {
    const pages = pagesWithDiagrams();
    expect(pages.size).toBeGreaterThanOrEqual(79);
    for (const [route, count] of pages) {
      const html = readPage(route);
      expect(html, route).toBeDefined();
      const $ = load(html!);
      expect($('code.language-mermaid').length, route).toBe(0);
      const figures = $('figure.lw-diagram:not(.lw-ui-figure)');
      expect(figures.length, route).toBe(count);
      figures.each((_, figure) => {
        for (const kind of ['light', 'dark']) {
          const img = $(figure).children(`img.lw-diagram__${kind}`);
          expect(img.length, `${route} ${kind}`).toBe(1);
          const src = img.attr('src')!;
          expect(src, route).toMatch(/^\/assets\/images\/diagram-[0-9a-f]+-(light|dark)-[0-9a-f]+\.svg$/);
          expect(existsSync(join(buildDir, src)), `${route} ${src}`).toBe(true);
          expect(Number(img.attr('width')), route).toBeGreaterThan(0);
          expect(Number(img.attr('height')), route).toBeGreaterThan(0);
          expect(img.attr('alt')?.length ?? 0, route).toBeGreaterThan(30);
          expect(img.attr('loading'), route).toBe('lazy');
        }
      });
    }
  });
});
