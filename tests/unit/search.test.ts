import { describe, expect, it } from 'vitest';
import { buildIndex, type IndexInput } from '../../src/search/buildIndex';
import { createSearch, highlight, matchFactor, type IndexSource } from '../../src/search/engine';
import { editDistance, tokenize } from '../../src/search/tokenize';

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

function memorySource(): IndexSource & { requests: string[] } {
  const built = buildIndex(inputs);
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

  it('ranks release notes below every other page for the same query', async () => {
    const hits = await createSearch(memorySource())('flow runs cancelled');
    const categories = hits.map((h) => h.record.category);
    expect(categories).toContain('release-notes');
    expect(categories.indexOf('release-notes')).toBe(categories.length - 1);
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

describe('highlight', () => {
  it('marks the matched words and escapes the rest', () => {
    expect(highlight('Flows & <runs>', ['flow'])).toBe('<mark>Flows</mark> &amp; &lt;runs&gt;');
  });
});
