import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { accessibleText, type AccessibleText } from './diagramStore';

/**
 * Every ```mermaid block of the site's content, found with the Markdown parser the MDX loader uses
 * (remark with MDX), so a block inside a list, an admonition or a JSX element has the same source as
 * the one the remark plugin `diagrams.ts` sees during the build.
 */

const siteDir = join(__dirname, '..', '..');

/** Content the diagrams plugin runs on: the docs, SDK and release-notes instances, the API landing page and the pages. */
const CONTENT = ['docs', 'sdk', 'releases', 'src/pages', 'api/index.mdx'];

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

function contentFiles(root: string): string[] {
  return CONTENT.flatMap((entry) => {
    const path = join(root, entry);
    if (!existsSync(path)) return [];
    if (/\.mdx?$/.test(entry)) return [path];
    return (readdirSync(path, { recursive: true }) as string[])
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => join(path, f));
  }).sort();
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

/** Every diagram of the site's content. */
export function siteDiagrams(root: string = siteDir): DiagramSource[] {
  return contentFiles(root).flatMap((file) => diagramsIn(readFileSync(file, 'utf8'), relative(root, file)));
}
