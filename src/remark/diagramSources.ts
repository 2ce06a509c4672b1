import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeBlocks } from '../build/codeFences';
import { handWrittenPages } from '../config/contentPages.mjs';
import { accessibleText, type AccessibleText } from './diagramStore';

/**
 * Every ```mermaid block of the site's content, found by the site's one reader of fenced code
 * blocks (src/build/codeFences.ts), which parses a page as the MDX loader does: a block inside a
 * list, an admonition or a JSX element has the same source as the one the remark plugin
 * `diagrams.ts` sees during the build.
 */

const siteDir = join(__dirname, '..', '..');

export interface DiagramSource extends AccessibleText {
  /** Where the block's opening fence is, relative to the site folder, with its line: `docs/app/x.mdx:12`. */
  where: string;
}

/** The mermaid blocks of one Markdown or MDX text. */
export function diagramsIn(markdown: string, file: string): DiagramSource[] {
  return codeBlocks(markdown, file)
    .filter((block) => block.lang === 'mermaid')
    .map((block) => ({ ...accessibleText(block.value), where: `${file}:${block.line - 1}` }));
}

/** Every diagram of the site's hand-written pages (src/config/contentPages.mjs). */
export function siteDiagrams(root: string = siteDir): DiagramSource[] {
  return handWrittenPages(root).flatMap((file) => diagramsIn(readFileSync(join(root, file), 'utf8'), file));
}
