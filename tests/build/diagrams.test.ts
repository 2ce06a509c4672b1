import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { CONTENT_FOLDERS, handWrittenPages } from '../../src/config/contentPages.mjs';
import { codeBlocks } from '../../src/build/codeFences';
import { buildDir, readPage, repoRoot } from './buildOutput';

/** Strings found in every build of Mermaid's library code and in no other code of the site. */
const MERMAID_SIGNATURES = ['Syntax error in text', 'flowchart-v2'];

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => join(e.parentPath, e.name));
}

/** Each hand-written page with ```mermaid blocks, by route, with how many it has. */
function pagesWithDiagrams(): Map<string, number> {
  const pages = new Map<string, number>();
  for (const file of handWrittenPages(repoRoot)) {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    const count = codeBlocks(text, file).filter((block) => block.lang === 'mermaid').length;
    if (count === 0) continue;
    const folder = CONTENT_FOLDERS.find((f) => file.startsWith(`${f.path}/`))!;
    const path = file
      .slice(folder.path.length + 1)
      .replace(/\.mdx?$/, '')
      .replace(/(^|\/)index$/, '');
    pages.set(`${folder.routeBasePath.replace(/\/$/, '')}/${path}`.replace(/\/$/, '') || '/', count);
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
