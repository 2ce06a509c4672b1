import { describe, expect, it } from 'vitest';
import { buildIndex, type IndexInput } from '../../src/plugins/search/engine/buildIndex';
import {
  createSearch,
  highlight,
  matchFactor,
  planQuery,
  queryTarget,
  readMonths,
  type IndexSource,
} from '../../src/plugins/search/engine/engine';
import { extractRecords } from '../../src/plugins/search/extract';
import { editDistance, tokenize } from '../../src/plugins/search/engine/tokenize';

const page = (url: string, lvl1: string, text: string, extra: Partial<IndexInput> = {}): IndexInput => ({
  url,
  lvl0: 'App guide',
  lvl1,
  snippet: text.slice(0, 80),
  category: 'docs',
  text,
  ...extra,
});

const inputs: IndexInput[] = [
  page('/app/flows/FlowRuns', 'Flow runs', 'A flow run is one execution of a deployed flow, from queued to succeeded.'),
  page('/app/flows/FlowRuns#node-states', 'Flow runs', 'Each node of a run has its own state.', {
    lvl2: 'Node states',
  }),
  page('/app/flows/FlowEditor', 'Flow editor', 'Draw the flow, connect nodes and save and deploy it.'),
  page(
    '/app/agents/Agent',
    'Agents and connections',
    'An agent watches a folder and triggers a flow run for each file.',
  ),
  page('/releases/202309', 'September 2023 release notes', 'Flow runs can now be cancelled from the flow run page.', {
    lvl0: 'Release notes',
    category: 'release-notes',
  }),
  page('/nodes/File/CSV_Read', 'CSV Read', 'Parses comma-separated files into a table.'),
  page('/app/tables/DataExplorer', 'Data Explorer', 'Query tables with SQL. Exports stop at 100,000 rows.'),
];

function memorySource(records: IndexInput[] = inputs): IndexSource & { requests: string[] } {
  const built = buildIndex(records);
  const requests: string[] = [];
  return {
    requests,
    manifest: async () => (requests.push('manifest'), built.manifest),
    shard: async (key) => (requests.push(`t-${key}`), built.shards.get(key)!),
    chunk: async (index) => (requests.push(`r-${index}`), built.chunks[index]),
  };
}

describe('tokenize and edit distance', () => {
  it('splits on punctuation, lowers case and drops accents and single letters', () => {
    expect(tokenize('Flow-run état: A1 x')).toEqual(['flow', 'run', 'etat', 'a1']);
  });
  it('counts a transposition as one edit', () => {
    expect(editDistance('flwo', 'flow', 2)).toBe(1);
    expect(editDistance('table', 'tabel', 2)).toBe(1);
    expect(editDistance('agent', 'flow', 1)).toBe(2);
  });
  it('matches exact (plurals included), prefix and near terms in that order', () => {
    expect(matchFactor('flow', 'flows')).toBe(matchFactor('flow', 'flow'));
    expect(matchFactor('flow', 'flow')).toBeGreaterThan(matchFactor('flow', 'flowchart'));
    expect(matchFactor('flow', 'flowchart')).toBeGreaterThan(matchFactor('flwo', 'flow'));
    expect(matchFactor('flwo', 'flow')).toBeGreaterThan(0);
    expect(matchFactor('run', 'ran')).toBe(0);
    expect(matchFactor('query', 'queries')).toBe(matchFactor('query', 'query'));
    expect(matchFactor('queries', 'query')).toBe(matchFactor('query', 'query'));
  });
  it('gives the index both the parts and the whole of a camelCase word', () => {
    expect(tokenize('qPCR app')).toEqual(['pcr', 'app']);
    expect(tokenize('qPCR app', { joined: true })).toEqual(['qpcr', 'pcr', 'app']);
    expect(tokenize('FlowRun', { joined: true })).toEqual(['flowrun', 'flow', 'run']);
  });
});

describe('query plans', () => {
  it('drops words that carry no subject, unless nothing else is left or the last one is still being typed', () => {
    expect(planQuery('how do I cancel a flow run')[0].terms).toEqual(['cancel', 'flow', 'run']);
    expect(planQuery('the')[0].terms).toEqual(['the']);
    expect(planQuery('flow in')[0].terms).toEqual(['flow', 'in']);
    expect(planQuery('flow in ')[0].terms).toEqual(['flow']);
  });
  it('reads "api" and "sdk" next to other words as the kind of page wanted', () => {
    const [plan] = planQuery('upload a file with the api');
    expect(plan.terms).toEqual(['upload', 'file', 'api']);
    expect([...plan.hints]).toEqual([[2, 'api']]);
    expect([...planQuery('api')[0].hints]).toEqual([]);
  });
  it('also runs a query with the name the docs use for what it names', () => {
    expect(planQuery('plate reader').map((p) => p.terms)).toEqual([['plate', 'reader'], ['synergy']]);
    expect(planQuery('gen5 export').map((p) => p.terms)).toEqual([
      ['gen5', 'export'],
      ['synergy', 'export'],
    ]);
  });
  it('reads a month with its year, however it is written, as the title of its release notes', () => {
    for (const query of ['October 2025', 'Oct 2025', 'oct. 2025', '2025-10', '202510', '10/2025', '2025 october']) {
      expect(readMonths(query).months, query).toEqual(['202510']);
      expect(planQuery(query)[0].terms, query).toEqual(['october', '2025']);
      expect([...planQuery(query)[0].wants], query).toEqual(['release-notes']);
    }
    expect(readMonths('release notes 202210').text).toContain('october 2022');
    expect(readMonths('october').months).toEqual([]);
    expect(readMonths('20251').months).toEqual([]);
  });
  it('reads an operation id, a method and path, or a path as a request for the API', () => {
    expect(queryTarget('get-flow-runs')).toEqual({ operation: 'get-flow-runs' });
    expect(queryTarget('downloadAgent')).toEqual({ operation: 'download-agent' });
    expect(queryTarget('auto-refresh')).toEqual({});
    expect(queryTarget('GET /flows/{flowId}/runs')).toEqual({ path: '/flows/:/runs', method: 'get' });
    expect(queryTarget('/files/:fileId')).toEqual({ path: '/files/:', method: undefined });
    expect(planQuery('get-flow-runs')[0].terms).toEqual(['flow', 'runs']);
    expect([...planQuery('DELETE /files/{fileId}')[0].wants]).toEqual(['api']);
    expect(planQuery('DELETE /files/{fileId}')[0].terms).toEqual(['files', 'file', 'id']);
  });
});

describe('search engine', () => {
  it('finds flow-run pages despite a typo ("flwo run")', async () => {
    const search = createSearch(memorySource());
    const hits = await search('flwo run');
    expect(hits[0].record.url).toBe('/app/flows/FlowRuns');
  });

  it('ranks an exact title match first', async () => {
    const hits = await createSearch(memorySource())('data explorer');
    expect(hits[0].record.url).toBe('/app/tables/DataExplorer');
  });

  it('matches prefixes as the reader types', async () => {
    const hits = await createSearch(memorySource())('expl');
    expect(hits.map((h) => h.record.url)).toContain('/app/tables/DataExplorer');
  });

  it('ranks release notes below a page that matches as well, and keeps them', async () => {
    const urls = (await createSearch(memorySource())('flow run')).map((h) => h.record.url);
    expect(urls).toContain('/releases/202309');
    expect(urls.indexOf('/releases/202309')).toBeGreaterThan(urls.indexOf('/app/flows/FlowRuns#node-states'));
    const cancelled = (await createSearch(memorySource())('flow runs cancelled')).map((h) => h.record.url);
    expect(cancelled).toContain('/releases/202309');
  });

  it('loads only the manifest, the shards of the query terms and the chunks of the results', async () => {
    const source = memorySource();
    await createSearch(source)('csv');
    expect(source.requests.sort()).toEqual(['manifest', 'r-0', 't-cs']);
  });

  it('returns nothing for a query without searchable words or without hits', async () => {
    const search = createSearch(memorySource());
    expect(await search('  ? ')).toEqual([]);
    expect(await search('zzqx')).toEqual([]);
  });

  it('keeps a failed request a rejection, so the UI can say so', async () => {
    const source = memorySource();
    source.shard = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(createSearch(source)('flow')).rejects.toThrow('Failed to fetch');
  });
});

describe('ranking by the kind of page and what a page is about', () => {
  const api = { lvl0: 'REST API', category: 'api' };
  const records: IndexInput[] = [
    page('/app/files/FileBrowser', 'File browser', 'Upload a file from the browser; the API can upload files too.'),
    page('/app/files/FileBrowser#upload-files', 'File browser', 'Drag a file onto the page to upload it.', {
      lvl2: 'Upload files',
    }),
    page(
      '/api/schemas/fileupload',
      'FileUpload',
      'The file to upload, its path and the tags of the uploaded file.',
      api,
    ),
    page('/api/upload-file', 'Upload a file', 'POST /files Stores a file at a path.', api),
    page('/api/trigger-flow', 'Trigger a flow run', 'POST /flows/:flowId/runs Queues a run.', api),
    page(
      '/api/schemas/triggerflowbody',
      'TriggerFlowBody',
      'The inputs of a triggered flow run; trigger options.',
      api,
    ),
    page('/nodes/Instrument/Synergy_Read', 'Synergy Read node', 'Reads the export Gen5 writes after a read.', {
      description: 'Parse a Synergy plate reader export into a long table.',
    }),
    page('/nodes/App/S3_Event#worked-example', 'S3 Event node', 'Exports land in a bucket and start a run.', {
      lvl2: 'Worked example: plate reader exports synced to S3',
    }),
  ];
  const search = createSearch(memorySource(records));
  const urls = async (query: string) => (await search(query)).map((h) => h.record.url);

  it('puts the API page first when the query asks for the api', async () => {
    expect((await urls('upload a file with the api'))[0]).toBe('/api/upload-file');
    expect((await urls('trigger a flow from the api'))[0]).toBe('/api/trigger-flow');
  });

  it('counts the words inside an identifier title below the words of a title', async () => {
    const found = await urls('trigger flow');
    expect(found.indexOf('/api/trigger-flow')).toBeLessThan(found.indexOf('/api/schemas/triggerflowbody'));
    expect((await urls('triggerflowbody'))[0]).toBe('/api/schemas/triggerflowbody');
  });

  it('finds a page by its summary and by the name the docs use ("plate reader")', async () => {
    expect((await urls('plate reader'))[0]).toBe('/nodes/Instrument/Synergy_Read');
    expect(await urls('long table')).toContain('/nodes/Instrument/Synergy_Read');
  });

  it('still ranks a record that lacks a query word the docs do not use', async () => {
    expect(await urls('upload stuck')).toContain('/app/files/FileBrowser#upload-files');
  });

  it('puts guides before API pages for a task, and the page whose title is the query first whatever its kind', async () => {
    expect((await urls('upload a file from the browser'))[0]).toMatch(/^\/app\/files\/FileBrowser/);
    expect((await urls('Upload a file'))[0]).toBe('/api/upload-file');
    expect((await urls('FileUpload'))[0]).toBe('/api/schemas/fileupload');
  });

  it('puts the page of an operation named by id or by method and path first', async () => {
    expect((await urls('trigger-flow'))[0]).toBe('/api/trigger-flow');
    expect((await urls('POST /files'))[0]).toBe('/api/upload-file');
    expect((await urls('POST /flows/{flowId}/runs'))[0]).toBe('/api/trigger-flow');
  });
});

describe('release notes by month', () => {
  const month = (route: string, title: string) =>
    page(`/releases/${route}`, `${title} release notes`, `Agents and flows in ${title}.`, {
      lvl0: 'Release notes',
      category: 'release-notes',
    });
  const guide = page(
    '/app/agents/AgentInstall',
    'Install the gateway',
    'Since October 2025 the gateway installs agents.',
  );
  const search = createSearch(
    memorySource([
      guide,
      month('202409', 'September 2024'),
      month('202410', 'October 2024'),
      month('202509', 'September 2025'),
      month('202510', 'October 2025'),
    ]),
  );

  it.each(['October 2025', 'Oct 2025', '2025-10', '202510', 'release notes 202510', 'october 2025 release notes'])(
    '"%s" finds the month\'s page first',
    async (query) => {
      expect((await search(query))[0].record.url).toBe('/releases/202510');
    },
  );
});

describe('records of a built page', () => {
  const html = `<html><head><meta name="description" content="Start a run of a deployed flow.">
    <meta name="docsearch:category" content="api"></head><body><article>
    <h1>Trigger a flow run</h1>
    <div data-md-skip=""><ul role="menu"><li><a>View as Markdown</a></li></ul></div>
    <h2 class="openapi__method-endpoint-path">/flows/:flowId/runs</h2><p>Queues a run.</p>
    <h2 id="request">Request</h2><p>The inputs.</p>
    <div data-md-skip=""><p>Was this page helpful?</p></div>
    </article></body></html>`;
  const records = extractRecords(html, '/api/trigger-flow');

  it('opens a section only at a heading that can be linked to, and leaves page chrome out', () => {
    expect(records.map((r) => [r.url, r.lvl2 ?? null, r.text])).toEqual([
      ['/api/trigger-flow', null, '/flows/:flowId/runs Queues a run.'],
      ['/api/trigger-flow#request', 'Request', 'The inputs.'],
    ]);
  });

  it('keeps the page summary with the page record, to index and not to store', () => {
    expect(records[0].description).toBe('Start a run of a deployed flow.');
    expect(records[1].description).toBeUndefined();
    const built = buildIndex(records);
    expect(built.shards.get('de')?.deployed).toEqual([0, 100]);
    expect(JSON.stringify(built.chunks)).not.toContain('deployed');
  });
});

describe('highlight', () => {
  it('marks the matched words and escapes the rest', () => {
    expect(highlight('Flows & <runs>', ['flow'])).toBe('<mark>Flows</mark> &amp; &lt;runs&gt;');
    expect(highlight('qPCR app', ['qpcr'])).toBe('<mark>qPCR</mark> app');
  });
});
