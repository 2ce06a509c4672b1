/**
 * The node catalog: one entry per node of the node reference (/nodes/<Category>/<Node>).
 *
 * This module is the single source of truth for node facts. The NodeFacts and NodeCatalog
 * components render it, the nodes sidebar is generated from it, and tests/unit/nodes-catalog.test.ts
 * checks it against tests/routes.txt and the pages under docs/nodes.
 */

import type { NodeCategory, NodeEntry, NodeParameter, NodePort } from './nodeTypes';

// ---------------------------------------------------------------------------------------------
// Entry point signatures (the conventions' `execute(<inputs>, params, lw) -> NodeReturn`)

const SIG_FILE = 'execute(file_name: str, file_data: bytes, params: dict[str, object], lw: Labwire) -> NodeReturn';
const SIG_FILES = 'execute(files: dict[str, bytes], params: dict[str, object], lw: Labwire) -> NodeReturn';
const SIG_TABLES = 'execute(tables: dict[str, pandas.DataFrame], params: dict[str, object], lw: Labwire) -> NodeReturn';
const SIG_TABLES_FILES =
  'execute(tables: dict[str, pandas.DataFrame], files: dict[str, bytes], params: dict[str, object], lw: Labwire) -> NodeReturn';
const SIG_EVENT = 'execute(event: dict[str, object], params: dict[str, object], lw: Labwire) -> NodeReturn';
const SIG_SOURCE = 'execute(params: dict[str, object], lw: Labwire) -> NodeReturn';

// ---------------------------------------------------------------------------------------------
// Ports and parameters many nodes share

/** Where a reader's file comes from: the node above it, or the flow's file input when it is the first node. */
const FILE_SOURCE =
  'from the node above (such as Input File) or, when the node has no upper node, as the flow input named after the node, filled by an agent connection, an upload in Flow View or the trigger-flow API';

function fileIn(what: string): NodePort {
  return {
    kind: 'file',
    name: 'file_name, file_data',
    description: `${what}, ${FILE_SOURCE}; the code receives its name and its bytes.`,
  };
}

function filesIn(what: string): NodePort {
  return {
    kind: 'file',
    name: 'files',
    description: `${what} in one flow run, ${FILE_SOURCE.replace('Input File', 'Input File Multi')}; the code receives a dict of file name to bytes.`,
  };
}

function tablesIn(what = 'Output tables of upstream nodes plus the tables named in input_tables'): NodePort {
  return { kind: 'table', name: 'tables', description: `${what}, keyed by table name.` };
}

function tableOut(name: string, description: string): NodePort {
  return { kind: 'table', name, description };
}

function fileOut(name: string, description: string): NodePort {
  return { kind: 'file', name, description };
}

function outputTable(defaultName: string, what = 'The data lake table the parsed rows are written to'): NodeParameter {
  return {
    name: 'output_table',
    type: 'string',
    default: defaultName,
    required: true,
    meaning: `${what} (lower snake_case; created on first write).`,
  };
}

function tableParam(name: string, defaultName: string, what: string): NodeParameter {
  return { name, type: 'string', default: defaultName, required: true, meaning: `${what} (lower snake_case).` };
}

function writeMode(defaultMode: 'append' | 'replace' = 'append'): NodeParameter {
  return {
    name: 'write_mode',
    type: 'enum',
    options: ['append', 'replace'],
    default: defaultMode,
    required: false,
    meaning: 'How the platform writes every returned table: add rows (append) or overwrite the table (replace).',
  };
}

const inputTables: NodeParameter = {
  name: 'input_tables',
  type: 'string[]',
  default: [],
  required: false,
  meaning: 'Data lake tables to load and pass in `tables`, in addition to the output tables of upstream nodes.',
};

function filePattern(defaultPattern: string): NodeParameter {
  return {
    name: 'file_pattern',
    type: 'string',
    default: defaultPattern,
    required: false,
    meaning:
      'Glob the file names must match (case-insensitive); files that do not match fail the run, or are skipped when on_file_error is skip.',
  };
}

const addSourceColumn: NodeParameter = {
  name: 'add_source_column',
  type: 'boolean',
  default: true,
  required: false,
  meaning: 'Add a `source_file` column holding the name of the file each row came from.',
};

const onFileError: NodeParameter = {
  name: 'on_file_error',
  type: 'enum',
  options: ['fail', 'skip'],
  default: 'fail',
  required: false,
  meaning:
    'What to do when one file cannot be parsed: fail the whole run, or skip the file and report it in the run log.',
};

function outputFolder(defaultFolder: string): NodeParameter {
  return {
    name: 'output_folder',
    type: 'string',
    default: defaultFolder,
    required: false,
    meaning:
      "Folder of the environment's file store where returned files are stored; keys of files_to_store without a leading slash are relative to it.",
  };
}

const fileTags: NodeParameter = {
  name: 'file_tags',
  type: 'json',
  default: {},
  required: false,
  meaning: 'Tags put on every file the node stores, as an object of tag type to value, e.g. {"project": "PX-112"}.',
};

function secretParam(name: string, defaultSecret: string, what: string): NodeParameter {
  return {
    name,
    type: 'secret',
    default: defaultSecret,
    required: true,
    meaning: `Name of the environment secret that holds ${what}; the code reads it with lw.get_secret.`,
  };
}

const machineSize: NodeParameter = {
  name: 'machine_size',
  type: 'enum',
  options: ['small', 'medium', 'large'],
  default: 'small',
  required: false,
  meaning: 'Compute for the node: small (2 vCPU, 8 GB), medium (4 vCPU, 16 GB) or large (8 vCPU, 32 GB).',
};

function timeoutMinutes(defaultMinutes: number): NodeParameter {
  return {
    name: 'timeout_minutes',
    type: 'integer',
    default: defaultMinutes,
    required: false,
    meaning: 'Minutes the node may run before it is stopped and the flow run fails.',
  };
}

/** Parameters that sibling nodes share (such as S3 Read and S3 Write), written once. */
const baseIdParam: NodeParameter = {
  name: 'base_id',
  type: 'string',
  default: null,
  required: true,
  meaning: 'Id of the Airtable base, starting with app.',
};

const tableFormatParam: NodeParameter = {
  name: 'table_format',
  type: 'enum',
  options: ['csv', 'parquet'],
  default: 'parquet',
  required: false,
  meaning: 'Format tables are serialized to before upload.',
};

const tenantUrlParam: NodeParameter = {
  name: 'tenant_url',
  type: 'string',
  default: null,
  required: true,
  meaning: 'Your Benchling address, e.g. https://acme.benchling.com.',
};

const warehouseHostParam: NodeParameter = {
  name: 'warehouse_host',
  type: 'string',
  default: null,
  required: true,
  meaning: 'Warehouse host name, e.g. postgres-warehouse.acme.benchling.com.',
};

const docIdParam: NodeParameter = {
  name: 'doc_id',
  type: 'string',
  default: null,
  required: true,
  meaning: 'Coda doc id, the part after _d in the doc URL.',
};

const awsSecretPrefixParam: NodeParameter = {
  name: 'aws_secret_prefix',
  type: 'string',
  default: 'AWS',
  required: false,
  meaning: 'Prefix of the secrets <prefix>_ACCESS_KEY_ID and <prefix>_SECRET_ACCESS_KEY.',
};

const dropSystemColumnsParam: NodeParameter = {
  name: 'drop_system_columns',
  type: 'boolean',
  default: true,
  required: false,
  meaning: 'Leave out the _lw_flow_run_id and _lw_ingested_at columns.',
};

const LABWIRE_CLASS = '/sdk/LabwireClass';

// ---------------------------------------------------------------------------------------------
// _Multi variants: a node that reads many files in one run, beside its sibling that reads one

/** What a _Multi node states of its own; the rest it takes from its sibling. */
interface MultiDifferences {
  summary: string;
  /** The ports that take many files; the sibling's inputs when absent. */
  inputs?: readonly NodePort[];
  /** New descriptions of the sibling's outputs, by port name; the ports themselves stay. */
  outputs: Readonly<Record<string, string>>;
  /** In order: the sibling's parameter of that name, or a parameter of the _Multi node's own. */
  parameters: readonly (string | NodeParameter)[];
  /** New meanings of the sibling's parameters, by name. */
  meanings?: Readonly<Record<string, string>>;
  related: readonly string[];
  /** The sibling's SDK pages when absent. */
  sdkHelpers?: readonly string[];
}

/**
 * A node and its _Multi variant (`<id>_Multi`, "<name> Multi"): same category, code, integration
 * and file formats; its code receives `files` instead of one file; the rest is in `multi`.
 */
function withMulti(single: NodeEntry, multi: MultiDifferences): [NodeEntry, NodeEntry] {
  const id = `${single.id}_Multi`;
  const named = <T extends { name: string }>(list: readonly T[], name: string, what: string): T => {
    const found = list.find((item) => item.name === name);
    if (!found) throw new Error(`${id}: ${single.id} has no ${what} named ${name}`);
    return found;
  };
  Object.keys(multi.outputs).forEach((name) => named(single.outputs, name, 'output'));
  Object.keys(multi.meanings ?? {}).forEach((name) => named(single.parameters, name, 'parameter'));
  const inherited = (name: string): NodeParameter => {
    const parameter = named(single.parameters, name, 'parameter');
    const meaning = multi.meanings?.[name];
    return meaning === undefined ? parameter : { ...parameter, meaning };
  };
  return [
    single,
    {
      id,
      category: single.category,
      name: `${single.name} Multi`,
      summary: multi.summary,
      inputs: multi.inputs ?? single.inputs,
      outputs: single.outputs.map((port) => ({ ...port, description: multi.outputs[port.name] ?? port.description })),
      parameters: multi.parameters.map((parameter) =>
        typeof parameter === 'string' ? inherited(parameter) : parameter,
      ),
      code: single.code,
      entryPoint: single.entryPoint === SIG_FILE ? SIG_FILES : single.entryPoint,
      integration: single.integration,
      fileFormats: single.fileFormats,
      related: multi.related,
      sdkHelpers: multi.sdkHelpers ?? single.sdkHelpers,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The catalog

export const nodes: readonly NodeEntry[] = [
  // ----------------------------------------------------------------------------- Analysis
  {
    id: 'Analysis/Branch_Python',
    category: 'Analysis',
    name: 'Branch Python',
    summary:
      'Runs Python that decides which downstream branches of the flow run, and hands each chosen branch its own table.',
    inputs: [tablesIn()],
    outputs: [
      tableOut(
        '<branch>',
        'One table per chosen branch: the key of tables_to_upload that names the branch selects it and its DataFrame feeds the nodes on it.',
      ),
      tableOut('tables_to_upload', 'Keys that name no branch are written to the data lake like any other node output.'),
    ],
    parameters: [
      {
        name: 'branches',
        type: 'string[]',
        default: ['passed', 'failed'],
        required: true,
        meaning: 'Branch names; each outgoing edge of the node in the flow editor is labeled with one of them.',
      },
      {
        name: 'upload_branch_tables',
        type: 'boolean',
        default: false,
        required: false,
        meaning: 'Also write each branch table to the data lake, in a table named after the branch.',
      },
      inputTables,
      writeMode(),
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: null,
    fileFormats: [],
    related: ['Analysis/Python', 'Analysis/Trigger_Python', 'Analysis/Transform_SQL'],
    sdkHelpers: [LABWIRE_CLASS, '/sdk/DataValidation', '/sdk/SendingAlerts'],
  },
  {
    id: 'Analysis/Python',
    category: 'Analysis',
    name: 'Python',
    summary: 'Runs your own Python on upstream and data lake tables and returns new tables and files.',
    inputs: [tablesIn()],
    outputs: [
      tableOut('tables_to_upload', 'Tables the code returns, written to the data lake with write_mode.'),
      fileOut(
        'files_to_store',
        'Files the code returns, stored in output_folder with file_tags and the returned tags.',
      ),
    ],
    parameters: [inputTables, writeMode(), outputFolder('/analysis'), fileTags, machineSize, timeoutMinutes(30)],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: null,
    fileFormats: [],
    related: ['Analysis/Transform_SQL', 'Analysis/Branch_Python', 'Analysis/RunContainer', 'Analysis/Trigger_Python'],
    sdkHelpers: [
      LABWIRE_CLASS,
      '/sdk/DataValidation',
      '/sdk/SendingAlerts',
      '/sdk/markdowns/statistical_process_control',
    ],
  },
  {
    id: 'Analysis/RunContainer',
    category: 'Analysis',
    name: 'Run Container',
    summary:
      "Runs a container image of your own with the node's tables and files mounted, and collects the tables and files it writes.",
    inputs: [
      tablesIn('Upstream tables, mounted as Parquet files in /lw/input/tables/'),
      {
        kind: 'file',
        name: 'files',
        description: 'Upstream files, mounted in /lw/input/files/ under their file names.',
      },
    ],
    outputs: [
      tableOut(
        '/lw/output/tables/',
        'Every .parquet or .csv file the container writes here becomes a table named after the file.',
      ),
      fileOut('/lw/output/files/', 'Every file the container writes here is stored in output_folder.'),
    ],
    parameters: [
      {
        name: 'image',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Image reference with a tag or digest, e.g. registry.acme.example/lab/peak-fit:1.4.2.',
      },
      {
        name: 'command',
        type: 'string[]',
        default: [],
        required: false,
        meaning: "Command and arguments that override the image's entry point; empty keeps the image's own.",
      },
      {
        name: 'registry_secret',
        type: 'secret',
        default: null,
        required: false,
        meaning: 'Environment secret holding registry credentials as "username:token", for private registries.',
      },
      {
        name: 'env_secrets',
        type: 'string[]',
        default: [],
        required: false,
        meaning: 'Environment secrets exposed to the container as environment variables of the same name.',
      },
      inputTables,
      writeMode(),
      outputFolder('/containers'),
      machineSize,
      timeoutMinutes(60),
    ],
    code: 'none',
    entryPoint: null,
    integration: null,
    fileFormats: ['.parquet', '.csv'],
    related: ['Analysis/Python', 'App/Load_Parquet_to_Table', 'Analysis/Transform_SQL'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'Analysis/Transform_SQL',
    category: 'Analysis',
    name: 'Transform SQL',
    summary:
      "Runs a GoogleSQL SELECT over data lake tables and the flow's upstream tables and writes the result to a table.",
    inputs: [tablesIn('Output tables of upstream nodes, referenced by name in the query; also any data lake table')],
    outputs: [tableOut('output_table', 'The query result, written with write_mode.')],
    parameters: [
      outputTable('transformed', 'The data lake table the query result is written to'),
      writeMode('replace'),
      {
        name: 'query_parameters',
        type: 'json',
        default: {},
        required: false,
        meaning:
          'Named query parameters, e.g. {"min_area": 1.5}, used in the query as @min_area; @flow_run_id is always set.',
      },
    ],
    code: 'sql',
    entryPoint: null,
    integration: null,
    fileFormats: [],
    related: ['Analysis/Python', 'Analysis/Branch_Python', 'App/Benchling_Warehouse_Query'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'Analysis/Trigger_Python',
    category: 'Analysis',
    name: 'Trigger Python',
    summary:
      'Runs Python that starts other flows with lw.trigger_flow, optionally waits for them, and records the runs it started.',
    inputs: [tablesIn()],
    outputs: [
      { kind: 'event', name: 'triggered runs', description: 'The flow runs the code started, each with trigger api.' },
      tableOut('output_table', 'One row per started run: flow, flow_run_id, inputs, state.'),
    ],
    parameters: [
      {
        name: 'target_flow',
        type: 'string',
        default: null,
        required: true,
        meaning:
          'Name (lower snake_case, e.g. plate_qc) or id (flw_...) of the flow to start; the template passes it to lw.trigger_flow.',
      },
      {
        name: 'wait_for_completion',
        type: 'boolean',
        default: false,
        required: false,
        meaning: 'Wait for every started run to finish and fail this node if one of them fails.',
      },
      {
        name: 'wait_timeout_minutes',
        type: 'integer',
        default: 60,
        required: false,
        meaning: 'Longest wait for each started run when wait_for_completion is true.',
      },
      outputTable('triggered_flow_runs', 'The table the started runs are recorded in'),
      inputTables,
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: null,
    fileFormats: [],
    related: ['Analysis/Python', 'Analysis/Branch_Python', 'App/Webhook_Event'],
    sdkHelpers: ['/sdk/FlowRunAutomation', LABWIRE_CLASS],
  },

  // ----------------------------------------------------------------------------- App
  {
    id: 'App/API_Node',
    category: 'App',
    name: 'API Node',
    summary:
      'Calls any HTTP JSON API from Python, with a token from an environment secret, and turns the response into a table.',
    inputs: [tablesIn('Optional upstream tables, e.g. the ids to look up')],
    outputs: [tableOut('output_table', 'The records the code builds from the API responses.')],
    parameters: [
      {
        name: 'base_url',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Base URL of the API, e.g. https://lims.acme.example/api/v2.',
      },
      {
        name: 'path',
        type: 'string',
        default: '/',
        required: true,
        meaning: 'Path appended to base_url for the request the template makes.',
      },
      {
        name: 'method',
        type: 'enum',
        options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        default: 'GET',
        required: false,
        meaning: 'HTTP method of the request.',
      },
      {
        name: 'auth_secret',
        type: 'secret',
        default: null,
        required: false,
        meaning:
          'Environment secret holding a bearer token, sent as Authorization: Bearer <token>; empty sends no token.',
      },
      {
        name: 'records_path',
        type: 'string',
        default: 'data',
        required: false,
        meaning:
          'Dot path to the list of records in the JSON response, e.g. data or result.items; empty when the response is the list.',
      },
      outputTable('api_records', 'The table the records are written to'),
      writeMode(),
      inputTables,
      timeoutMinutes(15),
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: 'Any HTTP JSON API',
    fileFormats: ['.json'],
    related: ['App/Webhook_Event', 'App/SciNote_API', 'App/Benchling_Api'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'App/Airtable_Export',
    category: 'App',
    name: 'Airtable Export',
    summary:
      'Creates or updates records in an Airtable table from the rows of a table, matching existing records on key fields.',
    inputs: [tablesIn()],
    outputs: [
      tableOut(
        'output_table',
        'One row per record written: Airtable record id, action (created or updated) and key values.',
      ),
    ],
    parameters: [
      secretParam('token_secret', 'AIRTABLE_TOKEN', 'the Airtable personal access token'),
      baseIdParam,
      {
        name: 'airtable_table',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Name or id (tbl...) of the Airtable table to write.',
      },
      {
        name: 'key_fields',
        type: 'string[]',
        default: [],
        required: false,
        meaning:
          'Airtable fields that identify a record; rows matching an existing record update it (upsert). Empty always creates records.',
      },
      {
        name: 'column_map',
        type: 'json',
        default: {},
        required: false,
        meaning:
          'Column name to Airtable field name, e.g. {"sample_id": "Sample ID"}; unmapped columns keep their names.',
      },
      inputTables,
      outputTable('airtable_export_log', 'The table the written records are logged in'),
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: 'Airtable',
    fileFormats: [],
    related: ['App/Airtable_Import', 'App/Coda_Write', 'App/Smartsheet_Read'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'App/Airtable_Import',
    category: 'App',
    name: 'Airtable Import',
    summary: 'Reads every record of an Airtable table or view, page by page, into a data lake table.',
    inputs: [],
    outputs: [
      tableOut(
        'output_table',
        'One row per Airtable record: airtable_record_id, airtable_created_time and one column per field.',
      ),
    ],
    parameters: [
      secretParam('token_secret', 'AIRTABLE_TOKEN', 'the Airtable personal access token'),
      baseIdParam,
      {
        name: 'airtable_table',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Name or id (tbl...) of the Airtable table to read.',
      },
      {
        name: 'view',
        type: 'string',
        default: null,
        required: false,
        meaning: 'Name or id of a view; only its records, in its order, are read.',
      },
      {
        name: 'filter_formula',
        type: 'string',
        default: null,
        required: false,
        meaning: 'Airtable formula passed as filterByFormula, e.g. {Status} = "Ready".',
      },
      outputTable('airtable_records', 'The table the records are written to'),
      writeMode('replace'),
    ],
    code: 'python',
    entryPoint: SIG_SOURCE,
    integration: 'Airtable',
    fileFormats: [],
    related: ['App/Airtable_Export', 'App/Smartsheet_Read', 'App/Coda_Read'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'App/Azure_Query',
    category: 'App',
    name: 'Azure Query',
    summary: 'Runs a T-SQL query against an Azure SQL database and writes the result to a data lake table.',
    inputs: [],
    outputs: [tableOut('output_table', 'The query result, column names normalized to snake_case.')],
    parameters: [
      secretParam('connection_secret', 'AZURE_SQL_CONNECTION_STRING', 'the ODBC connection string of the database'),
      {
        name: 'query',
        type: 'string',
        default: 'SELECT TOP (1000) * FROM dbo.samples',
        required: true,
        meaning: 'T-SQL to run; use ? placeholders for query_parameters.',
      },
      {
        name: 'query_parameters',
        type: 'json',
        default: [],
        required: false,
        meaning: 'Values for the ? placeholders of query, in order, e.g. ["2025-10-01"].',
      },
      outputTable('azure_query_result', 'The table the result is written to'),
      writeMode('replace'),
      timeoutMinutes(15),
    ],
    code: 'python+sql',
    entryPoint: SIG_SOURCE,
    integration: 'Azure SQL Database',
    fileFormats: [],
    related: ['App/Azure_Read', 'App/Azure_Write', 'Analysis/Transform_SQL', 'App/Snowflake_Write'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  ...withMulti(
    {
      id: 'App/Azure_Read',
      category: 'App',
      name: 'Azure Read',
      summary:
        'Downloads one blob from Azure Blob Storage, stores it as a file and parses CSV or Parquet blobs into a table.',
      inputs: [],
      outputs: [
        tableOut('output_table', 'Rows of the blob when it is .csv or .parquet.'),
        fileOut('files_to_store', 'The blob itself, stored in output_folder under its blob name.'),
      ],
      parameters: [
        secretParam('connection_secret', 'AZURE_STORAGE_CONNECTION_STRING', 'the storage account connection string'),
        { name: 'container', type: 'string', default: null, required: true, meaning: 'Blob container name.' },
        {
          name: 'blob_path',
          type: 'string',
          default: null,
          required: true,
          meaning: 'Full blob name inside the container, e.g. exports/2025/run-0412.csv.',
        },
        outputTable('azure_blob_data', 'The table CSV and Parquet blobs are parsed into'),
        writeMode(),
        outputFolder('/azure'),
        fileTags,
      ],
      code: 'python',
      entryPoint: SIG_SOURCE,
      integration: 'Azure Blob Storage',
      fileFormats: ['.csv', '.parquet'],
      related: ['App/Azure_Read_Multi', 'App/Azure_Write', 'App/S3_Read'],
      sdkHelpers: [LABWIRE_CLASS],
    },
    {
      summary:
        'Downloads every blob under a prefix that matches a pattern and is newer than a cutoff, and combines CSV and Parquet blobs into one table.',
      outputs: {
        output_table: 'Rows of all matching .csv and .parquet blobs, with a source_file column.',
        files_to_store: 'Every matching blob, stored in output_folder.',
      },
      parameters: [
        'connection_secret',
        'container',
        {
          name: 'prefix',
          type: 'string',
          default: '',
          required: false,
          meaning: 'Only blobs whose names start with this prefix are listed, e.g. exports/2025/.',
        },
        filePattern('*.csv'),
        {
          name: 'modified_within_hours',
          type: 'integer',
          default: 24,
          required: false,
          meaning: 'Only blobs modified within this many hours are read; 0 reads all matching blobs.',
        },
        {
          name: 'max_blobs',
          type: 'integer',
          default: 500,
          required: false,
          meaning: 'Upper limit of blobs read in one run; the run fails rather than reading more.',
        },
        'output_table',
        'write_mode',
        addSourceColumn,
        onFileError,
        'output_folder',
      ],
      related: ['App/Azure_Read', 'App/Azure_Write', 'App/S3_Read'],
    },
  ),
  {
    id: 'App/Azure_Write',
    category: 'App',
    name: 'Azure Write',
    summary: 'Uploads tables (as CSV or Parquet) and files from the flow to a container in Azure Blob Storage.',
    inputs: [
      tablesIn(),
      { kind: 'file', name: 'files', description: 'Files stored by upstream nodes, keyed by file name.' },
    ],
    outputs: [tableOut('output_table', 'One row per uploaded blob: container, blob name, size in bytes, eTag.')],
    parameters: [
      secretParam('connection_secret', 'AZURE_STORAGE_CONNECTION_STRING', 'the storage account connection string'),
      { name: 'container', type: 'string', default: null, required: true, meaning: 'Blob container to upload to.' },
      {
        name: 'blob_prefix',
        type: 'string',
        default: 'labwire/',
        required: false,
        meaning: 'Prefix put before every blob name, e.g. labwire/hplc/.',
      },
      tableFormatParam,
      {
        name: 'overwrite',
        type: 'boolean',
        default: false,
        required: false,
        meaning: 'Replace blobs that already exist; when false an existing blob fails the run.',
      },
      inputTables,
      outputTable('azure_upload_log', 'The table the uploads are logged in'),
    ],
    code: 'python',
    entryPoint: SIG_TABLES_FILES,
    integration: 'Azure Blob Storage',
    fileFormats: ['.csv', '.parquet'],
    related: ['App/Azure_Read', 'App/S3_Write', 'App/Snowflake_Write'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'App/Benchling_Api',
    category: 'App',
    name: 'Benchling API',
    summary: 'Calls the Benchling REST API from Python to read entities, results or entries into tables.',
    inputs: [tablesIn('Optional upstream tables, e.g. entity ids to fetch')],
    outputs: [tableOut('output_table', 'Records the code builds from Benchling objects, one row per object.')],
    parameters: [
      secretParam('api_key_secret', 'BENCHLING_API_KEY', 'the Benchling API key'),
      tenantUrlParam,
      {
        name: 'schema_id',
        type: 'string',
        default: null,
        required: false,
        meaning: 'Entity schema id (ts_...) the template lists custom entities of.',
      },
      {
        name: 'modified_since_days',
        type: 'integer',
        default: 7,
        required: false,
        meaning: 'Only objects modified within this many days are read; 0 reads all.',
      },
      outputTable('benchling_entities', 'The table the records are written to'),
      writeMode(),
      inputTables,
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: 'Benchling',
    fileFormats: [],
    related: [
      'App/Benchling_Write',
      'App/Benchling_Warehouse_Query',
      'App/Benchling_Event',
      'App/Benchling_Write_Object',
    ],
    sdkHelpers: [
      '/sdk/BenchlingClass',
      '/sdk/markdowns/benchling.benchling',
      '/sdk/markdowns/benchling.io.read',
      '/sdk/markdowns/benchling.io.generic_read',
    ],
  },
  {
    id: 'App/Benchling_Event',
    category: 'App',
    name: 'Benchling Event',
    summary:
      'Starts a flow when Benchling emits a matching event, and hands the event to Python to fetch and record what changed.',
    inputs: [
      {
        kind: 'event',
        name: 'event',
        description:
          'The Benchling event (the detail of the event bus message): id, eventType, createdAt and the changed object.',
      },
    ],
    outputs: [tableOut('output_table', 'One row per handled event, plus whatever tables the code adds.')],
    parameters: [
      {
        name: 'event_types',
        type: 'string[]',
        default: ['v2.entity.registered'],
        required: true,
        meaning: 'Benchling event types that start the flow, e.g. v2.entity.registered or v2.assayRun.created.',
      },
      {
        name: 'schema_ids',
        type: 'string[]',
        default: [],
        required: false,
        meaning: 'Only events about objects of these schemas start the flow; empty accepts every schema.',
      },
      secretParam('api_key_secret', 'BENCHLING_API_KEY', 'the Benchling API key used to fetch the changed object'),
      tenantUrlParam,
      outputTable('benchling_events', 'The table handled events are recorded in'),
    ],
    code: 'python',
    entryPoint: SIG_EVENT,
    integration: 'Benchling',
    fileFormats: [],
    related: ['App/Benchling_Api', 'App/Benchling_Write', 'App/S3_Event', 'App/Webhook_Event'],
    sdkHelpers: ['/sdk/markdowns/benchling.io.events', '/sdk/BenchlingClass'],
  },
  {
    id: 'App/Benchling_Warehouse_Query',
    category: 'App',
    name: 'Benchling Warehouse Query',
    summary: 'Runs a PostgreSQL query against your Benchling Warehouse and writes the result to a data lake table.',
    inputs: [],
    outputs: [tableOut('output_table', 'The query result; warehouse column suffixes $ become _.')],
    parameters: [
      warehouseHostParam,
      secretParam('user_secret', 'BENCHLING_WAREHOUSE_USER', 'the warehouse user name'),
      secretParam('password_secret', 'BENCHLING_WAREHOUSE_PASSWORD', 'the warehouse password'),
      {
        name: 'query',
        type: 'string',
        default: 'SELECT id, name$, file_registry_id$, created_at$ FROM plasmid WHERE archived$ = false LIMIT 1000',
        required: true,
        meaning:
          "PostgreSQL SELECT to run; schema tables are named by each schema's warehouse name (plasmid in the default). Use %(name)s placeholders for query_parameters.",
      },
      {
        name: 'query_parameters',
        type: 'json',
        default: {},
        required: false,
        meaning: 'Named values for %(name)s placeholders, e.g. {"since": "2025-10-01"}.',
      },
      outputTable('benchling_warehouse_result', 'The table the result is written to'),
      writeMode('replace'),
    ],
    code: 'python+sql',
    entryPoint: SIG_SOURCE,
    integration: 'Benchling',
    fileFormats: [],
    related: ['App/Benchling_Warehouse_Sync', 'App/Benchling_Api', 'Analysis/Transform_SQL'],
    sdkHelpers: ['/sdk/markdowns/benchling.warehouse', '/sdk/BenchlingClass'],
  },
  {
    id: 'App/Benchling_Warehouse_Sync',
    category: 'App',
    name: 'Benchling Warehouse Sync',
    summary:
      'Copies Benchling Warehouse tables into data lake tables incrementally, row changes since the last sync only.',
    inputs: [],
    outputs: [
      tableOut('benchling_<table>', 'One data lake table per synced warehouse table, named with table_prefix.'),
      tableOut('sync_log_table', 'One row per synced table and run: rows copied and the new watermark.'),
    ],
    parameters: [
      warehouseHostParam,
      secretParam('user_secret', 'BENCHLING_WAREHOUSE_USER', 'the warehouse user name'),
      secretParam('password_secret', 'BENCHLING_WAREHOUSE_PASSWORD', 'the warehouse password'),
      {
        name: 'tables',
        type: 'string[]',
        default: [],
        required: true,
        meaning: 'Warehouse tables to copy, e.g. ["plasmid", "container", "assay_result"].',
      },
      {
        name: 'table_prefix',
        type: 'string',
        default: 'benchling_',
        required: false,
        meaning: 'Prefix of the data lake table each warehouse table is copied to.',
      },
      {
        name: 'full_refresh',
        type: 'boolean',
        default: false,
        required: false,
        meaning:
          'Copy every row again instead of only rows modified since the last watermark; rows are appended, so query the latest version per id.',
      },
      tableParam('sync_log_table', 'benchling_sync_log', 'The table sync runs and watermarks are recorded in'),
    ],
    code: 'python+sql',
    entryPoint: SIG_SOURCE,
    integration: 'Benchling',
    fileFormats: [],
    related: ['App/Benchling_Warehouse_Query', 'App/Benchling_Api', 'App/Snowflake_Write'],
    sdkHelpers: ['/sdk/markdowns/benchling.warehouse'],
  },
  {
    id: 'App/Benchling_Write',
    category: 'App',
    name: 'Benchling Write',
    summary:
      'Writes table rows to Benchling as results of a result schema, in batches, optionally into a notebook entry.',
    inputs: [tablesIn()],
    outputs: [
      tableOut('output_table', 'One row per created Benchling result: its id, the schema and the source row key.'),
    ],
    parameters: [
      secretParam('api_key_secret', 'BENCHLING_API_KEY', 'the Benchling API key'),
      tenantUrlParam,
      {
        name: 'schema_id',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Result schema id (assaysch_...) the rows are written as.',
      },
      {
        name: 'project_id',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Benchling project id (src_...) the results belong to.',
      },
      {
        name: 'field_map',
        type: 'json',
        default: {},
        required: true,
        meaning: 'Column name to result schema field name, e.g. {"sample_id": "sample", "peak_area": "area"}.',
      },
      {
        name: 'dry_run',
        type: 'boolean',
        default: false,
        required: false,
        meaning: 'Check every row against field_map and log the request bodies without writing to Benchling.',
      },
      {
        name: 'batch_size',
        type: 'integer',
        default: 100,
        required: false,
        meaning: 'Results sent per request (1 to 100).',
      },
      inputTables,
      outputTable('benchling_write_log', 'The table created result ids are logged in'),
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: 'Benchling',
    fileFormats: [],
    related: ['App/Benchling_Write_Object', 'App/Benchling_Api', 'App/Benchling_Event'],
    sdkHelpers: ['/sdk/markdowns/benchling.io.benchling_write', '/sdk/BenchlingClass'],
  },
  {
    id: 'App/Benchling_Write_Object',
    category: 'App',
    name: 'Benchling Write Object',
    summary: 'Creates or updates Benchling custom entities from table rows, registering them when a registry is given.',
    inputs: [tablesIn()],
    outputs: [
      tableOut(
        'output_table',
        'One row per entity: Benchling id, registry id if registered, action (created or updated).',
      ),
    ],
    parameters: [
      secretParam('api_key_secret', 'BENCHLING_API_KEY', 'the Benchling API key'),
      tenantUrlParam,
      {
        name: 'schema_id',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Entity schema id (ts_...) of the entities.',
      },
      {
        name: 'folder_id',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Folder id (lib_...) new entities are created in.',
      },
      {
        name: 'registry_id',
        type: 'string',
        default: null,
        required: false,
        meaning:
          'Registry id (src_...) to register new entities in with the NEW_IDS naming strategy; empty leaves them unregistered.',
      },
      {
        name: 'name_column',
        type: 'string',
        default: 'name',
        required: true,
        meaning: 'Column holding the entity name.',
      },
      {
        name: 'id_column',
        type: 'string',
        default: 'benchling_id',
        required: false,
        meaning:
          'Column holding an existing entity id (bfi_...); rows with a value update that entity, rows without create one.',
      },
      {
        name: 'field_map',
        type: 'json',
        default: {},
        required: false,
        meaning: 'Column name to schema field name, e.g. {"concentration_mg_ml": "Concentration"}.',
      },
      inputTables,
      outputTable('benchling_object_log', 'The table written entities are logged in'),
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: 'Benchling',
    fileFormats: [],
    related: ['App/Benchling_Write', 'App/Benchling_Api', 'App/Benchling_Warehouse_Query'],
    sdkHelpers: [
      '/sdk/markdowns/benchling.utils.write_entity',
      '/sdk/markdowns/benchling.utils.write_molecule',
      '/sdk/markdowns/benchling.utils.mini_utils',
      '/sdk/BenchlingClass',
    ],
  },
  {
    id: 'App/Coda_Read',
    category: 'App',
    name: 'Coda Read',
    summary: 'Reads all rows of a Coda table, by column name, into a data lake table.',
    inputs: [],
    outputs: [
      tableOut('output_table', 'One row per Coda row: coda_row_id, coda_updated_at and one column per Coda column.'),
    ],
    parameters: [
      secretParam('token_secret', 'CODA_API_TOKEN', 'the Coda API token'),
      docIdParam,
      {
        name: 'coda_table',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Name or id (grid-...) of the Coda table or view.',
      },
      outputTable('coda_rows', 'The table the rows are written to'),
      writeMode('replace'),
    ],
    code: 'python',
    entryPoint: SIG_SOURCE,
    integration: 'Coda',
    fileFormats: [],
    related: ['App/Coda_Write', 'App/Airtable_Import', 'App/Smartsheet_Read'],
    sdkHelpers: ['/sdk/markdowns/coda.coda'],
  },
  {
    id: 'App/Coda_Write',
    category: 'App',
    name: 'Coda Write',
    summary: 'Inserts or upserts table rows into a Coda table, matching existing rows on key columns.',
    inputs: [tablesIn()],
    outputs: [tableOut('output_table', 'One row per request sent: Coda request id, rows sent.')],
    parameters: [
      secretParam('token_secret', 'CODA_API_TOKEN', 'the Coda API token'),
      docIdParam,
      {
        name: 'coda_table',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Name or id (grid-...) of the Coda table.',
      },
      {
        name: 'key_columns',
        type: 'string[]',
        default: [],
        required: false,
        meaning: 'Coda columns that identify a row; matching rows are updated instead of added.',
      },
      {
        name: 'column_map',
        type: 'json',
        default: {},
        required: false,
        meaning: 'Column name to Coda column name, e.g. {"od600": "OD600"}; unmapped columns keep their names.',
      },
      inputTables,
      outputTable('coda_write_log', 'The table sent requests are logged in'),
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: 'Coda',
    fileFormats: [],
    related: ['App/Coda_Read', 'App/Airtable_Export', 'App/ELabNext_Write'],
    sdkHelpers: ['/sdk/markdowns/coda.coda'],
  },
  {
    id: 'App/ELabNext_Write',
    category: 'App',
    name: 'eLabNext Write',
    summary:
      'Adds a section to an eLabNext experiment with a results table as HTML, and uploads files to it as attachments.',
    inputs: [
      tablesIn(),
      {
        kind: 'file',
        name: 'files',
        description: 'Files from upstream nodes (for example a PDF report), keyed by file name.',
      },
    ],
    outputs: [tableOut('output_table', 'One row per section or file written: experiment id, section id, kind.')],
    parameters: [
      secretParam('api_key_secret', 'ELABNEXT_API_KEY', 'the eLabNext API key'),
      {
        name: 'instance_url',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Address of your eLabNext instance, e.g. https://acme.elabjournal.com.',
      },
      {
        name: 'experiment_id',
        type: 'integer',
        default: null,
        required: true,
        meaning: 'Numeric id of the experiment to write to.',
      },
      {
        name: 'section_title',
        type: 'string',
        default: 'Labwire results',
        required: false,
        meaning: 'Header of the section the node adds.',
      },
      {
        name: 'max_rows',
        type: 'integer',
        default: 200,
        required: false,
        meaning: 'Rows per table rendered into the section; longer tables are attached as CSV instead.',
      },
      inputTables,
      outputTable('elabnext_write_log', 'The table written sections are logged in'),
    ],
    code: 'python',
    entryPoint: SIG_TABLES_FILES,
    integration: 'eLabNext',
    fileFormats: ['.csv'],
    related: ['App/SciNote_API', 'App/Benchling_Write', 'File/CSV_Write'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'App/Load_Parquet_to_Table',
    category: 'App',
    name: 'Load Parquet to Table',
    summary: 'Loads Parquet files from the flow or from an S3 prefix straight into a data lake table, without code.',
    inputs: [
      {
        kind: 'file',
        name: 'files',
        description: 'Parquet files from upstream nodes or the flow input, when source is files.',
      },
    ],
    outputs: [tableOut('output_table', 'The loaded rows, typed from the Parquet schema.')],
    parameters: [
      {
        name: 'source',
        type: 'enum',
        options: ['files', 's3'],
        default: 'files',
        required: true,
        meaning: "Load the node's input files, or every object under s3_uri.",
      },
      {
        name: 's3_uri',
        type: 'string',
        default: null,
        required: false,
        meaning: 'S3 prefix to load when source is s3, e.g. s3://acme-exports/assay/2025-10/.',
      },
      {
        name: 'aws_secret_prefix',
        type: 'string',
        default: 'AWS',
        required: false,
        meaning: 'Prefix of the secrets <prefix>_ACCESS_KEY_ID and <prefix>_SECRET_ACCESS_KEY used when source is s3.',
      },
      outputTable('parquet_data', 'The table the rows are loaded into'),
      writeMode(),
      {
        name: 'schema_mode',
        type: 'enum',
        options: ['strict', 'add_columns'],
        default: 'add_columns',
        required: false,
        meaning:
          'strict fails on a column the table lacks; add_columns adds new columns to the table (as NULL for older rows).',
      },
    ],
    code: 'none',
    entryPoint: null,
    integration: 'Amazon S3',
    fileFormats: ['.parquet'],
    related: ['App/S3_Read', 'Analysis/RunContainer', 'App/Snowflake_Write'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'App/S3_Event',
    category: 'App',
    name: 'S3 Event',
    summary: 'Starts a flow when an object is created in a watched S3 bucket, and hands the object to Python.',
    inputs: [
      {
        kind: 'event',
        name: 'event',
        description: 'The S3 event record: bucket, key, size, eTag and eventTime of the created object.',
      },
    ],
    outputs: [
      tableOut('output_table', 'Rows the code parses from the object, when it is tabular.'),
      fileOut('files_to_store', 'The object, stored in output_folder under its key.'),
    ],
    parameters: [
      {
        name: 'bucket',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Bucket whose object-created events start the flow.',
      },
      {
        name: 'key_prefix',
        type: 'string',
        default: '',
        required: false,
        meaning: 'Only keys starting with this prefix start the flow, e.g. plate-reader/.',
      },
      {
        name: 'key_suffix',
        type: 'string',
        default: '',
        required: false,
        meaning: 'Only keys ending with this suffix start the flow, e.g. .csv.',
      },
      {
        name: 'aws_secret_prefix',
        type: 'string',
        default: 'AWS',
        required: false,
        meaning:
          'Prefix of the secrets <prefix>_ACCESS_KEY_ID and <prefix>_SECRET_ACCESS_KEY the code downloads the object with.',
      },
      outputTable('s3_object_data', 'The table parsed rows are written to'),
      writeMode(),
      outputFolder('/s3'),
    ],
    code: 'python',
    entryPoint: SIG_EVENT,
    integration: 'Amazon S3',
    fileFormats: ['.csv'],
    related: ['App/S3_Read', 'App/S3_Write', 'App/Benchling_Event', 'App/Webhook_Event'],
    sdkHelpers: [LABWIRE_CLASS, '/sdk/FileTags'],
  },
  {
    id: 'App/S3_Read',
    category: 'App',
    name: 'S3 Read',
    summary:
      'Lists and downloads objects under an S3 prefix, stores them as files and parses CSV objects into a table.',
    inputs: [],
    outputs: [
      tableOut('output_table', 'Rows of every .csv object read, with a source_file column.'),
      fileOut('files_to_store', 'Every object read, stored in output_folder.'),
    ],
    parameters: [
      { name: 'bucket', type: 'string', default: null, required: true, meaning: 'S3 bucket to read from.' },
      {
        name: 'prefix',
        type: 'string',
        default: '',
        required: false,
        meaning: 'Only keys starting with this prefix are read.',
      },
      filePattern('*'),
      awsSecretPrefixParam,
      { name: 'region', type: 'string', default: 'us-east-1', required: false, meaning: 'AWS region of the bucket.' },
      {
        name: 'max_objects',
        type: 'integer',
        default: 500,
        required: false,
        meaning: 'Upper limit of objects read in one run; the run fails rather than reading more.',
      },
      outputTable('s3_object_data', 'The table CSV objects are parsed into'),
      writeMode(),
      outputFolder('/s3'),
    ],
    code: 'python',
    entryPoint: SIG_SOURCE,
    integration: 'Amazon S3',
    fileFormats: ['.csv'],
    related: ['App/S3_Event', 'App/S3_Write', 'App/Load_Parquet_to_Table', 'App/Azure_Read_Multi'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'App/S3_Write',
    category: 'App',
    name: 'S3 Write',
    summary: 'Uploads tables (as CSV or Parquet) and files from the flow to an S3 bucket.',
    inputs: [
      tablesIn(),
      { kind: 'file', name: 'files', description: 'Files stored by upstream nodes, keyed by file name.' },
    ],
    outputs: [tableOut('output_table', 'One row per uploaded object: bucket, key, size in bytes, eTag.')],
    parameters: [
      { name: 'bucket', type: 'string', default: null, required: true, meaning: 'S3 bucket to upload to.' },
      {
        name: 'key_prefix',
        type: 'string',
        default: 'labwire/',
        required: false,
        meaning: 'Prefix put before every object key; {run_date} is replaced by the date of the run (YYYY-MM-DD, UTC).',
      },
      tableFormatParam,
      awsSecretPrefixParam,
      { name: 'region', type: 'string', default: 'us-east-1', required: false, meaning: 'AWS region of the bucket.' },
      inputTables,
      outputTable('s3_upload_log', 'The table uploads are logged in'),
    ],
    code: 'python',
    entryPoint: SIG_TABLES_FILES,
    integration: 'Amazon S3',
    fileFormats: ['.csv', '.parquet'],
    related: ['App/S3_Read', 'App/Azure_Write', 'App/Snowflake_Write'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'App/SciNote_API',
    category: 'App',
    name: 'SciNote API',
    summary: 'Reads SciNote inventory items into a table and can post a results table to a SciNote task.',
    inputs: [tablesIn('Optional upstream tables; the first one is posted as a task result when task_id is set')],
    outputs: [
      tableOut('output_table', 'One row per inventory item: item id, name and one column per inventory column.'),
    ],
    parameters: [
      secretParam('token_secret', 'SCINOTE_API_TOKEN', 'the SciNote OAuth access token'),
      {
        name: 'server_url',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Address of your SciNote server, e.g. https://acme.scinote.net.',
      },
      { name: 'team_id', type: 'integer', default: null, required: true, meaning: 'SciNote team id.' },
      {
        name: 'inventory_id',
        type: 'integer',
        default: null,
        required: true,
        meaning: 'Inventory whose items are read.',
      },
      {
        name: 'task_path',
        type: 'string',
        default: null,
        required: false,
        meaning: 'project_id/experiment_id/task_id of the task to post a result table to; empty posts nothing.',
      },
      outputTable('scinote_inventory_items', 'The table the items are written to'),
      writeMode('replace'),
      inputTables,
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: 'SciNote',
    fileFormats: [],
    related: ['App/ELabNext_Write', 'App/API_Node', 'App/Benchling_Api'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'App/Smartsheet_Read',
    category: 'App',
    name: 'Smartsheet Read',
    summary: 'Reads a Smartsheet sheet, with column titles as column names, into a data lake table.',
    inputs: [],
    outputs: [
      tableOut(
        'output_table',
        'One row per sheet row: smartsheet_row_id, row_number, modified_at and one column per sheet column.',
      ),
    ],
    parameters: [
      secretParam('token_secret', 'SMARTSHEET_ACCESS_TOKEN', 'the Smartsheet API access token'),
      {
        name: 'sheet_id',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Numeric id of the sheet (File → Properties in Smartsheet).',
      },
      {
        name: 'value_mode',
        type: 'enum',
        options: ['value', 'display'],
        default: 'value',
        required: false,
        meaning: "Read each cell's raw value or its formatted display value.",
      },
      {
        name: 'api_base',
        type: 'string',
        default: 'https://api.smartsheet.com/2.0',
        required: false,
        meaning: 'API address; use https://api.smartsheet.eu/2.0 for Smartsheet EU accounts.',
      },
      outputTable('smartsheet_rows', 'The table the rows are written to'),
      writeMode('replace'),
    ],
    code: 'python',
    entryPoint: SIG_SOURCE,
    integration: 'Smartsheet',
    fileFormats: [],
    related: ['App/Airtable_Import', 'App/Coda_Read', 'File/Excel_Read'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'App/Snowflake_Write',
    category: 'App',
    name: 'Snowflake Write',
    summary:
      'Writes tables from the flow to Snowflake tables with key-pair authentication, creating them when missing.',
    inputs: [tablesIn()],
    outputs: [tableOut('output_table', 'One row per table written: Snowflake table, rows written, chunks.')],
    parameters: [
      {
        name: 'account',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Snowflake account identifier, e.g. acme-lab01.',
      },
      {
        name: 'user',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Snowflake user the node signs in as (a service user).',
      },
      secretParam('private_key_secret', 'SNOWFLAKE_PRIVATE_KEY', "the user's PEM private key (unencrypted PKCS#8)"),
      {
        name: 'warehouse',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Virtual warehouse that runs the load.',
      },
      { name: 'database', type: 'string', default: null, required: true, meaning: 'Target database.' },
      { name: 'schema', type: 'string', default: 'PUBLIC', required: false, meaning: 'Target schema.' },
      {
        name: 'role',
        type: 'string',
        default: null,
        required: false,
        meaning: "Role to use; empty uses the user's default role.",
      },
      {
        name: 'table_map',
        type: 'json',
        default: {},
        required: false,
        meaning:
          'Input table name to Snowflake table name, e.g. {"hplc_peaks": "HPLC_PEAKS"}; unmapped tables are upper-cased.',
      },
      writeMode(),
      inputTables,
      outputTable('snowflake_write_log', 'The table written loads are logged in'),
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: 'Snowflake',
    fileFormats: [],
    related: ['App/Azure_Write', 'App/S3_Write', 'App/Benchling_Warehouse_Sync'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'App/Webhook_Event',
    category: 'App',
    name: 'Webhook Event',
    summary:
      "Starts a flow when a signed HTTP POST reaches the environment's generic webhook, and hands the payload to Python.",
    inputs: [
      {
        kind: 'event',
        name: 'event',
        description:
          'The webhook call: webhook_id, received_at, headers and body (parsed JSON) of a request whose X-Labwire-Signature was verified.',
      },
    ],
    outputs: [tableOut('output_table', 'One row per handled call, plus the tables the code builds from the payload.')],
    parameters: [
      {
        name: 'webhook_id',
        type: 'string',
        default: null,
        required: true,
        meaning: 'Id of the generic webhook (created under Configuration) whose calls start the flow.',
      },
      {
        name: 'required_fields',
        type: 'string[]',
        default: [],
        required: false,
        meaning: 'Top-level body fields that must be present; a call without them fails the run with a clear message.',
      },
      outputTable('webhook_events', 'The table handled calls are recorded in'),
      writeMode(),
    ],
    code: 'python',
    entryPoint: SIG_EVENT,
    integration: 'Any system that sends webhooks',
    fileFormats: ['.json'],
    related: ['App/API_Node', 'App/S3_Event', 'App/Benchling_Event', 'Analysis/Trigger_Python'],
    sdkHelpers: [LABWIRE_CLASS, '/sdk/FlowRunAutomation'],
  },

  // ----------------------------------------------------------------------------- File
  ...withMulti(
    {
      id: 'File/AVI_Read',
      category: 'File',
      name: 'AVI Read',
      summary:
        'Reads an AVI video into a frame table (time, intensity statistics) and optionally stores sampled frames as PNG images.',
      inputs: [fileIn('One .avi video')],
      outputs: [
        tableOut(
          'output_table',
          'One row per sampled frame: frame_index, time_s, mean_intensity, std_intensity, width, height.',
        ),
        fileOut('files_to_store', 'Sampled frames as PNG files, when store_frames is true.'),
      ],
      parameters: [
        outputTable('video_frames', 'The table frame rows are written to'),
        {
          name: 'frame_step',
          type: 'integer',
          default: 30,
          required: false,
          meaning: 'Sample every Nth frame (1 reads every frame).',
        },
        {
          name: 'store_frames',
          type: 'boolean',
          default: false,
          required: false,
          meaning: 'Store each sampled frame as a PNG image.',
        },
        writeMode(),
        outputFolder('/video-frames'),
      ],
      code: 'python',
      entryPoint: SIG_FILE,
      integration: null,
      fileFormats: ['.avi'],
      related: ['File/AVI_Read_Multi', 'File/Image_Read', 'File/Image_Write'],
      sdkHelpers: [LABWIRE_CLASS, '/sdk/AI'],
    },
    {
      summary:
        'Reads many AVI videos in one run into one frame table, with a source_file column, optionally storing sampled frames.',
      inputs: [filesIn('Several .avi videos')],
      outputs: { output_table: 'Sampled frames of every video, with source_file.' },
      parameters: [
        filePattern('*.avi'),
        'output_table',
        'frame_step',
        'store_frames',
        'write_mode',
        addSourceColumn,
        onFileError,
        'output_folder',
      ],
      related: ['File/AVI_Read', 'File/Image_Read_Multi'],
      sdkHelpers: [LABWIRE_CLASS],
    },
  ),
  ...withMulti(
    {
      id: 'File/CSV_Read',
      category: 'File',
      name: 'CSV Read',
      summary:
        'Reads one delimited text file (CSV, TSV, semicolon-separated) into a data lake table with snake_case columns.',
      inputs: [fileIn('One delimited text file')],
      outputs: [tableOut('output_table', "The file's rows, with snake_case column names and a source_file column.")],
      parameters: [
        outputTable('csv_data'),
        writeMode(),
        {
          name: 'delimiter',
          type: 'string',
          default: 'auto',
          required: false,
          meaning:
            'Field separator, e.g. "," ";" or "\\t"; auto detects comma, semicolon, tab or pipe from the first lines.',
        },
        {
          name: 'encoding',
          type: 'string',
          default: 'utf-8',
          required: false,
          meaning: 'Text encoding, e.g. utf-8, utf-16 or cp1252.',
        },
        {
          name: 'header_row',
          type: 'integer',
          default: 0,
          required: false,
          meaning: 'Zero-based line number of the header; lines above it are skipped.',
        },
      ],
      code: 'python',
      entryPoint: SIG_FILE,
      integration: null,
      fileFormats: ['.csv', '.tsv', '.txt'],
      related: ['File/CSV_Read_Multi', 'File/CSV_Write', 'File/Excel_Read', 'File/Input_File'],
      sdkHelpers: [LABWIRE_CLASS, '/sdk/DataValidation'],
    },
    {
      summary: 'Reads many delimited text files in one run and combines them into one table with a source_file column.',
      inputs: [filesIn('Several delimited text files')],
      outputs: { output_table: 'The rows of every file, aligned by column name, with source_file.' },
      parameters: [
        filePattern('*.csv'),
        'output_table',
        'write_mode',
        'delimiter',
        'encoding',
        'header_row',
        addSourceColumn,
        onFileError,
      ],
      meanings: {
        delimiter: 'Field separator used for every file; auto detects it per file.',
        encoding: 'Text encoding of the files.',
        header_row: 'Zero-based line number of the header in every file.',
      },
      related: ['File/CSV_Read', 'File/Excel_Read_Multi', 'File/Input_File_Multi'],
    },
  ),
  {
    id: 'File/CSV_Write',
    category: 'File',
    name: 'CSV Write',
    summary: "Writes each input table to a CSV file and stores the files, tagged, in the environment's file store.",
    inputs: [tablesIn()],
    outputs: [fileOut('files_to_store', 'One .csv file per input table, named from file_name_template.')],
    parameters: [
      inputTables,
      outputFolder('/exports'),
      {
        name: 'file_name_template',
        type: 'string',
        default: '{table}_{run_date}.csv',
        required: false,
        meaning:
          'Name of each file; {table} is replaced by the table name and {run_date} by the date of the run (YYYY-MM-DD, UTC).',
      },
      {
        name: 'delimiter',
        type: 'string',
        default: ',',
        required: false,
        meaning: 'Field separator written between values.',
      },
      dropSystemColumnsParam,
      fileTags,
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: null,
    fileFormats: ['.csv'],
    related: ['File/CSV_Read', 'File/Excel_Write', 'App/S3_Write'],
    sdkHelpers: [LABWIRE_CLASS, '/sdk/FileTags'],
  },
  ...withMulti(
    {
      id: 'File/Excel_Read',
      category: 'File',
      name: 'Excel Read',
      summary: 'Reads the sheets of one Excel workbook into one table, or one table per sheet.',
      inputs: [fileIn('One Excel workbook')],
      outputs: [
        tableOut(
          'output_table',
          'Rows of the selected sheets with a sheet_name column, or one table per sheet named <output_table>_<sheet>.',
        ),
      ],
      parameters: [
        outputTable('excel_data'),
        writeMode(),
        {
          name: 'sheets',
          type: 'string[]',
          default: [],
          required: false,
          meaning: 'Sheet names to read; empty reads every sheet.',
        },
        {
          name: 'sheet_mode',
          type: 'enum',
          options: ['one_table', 'table_per_sheet'],
          default: 'one_table',
          required: false,
          meaning: 'Stack all sheets in one table, or write each sheet to its own table.',
        },
        {
          name: 'header_row',
          type: 'integer',
          default: 0,
          required: false,
          meaning: 'Zero-based row of the header in every sheet.',
        },
      ],
      code: 'python',
      entryPoint: SIG_FILE,
      integration: null,
      fileFormats: ['.xlsx', '.xlsm', '.xls'],
      related: ['File/Excel_Read_Multi', 'File/Excel_Write', 'File/CSV_Read'],
      sdkHelpers: [LABWIRE_CLASS, '/sdk/DataValidation'],
    },
    {
      summary:
        'Reads many Excel workbooks in one run and stacks the selected sheets into one table with source_file and sheet_name.',
      inputs: [filesIn('Several Excel workbooks')],
      outputs: { output_table: 'Rows of the selected sheets of every workbook, with source_file and sheet_name.' },
      parameters: [
        filePattern('*.xlsx'),
        'output_table',
        'write_mode',
        'sheets',
        'header_row',
        addSourceColumn,
        onFileError,
      ],
      meanings: { sheets: 'Sheet names to read in each workbook; empty reads every sheet.' },
      related: ['File/Excel_Read', 'File/CSV_Read_Multi', 'File/Input_File_Multi'],
      sdkHelpers: [LABWIRE_CLASS],
    },
  ),
  {
    id: 'File/Excel_Write',
    category: 'File',
    name: 'Excel Write',
    summary: 'Writes the input tables to one Excel workbook, one sheet per table, and stores it in the file store.',
    inputs: [tablesIn()],
    outputs: [fileOut('files_to_store', 'One .xlsx workbook with a sheet per table.')],
    parameters: [
      inputTables,
      outputFolder('/exports'),
      {
        name: 'file_name',
        type: 'string',
        default: 'report_{run_date}.xlsx',
        required: false,
        meaning: 'Workbook name; {run_date} is replaced by the date of the run (YYYY-MM-DD, UTC).',
      },
      {
        name: 'freeze_header',
        type: 'boolean',
        default: true,
        required: false,
        meaning: 'Freeze the header row of every sheet.',
      },
      dropSystemColumnsParam,
      fileTags,
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: null,
    fileFormats: ['.xlsx'],
    related: ['File/Excel_Read', 'File/CSV_Write', 'File/Powerpoint_Write'],
    sdkHelpers: [LABWIRE_CLASS, '/sdk/FileTags'],
  },
  {
    id: 'File/HDF5_Read',
    category: 'File',
    name: 'HDF5 Read',
    summary: "Reads chosen datasets of an HDF5 file into a table, and the file's attributes into a second table.",
    inputs: [fileIn('One HDF5 file')],
    outputs: [
      tableOut(
        'output_table',
        'Selected 1-D datasets as columns, or a 2-D dataset in long form (row_index, column_index, value).',
      ),
      tableOut('attributes_table', 'One row per attribute: object path, attribute name, value as text.'),
    ],
    parameters: [
      {
        name: 'datasets',
        type: 'string[]',
        default: [],
        required: true,
        meaning:
          'Dataset paths to read, e.g. ["/measurement/time", "/measurement/signal"]; 1-D datasets must have equal length.',
      },
      outputTable('hdf5_data'),
      tableParam('attributes_table', 'hdf5_attributes', 'The table attributes are written to; empty skips attributes'),
      writeMode(),
    ],
    code: 'python',
    entryPoint: SIG_FILE,
    integration: null,
    fileFormats: ['.h5', '.hdf5'],
    related: ['File/Input_File', 'File/XML_Read', 'Instrument/LC_Read'],
    sdkHelpers: [LABWIRE_CLASS, '/sdk/markdowns/signals.signals'],
  },
  ...withMulti(
    {
      id: 'File/Image_Read',
      category: 'File',
      name: 'Image Read',
      summary:
        'Reads one image into a metadata table (size, mode, capture time, per-channel intensity) and stores the image.',
      inputs: [fileIn('One image')],
      outputs: [
        tableOut(
          'output_table',
          'One row: file name, width, height, mode, bit depth, captured_at and channel statistics.',
        ),
        fileOut('files_to_store', 'The image, stored in output_folder.'),
      ],
      parameters: [
        outputTable('image_metadata'),
        {
          name: 'compute_statistics',
          type: 'boolean',
          default: true,
          required: false,
          meaning: 'Compute mean, minimum and maximum intensity per channel.',
        },
        writeMode(),
        outputFolder('/images'),
        fileTags,
      ],
      code: 'python',
      entryPoint: SIG_FILE,
      integration: null,
      fileFormats: ['.png', '.jpg', '.jpeg', '.tif', '.tiff', '.bmp'],
      related: ['File/Image_Read_Multi', 'File/Image_Write', 'File/AVI_Read'],
      sdkHelpers: [LABWIRE_CLASS, '/sdk/AI', '/sdk/FileTags'],
    },
    {
      summary: 'Reads many images in one run into one metadata table, one row per image, and stores the images.',
      inputs: [filesIn('Several images')],
      outputs: {
        output_table: 'One row per image, with source_file.',
        files_to_store: 'The images, stored in output_folder.',
      },
      parameters: [
        filePattern('*.tif'),
        'output_table',
        'compute_statistics',
        'write_mode',
        onFileError,
        'output_folder',
        'file_tags',
      ],
      related: ['File/Image_Read', 'File/AVI_Read_Multi', 'File/Zip_Read'],
      sdkHelpers: [LABWIRE_CLASS, '/sdk/AI'],
    },
  ),
  {
    id: 'File/Image_Write',
    category: 'File',
    name: 'Image Write',
    summary: 'Draws a chart (line, scatter or bar) from a table and stores it as a PNG or SVG image.',
    inputs: [tablesIn()],
    outputs: [fileOut('files_to_store', 'One chart image per input table.')],
    parameters: [
      inputTables,
      {
        name: 'chart_type',
        type: 'enum',
        options: ['line', 'scatter', 'bar'],
        default: 'line',
        required: false,
        meaning: 'Kind of chart drawn.',
      },
      { name: 'x_column', type: 'string', default: null, required: true, meaning: 'Column plotted on the x axis.' },
      {
        name: 'y_columns',
        type: 'string[]',
        default: [],
        required: true,
        meaning: 'Columns plotted on the y axis, one series each.',
      },
      {
        name: 'group_column',
        type: 'string',
        default: null,
        required: false,
        meaning: 'Column whose values split each y column into one series per group.',
      },
      {
        name: 'image_format',
        type: 'enum',
        options: ['png', 'svg'],
        default: 'png',
        required: false,
        meaning: 'Image format; PNG is written at 150 dpi.',
      },
      outputFolder('/charts'),
      fileTags,
    ],
    code: 'python',
    entryPoint: SIG_TABLES,
    integration: null,
    fileFormats: ['.png', '.svg'],
    related: ['File/Powerpoint_Write', 'File/Image_Read', 'File/Excel_Write'],
    sdkHelpers: [LABWIRE_CLASS, '/sdk/FileTags'],
  },
  ...withMulti(
    {
      id: 'File/Input_File',
      category: 'File',
      name: 'Input File',
      summary:
        "Accepts one file of any type as the flow's input and runs your Python on it: check it, tag it, store it, parse it.",
      inputs: [
        {
          kind: 'file',
          name: 'file_name, file_data',
          description:
            'One file of any type: the flow input of type file named after this node, filled by an agent connection, an upload in Flow View or the trigger-flow API (as a file id).',
        },
      ],
      outputs: [
        fileOut(
          'files_to_store',
          'The file (and anything the code derives), stored in output_folder with file_tags and the returned tags.',
        ),
        tableOut('tables_to_upload', 'Tables the code returns, if it parses the file.'),
      ],
      parameters: [filePattern('*'), outputFolder('/inputs'), fileTags, writeMode()],
      code: 'python',
      entryPoint: SIG_FILE,
      integration: null,
      fileFormats: [],
      related: ['File/Input_File_Multi', 'File/CSV_Read', 'Tag/Input_Param', 'File/Zip_Read'],
      sdkHelpers: [LABWIRE_CLASS, '/sdk/FileTags'],
    },
    {
      summary:
        "Accepts a set of files of any type as one flow run's input and runs your Python on all of them at once.",
      inputs: [
        {
          kind: 'file',
          name: 'files',
          description:
            'Several files of any type: the flow input of type file_list named after this node, filled by an agent connection, an upload in Flow View or the trigger-flow API (as a list of file ids).',
        },
      ],
      outputs: {
        files_to_store: 'The files (and anything the code derives), stored in output_folder.',
        tables_to_upload: 'Tables the code returns.',
      },
      parameters: [
        'file_pattern',
        {
          name: 'min_files',
          type: 'integer',
          default: 1,
          required: false,
          meaning: 'Fewest files a run accepts; fewer fail the run before the code starts.',
        },
        { name: 'max_files', type: 'integer', default: 200, required: false, meaning: 'Most files a run accepts.' },
        'output_folder',
        'file_tags',
        'write_mode',
      ],
      related: ['File/Input_File', 'File/CSV_Read_Multi', 'File/Zip_Read'],
    },
  ),
  ...withMulti(
    {
      id: 'File/PDF_Read',
      category: 'File',
      name: 'PDF Read',
      summary:
        'Extracts the text of a PDF, page by page, into a table and optionally pulls key-value fields out with patterns.',
      inputs: [fileIn('One PDF document')],
      outputs: [
        tableOut('output_table', 'One row per page: page_number, text, char_count.'),
        tableOut('fields_table', 'One row per matched field pattern: field, value, page_number.'),
      ],
      parameters: [
        outputTable('pdf_pages'),
        {
          name: 'field_patterns',
          type: 'json',
          default: {},
          required: false,
          meaning: 'Field name to regular expression with one group, e.g. {"lot": "Lot(?: No\\\\.)?:\\\\s*(\\\\S+)"}.',
        },
        tableParam('fields_table', 'pdf_fields', 'The table matched fields are written to'),
        {
          name: 'password_secret',
          type: 'secret',
          default: null,
          required: false,
          meaning: 'Environment secret holding the password of encrypted PDFs.',
        },
        writeMode(),
      ],
      code: 'python',
      entryPoint: SIG_FILE,
      integration: null,
      fileFormats: ['.pdf'],
      related: ['File/PDF_Read_Multi', 'File/Image_Read', 'File/Input_File'],
      sdkHelpers: [LABWIRE_CLASS, '/sdk/AI'],
    },
    {
      summary:
        'Extracts the text and pattern fields of many PDFs in one run into the same two tables, with source_file.',
      inputs: [filesIn('Several PDF documents')],
      outputs: {
        output_table: 'One row per page of every PDF, with source_file.',
        fields_table: 'One row per matched field per PDF, with source_file.',
      },
      parameters: [
        filePattern('*.pdf'),
        'output_table',
        'field_patterns',
        'fields_table',
        'password_secret',
        'write_mode',
        onFileError,
      ],
      meanings: { field_patterns: 'Field name to regular expression with one group, applied to every PDF.' },
      related: ['File/PDF_Read', 'File/Input_File_Multi'],
    },
  ),
  {
    id: 'File/Powerpoint_Write',
    category: 'File',
    name: 'PowerPoint Write',
    summary:
      'Builds a PowerPoint deck with a title slide, a slide per table and a slide per chart image, and stores it.',
    inputs: [
      tablesIn(),
      {
        kind: 'file',
        name: 'files',
        description: 'PNG or JPEG images from upstream nodes (for example Image Write), one slide each.',
      },
    ],
    outputs: [fileOut('files_to_store', 'One .pptx deck.')],
    parameters: [
      inputTables,
      {
        name: 'title',
        type: 'string',
        default: 'Run summary',
        required: false,
        meaning: 'Text of the title slide; the run date is added below it.',
      },
      {
        name: 'max_rows_per_slide',
        type: 'integer',
        default: 15,
        required: false,
        meaning: 'Rows per table slide; longer tables continue on further slides.',
      },
      {
        name: 'template_file',
        type: 'string',
        default: null,
        required: false,
        meaning: 'Path of a .pptx in the file store whose masters and theme the deck uses, e.g. /templates/acme.pptx.',
      },
      {
        name: 'file_name',
        type: 'string',
        default: 'summary_{run_date}.pptx',
        required: false,
        meaning: 'Deck name; {run_date} is replaced by the date of the run (YYYY-MM-DD, UTC).',
      },
      outputFolder('/reports'),
      fileTags,
    ],
    code: 'python',
    entryPoint: SIG_TABLES_FILES,
    integration: null,
    fileFormats: ['.pptx'],
    related: ['File/Image_Write', 'File/Excel_Write', 'File/CSV_Write'],
    sdkHelpers: [LABWIRE_CLASS, '/sdk/FileTags'],
  },
  {
    id: 'File/XML_Read',
    category: 'File',
    name: 'XML Read',
    summary:
      'Turns repeated elements of an XML file into table rows, with columns picked by relative XPath expressions.',
    inputs: [fileIn('One XML document')],
    outputs: [tableOut('output_table', 'One row per element matched by row_xpath, one column per entry of columns.')],
    parameters: [
      {
        name: 'row_xpath',
        type: 'string',
        default: null,
        required: true,
        meaning: 'XPath selecting the elements that become rows, e.g. //s:Sample.',
      },
      {
        name: 'columns',
        type: 'json',
        default: {},
        required: true,
        meaning:
          'Column name to XPath relative to each row element, e.g. {"sample_id": "@id", "od": "s:Result/text()"}.',
      },
      {
        name: 'namespaces',
        type: 'json',
        default: {},
        required: false,
        meaning: 'Prefix to namespace URI for the XPath expressions, e.g. {"s": "urn:acme:samples:1"}.',
      },
      outputTable('xml_data'),
      writeMode(),
    ],
    code: 'python',
    entryPoint: SIG_FILE,
    integration: null,
    fileFormats: ['.xml'],
    related: ['Instrument/WSP_Read', 'Instrument/LCMS_Read', 'File/Input_File'],
    sdkHelpers: [LABWIRE_CLASS],
  },
  {
    id: 'File/Zip_Read',
    category: 'File',
    name: 'Zip Read',
    summary: 'Unpacks a ZIP archive, stores its members as files and combines the CSV members into one table.',
    inputs: [fileIn('One ZIP archive')],
    outputs: [
      fileOut(
        'files_to_store',
        'Members matching member_pattern, stored under output_folder with their paths inside the archive.',
      ),
      tableOut('output_table', 'Rows of all .csv members, with a source_file column holding the member path.'),
    ],
    parameters: [
      {
        name: 'member_pattern',
        type: 'string',
        default: '*',
        required: false,
        meaning: 'Glob the member paths must match to be kept, e.g. */results/*.csv.',
      },
      {
        name: 'parse_csv',
        type: 'boolean',
        default: true,
        required: false,
        meaning: 'Combine .csv members into output_table.',
      },
      {
        name: 'store_members',
        type: 'boolean',
        default: true,
        required: false,
        meaning: 'Store the kept members as files.',
      },
      {
        name: 'max_uncompressed_mb',
        type: 'integer',
        default: 2048,
        required: false,
        meaning: 'Refuse archives whose members add up to more than this many megabytes uncompressed.',
      },
      outputTable('zip_csv_data'),
      writeMode(),
      outputFolder('/unzipped'),
      fileTags,
    ],
    code: 'python',
    entryPoint: SIG_FILE,
    integration: null,
    fileFormats: ['.zip'],
    related: ['File/Input_File_Multi', 'File/CSV_Read_Multi', 'Instrument/Agilent_HPLC_Read'],
    sdkHelpers: [LABWIRE_CLASS, '/sdk/FileTags'],
  },

  // ----------------------------------------------------------------------------- Instrument
  {
    id: 'Instrument/Agilent_HPLC_Read',
    category: 'Instrument',
    name: 'Agilent HPLC Read',
    summary:
      'Parses zipped Agilent ChemStation or OpenLab CDS .D result folders (one injection or a whole sequence) into an injection table and a peak table.',
    inputs: [fileIn('One ZIP of a .D result folder, or of a sequence folder holding several .D folders')],
    outputs: [
      tableOut(
        'injections_table',
        'One row per injection: sample name, vial, injection time, method, operator, instrument.',
      ),
      tableOut(
        'peaks_table',
        'One row per peak and signal: retention time, area, height, width, area percent, peak type.',
      ),
    ],
    parameters: [
      tableParam('injections_table', 'hplc_injections', 'The table injection metadata is written to'),
      tableParam('peaks_table', 'hplc_peaks', 'The table peaks are written to'),
      {
        name: 'signals',
        type: 'string[]',
        default: [],
        required: false,
        meaning: 'Signals to keep, as named in the report, e.g. ["DAD1 A"]; empty keeps every signal.',
      },
      {
        name: 'min_area',
        type: 'number',
        default: 0,
        required: false,
        meaning: 'Drop peaks whose area (mAU*s) is below this value.',
      },
      writeMode(),
    ],
    code: 'python',
    entryPoint: SIG_FILE,
    integration: null,
    fileFormats: ['.zip'],
    related: ['Instrument/LC_Read', 'Instrument/LCMS_Read', 'File/Zip_Read'],
    sdkHelpers: ['/sdk/markdowns/lc.lc', '/sdk/markdowns/allotrope_schema'],
  },
  {
    id: 'Instrument/Instron_Tensile_Read',
    category: 'Instrument',
    name: 'Instron Tensile Read',
    summary: 'Parses an Instron Bluehill tensile test export into a specimen results table and stress-strain curves.',
    inputs: [fileIn('One Bluehill export: a .zip of the results CSV and raw data CSVs, or one raw data .csv')],
    outputs: [
      tableOut(
        'specimens_table',
        'One row per specimen: dimensions, maximum load, tensile strength, elongation at break, modulus.',
      ),
      tableOut(
        'curves_table',
        'One row per data point: specimen, time_s, extension_mm, load_n, strain_pct, stress_mpa.',
      ),
    ],
    parameters: [
      tableParam('specimens_table', 'tensile_specimens', 'The table specimen results are written to'),
      tableParam('curves_table', 'tensile_curves', 'The table curve points are written to'),
      {
        name: 'gauge_length_mm',
        type: 'number',
        default: 50,
        required: false,
        meaning: 'Gauge length used to compute strain when the export has no Gauge length field.',
      },
      {
        name: 'curve_step',
        type: 'integer',
        default: 1,
        required: false,
        meaning: 'Keep every Nth raw data point in curves_table.',
      },
      writeMode(),
    ],
    code: 'python',
    entryPoint: SIG_FILE,
    integration: null,
    fileFormats: ['.zip', '.csv'],
    related: ['Instrument/Profilometer_Read', 'File/CSV_Read', 'File/Zip_Read'],
    sdkHelpers: ['/sdk/markdowns/statistical_process_control', '/sdk/markdowns/signals.signals'],
  },
  ...withMulti(
    {
      id: 'Instrument/LCMS_Read',
      category: 'Instrument',
      name: 'LCMS Read',
      summary: 'Parses an mzML LC-MS run into a scan table and extracted ion chromatograms for target m/z values.',
      inputs: [fileIn('One .mzML file (vendor raw files converted with a tool such as msconvert)')],
      outputs: [
        tableOut(
          'scans_table',
          'One row per spectrum: scan index, MS level, retention time, TIC, base peak, precursor m/z.',
        ),
        tableOut(
          'xic_table',
          'One row per target m/z and MS1 scan: retention time and summed intensity in the tolerance window.',
        ),
      ],
      parameters: [
        tableParam('scans_table', 'lcms_scans', 'The table scan rows are written to'),
        tableParam('xic_table', 'lcms_xic', 'The table extracted ion chromatograms are written to'),
        {
          name: 'target_mz',
          type: 'number[]',
          default: [],
          required: false,
          meaning: 'm/z values to extract chromatograms for; empty skips xic_table.',
        },
        {
          name: 'mz_tolerance_ppm',
          type: 'number',
          default: 10,
          required: false,
          meaning: 'Half-width of the extraction window in ppm.',
        },
        {
          name: 'ms_levels',
          type: 'number[]',
          default: [1, 2],
          required: false,
          meaning: 'MS levels kept in scans_table.',
        },
        writeMode(),
      ],
      code: 'python',
      entryPoint: SIG_FILE,
      integration: null,
      fileFormats: ['.mzml'],
      related: ['Instrument/LCMS_Read_Multi', 'Instrument/LC_Read', 'File/XML_Read'],
      sdkHelpers: ['/sdk/markdowns/lc.lc', '/sdk/markdowns/signals.signals'],
    },
    {
      summary: 'Parses many mzML runs of a sequence in one flow run into shared scan and XIC tables, with source_file.',
      inputs: [filesIn('Several .mzML files')],
      outputs: {
        scans_table: 'Scans of every run, with source_file.',
        xic_table: 'Extracted ion chromatograms of every run, with source_file.',
      },
      parameters: [
        filePattern('*.mzML'),
        'scans_table',
        'xic_table',
        'target_mz',
        'mz_tolerance_ppm',
        'ms_levels',
        'write_mode',
        onFileError,
      ],
      related: ['Instrument/LCMS_Read', 'Instrument/LC_Read_Multi'],
    },
  ),
  ...withMulti(
    {
      id: 'Instrument/LC_Read',
      category: 'Instrument',
      name: 'LC Read',
      summary:
        'Parses a vendor-neutral AIA/ANDI chromatography file (.cdf) into a chromatogram table and a peak table.',
      inputs: [fileIn('One AIA/ANDI .cdf file (netCDF), exported by any chromatography data system')],
      outputs: [
        tableOut('chromatogram_table', 'One row per data point: injection, detector, time_min, signal, signal unit.'),
        tableOut('peaks_table', 'One row per integrated peak: name, retention time, start, end, area, height.'),
      ],
      parameters: [
        tableParam('chromatogram_table', 'lc_chromatograms', 'The table chromatogram points are written to'),
        tableParam('peaks_table', 'lc_peaks', 'The table peaks are written to'),
        {
          name: 'resample_points',
          type: 'integer',
          default: 0,
          required: false,
          meaning: 'Resample each trace to this many evenly spaced points; 0 keeps every point.',
        },
        writeMode(),
      ],
      code: 'python',
      entryPoint: SIG_FILE,
      integration: null,
      fileFormats: ['.cdf'],
      related: ['Instrument/LC_Read_Multi', 'Instrument/Agilent_HPLC_Read', 'Instrument/LCMS_Read'],
      sdkHelpers: ['/sdk/markdowns/lc.cdf', '/sdk/markdowns/lc.lc', '/sdk/markdowns/signals.signals'],
    },
    {
      summary:
        'Parses many AIA/ANDI .cdf files (a sequence, or several detectors of one injection) into shared chromatogram and peak tables.',
      inputs: [filesIn('Several AIA/ANDI .cdf files')],
      outputs: {
        chromatogram_table: 'Points of every file, with source_file and detector.',
        peaks_table: 'Peaks of every file, with source_file and detector.',
      },
      parameters: [
        filePattern('*.cdf'),
        'chromatogram_table',
        'peaks_table',
        'resample_points',
        'write_mode',
        onFileError,
      ],
      related: ['Instrument/LC_Read', 'Instrument/LCMS_Read_Multi'],
      sdkHelpers: ['/sdk/markdowns/lc.cdf', '/sdk/markdowns/lc.lc'],
    },
  ),
  {
    id: 'Instrument/Profilometer_Read',
    category: 'Instrument',
    name: 'Profilometer Read',
    summary:
      'Parses a stylus profilometer scan export into a leveled height profile and a summary with Ra, Rq and step height.',
    inputs: [fileIn('One profile scan exported as CSV (for example from a Bruker DektakXT)')],
    outputs: [
      tableOut('profile_table', 'One row per point: scan_id, x_um, z_nm (leveled when level_profile is true).'),
      tableOut('summary_table', 'One row per scan: scan settings, Ra_nm, Rq_nm, peak_to_valley_nm, step_height_nm.'),
    ],
    parameters: [
      tableParam('profile_table', 'profilometer_profiles', 'The table profile points are written to'),
      tableParam('summary_table', 'profilometer_scans', 'The table scan summaries are written to'),
      {
        name: 'level_profile',
        type: 'boolean',
        default: true,
        required: false,
        meaning: 'Subtract a least-squares line from the profile before computing roughness.',
      },
      {
        name: 'step_regions',
        type: 'json',
        default: null,
        required: false,
        meaning: 'Regions in µm for step height: {"reference": [x0, x1], "step": [x2, x3]}; empty skips step height.',
      },
      writeMode(),
    ],
    code: 'python',
    entryPoint: SIG_FILE,
    integration: null,
    fileFormats: ['.csv'],
    related: ['Instrument/Instron_Tensile_Read', 'File/CSV_Read', 'File/HDF5_Read'],
    sdkHelpers: ['/sdk/markdowns/signals.signals', '/sdk/markdowns/statistical_process_control'],
  },
  ...withMulti(
    {
      id: 'Instrument/Synergy_Read',
      category: 'Instrument',
      name: 'Synergy Read',
      summary:
        'Parses an Agilent BioTek Synergy (Gen5) plate reader export, text or Excel, into a long table of well values, one row per well and read.',
      inputs: [fileIn('One Gen5 export (text or Excel) of one or more plates')],
      outputs: [
        tableOut('output_table', 'One row per plate, read, well and time point: well, row, column, value, flagged.'),
      ],
      parameters: [
        outputTable('plate_reads'),
        {
          name: 'plate_format',
          type: 'enum',
          options: ['auto', '96', '384'],
          default: 'auto',
          required: false,
          meaning: 'Plate layout; auto detects it from the row letters and column numbers of the first block.',
        },
        {
          name: 'keep_flagged',
          type: 'boolean',
          default: true,
          required: false,
          meaning: 'Keep wells Gen5 marks OVRFLW or ????? with a NULL value and flagged = true; false drops them.',
        },
        writeMode(),
      ],
      code: 'python',
      entryPoint: SIG_FILE,
      integration: null,
      fileFormats: ['.txt', '.xlsx'],
      related: ['Instrument/Synergy_Read_Multi', 'File/Excel_Read', 'File/CSV_Read'],
      sdkHelpers: ['/sdk/DataValidation', '/sdk/markdowns/msd', '/sdk/markdowns/statistical_process_control'],
    },
    {
      summary: 'Parses many Gen5 exports (text or Excel) in one run into one long well table, with source_file.',
      inputs: [filesIn('Several Gen5 exports (text or Excel)')],
      outputs: { output_table: 'Well values of every file, with source_file.' },
      parameters: [filePattern('*.txt'), 'output_table', 'plate_format', 'keep_flagged', 'write_mode', onFileError],
      meanings: { plate_format: 'Plate layout; auto detects it per file.' },
      related: ['Instrument/Synergy_Read', 'File/CSV_Read_Multi'],
      sdkHelpers: ['/sdk/DataValidation', '/sdk/markdowns/msd'],
    },
  ),
  {
    id: 'Instrument/WSP_Read',
    category: 'Instrument',
    name: 'WSP Read',
    summary:
      'Parses a FlowJo workspace (.wsp) into a gated population table with counts and frequencies, and a sample table.',
    inputs: [fileIn('One FlowJo .wsp workspace (XML)')],
    outputs: [
      tableOut(
        'populations_table',
        'One row per sample and gated population: path, count, parent count, frequency of parent and of total.',
      ),
      tableOut('samples_table', 'One row per sample: sample id, FCS file name, total events and the chosen keywords.'),
    ],
    parameters: [
      tableParam('populations_table', 'flow_populations', 'The table populations are written to'),
      tableParam('samples_table', 'flow_samples', 'The table samples are written to'),
      {
        name: 'keywords',
        type: 'string[]',
        default: ['$DATE', '$CYT', '$TOT'],
        required: false,
        meaning: 'FCS keywords copied from each sample into samples_table.',
      },
      writeMode(),
    ],
    code: 'python',
    entryPoint: SIG_FILE,
    integration: null,
    fileFormats: ['.wsp'],
    related: ['File/XML_Read', 'File/Input_File_Multi', 'Instrument/Synergy_Read'],
    sdkHelpers: ['/sdk/markdowns/fcs'],
  },

  // ----------------------------------------------------------------------------- Tag
  {
    id: 'Tag/Input_Param',
    category: 'Tag',
    name: 'Input Param',
    summary:
      "Declares a typed value a person or system supplies when a flow run starts, passes it to downstream nodes and can tag the run's files with it.",
    inputs: [],
    outputs: [
      {
        kind: 'parameter',
        name: '<param_name>',
        description: 'The value, available to every downstream node as params["<param_name>"].',
      },
    ],
    parameters: [
      {
        name: 'param_name',
        type: 'string',
        default: null,
        required: true,
        meaning:
          'Name of the flow input (lower snake_case), e.g. batch_id: the key in trigger-flow inputs and in params, returned by get-flow-inputs.',
      },
      {
        name: 'label',
        type: 'string',
        default: '',
        required: false,
        meaning: 'Label of the field in the run form, e.g. Batch id; empty shows param_name.',
      },
      {
        name: 'param_type',
        type: 'enum',
        options: ['string', 'integer', 'number', 'boolean', 'date', 'datetime', 'select', 'multi_select'],
        default: 'string',
        required: true,
        meaning:
          'Type the value is checked against when the run starts: date as YYYY-MM-DD, datetime as ISO 8601 with a time zone, select one of options, multi_select a list of options.',
      },
      {
        name: 'default_value',
        type: 'string',
        default: null,
        required: false,
        meaning: 'Value used when the trigger supplies none.',
      },
      {
        name: 'required',
        type: 'boolean',
        default: true,
        required: false,
        meaning: 'Refuse to start a run without a value (and without default_value).',
      },
      {
        name: 'options',
        type: 'string[]',
        default: [],
        required: false,
        meaning: 'The allowed values of a select or multi_select input, shown as a drop-down in the run form.',
      },
      {
        name: 'tag_type',
        type: 'string',
        default: null,
        required: false,
        meaning: 'Tag type (e.g. batch) under which the value is put on every file the run stores; empty adds no tag.',
      },
      {
        name: 'description',
        type: 'string',
        default: '',
        required: false,
        meaning: 'Help text shown next to the field in the run form.',
      },
    ],
    code: 'none',
    entryPoint: null,
    integration: null,
    fileFormats: [],
    related: ['File/Input_File', 'File/Input_File_Multi', 'Analysis/Python'],
    sdkHelpers: ['/sdk/FileTags', '/sdk/FlowRunAutomation'],
  },
];

// ---------------------------------------------------------------------------------------------
// Helpers

const byId: ReadonlyMap<string, NodeEntry> = new Map(nodes.map((node) => [node.id, node]));

/** The catalog entry of a node, or undefined when the id is unknown. */
export function getNode(id: string): NodeEntry | undefined {
  return byId.get(id);
}

/** The doc id of a node's page in the docs plugin, e.g. nodes/File/CSV_Read. */
export function nodeDocId(node: Pick<NodeEntry, 'id'>): string {
  return `nodes/${node.id}`;
}

/** The nodes of one category, in catalog order. */
export function nodesInCategory(category: NodeCategory): NodeEntry[] {
  return nodes.filter((node) => node.category === category);
}

/** Every integration named in the catalog, sorted. */
export function integrations(): string[] {
  return [...new Set(nodes.flatMap((node) => (node.integration ? [node.integration] : [])))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
}
