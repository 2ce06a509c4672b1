/**
 * Facts that live in one model and are repeated, on purpose, by the pages that explain them:
 *
 * - modular analysis sessions: the states and fields of openapi.yaml against the guide's state table,
 *   its API sample and the output tables the app pages list;
 * - process, unit operation and instrument runs: the Processes page's field table, default status
 *   and roles against the schemas and operations of openapi.yaml;
 * - event sources: the inbound endpoints of openapi.yaml (webhook ids, paths, headers) against the
 *   configuration pages, and the node catalog's parameters and secrets against the same pages.
 *
 * openapi.yaml is read by its one reader, src/sources/openapi.ts (through tests/lib/sources.ts).
 */
import { describe, expect, it } from 'vitest';
import { deref, files, isNode, openapi as doc, pages, read, schema, type Json, type Node } from '../lib/sources';
import { getNode } from '../../src/sources/nodeCatalog';
import { codeBlocks } from '../../src/build/codeFences';
import { linesMatching, missingFrom } from '../lib/pageLines';

const propertiesOf = (s: Node) => Object.keys(isNode(s.properties) ? s.properties : {});
const requiredOf = (s: Node) => (Array.isArray(s.required) ? (s.required as string[]) : []);

/** Every operation by operationId, with its path and method. */
const operations = new Map<string, { route: string; method: string; op: Node }>();
for (const [route, item] of Object.entries(doc.paths as Node)) {
  for (const [method, op] of Object.entries(deref(item))) {
    if (isNode(op) && typeof op.operationId === 'string') operations.set(op.operationId, { route, method, op });
  }
}
const operation = (id: string) => {
  const found = operations.get(id);
  if (!found) throw new Error(`openapi.yaml has no operation ${id}`);
  return found;
};

const ROLES = ['viewer', 'scientist', 'developer', 'admin'];
/** The roles an operation's `- **Role:** ...` line allows. */
function rolesOfOperation(id: string): string[] {
  const line = /^- \*\*Role:\*\* (.*)$/m.exec(String(operation(id).op.description))?.[1];
  if (!line) throw new Error(`${id} states no role`);
  if (/^any role/i.test(line)) return ROLES;
  return ROLES.filter((role) => line.includes(`\`${role}\``));
}

/** Backticked words of a Markdown fragment. */
const ticks = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** The text of a section: from its heading to the next heading of the same or a higher level. */
function section(text: string, heading: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`No heading "${heading}"`);
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#{2,6} /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The rows of the first Markdown table in a fragment, as cells, without the header and rule. */
function tableRows(fragment: string): string[][] {
  const lines = fragment.split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  if (first < 0) throw new Error('No table');
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** The code of a page's ```python blocks. */
const pythonBlocks = (file: string) =>
  codeBlocks(read(file), file)
    .filter((block) => block.lang === 'python')
    .map((block) => block.value);

const mdxUnder = (dir: string) => files(dir, /\.mdx?$/);

/** What a page lacks of the texts it must hold, each with the page's closest line (tests/lib/pageLines.ts). */
const lacking = (file: string, ...expected: string[]) =>
  expected.flatMap((text) => missingFrom(file, read(file), text));

// ---------------------------------------------------------------------------------------------
// Modular analysis sessions
// ---------------------------------------------------------------------------------------------

describe('modular analysis sessions', () => {
  const overview = read('docs/app/ma/ModularAnalysisOverview.mdx');
  const sessionSchema = schema('ModularAnalysisSessionDto');
  const listSchema = schema('ModularAnalysisSessionList');
  const states = schema('ModularAnalysisSessionStatus').enum as string[];
  const apps = schema('ModularAnalysisApp').enum as string[];

  /** Every property name reachable from the list schema: the page, the session and its nested objects. */
  const sessionFields = new Set<string>();
  (function collect(s: Node, seen: Set<Node>) {
    if (seen.has(s)) return;
    seen.add(s);
    for (const [name, child] of Object.entries(isNode(s.properties) ? s.properties : {})) {
      sessionFields.add(name);
      const target = deref(child);
      collect(target, seen);
      if (isNode(target.items)) collect(deref(target.items), seen);
    }
    for (const member of [...(Array.isArray(s.allOf) ? s.allOf : []), ...(Array.isArray(s.anyOf) ? s.anyOf : [])]) {
      collect(deref(member), seen);
    }
  })(listSchema, new Set());

  const listOperation = operation('get-modular-analysis-sessions');
  const queryParameters = (listOperation.op.parameters as Json[]).map((p) => String(deref(p).name));

  it('the guide lists the states of openapi.yaml, in order', () => {
    const rows = tableRows(section(overview, '### Session states'));
    expect(rows.map((row) => ticks(row[0])[0])).toEqual(states);
  });

  it('the guide states the session lifecycle draft → in_review → approved', () => {
    expect(states.slice(0, 3)).toEqual(['draft', 'in_review', 'approved']);
    for (const file of mdxUnder('docs/app/ma')) {
      const text = read(file);
      // A session is submitted and approved, not completed.
      expect(linesMatching(file, text, /Complete session|completed_at|`completed`/)).toEqual([]);
    }
  });

  it("every field the guide's API samples use exists in the session schema", () => {
    const samples = mdxUnder('docs/app/ma')
      .flatMap((file) => pythonBlocks(file).map((code) => ({ file, code })))
      .filter(({ code }) => code.includes('/modular-analysis/sessions'));
    expect(samples.length).toBeGreaterThan(0);
    for (const { file, code } of samples) {
      const params = /params[^=\n]*=\s*\{([^}]*)\}/.exec(code)?.[1] ?? '';
      for (const [, key, value] of params.matchAll(/"(\w+)":\s*("?[\w.-]+"?)/g)) {
        expect(queryParameters, `${file}: query parameter ${key}`).toContain(key);
        if (key === 'status') expect(states, `${file}: status ${value}`).toContain(value.replace(/"/g, ''));
        if (key === 'app') expect(apps, `${file}: app ${value}`).toContain(value.replace(/"/g, ''));
      }
      for (const [, variable, key] of code.matchAll(/\b(\w+)\["(\w+)"\]/g)) {
        if (['environ', 'headers'].includes(variable)) continue;
        if (variable === 'params') expect(queryParameters, `${file}: query parameter ${key}`).toContain(key);
        else expect([...sessionFields], `${file}: field ${variable}["${key}"]`).toContain(key);
      }
    }
  });

  it('the fields the guide names in its API section exist in the schema or as query parameters', () => {
    const named = ticks(section(overview, '## Find sessions through the API')).filter((word) =>
      /^[a-z]+[A-Z]?[A-Za-z]*$/.test(word),
    );
    expect(named.length).toBeGreaterThan(5);
    for (const word of named) {
      expect([...sessionFields, ...queryParameters], `field or parameter ${word}`).toContain(word);
    }
  });

  it('the output tables of the overview are those of the app pages, and of the schema examples', () => {
    const pages = ['BioprocessApp', 'CDSApp', 'CurveFittingApp', 'qPCR'];
    const onAppPages = pages.flatMap((page) =>
      tableRows(section(read(`docs/app/ma/${page}.mdx`), '## Outputs and exports')).map((row) => ticks(row[0])[0]),
    );
    const inOverview = tableRows(section(overview, '## Output tables')).flatMap((row) => ticks(row[1]));
    expect([...inOverview].sort()).toEqual([...onAppPages].sort());

    const examples = JSON.stringify(listOperation.op.responses);
    const inExamples = [...examples.matchAll(/"(ma_[a-z_]+)"/g)].map((m) => m[1]);
    expect(inExamples.length).toBeGreaterThan(0);
    const described = ticks(String(deref(deref(sessionSchema.properties).outputTables).description));
    for (const table of [...inExamples, ...described]) {
      expect(onAppPages, `output table ${table}`).toContain(table);
    }
  });

  it('the session schema holds what the guide and the release notes say a session records', () => {
    for (const field of ['configuration', 'owner', 'approvedBy', 'approvedAt', 'processRunIds', 'outputTables']) {
      expect(requiredOf(sessionSchema), field).toContain(field);
    }
    expect(propertiesOf(deref(deref(sessionSchema.properties).configuration))).toEqual(['id', 'name', 'version']);
  });
});

// ---------------------------------------------------------------------------------------------
// Process, unit operation and instrument runs
// ---------------------------------------------------------------------------------------------

describe('process records', () => {
  const processesFile = 'docs/app/processes/Processes.mdx';
  const page = read(processesFile);
  const levels = [
    { column: 1, dto: 'ProcessRunDto', create: 'CreateProcessRunBody', kind: 'process-run' },
    { column: 2, dto: 'UnitOperationRunDto', create: 'CreateUnitOperationRunBody', kind: 'unit-operation-run' },
    { column: 3, dto: 'InstrumentRunDto', create: 'CreateInstrumentRunBody', kind: 'instrument-run' },
  ];
  const rows = tableRows(section(page, '### Record fields')).map((row) => ({ fields: ticks(row[0]), cells: row }));

  it.each(levels)('the field table matches $dto and $create', ({ column, dto, create }) => {
    const record = schema(dto);
    const body = schema(create);
    const byValue = (value: string) => rows.filter((row) => row.cells[column] === value).flatMap((row) => row.fields);
    expect(rows.every((row) => ['Required', 'Optional', 'Set by Labwire', 'No'].includes(row.cells[column]))).toBe(
      true,
    );
    expect(byValue('Required').sort(), 'Required').toEqual([...requiredOf(body)].sort());
    expect(byValue('Optional').sort(), 'Optional').toEqual(
      propertiesOf(body)
        .filter((f) => !requiredOf(body).includes(f))
        .sort(),
    );
    expect(byValue('Set by Labwire').sort(), 'Set by Labwire').toEqual(
      propertiesOf(record)
        .filter((f) => !propertiesOf(body).includes(f))
        .sort(),
    );
    for (const field of byValue('No')) expect(propertiesOf(record), `${dto} has no ${field}`).not.toContain(field);
    for (const field of propertiesOf(body)) expect(propertiesOf(record), `${dto} returns ${field}`).toContain(field);
  });

  it('the status values and the default status are those of openapi.yaml', () => {
    const status = rows.find((row) => row.fields[0] === 'status');
    expect(status).toBeDefined();
    const [values, defaults] = status!.cells[4].split(';');
    expect(ticks(values)).toEqual(schema('RunStatus').enum);
    const pageDefault = /default `(\w+)`/.exec(defaults)?.[1];
    for (const { create } of levels) {
      expect(deref(deref(schema(create).properties).status).default, create).toBe(pageDefault);
    }
  });

  it('the roles on the page are the roles of the operations', () => {
    const table = tableRows(section(page, '### Who can change records'));
    const rolesOf = (task: RegExp) => {
      const cell = table.find((row) => task.test(row[0]))?.[1];
      if (!cell) throw new Error(`No row for ${task}`);
      return /^any role/i.test(cell) ? ROLES : ROLES.filter((role) => ticks(cell).includes(role));
    };
    const read = rolesOf(/^Read/);
    const write = rolesOf(/^Create and update/);
    const remove = rolesOf(/^Delete/);
    for (const { kind } of levels) {
      expect(rolesOfOperation(`get-${kind}`), `get-${kind}`).toEqual(read);
      expect(rolesOfOperation(`find-${kind}s`), `find-${kind}s`).toEqual(read);
      expect(rolesOfOperation(`create-${kind}`), `create-${kind}`).toEqual(write);
      expect(rolesOfOperation(`update-${kind}`), `update-${kind}`).toEqual(write);
      expect(rolesOfOperation(`delete-${kind}`), `delete-${kind}`).toEqual(remove);
    }
  });

  it("the page's requests use fields of the create and search bodies", () => {
    const known = new Set(
      levels.flatMap(({ create }) => {
        const find = schema(`Find${create.replace(/^Create|Body$/g, '')}sBody`);
        return [...propertiesOf(schema(create)), ...propertiesOf(find)];
      }),
    );
    known.add('limit'); // the query parameter of the search operations
    // The body of the page's HTTP request: what follows the headers' blank line.
    const request = codeBlocks(page, processesFile).find((block) => block.lang === 'http');
    const http = request?.value.split('\n\n').slice(1).join('\n\n');
    expect(http).toBeDefined();
    for (const key of Object.keys(JSON.parse(http!) as Node)) expect([...known], key).toContain(key);
    // Request bodies and search filters; the tables a node returns are not requests.
    const code = pythonBlocks(processesFile)
      .join('\n')
      .split('\n')
      .filter((line) => !line.includes('NodeReturn('))
      .join('\n');
    const keys = [...code.matchAll(/\{"(\w+)":|,\s*"(\w+)":/g)].map((m) => m[1] ?? m[2]);
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect([...known], key).toContain(key);
  });

  it('the operations no longer promise SDK methods for process records', () => {
    for (const { kind } of levels) {
      expect(String(operation(`create-${kind}`).op.description)).not.toMatch(/through the SDK|own credentials/);
    }
    expect(lacking(processesFile, 'lw.get_secret("PROCESS_RECORDS_API_KEY")')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Event sources
// ---------------------------------------------------------------------------------------------

describe('event sources', () => {
  const webhookFile = 'docs/app/configuration/GenericWebhookConfig.mdx';
  const benchlingFile = 'docs/app/configuration/BenchlingEventConfig.mdx';
  const s3File = 'docs/app/configuration/S3EventConfig.mdx';
  const webhookPage = read(webhookFile);
  const webhook = operation('receive-webhook');
  const benchling = operation('receive-benchling-event');
  const parameter = (op: Node, name: string) =>
    (op.parameters as Json[]).map(deref).find((p) => p.name === name) ?? ({} as Node);
  const prefixOf = (op: Node, name: string) => /^\^(\w+_)/.exec(String(deref(parameter(op, name).schema).pattern))?.[1];

  it('the inbound endpoints sit where the configuration pages send events', () => {
    expect(webhook).toMatchObject({ route: '/webhooks/{webhookId}', method: 'post' });
    expect(benchling).toMatchObject({ route: '/events/benchling/{sourceId}', method: 'post' });
    const webhookUrls = [...webhookPage.matchAll(/labwire\.example\/api\/v1(\/webhooks\/[\w<>]+)/g)].map((m) => m[1]);
    expect(webhookUrls.length).toBeGreaterThan(2);
    for (const url of webhookUrls) expect(url).toMatch(/^\/webhooks\/(<webhookId>|wh_\w+)$/);
    expect(lacking(benchlingFile, '/api/v1/events/benchling/bsrc_')).toEqual([]);
    expect(String(parameter(benchling.op, 'sourceId').description)).toContain('start with `bsrc_`');
  });

  it('webhook ids have one prefix everywhere', () => {
    const prefix = prefixOf(webhook.op, 'webhookId');
    expect(prefix).toBe('wh_');
    let seen = 0;
    for (const file of [...pages, 'openapi.yaml', ...files('src/data', /./)]) {
      for (const [id, kind] of read(file).matchAll(/\b(wh[a-z]*)_[A-Za-z0-9<]/g)) {
        if (kind === 'whsec') continue;
        seen += 1;
        expect(`${kind}_`, `${file}: ${id}`).toBe(prefix);
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  it('the signature and token headers are the ones openapi.yaml reads', () => {
    expect(parameter(webhook.op, 'X-Labwire-Signature').required).toBe(true);
    expect(webhook.op.security).toEqual([]);
    expect(lacking(webhookFile, '`X-Labwire-Signature`', '[receive-webhook](/api/receive-webhook)')).toEqual([]);
    const [scheme] = Object.keys((benchling.op.security as Node[])[0]);
    const header = deref(((doc.components as Node).securitySchemes as Node)[scheme]).name;
    expect(header).toBe('X-Labwire-Source-Token');
    expect(lacking(benchlingFile, `\`${header}\``, '[receive-benchling-event](/api/receive-benchling-event)')).toEqual(
      [],
    );
  });

  it('the responses the webhook page lists are the responses of receive-webhook', () => {
    const pageStatuses = tableRows(section(webhookPage, '## Responses')).map((row) => row[0]);
    expect(pageStatuses.sort()).toEqual(
      Object.keys(webhook.op.responses as Node)
        .filter((status) => status !== '500')
        .sort(),
    );
  });

  it('each configuration page names the node parameters and secrets of the node catalog', () => {
    const cases = [
      { file: s3File, node: 'App/S3_Event', params: ['bucket', 'key_prefix', 'key_suffix', 'aws_secret_prefix'] },
      { file: benchlingFile, node: 'App/Benchling_Event', params: ['event_types', 'schema_ids', 'tenant_url'] },
      { file: webhookFile, node: 'App/Webhook_Event', params: ['webhook_id'] },
    ];
    for (const { file, node, params } of cases) {
      const entry = getNode(node)!;
      for (const name of params) {
        expect(
          entry.parameters.map((p) => p.name),
          `${node} has ${name}`,
        ).toContain(name);
        expect(lacking(file, `\`${name}\``), `the page of ${node} names ${name}`).toEqual([]);
      }
    }
    const awsPrefix = getNode('App/S3_Event')!.parameters.find((p) => p.name === 'aws_secret_prefix')!.default;
    expect(
      lacking(s3File, `\`${String(awsPrefix)}_ACCESS_KEY_ID\``, `\`${String(awsPrefix)}_SECRET_ACCESS_KEY\``),
    ).toEqual([]);
    const benchlingKey = getNode('App/Benchling_Event')!.parameters.find((p) => p.name === 'api_key_secret')!.default;
    expect(lacking(benchlingFile, `\`${String(benchlingKey)}\``)).toEqual([]);
  });
});
