/**
 * Remark plugin: gives the data-driven components of content pages (node catalog and node facts,
 * SDK reference, agent version history) the data they show, looked up at build time by each
 * component's `buildData.ts`, as a `data` prop. Written by hand, `<SdkModule name="labwire.lc.lc" />` becomes
 * `<SdkModule name="labwire.lc.lc" data={{ module: …, baseHrefs: … }} />` in the compiled page,
 * so each page's bundle carries its own entry instead of importing the whole catalog.
 *
 * It also puts the headings `<SdkModule>` (classes, functions, constants) and `<AgentVersionLines>`
 * (major lines, versions) render into the page's table of contents, after the Markdown heading the
 * component follows. It runs after Docusaurus's own TOC plugin (user plugins come last), so it
 * extends the `toc` export that plugin wrote.
 */
import { valueToEstree } from 'estree-util-value-to-estree';
import type { SdkModuleCategory } from '../sdk/sdkTypes';
import {
  sdkModuleIndexView,
  sdkModuleToc,
  sdkModuleView,
  sdkSignatureView,
  type TocEntry,
} from '../components/SdkReference/buildData';
import { nodeFactsView, nodeRequirementsView } from '../components/NodeFacts/buildData';
import { nodeCatalogView } from '../components/NodeCatalog/buildData';
import {
  agentVersionLinesView,
  agentVersionTableView,
  agentVersionToc,
} from '../components/AgentVersionHistory/buildData';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface Node {
  type: string;
  name?: string | null;
  depth?: number;
  value?: string;
  attributes?: JsxAttribute[];
  children?: Node[];
  data?: { estree?: Estree };
}

/** The little of ESTree this plugin reads: the `export const toc = [...]` program. */
interface Estree {
  body: {
    type: string;
    declaration?: { declarations?: { id: { name?: string }; init?: { type: string; elements: unknown[] } }[] };
  }[];
}

type Lookup = (attribute: (name: string) => string | undefined) => unknown;

const LOOKUPS: Record<string, Lookup> = {
  NodeFacts: (attr) => nodeFactsView(required(attr, 'NodeFacts', 'id')),
  NodeRequirements: (attr) => nodeRequirementsView(required(attr, 'NodeRequirements', 'id')),
  NodeCatalog: () => nodeCatalogView(),
  SdkModule: (attr) => sdkModuleView(required(attr, 'SdkModule', 'name')),
  SdkSignature: (attr) => sdkSignatureView(required(attr, 'SdkSignature', 'name')),
  SdkModuleIndex: (attr) => sdkModuleIndexView(attr('category') as SdkModuleCategory | undefined),
  AgentVersionTable: () => agentVersionTableView(),
  AgentVersionLines: () => agentVersionLinesView(),
};

/** The table-of-contents entries of the headings a component renders, by component name. */
const TOC_ENTRIES: Record<string, (name: string | undefined) => TocEntry[]> = {
  SdkModule: (name) => (name === undefined ? [] : sdkModuleToc(sdkModuleView(name).module)),
  AgentVersionLines: () => agentVersionToc(agentVersionLinesView()),
};

function required(attr: (name: string) => string | undefined, component: string, name: string): string {
  const value = attr(name);
  if (value === undefined) throw new Error(`<${component}> needs a literal ${name}="…" attribute`);
  return value;
}

function dataAttribute(value: unknown): JsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name: 'data',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: valueToEstree(value) }],
        },
      },
    },
  };
}

/** The plain text of a node, as mdast-util-to-string gives it. */
function text(node: Node): string {
  return node.value ?? (node.children ?? []).map(text).join('');
}

/** The elements of the `toc` array Docusaurus's TOC plugin exported, if any. */
function tocElements(tree: Node): unknown[] | undefined {
  for (const node of tree.children ?? []) {
    for (const statement of node.type === 'mdxjsEsm' ? (node.data?.estree?.body ?? []) : []) {
      const declarator = statement.declaration?.declarations?.[0];
      if (statement.type === 'ExportNamedDeclaration' && declarator?.id.name === 'toc') {
        return declarator.init?.type === 'ArrayExpression' ? declarator.init.elements : undefined;
      }
    }
  }
  return undefined;
}

/** Walks the page in document order, counting the TOC's headings (depth 2 and deeper, not empty). */
function visit(node: Node, toc: { elements?: unknown[]; position: number }): void {
  if (node.type === 'heading' && (node.depth ?? 1) >= 2 && text(node)) toc.position += 1;
  const tocEntries = node.type === 'mdxJsxFlowElement' && node.name ? TOC_ENTRIES[node.name] : undefined;
  if (tocEntries && toc.elements) {
    const name = node.attributes?.find((a) => a.name === 'name')?.value;
    const entries = tocEntries(typeof name === 'string' ? name : undefined).map((e) => valueToEstree(e));
    toc.elements.splice(toc.position, 0, ...entries);
    toc.position += entries.length;
  }
  addData(node);
  node.children?.forEach((child) => visit(child, toc));
}

function addData(node: Node): void {
  const lookup =
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name
      ? LOOKUPS[node.name]
      : undefined;
  if (lookup && node.attributes && !node.attributes.some((a) => a.name === 'data')) {
    const attributes = node.attributes;
    const attr = (name: string) => {
      const found = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
      return typeof found?.value === 'string' ? found.value : undefined;
    };
    attributes.push(dataAttribute(lookup(attr)));
  }
}

export default function remarkComponentData() {
  return (tree: Node) => visit(tree, { elements: tocElements(tree), position: 0 });
}
