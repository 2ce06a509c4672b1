/**
 * The types of the node catalog (src/data/nodes.yaml, read by src/sources/nodeCatalog.ts; the
 * schema src/data/nodes.schema.json states the same shape for the YAML), without its data:
 * src/sources/nodeFormat.ts, the node components and the tests import them from here, so no module
 * needs to read the catalog to name its shape.
 */

export type NodeCategory = 'Analysis' | 'App' | 'File' | 'Instrument' | 'Tag';

export interface NodeCategoryInfo {
  /** Category name as it appears in routes (/nodes/<name>/...) and in the flow editor palette. */
  name: NodeCategory;
  /** One line describing what the nodes of the category do. */
  description: string;
}

/** What travels along an edge into or out of a node. */
export type PortKind = 'file' | 'table' | 'parameter' | 'event';

export interface NodePort {
  kind: PortKind;
  /** The name the node's code sees, e.g. `file_data` or `tables`. */
  name: string;
  description: string;
}

export type ParameterType =
  'string' | 'integer' | 'number' | 'boolean' | 'enum' | 'string[]' | 'number[]' | 'json' | 'secret';

/** A JSON value, as node parameters are stored in the flow's configuration. */
export type ParameterValue =
  string | number | boolean | null | readonly ParameterValue[] | { readonly [key: string]: ParameterValue };

export interface NodeParameter {
  name: string;
  type: ParameterType;
  /** The allowed values of an `enum` parameter. */
  options?: readonly string[];
  /** The value a new node starts with; `null` when the parameter has no default. */
  default: ParameterValue;
  required: boolean;
  meaning: string;
}

/** Which user-defined code the node runs. */
export type NodeCode = 'python' | 'sql' | 'python+sql' | 'none';

/** A column type of the data lake's tables (GoogleSQL). */
export type ColumnType = 'STRING' | 'INT64' | 'FLOAT64' | 'BOOL' | 'DATE' | 'TIMESTAMP' | 'JSON' | 'BYTES';

export interface TableColumn {
  name: string;
  type: ColumnType;
  /** One line: what a value of the column holds. */
  description: string;
}

/** A table a node writes, and its columns. */
export interface OutputTable {
  /** The output port whose table this is, e.g. `peaks_table`; its parameter of that name sets the table name. */
  output: string;
  /** The table's name with the default parameters, or its pattern, e.g. `benchling_<table>`. */
  name: string;
  /** One line: what a row of the table is. */
  rows: string;
  columns: readonly TableColumn[];
  /**
   * Where the columns the catalog cannot list come from, e.g. "the file's header row", for a table
   * whose columns depend on the data; absent when `columns` lists them all.
   */
  moreColumns?: string;
}

/** A Python package a node's template imports that is not preinstalled, as its requirements.txt line names it. */
export interface PythonRequirement {
  /** The distribution on PyPI, e.g. `python-pptx`; with extras, e.g. `snowflake-connector-python[pandas]`. */
  package: string;
  /** The exact version the page pins, e.g. `1.0.2`. */
  version: string;
  /** The name the code imports when it differs from the package, e.g. `pptx`. */
  import?: string;
}

export interface NodeEntry {
  /** `<Category>/<Node>`, e.g. `File/CSV_Read`; also the page path under docs/nodes. */
  id: string;
  category: NodeCategory;
  /** Display name, e.g. "CSV Read". */
  name: string;
  summary: string;
  inputs: readonly NodePort[];
  outputs: readonly NodePort[];
  parameters: readonly NodeParameter[];
  code: NodeCode;
  /** Python entry point signature, or null when the node runs no Python. */
  entryPoint: string | null;
  /** Third-party system the node talks to, or null. */
  integration: string | null;
  /** File name extensions the node reads or writes, with the leading dot. */
  fileFormats: readonly string[];
  /** Ids of related nodes. */
  related: readonly string[];
  /** SDK routes the node's template uses or that help with it. */
  sdkHelpers: readonly string[];
  /** The tables the node writes, with their columns; empty for a node that writes none. */
  tables: readonly OutputTable[];
  /** Packages the template imports beyond the preinstalled set, for the flow's requirements.txt. */
  requirements: readonly PythonRequirement[];
}
