import { nodeDocId, nodesInCategory } from '../sources/nodeCatalog';
import { nodeCategories } from '../sources/nodeFormat';
import type { SidebarItemConfig } from '../build/sidebarTypes';

/**
 * The "Nodes" category of the app sidebar, generated from the node catalog: the overview page,
 * then one collapsed sub-category per node category listing its node pages by display name.
 * sidebars.ts imports it into webUiSidebar.
 */
export const nodesSidebarCategory: SidebarItemConfig = {
  type: 'category',
  label: 'Nodes',
  collapsed: true,
  link: { type: 'doc', id: 'nodes/NodeOverview' },
  items: nodeCategories.map((category) => ({
    type: 'category' as const,
    label: category.name,
    collapsed: true,
    items: nodesInCategory(category.name)
      .slice()
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((node) => ({ type: 'doc' as const, id: nodeDocId(node), label: node.name })),
  })),
};
