/**
 * The small, data-free part of the node catalog (categories, port kinds, labels, routes): the node
 * components import it from here, since src/sources/nodeCatalog.ts reads the catalog file and runs at
 * build time only.
 */
import type { NodeCategoryInfo, NodeCode, NodeEntry, ParameterValue, PortKind } from './nodeTypes';

export const nodeCategories: readonly NodeCategoryInfo[] = [
  {
    name: 'Analysis',
    description:
      'Run your own Python, SQL or container image on tables and files, branch a flow, or start other flows.',
  },
  {
    name: 'App',
    description:
      'Read from and write to lab applications, cloud storage and databases, or start a flow from their events.',
  },
  {
    name: 'File',
    description:
      'Accept any file as a flow input, read common file formats into tables, and write tables back out as files.',
  },
  {
    name: 'Instrument',
    description:
      'Parse instrument result files (chromatography, mass spectrometry, plate readers, cytometry, materials testing) into tables.',
  },
  {
    name: 'Tag',
    description: 'Collect typed values when a flow run starts and attach them to the files the run stores as tags.',
  },
];

export const portKinds: readonly PortKind[] = ['file', 'table', 'parameter', 'event'];

/** The route of a node's page, e.g. /nodes/File/CSV_Read. */
export function nodeRoute(node: Pick<NodeEntry, 'id'>): string {
  return `/nodes/${node.id}`;
}

/** How a code value reads in prose and tables. */
export function codeLabel(code: NodeCode): string {
  switch (code) {
    case 'python':
      return 'Python';
    case 'sql':
      return 'SQL';
    case 'python+sql':
      return 'Python and SQL';
    case 'none':
      return 'None (configuration only)';
  }
}

/** A parameter value as it is written in the node editor, e.g. "append", 30, ["DAD1 A"]. */
export function formatParameterValue(value: ParameterValue): string {
  if (value === null) {
    return 'none';
  }
  return JSON.stringify(value);
}
