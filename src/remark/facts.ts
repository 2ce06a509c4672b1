import { relative } from 'node:path';
import { factNames, factText, loadFacts, type Fact } from '../sources/facts';

/**
 * Remark plugin: `<Fact id="flow-run-retention" />` in a page becomes the fact's text from
 * src/data/facts.yaml ("400 days") at build time, so the page ships it as plain text and changing
 * the registry changes every page. A list value becomes names in code, joined with "and" (or "or",
 * with `join="or"`). An id
 * the registry lacks fails the build with the file and line.
 */

interface MdNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
  children?: MdNode[];
}

/** The mdast nodes of a fact's text: plain text, or names in inline code between plain words. */
function factNodes(fact: Fact, join: string): MdNode[] {
  const names = factNames(fact);
  if (!names) return [{ type: 'text', value: factText(fact) }];
  return names.flatMap((name, i, all) => {
    const before = i === 0 ? [] : [{ type: 'text', value: i === all.length - 1 ? ` ${join} ` : ', ' }];
    return [...before, { type: 'inlineCode', value: name }];
  });
}

export default function remarkFacts() {
  const facts = loadFacts();
  return (tree: MdNode, file: { path?: string }) => {
    /** The text nodes this plugin wrote, or joined with the words around them. */
    const made = new Set<MdNode>();
    const visit = (node: MdNode) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        if ((child.type !== 'mdxJsxTextElement' && child.type !== 'mdxJsxFlowElement') || child.name !== 'Fact') {
          visit(child);
          return [child];
        }
        const attribute = (name: string) =>
          child.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
        const id = attribute('id');
        const fact = typeof id === 'string' ? facts.get(id) : undefined;
        if (!fact) {
          const where = `${file.path ? relative(process.cwd(), file.path) : '<page>'}:${child.position?.start.line ?? '?'}`;
          throw new Error(
            `${where}: <Fact id="${String(id)}" /> names no fact of src/data/facts.yaml` +
              (typeof id === 'string' ? '' : ' (write the id as a literal id="…")'),
          );
        }
        const nodes = factNodes(fact, attribute('join') === 'or' ? 'or' : 'and');
        nodes.forEach((n) => made.add(n));
        return child.type === 'mdxJsxFlowElement' ? [{ type: 'paragraph', children: nodes }] : nodes;
      });
      // One text node where the fact meets the words around it, so the page holds one string.
      node.children = node.children.reduce<MdNode[]>((merged, child) => {
        const last = merged[merged.length - 1];
        if (last?.type === 'text' && child.type === 'text' && (made.has(last) || made.has(child))) {
          const joined = { type: 'text', value: `${String(last.value)}${String(child.value)}` };
          made.add(joined);
          merged[merged.length - 1] = joined;
        } else merged.push(child);
        return merged;
      }, []);
    };
    visit(tree);
  };
}
