/**
 * What <NodeCatalog /> shows: the fields of every node that its table, filters and text search
 * use, looked up at build time by src/remark/componentData.ts and passed as the `data` prop
 * (port and parameter descriptions, defaults and the like stay out of the page's bundle).
 */
import { integrations, nodes } from '../../sources/nodeCatalog';
import type { NodeEntry } from '../../sources/nodeTypes';
import type { CatalogNode } from './catalogModel';

export interface NodeCatalogView {
  nodes: CatalogNode[];
  integrations: string[];
}

/** The view of the site's catalog, or of another list of nodes in tests. */
export function nodeCatalogView(all: readonly NodeEntry[] = nodes): NodeCatalogView {
  return {
    nodes: all.map((n) => ({
      id: n.id,
      name: n.name,
      category: n.category,
      summary: n.summary,
      code: n.code,
      integration: n.integration,
      fileFormats: n.fileFormats,
      inputs: n.inputs.map((p) => ({ kind: p.kind })),
      outputs: n.outputs.map((p) => ({ kind: p.kind })),
      parameters: n.parameters.map((p) => ({ name: p.name })),
    })),
    integrations: integrations(all),
  };
}
