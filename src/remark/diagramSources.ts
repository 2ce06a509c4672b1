import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { handWrittenPages } from '../config/contentPages.mjs';
import { accessibleText, type AccessibleText } from './diagramStore';

/**
 * Every ```mermaid block of the site's content, found with the Markdown parser the MDX loader uses
 * (remark with MDX), so a block inside a list, an admonition or a JSX element has the same source as
 * the one the remark plugin `diagrams.ts` sees during the build.
 */

const siteDir = join(__dirname, '..', '..');

export interface DiagramSource extends AccessibleText {
  /** Where the block is, relative to the site folder, with its line: `docs/app/x.mdx:12`. */
  where: string;
}

interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: Node[];
}

/** The mermaid blocks of one Markdown or MDX text. */
export function diagramsIn(markdown: string, file: string): DiagramSource[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown) as Node;
  const found: DiagramSource[] = [];
  const walk = (node: Node) => {
    if (node.type === 'code' && node.lang === 'mermaid') {
      found.push({ ...accessibleText(node.value ?? ''), where: `${file}:${node.position?.start.line ?? '?'}` });
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

/** Every diagram of the site's hand-written pages (src/config/contentPages.mjs). */
export function siteDiagrams(root: string = siteDir): DiagramSource[] {
  return handWrittenPages(root).flatMap((file) => diagramsIn(readFileSync(join(root, file), 'utf8'), file));
}
