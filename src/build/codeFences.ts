/**
 * The one reader of the fenced code blocks of a page, for the diagram sources
 * (src/remark/diagramSources.ts) and every test and script that looks at them. It parses the page as
 * the MDX loader does (remark with MDX; every .md and .mdx file of the site is MDX), so it finds a
 * block wherever the build does: indented in a list item, inside a JSX element or an admonition,
 * and not a fence shown as text inside another block. Directives and GFM, which the loader also
 * parses, change nothing about where a fenced block starts and ends. Files that are plain Markdown
 * (the README and docs-dev, which are not site pages) are read with format 'md', as CommonMark.
 * Build-time and test code only.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';

export interface CodeBlock {
  /** The first word of the fence's info string, as written; '' when it names no language. */
  lang: string;
  /** The rest of the info string (`title="flow.py"`, `partial="…"`); '' when there is none. */
  meta: string;
  /** The code: the lines between the fences, less the opening fence's indentation. */
  value: string;
  /** The 1-based line in the file of the block's first line of code. */
  line: number;
  /** Where the block is in the text, from its opening fence to the end of its closing fence. */
  start: number;
  end: number;
}

interface Point {
  line: number;
  column: number;
  offset?: number;
}
interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: { start: Point; end: Point };
  children?: MdNode[];
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/;
/** Every character but line breaks as a space: the text keeps its lines and offsets. */
export const blank = (text: string) => text.replace(/[^\r\n]/g, ' ');

export type Format = 'mdx' | 'md';
const parsers = { mdx: unified().use(remarkParse).use(remarkMdx), md: unified().use(remarkParse) };
const cache = new Map<string, { text: string; blocks: CodeBlock[] }>();

/**
 * The fenced code blocks of one page, in order. `file` (repository-relative) names the page in the
 * error a page that is not valid MDX gives: `file:line:column: reason`.
 */
export function codeBlocks(text: string, file: string, format: Format = 'mdx'): CodeBlock[] {
  const key = `${format}:${file}`;
  const cached = cache.get(key);
  if (cached?.text === text) return cached.blocks;
  // Front matter is YAML, not Markdown: blanked, so that lines and offsets stay those of the file.
  const markdown = text.replace(FRONT_MATTER, blank);
  let tree: MdNode;
  try {
    tree = parsers[format].parse(markdown) as MdNode;
  } catch (error) {
    const { line, column, reason } = error as { line?: number; column?: number; reason?: string };
    // An element left open is found at the end of the page; its reason gives the opening tag's place.
    const [, tagLine, tagColumn] = /\((\d+):(\d+)-\d+:\d+\)$/.exec(reason ?? '') ?? [];
    const where = line
      ? `${file}:${line}${column ? `:${column}` : ''}`
      : tagLine
        ? `${file}:${tagLine}:${tagColumn}`
        : file;
    throw new Error(`${where}: not valid MDX: ${reason ?? String(error)}`, { cause: error });
  }
  const blocks: CodeBlock[] = [];
  const walk = (node: MdNode) => {
    if (node.type === 'code' && node.position) {
      const { start, end } = node.position;
      blocks.push({
        lang: node.lang ?? '',
        meta: node.meta ?? '',
        value: node.value ?? '',
        line: start.line + 1,
        start: start.offset ?? 0,
        end: end.offset ?? 0,
      });
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  cache.set(key, { text, blocks });
  return blocks;
}

/** The 1-based lines of the page that its fenced code blocks take up, fences included. */
export function codeLines(text: string, file: string, format: Format = 'mdx'): Set<number> {
  const lines = new Set<number>();
  for (const block of codeBlocks(text, file, format)) {
    const last = text.slice(0, block.end).split('\n').length;
    for (let line = block.line - 1; line <= last; line++) lines.add(line);
  }
  return lines;
}

/** The page with each fenced code block, fences included, replaced by spaces (line breaks kept). */
export function withoutCodeBlocks(text: string, file: string): string {
  let out = '';
  let last = 0;
  for (const block of codeBlocks(text, file)) {
    out += text.slice(last, block.start) + blank(text.slice(block.start, block.end));
    last = block.end;
  }
  return out + text.slice(last);
}
