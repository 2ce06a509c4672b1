/**
 * What <NodeFacts id="…" /> shows, looked up in the node catalog (src/data/nodes.yaml, read by
 * src/sources/nodeCatalog.ts) at build time by src/remark/componentData.ts and passed as the
 * component's `data` prop, so a node page carries its own entry and not the whole catalog.
 */
import { getNode } from '../../sources/nodeCatalog';
import { nodeRoute } from '../../sources/nodeFormat';
import type { NodeEntry, PythonRequirement } from '../../sources/nodeTypes';

export interface NodeFactsView {
  node: NodeEntry;
  related: { to: string; label: string }[];
}

/** `lookup` finds an entry by id: the site's catalog, or another one in tests. */
export function nodeFactsView(id: string, lookup: (id: string) => NodeEntry | undefined = getNode): NodeFactsView {
  const node = lookup(id);
  if (!node) {
    throw new Error(
      `NodeFacts: unknown node id "${id}". Use the id of an entry in src/data/nodes.yaml, written as "<Category>/<Node>", e.g. "File/CSV_Read".`,
    );
  }
  const related = node.related.map((relatedId) => {
    const entry = lookup(relatedId);
    if (!entry) {
      throw new Error(
        `NodeFacts: node "${node.id}" lists an unknown related node "${relatedId}" in src/data/nodes.yaml.`,
      );
    }
    return { to: nodeRoute(entry), label: entry.name };
  });
  return { node, related };
}

/** What <NodeRequirements id="…" /> shows: the packages the node's template needs beyond the preinstalled set. */
export function nodeRequirementsView(
  id: string,
  lookup: (id: string) => NodeEntry | undefined = getNode,
): readonly PythonRequirement[] {
  const node = lookup(id);
  if (!node) throw new Error(`NodeRequirements: unknown node id "${id}" (src/data/nodes.yaml)`);
  if (node.requirements.length === 0) {
    throw new Error(`NodeRequirements: node "${id}" has no requirements in src/data/nodes.yaml; remove the component`);
  }
  return node.requirements;
}
