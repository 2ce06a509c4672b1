import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The drawn UI figures (static/img/ui): each screen is a light and a dark SVG that share one
 * drawing and differ only in their <style> block, the seven light files share one palette and the
 * seven dark files another, every file stays under the byte budget, and each page shows a pair with
 * UiFigure, alt text, and the width and height of the SVG (no layout shift).
 * To change a figure, edit the light file and make the same change in the dark one.
 */
const root = join(__dirname, '..', '..');
const uiDir = join(root, 'static', 'img', 'ui');
const BUDGET = 12 * 1024;
const SYSTEM_FONTS = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

const svgNames = readdirSync(uiDir).filter((name) => name.endsWith('.svg'));
const svgText = (name: string) => readFileSync(join(uiDir, name), 'utf8');
const styleOf = (svg: string) => /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? '';
const withoutStyle = (svg: string) => svg.replace(/<style>[\s\S]*?<\/style>/, '<style/>');
const screens = [...new Set(svgNames.map((name) => name.replace(/-(light|dark)\.svg$/, '')))];

function mdxFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(join(root, path)).isDirectory()) return mdxFiles(path);
    return entry.endsWith('.mdx') ? [path] : [];
  });
}

interface Figure {
  page: string;
  alt: string;
  light?: string;
  dark?: string;
  width?: number;
  height?: number;
}

const figures: Figure[] = mdxFiles('docs').flatMap((page) => {
  const source = readFileSync(join(root, page), 'utf8');
  return [...source.matchAll(/<UiFigure\b([\s\S]*?)\/>/g)].map(([, attrs]) => {
    const altBlock = /alt=\{([\s\S]*?)\}\n/.exec(attrs)?.[1] ?? /alt="([^"]*)"/.exec(attrs)?.[0] ?? '';
    const alt = [...altBlock.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join('');
    const name = /name="([a-z-]+)"/.exec(attrs)?.[1];
    const url = (theme: string) => (name ? `/img/ui/${name}-${theme}.svg` : undefined);
    const size = (name: string) => Number(new RegExp(`${name}=\\{(\\d+)\\}`).exec(attrs)?.[1]);
    return { page, alt, light: url('light'), dark: url('dark'), width: size('width'), height: size('height') };
  });
});

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The fill of each selector in a figure's <style> block: 'text', '.m', 'text.ft', ... */
function fills(style: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, selector, body] of style.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const fill = /fill:(#[0-9a-f]{6})/i.exec(body)?.[1];
    if (fill) map.set(selector.trim(), fill.toLowerCase());
  }
  return map;
}

/** Text colour on the background it is drawn on, as the figures use them. */
const TEXT_ON = [
  ...['text', '.m', '.p', 'text.gt', 'text.ft', 'text.rt', 'text.kt', 'text.qt'].flatMap((text) =>
    ['.bg', '.nv', '.sf', '.sl'].map((bg) => [text, bg]),
  ),
  ['text.o', '.pr'],
  ['text.qt', '.qb'],
  ['text.rt', '.rb'],
  ['text.gt', '.gb'],
  ['text.ft', '.fb'],
  ['text.kt', '.kb'],
  ['text', '.fb'],
  ['.kw', '.sf'],
  ['.st', '.sf'],
];

describe('drawn UI figures', () => {
  it('found the figures and the pages that show them', () => {
    expect(screens.length).toBeGreaterThanOrEqual(7);
    expect(figures.length).toBeGreaterThanOrEqual(7);
  });

  it.each(screens)('%s has a light and a dark variant that differ only in their palette', (screen) => {
    expect(svgNames).toContain(`${screen}-light.svg`);
    expect(svgNames).toContain(`${screen}-dark.svg`);
    const light = svgText(`${screen}-light.svg`);
    const dark = svgText(`${screen}-dark.svg`);
    expect(withoutStyle(dark)).toBe(withoutStyle(light));
    expect(styleOf(dark)).not.toBe(styleOf(light));
  });

  it('all light figures share one palette, and all dark figures another', () => {
    for (const theme of ['light', 'dark']) {
      const styles = new Set(svgNames.filter((n) => n.endsWith(`-${theme}.svg`)).map((n) => styleOf(svgText(n))));
      expect(styles.size, theme).toBe(1);
    }
  });

  it.each(svgNames)('%s is compact, self-contained SVG in the system font', (name) => {
    const svg = svgText(name);
    expect(Buffer.byteLength(svg), 'bytes').toBeLessThan(BUDGET);
    const open = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    expect(open).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(open).toContain(`font-family="${SYSTEM_FONTS}"`);
    const width = /\bwidth="(\d+)"/.exec(open)?.[1];
    const height = /\bheight="(\d+)"/.exec(open)?.[1];
    expect(open).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(svg).toMatch(/<title>[^<]{10,}<\/title>/);
    // No scripts, embedded HTML, external resources, raster images or editor metadata.
    expect(svg).not.toMatch(/<script|<foreignObject|<image|<metadata|xlink:|href=|inkscape|sodipodi|data:/i);
    // Rounded coordinates: at most one decimal.
    expect(svg).not.toMatch(/="[^"]*\d\.\d{2,}/);
  });

  it.each(['light', 'dark'])('text in the %s palette has at least 4.5:1 contrast', (theme) => {
    const name = svgNames.find((n) => n.endsWith(`-${theme}.svg`))!;
    const colours = fills(styleOf(svgText(name)));
    const low = TEXT_ON.map(([text, bg]) => {
      const [fg, back] = [colours.get(text), colours.get(bg)];
      expect(fg, text).toBeDefined();
      expect(back, bg).toBeDefined();
      return { pair: `${text} on ${bg}`, ratio: contrast(fg!, back!) };
    }).filter(({ ratio }) => ratio < 4.5);
    expect(low).toEqual([]);
  });

  it.each(figures.map((f) => [`${f.page}: ${f.light}`, f] as const))(
    '%s shows an existing light and dark pair with alt text and its size',
    (_, figure) => {
      const source = readFileSync(join(root, figure.page), 'utf8');
      expect(source).toContain("import UiFigure from '@site/src/components/UiFigure';");
      expect(figure.light).toMatch(/^\/img\/ui\/[a-z-]+-light\.svg$/);
      expect(figure.dark).toBe(figure.light!.replace(/-light\.svg$/, '-dark.svg'));
      const svg = svgText(figure.light!.replace('/img/ui/', ''));
      expect(figure.alt.length, 'alt text').toBeGreaterThan(80);
      expect(figure.alt).not.toMatch(/^(image|screenshot|figure|picture)\b/i);
      expect(svg).toContain(`width="${figure.width}" height="${figure.height}"`);
    },
  );

  it('every figure is shown on a page', () => {
    const shown = new Set(figures.flatMap((f) => [f.light, f.dark]).map((url) => url?.replace('/img/ui/', '')));
    expect(svgNames.filter((name) => !shown.has(name))).toEqual([]);
  });
});
