/**
 * Filtering and sorting of the node catalog table, kept free of React so that the server render,
 * the browser and the unit tests share one implementation.
 */
import { codeLabel, nodeCategories } from '../../sources/nodeFormat';
import type { NodeEntry, NodePort, NodeParameter, PortKind } from '../../sources/nodeTypes';

/** The fields of a node that the catalog table, its filters and its text search use. */
export type CatalogNode = Pick<
  NodeEntry,
  'id' | 'name' | 'category' | 'summary' | 'code' | 'integration' | 'fileFormats'
> & {
  readonly inputs: readonly Pick<NodePort, 'kind'>[];
  readonly outputs: readonly Pick<NodePort, 'kind'>[];
  readonly parameters: readonly Pick<NodeParameter, 'name'>[];
};

export type SortKey = 'name' | 'category' | 'code' | 'integration';
export type SortDirection = 'ascending' | 'descending';

export interface CatalogFilters {
  category: string;
  inputKind: string;
  outputKind: string;
  integration: string;
  text: string;
}

export interface CatalogSort {
  key: SortKey;
  direction: SortDirection;
}

/** The value of a `<select>` that applies no filter. */
export const ANY = '';
/** The integration filter value that keeps nodes without an integration. */
export const NO_INTEGRATION = '(none)';

export const initialFilters: CatalogFilters = {
  category: ANY,
  inputKind: ANY,
  outputKind: ANY,
  integration: ANY,
  text: '',
};
export const initialSort: CatalogSort = { key: 'category', direction: 'ascending' };

const categoryOrder = new Map(nodeCategories.map((category, i) => [category.name, i]));

function compareText(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
}

function hasKind(ports: CatalogNode['inputs'], kind: string): boolean {
  return ports.some((port) => port.kind === (kind as PortKind));
}

function matchesText(node: CatalogNode, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) {
    return true;
  }
  const haystack = [
    node.id,
    node.name,
    node.summary,
    node.integration ?? '',
    codeLabel(node.code),
    ...node.fileFormats,
    ...node.parameters.map((p) => p.name),
  ]
    .join(' ')
    .toLowerCase();
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

export function filterNodes<T extends CatalogNode>(all: readonly T[], filters: CatalogFilters): T[] {
  return all.filter(
    (node) =>
      (filters.category === ANY || node.category === filters.category) &&
      (filters.inputKind === ANY || hasKind(node.inputs, filters.inputKind)) &&
      (filters.outputKind === ANY || hasKind(node.outputs, filters.outputKind)) &&
      (filters.integration === ANY ||
        (filters.integration === NO_INTEGRATION
          ? node.integration === null
          : node.integration === filters.integration)) &&
      matchesText(node, filters.text),
  );
}

function compareBy(key: SortKey, a: CatalogNode, b: CatalogNode): number {
  switch (key) {
    case 'name':
      return compareText(a.name, b.name);
    case 'category':
      return (categoryOrder.get(a.category) ?? 0) - (categoryOrder.get(b.category) ?? 0);
    case 'code':
      return compareText(codeLabel(a.code), codeLabel(b.code));
    case 'integration':
      // Ascending, nodes without an integration come after every named one.
      if (a.integration === b.integration) return 0;
      if (a.integration === null) return 1;
      if (b.integration === null) return -1;
      return compareText(a.integration, b.integration);
  }
}

/** Sorted copy; ties fall back to the display name, then the id, so the order is total and stable. */
export function sortNodes<T extends CatalogNode>(list: readonly T[], sort: CatalogSort): T[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...list].sort(
    (a, b) => sign * compareBy(sort.key, a, b) || compareText(a.name, b.name) || compareText(a.id, b.id),
  );
}

export function nextSort(current: CatalogSort, key: SortKey): CatalogSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: 'ascending' };
}

export function countLabel(shown: number, total: number): string {
  return `${shown} of ${total} nodes`;
}
