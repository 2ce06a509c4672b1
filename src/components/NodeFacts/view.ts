/**
 * What <NodeFacts id="…" /> shows, looked up in src/data/nodes.ts at build time by
 * src/plugins/remarkCatalogData.ts and passed as the component's `data` prop, so a node page
 * carries its own entry and not the whole catalog.
 */
import { getNode } from '../../data/nodes';
import { nodeRoute } from '../../data/nodeFormat';
import type { NodeEntry } from '../../data/nodeTypes';

export interface NodeFactsView {
  node: NodeEntry;
  related: { to: string; label: string }[];
}

export function nodeFactsView(id: string): NodeFactsView {
  const node = getNode(id);
  if (!node) {
    throw new Error(
      `NodeFacts: unknown node id "${id}". Use the id of an entry in src/data/nodes.ts, written as "<Category>/<Node>", e.g. "File/CSV_Read".`,
    );
  }
  const related = node.related.map((relatedId) => {
    const entry = getNode(relatedId);
    if (!entry) {
      throw new Error(
        `NodeFacts: node "${node.id}" lists an unknown related node "${relatedId}" in src/data/nodes.ts.`,
      );
    }
    return { to: nodeRoute(entry), label: entry.name };
  });
  return { node, related };
}
