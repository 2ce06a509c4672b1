/**
 * The node catalog, read from src/data/nodes.yaml and checked against src/data/nodes.schema.json
 * when the build (or a test) first imports this module. A mistake stops the build with one line
 * per problem, `src/data/nodes.yaml:<line>: <field>: <message>`.
 *
 * The YAML holds each node once; a node's `multi:` block becomes its _Multi variant here, so the
 * two never restate what they share. The NodeFacts and NodeCatalog views, the nodes sidebar and
 * the tests read the catalog through this module. It reads files, so it runs at build time only:
 * the components get their data as props (src/remark/componentData.ts).
 */
import type { NodeCategory, NodeEntry, NodeParameter, NodePort, OutputTable, PythonRequirement } from './nodeTypes';
import { loadYamlSource, parseYamlSource, YamlSourceError, type YamlPath, type YamlSource } from './yamlSource';

/** The catalog file, relative to the repository root as messages name it, and its schema. */
export const CATALOG_FILE = 'src/data/nodes.yaml';
const SCHEMA_FILE = 'src/data/nodes.schema.json';

interface MultiBlock {
  summary: string;
  inputs?: NodePort[];
  outputs: Record<string, string>;
  parameters: (string | NodeParameter)[];
  meanings?: Record<string, string>;
  related: string[];
  sdkHelpers?: string[];
  tables?: OutputTable[];
}

type YamlNode = Omit<NodeEntry, 'parameters' | 'tables' | 'requirements'> & {
  parameters: NodeParameter[];
  tables?: OutputTable[];
  requirements?: PythonRequirement[];
  multi?: MultiBlock;
};

interface CatalogFile {
  shared_parameters: Record<string, NodeParameter>;
  nodes: YamlNode[];
}

/**
 * Reads a catalog from YAML text: checks it against the schema and the rules a schema cannot
 * state (unique ids, known related nodes, enum defaults among the options, _Multi references),
 * then adds each node's _Multi variant. Throws a YamlSourceError naming file, line and field.
 */
export function parseNodeCatalog(text: string, file: string = CATALOG_FILE): NodeEntry[] {
  return catalogEntries(parseYamlSource<CatalogFile>(text, file, SCHEMA_FILE));
}

function catalogEntries({ data, problem }: YamlSource<CatalogFile>): NodeEntry[] {
  const problems: string[] = [];
  checkParameters(Object.values(data.shared_parameters), [], problem, problems, Object.keys(data.shared_parameters));
  const entries: NodeEntry[] = [];
  data.nodes.forEach((yamlNode, i) => {
    const at = ['nodes', i];
    const { multi, tables = [], requirements = [], ...rest } = yamlNode;
    const node: NodeEntry = { ...rest, tables, requirements };
    if (node.id.split('/')[0] !== node.category) {
      problems.push(problem([...at, 'category'], `must be ${node.id.split('/')[0]}, the first part of the id`));
    }
    checkParameters(node.parameters, [...at, 'parameters'], problem, problems);
    checkTables(node, [...at, 'tables'], problem, problems);
    entries.push(node);
    if (multi) {
      const variant = multiVariant(node, multi, [...at, 'multi'], problem, problems);
      if (multi.tables) checkTables(variant, [...at, 'multi', 'tables'], problem, problems);
      entries.push(variant);
    }
  });

  const ids = new Map<string, number>();
  entries.forEach((entry) => ids.set(entry.id, (ids.get(entry.id) ?? 0) + 1));
  data.nodes.forEach((yamlNode, i) => {
    if ((ids.get(yamlNode.id) ?? 0) > 1) problems.push(problem(['nodes', i, 'id'], `${yamlNode.id} is listed twice`));
    const check = (related: readonly string[], at: YamlPath, self: string) =>
      related.forEach((id, j) => {
        if (!ids.has(id) || id === self) {
          problems.push(
            problem([...at, j], `${id} is ${id === self ? 'the node itself' : 'not a node of the catalog'}`),
          );
        }
      });
    check(yamlNode.related, ['nodes', i, 'related'], yamlNode.id);
    if (yamlNode.multi) check(yamlNode.multi.related, ['nodes', i, 'multi', 'related'], `${yamlNode.id}_Multi`);
  });
  if (problems.length > 0) throw new YamlSourceError(problems);
  return entries;
}

type Problem = YamlSource<CatalogFile>['problem'];

/**
 * Unique names, and enum defaults among the options; `keys` names the shared parameters' entries.
 * `inherited` parameters were checked on the node they come from and count for names only.
 */
function checkParameters(
  parameters: readonly NodeParameter[],
  at: YamlPath,
  problem: Problem,
  problems: string[],
  keys?: string[],
  inherited: ReadonlySet<NodeParameter> = new Set(),
): void {
  const seen = new Set<string>();
  parameters.forEach((parameter, j) => {
    const here = keys ? ['shared_parameters', keys[j]] : [...at, j];
    if (!keys && seen.has(parameter.name))
      problems.push(problem([...here, 'name'], `${parameter.name} is listed twice`));
    seen.add(parameter.name);
    const { type, options, default: value } = parameter;
    if (!inherited.has(parameter) && type === 'enum' && value !== null && !options?.includes(String(value))) {
      problems.push(problem([...here, 'default'], `must be one of the options (${options?.join(', ')})`));
    }
  });
}

/** Each table fills a table output of the node, once, and names each of its columns once. */
function checkTables(node: NodeEntry, at: YamlPath, problem: Problem, problems: string[]): void {
  const outputs = node.outputs.filter((port) => port.kind === 'table').map((port) => port.name);
  const filled = new Set<string>();
  node.tables.forEach((table, i) => {
    if (!outputs.includes(table.output)) {
      problems.push(
        problem([...at, i, 'output'], `${node.id} has no table output named ${table.output} (${outputs.join(', ')})`),
      );
    }
    if (filled.has(table.output)) problems.push(problem([...at, i, 'output'], `${table.output} is listed twice`));
    filled.add(table.output);
    const seen = new Set<string>();
    table.columns.forEach((column, j) => {
      if (seen.has(column.name))
        problems.push(problem([...at, i, 'columns', j, 'name'], `${column.name} is listed twice`));
      seen.add(column.name);
    });
  });
}

/** The _Multi variant of a node: what `multi:` states, the rest taken from the node. */
function multiVariant(
  single: NodeEntry,
  multi: MultiBlock,
  at: YamlPath,
  problem: Problem,
  problems: string[],
): NodeEntry {
  const byName = new Map(single.parameters.map((parameter) => [parameter.name, parameter]));
  const known = (names: string[], have: (name: string) => boolean, field: string, what: string) =>
    names.forEach((name) => {
      if (!have(name)) problems.push(problem([...at, field, name], `${single.id} has no ${what} named ${name}`));
    });
  known(Object.keys(multi.outputs), (name) => single.outputs.some((port) => port.name === name), 'outputs', 'output');
  known(Object.keys(multi.meanings ?? {}), (name) => byName.has(name), 'meanings', 'parameter');
  const inherited = new Set<NodeParameter>();
  const parameters = multi.parameters.flatMap((parameter, j): NodeParameter[] => {
    if (typeof parameter !== 'string') return [parameter];
    const fromNode = byName.get(parameter);
    if (!fromNode) {
      problems.push(problem([...at, 'parameters', j], `${single.id} has no parameter named ${parameter}`));
      return [];
    }
    const meaning = multi.meanings?.[parameter];
    const taken = meaning === undefined ? fromNode : { ...fromNode, meaning };
    inherited.add(taken);
    return [taken];
  });
  checkParameters(parameters, [...at, 'parameters'], problem, problems, undefined, inherited);
  return {
    id: `${single.id}_Multi`,
    category: single.category,
    name: `${single.name} Multi`,
    summary: multi.summary,
    inputs: multi.inputs ?? single.inputs,
    outputs: single.outputs.map((port) => ({ ...port, description: multi.outputs[port.name] ?? port.description })),
    parameters,
    code: single.code,
    entryPoint: single.entryPoint?.replace('file_name: str, file_data: bytes', 'files: dict[str, bytes]') ?? null,
    integration: single.integration,
    fileFormats: single.fileFormats,
    related: multi.related,
    sdkHelpers: multi.sdkHelpers ?? single.sdkHelpers,
    tables: multi.tables ?? single.tables,
    requirements: single.requirements,
  };
}

/** Every node of src/data/nodes.yaml, each _Multi variant right after its node. */
export const nodes: readonly NodeEntry[] = catalogEntries(loadYamlSource<CatalogFile>(CATALOG_FILE, SCHEMA_FILE));

const byId: ReadonlyMap<string, NodeEntry> = new Map(nodes.map((node) => [node.id, node]));

/** The catalog entry of a node, or undefined when the id is unknown. */
export function getNode(id: string): NodeEntry | undefined {
  return byId.get(id);
}

/** The nodes that write a table of this name with their default parameters, and the table each writes. */
export function tableWriters(
  name: string,
  all: readonly NodeEntry[] = nodes,
): { node: NodeEntry; table: OutputTable }[] {
  return all.flatMap((node) => node.tables.filter((table) => table.name === name).map((table) => ({ node, table })));
}

/** The doc id of a node's page in the docs plugin, e.g. nodes/File/CSV_Read. */
export function nodeDocId(node: Pick<NodeEntry, 'id'>): string {
  return `nodes/${node.id}`;
}

/** The nodes of one category, in catalog order. */
export function nodesInCategory(category: NodeCategory): NodeEntry[] {
  return nodes.filter((node) => node.category === category);
}

/** Every integration named in the catalog (or in `all`), sorted. */
export function integrations(all: readonly NodeEntry[] = nodes): string[] {
  return [...new Set(all.flatMap((node) => (node.integration ? [node.integration] : [])))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
}
