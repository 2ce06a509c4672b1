import { relative } from 'node:path';
import { escapePath, getFileLoaderUtils } from '@docusaurus/utils';
import { accessibleText, findRender, type AccessibleText, type RenderedDiagram } from './diagramStore';

export { accessibleText };

/**
 * Remark plugin: every ```mermaid code block becomes a figure with two SVG images drawn in advance
 * by `npm run diagrams`, one in Mermaid's light theme ('neutral') and one in 'dark', committed in
 * src/diagrams/ (diagramStore.ts); src/css/custom.css shows the one of the page's colour mode. The
 * alt text is the diagram's accTitle and accDescr, which every diagram must have. The build opens no
 * browser and readers load no diagram JavaScript. A diagram not drawn yet stays a code block showing
 * its source, with a warning saying how to draw it.
 */

export interface DiagramOptions {
  /** Where the renders are (default src/diagrams). */
  dir?: string;
}

/** Diagrams already warned about in this process (the client and server compilers both see each page). */
const warned = new Set<string>();

/** The few mdast and MDX JSX node fields the plugin reads and writes. */
interface MdNode {
  type: string;
  lang?: string | null;
  value?: unknown;
  name?: string;
  attributes?: MdNode[];
  position?: { start: { line: number } };
  children?: MdNode[];
}

interface MdFile {
  path: string;
  /** Docusaurus's MDX loader sets `compilerName` ('client' or 'server') here. */
  data: object;
}

function attribute(name: string, value: string | object): MdNode {
  return { type: 'mdxJsxAttribute', name, value };
}

/** A JSX attribute value `{...}`, with the estree MDX compiles it from. */
function expressionValue(value: string, expression: object): object {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value,
    data: {
      estree: {
        type: 'Program',
        body: [{ type: 'ExpressionStatement', expression }],
        sourceType: 'module',
        comments: [],
      },
    },
  };
}

const literal = (value: string) => ({ type: 'Literal', value, raw: JSON.stringify(value) });

/** `require("<request>").default`: the URL the bundler gives the file. */
function requireDefault(request: string): object {
  const call = {
    type: 'CallExpression',
    callee: { type: 'Identifier', name: 'require' },
    arguments: [literal(request)],
    optional: false,
  };
  return expressionValue(`require(${JSON.stringify(request)}).default`, {
    type: 'MemberExpression',
    object: call,
    property: { type: 'Identifier', name: 'default' },
    computed: false,
    optional: false,
  });
}

/** `{ '--lw-diagram-width': '<width>px' }`: the CSS keeps wide diagrams legible with it. */
function widthStyle(width: number): object {
  const property = {
    type: 'Property',
    key: literal('--lw-diagram-width'),
    value: literal(`${width}px`),
    kind: 'init',
    computed: false,
    method: false,
    shorthand: false,
  };
  return expressionValue(`{${JSON.stringify('--lw-diagram-width')}: "${width}px"}`, {
    type: 'ObjectExpression',
    properties: [property],
  });
}

function image(diagram: RenderedDiagram, className: string, alt: string, loader: string): MdNode {
  return {
    type: 'mdxJsxFlowElement',
    name: 'img',
    attributes: [
      attribute('className', className),
      // Through the bundler's file loader: emitted as assets/images/<name>-<content hash>.svg.
      attribute('src', requireDefault(`${loader}${escapePath(diagram.file)}`)),
      attribute('alt', alt),
      attribute('width', String(diagram.width)),
      attribute('height', String(diagram.height)),
      attribute('style', widthStyle(diagram.width)),
      attribute('loading', 'lazy'),
      attribute('decoding', 'async'),
    ],
    children: [],
  };
}

function altText({ title, description }: AccessibleText): string {
  return /[.!?:]$/.test(title!) ? `${title} ${description}` : `${title}. ${description}`;
}

function figure(node: MdNode, where: string, options: DiagramOptions, loader: string): MdNode {
  const text = accessibleText(String(node.value ?? ''));
  const missing = [text.title ? '' : 'accTitle', text.description ? '' : 'accDescr'].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `${where}: this Mermaid diagram has no ${missing.join(' and ')}. Every diagram needs both, for the ` +
        'alt text of its image: add lines such as "accTitle: Flow run states" and ' +
        '"accDescr: A run is queued, then running, then succeeded, failed or cancelled." below its first line.',
    );
  }
  const light = findRender(text.body, 'neutral', options.dir);
  const dark = findRender(text.body, 'dark', options.dir);
  if (!light || !dark) {
    if (!warned.has(where)) {
      warned.add(where);
      console.warn(
        `[WARNING] ${where}: the diagram "${text.title}" has not been drawn, so the page shows its source. ` +
          'Run `npm run diagrams` (it needs Chromium, Chrome or Edge) and commit the new files in src/diagrams/.',
      );
    }
    return node;
  }
  const alt = altText(text);
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    // A diagram wider than the column scrolls sideways; src/clientModules/scrollableRegions.ts then
    // makes the figure focusable, so that the keyboard can scroll it too.
    attributes: [attribute('className', 'lw-diagram'), attribute('data-scroll-region', '')],
    children: [image(light, 'lw-diagram__light', alt, loader), image(dark, 'lw-diagram__dark', alt, loader)],
  };
}

export default function diagrams(options: DiagramOptions = {}) {
  return (tree: MdNode, file: MdFile): void => {
    const found: { parent: MdNode; index: number }[] = [];
    const walk = (parent: MdNode) =>
      parent.children?.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'mermaid') found.push({ parent, index });
        else walk(child);
      });
    walk(tree);
    if (found.length === 0) return;
    const loader = getFileLoaderUtils((file.data as { compilerName?: string }).compilerName === 'server').loaders
      .inlineMarkdownAssetImageFileLoader;
    for (const { parent, index } of found) {
      const node = parent.children![index];
      const where = `${relative(process.cwd(), file.path)}:${node.position?.start.line ?? '?'}`;
      parent.children![index] = figure(node, where, options, loader);
    }
  };
}
