/**
 * Remark plugin: gives the catalog components of content pages the data they show, looked up at
 * build time, as a `data` prop. Written by hand, `<SdkModule name="labwire.lc.lc" />` becomes
 * `<SdkModule name="labwire.lc.lc" data={{ module: …, baseHrefs: … }} />` in the compiled page,
 * so each page's bundle carries its own entry instead of importing the whole catalog.
 */
import { valueToEstree } from 'estree-util-value-to-estree';
import type { SdkModuleCategory } from '../data/sdkTypes';
import { sdkModuleIndexView, sdkModuleView, sdkSignatureView } from '../components/SdkReference/views';
import { nodeFactsView } from '../components/NodeFacts/view';
import { nodeCatalogView } from '../components/NodeCatalog/view';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface Node {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: Node[];
}

type Lookup = (attribute: (name: string) => string | undefined) => unknown;

const LOOKUPS: Record<string, Lookup> = {
  NodeFacts: (attr) => nodeFactsView(required(attr, 'NodeFacts', 'id')),
  NodeCatalog: () => nodeCatalogView(),
  SdkModule: (attr) => sdkModuleView(required(attr, 'SdkModule', 'name')),
  SdkSignature: (attr) => sdkSignatureView(required(attr, 'SdkSignature', 'name')),
  SdkModuleIndex: (attr) => sdkModuleIndexView(attr('category') as SdkModuleCategory | undefined),
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

function visit(node: Node): void {
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
  node.children?.forEach(visit);
}

export default function remarkCatalogData() {
  return (tree: Node) => visit(tree);
}
