import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The committed diagram renders: every ```mermaid block of the site is drawn once, by
 * `npm run diagrams` (in Chromium or Chrome), into `src/diagrams/` as a light and a dark SVG, named
 * by a hash of its source and of the render settings below. The build only looks the files up, so it
 * needs no browser; `tests/unit/diagrams.test.ts` fails when a diagram of the site has no render.
 */

export type DiagramTheme = 'neutral' | 'dark';

export interface RenderedDiagram {
  /** Absolute path of the SVG file. */
  file: string;
  width: number;
  height: number;
}

const siteDir = join(__dirname, '..', '..');
export const diagramDir = join(siteDir, 'src', 'diagrams');

/**
 * The Mermaid version the renders were drawn with: the exact version pinned in package.json, so
 * the build can compute the keys without Mermaid installed (`npm run diagrams` checks that the
 * installed Mermaid is this one).
 */
function pinnedMermaidVersion(): string {
  const pkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const version = pkg.devDependencies?.mermaid ?? pkg.dependencies?.mermaid;
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(`package.json must pin mermaid to an exact version (found ${version ?? 'none'}).`);
  }
  return version;
}
export const mermaidVersion = pinnedMermaidVersion();

/**
 * Mermaid settings shared by both themes. Labels are SVG text, not HTML in a foreignObject, so they
 * show when the SVG is an <img>; the font is the site's system font stack (src/css/custom.css), the
 * only kind of font an SVG image can use.
 */
export const mermaidConfig = {
  startOnLoad: false,
  securityLevel: 'strict',
  deterministicIds: true,
  suppressErrorRendering: true,
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};

/**
 * Per theme: the dark theme's mid-grey edge-label boxes (#585858 behind #ccc text, 4.4:1) are made
 * darker so the labels reach 7.9:1 on the page's dark background.
 */
export const themeVariables: Record<DiagramTheme, Record<string, string>> = {
  neutral: {},
  dark: { edgeLabelBackground: '#333333' },
};

export const THEMES: readonly DiagramTheme[] = ['neutral', 'dark'];

/** The file a diagram's render in one theme has, whether or not it exists yet. */
export function renderPath(source: string, theme: DiagramTheme, dir: string = diagramDir): string {
  const key = createHash('sha256')
    .update(JSON.stringify({ source, theme, mermaidVersion, mermaidConfig, themeVariables: themeVariables[theme] }))
    .digest('hex')
    .slice(0, 20);
  return join(dir, `diagram-${key}-${theme === 'dark' ? 'dark' : 'light'}.svg`);
}

/** The width and height an SVG render carries on its root element. */
export function svgSize(svg: string): { width: number; height: number } {
  const m = /^<svg[^>]*?\swidth="(\d+)"[^>]*?\sheight="(\d+)"/.exec(svg);
  if (!m) throw new Error('A diagram render has no width and height on its <svg> element.');
  return { width: Number(m[1]), height: Number(m[2]) };
}

/** The committed render of a diagram, or undefined when it has not been drawn. */
export function findRender(source: string, theme: DiagramTheme, dir: string = diagramDir): RenderedDiagram | undefined {
  const file = renderPath(source, theme, dir);
  if (!existsSync(file)) return undefined;
  return { file, ...svgSize(readFileSync(file, 'utf8')) };
}

export interface AccessibleText {
  title?: string;
  description?: string;
  /** The source without its accTitle/accDescr lines: some diagram types (mindmap, sankey, block) reject them. */
  body: string;
}

/** Reads `accTitle: ...`, `accDescr: ...` and the multi-line `accDescr { ... }` form. */
export function accessibleText(source: string): AccessibleText {
  const result: AccessibleText = { body: '' };
  const body: string[] = [];
  let block: string[] | undefined;
  for (const line of source.split('\n')) {
    if (block) {
      const end = line.indexOf('}');
      block.push(end === -1 ? line : line.slice(0, end));
      if (end !== -1) {
        result.description = block.join(' ').replace(/\s+/g, ' ').trim();
        block = undefined;
      }
      continue;
    }
    const title = /^\s*accTitle\s*:(.*)$/.exec(line);
    const descr = /^\s*accDescr\s*:(.*)$/.exec(line);
    const open = /^\s*accDescr\s*\{(.*)$/.exec(line);
    if (title) result.title = title[1].trim();
    else if (descr) result.description = descr[1].trim();
    else if (open) {
      block = [];
      const end = open[1].indexOf('}');
      if (end === -1) block.push(open[1]);
      else {
        result.description = open[1].slice(0, end).trim();
        block = undefined;
      }
    } else body.push(line);
  }
  result.body = body.join('\n');
  return result;
}
