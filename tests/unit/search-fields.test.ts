/**
 * Records for the parameters, body fields and response fields of an API operation page
 * (src/plugins/search/extract.ts), and their rank against the operation's own records.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../src/plugins/search/engine/buildIndex';
import { createSearch, type IndexSource } from '../../src/plugins/search/engine/engine';
import { extractRecords, fieldKind } from '../../src/plugins/search/extract';

// The markup the OpenAPI theme renders for a parameter list, a request body and the responses: a
// tab per status code, each with its headers and its schema in tabs of their own.
const html = `<html><head><meta name="docsearch:category" content="api"></head><body><article>
  <h1>List flows</h1>
  <h2 class="openapi__method-endpoint-path">/flows</h2><p>Returns the flows of the environment.</p>
  <h2 id="request">Request</h2>
  <details class="openapi-markdown__details"><summary><h3>Query Parameters</h3></summary><div><ul>
    <li class="lw-api-list-item"><div class="openapi-params__list-item">
      <span class="openapi-schema__container"><strong class="openapi-schema__property">limit</strong><span>integer</span></span>
      <p><strong>Possible values:</strong> <code>&gt;= 1</code></p><p>The most items to return in one page.</p>
    </div></li>
    <li class="lw-api-list-item"><div class="openapi-params__list-item">
      <span class="openapi-schema__container"><strong class="openapi-schema__property">cursor</strong><span>string</span></span>
      <p>Cursors are opaque and expire after a day.</p>
    </div></li>
  </ul></div></details>
  <details class="openapi-markdown__details mime"><summary><h3>Body<strong>required</strong></h3></summary><div><ul>
    <li class="lw-api-list-item">
      <div class="openapi-schema__list-item"><div><span><strong class="openapi-schema__property">displayName</strong></span><p>The label readers see.</p></div></div>
      <div class="openapi-schema__list-item"><div><span><strong class="openapi-schema__property">schedule</strong></span><p>When it runs.</p>
        <details><summary><strong>schedule</strong></summary><div class="openapi-schema__list-item"><strong class="openapi-schema__property">timezone</strong></div></details>
      </div></div>
      <div class="openapi-schema__list-item"><div><span><strong class="openapi-schema__property">property name*</strong></span><p>Any key of the labels object.</p></div></div>
    </li>
  </ul></div></details>
  <div class="openapi-tabs__container">
    <div class="openapi-tabs__response-header-section"><h2 id="responses">Responses</h2>
      <div><ul role="tablist">
        <li role="tab" class="tabs__item openapi-tabs__response-code-item">200</li>
        <li role="tab" class="tabs__item openapi-tabs__response-code-item">400</li>
      </ul></div>
    </div>
    <div class="margin-top--md">
      <div role="tabpanel"><p>A page of flows.</p>
        <details class="openapi-markdown__details"><summary><strong>Response Headers</strong></summary><div><ul>
          <li class="lw-api-list-item"><div class="openapi-schema__list-item"><strong class="openapi-schema__property">RateLimit-Limit</strong><p>Requests per minute.</p></div></li>
        </ul></div></details>
        <div role="tablist"><span>application/json</span><span>text/csv</span></div>
        <div role="tabpanel"><details class="openapi-markdown__details response"><summary><strong>Schema</strong></summary><div><ul>
          <li class="lw-api-list-item"><div class="openapi-schema__list-item"><strong class="openapi-schema__property">nextCursor</strong><span>string</span><p>Hand it back as the cursor to read the following page.</p></div></li>
        </ul></div></details></div>
        <div role="tabpanel" hidden><details class="openapi-markdown__details response"><summary><strong>Schema</strong></summary><div><ul>
          <li class="lw-api-list-item"><div class="openapi-schema__list-item"><strong class="openapi-schema__property">nextCursor</strong><span>string</span><p>Hand it back as the cursor to read the following page.</p></div></li>
        </ul></div></details></div>
        <div role="tabpanel" hidden><pre><code>{ "nextCursor": "eyJuYW1lIjoicGxhdGUifQ" }</code></pre></div>
      </div>
      <div role="tabpanel" hidden><details class="openapi-markdown__details response"><summary><strong>Schema</strong></summary><div><ul>
        <li class="lw-api-list-item"><div class="openapi-schema__list-item"><strong class="openapi-schema__property">error</strong><p>What went wrong.</p></div></li>
      </ul></div></details></div>
    </div>
  </div>
  </article></body></html>`;
const records = extractRecords(html, '/api/get-flows');
const fields = records.filter((r) => r.field);

function memorySource(): IndexSource {
  const built = buildIndex(records);
  return {
    manifest: async () => built.manifest,
    shard: async (key) => built.shards.get(key)!,
    chunk: async (index) => built.chunks[index],
  };
}

describe('records of the parameters, body fields and response fields of an operation page', () => {
  it('makes one per parameter, top-level request body field and top-level success response field, linked to the section', () => {
    expect(fields.map((r) => [r.url, r.lvl2, r.lvl3, r.snippet])).toEqual([
      ['/api/get-flows#request', 'Request', 'limit (query parameter)', 'The most items to return in one page.'],
      ['/api/get-flows#request', 'Request', 'cursor (query parameter)', 'Cursors are opaque and expire after a day.'],
      ['/api/get-flows#request', 'Request', 'displayName (body field)', 'The label readers see.'],
      ['/api/get-flows#request', 'Request', 'schedule (body field)', 'When it runs.'],
      // One for both media types of the 200 response; none for its headers or the error response.
      [
        '/api/get-flows#responses',
        'Responses',
        'nextCursor (200 response field)',
        'Hand it back as the cursor to read the following page.',
      ],
    ]);
    // The Request section keeps its own record with all of it; the Responses section all but the
    // fields that have records of their own.
    expect(records.find((r) => r.url === '/api/get-flows#request' && !r.field)?.text).toContain('Cursors are opaque');
    const responses = records.find((r) => r.url === '/api/get-flows#responses' && !r.field)?.text;
    expect(responses).toContain('Requests per minute.');
    expect(responses).toContain('What went wrong.');
    expect(responses).not.toContain('following page');
    // Nor the example bodies: the fields again, with sample values.
    expect(responses).not.toContain('eyJuYW1lIjoicGxhdGUifQ');
  });

  it('indexes the words of adjacent elements apart', () => {
    expect(fields[0].text).toBe('limit integer Possible values: >= 1 The most items to return in one page.');
  });

  it('names the kind of each list', () => {
    expect(['Path Parameters', 'Header Parameters', 'Body required', 'Body'].map(fieldKind)).toEqual([
      'path parameter',
      'header parameter',
      'body field',
      'body field',
    ]);
  });

  it('finds an operation by the description of a response field, at its Responses section', async () => {
    const hits = await createSearch(memorySource())('following page');
    expect(hits[0].record.lvl3).toBe('nextCursor (200 response field)');
    expect(hits[0].record.url).toBe('/api/get-flows#responses');
  });

  it('ranks a response field below a parameter that matches as well', async () => {
    const field = (lvl3: string, side: 'request' | 'response') => ({
      url: `/api/get-flows#${side === 'request' ? 'request' : 'responses'}`,
      lvl0: 'REST API',
      lvl1: 'List flows',
      lvl3,
      snippet: 'How many flows a page holds.',
      category: 'api',
      text: 'How many flows a page holds.',
      field: side,
    });
    const built = buildIndex([
      field('pageSize (200 response field)', 'response'),
      field('pageSize (query parameter)', 'request'),
    ]);
    const hits = await createSearch({
      manifest: async () => built.manifest,
      shard: async (key) => built.shards.get(key)!,
      chunk: async (index) => built.chunks[index],
    })('flows a page holds');
    expect(hits.map((hit) => hit.record.lvl3)).toEqual(['pageSize (query parameter)', 'pageSize (200 response field)']);
  });

  it('finds an operation by the description of a parameter', async () => {
    const hits = await createSearch(memorySource())('cursors expire after a day');
    expect(hits[0].record.lvl3).toBe('cursor (query parameter)');
    expect(hits[0].record.url).toBe('/api/get-flows#request');
  });

  it("puts an operation first for a query that quotes its parameter's description, a guide for a task's words", async () => {
    const guide = {
      url: '/app/flows/FlowRuns#list-runs',
      lvl0: 'Flows',
      lvl1: 'Flow runs',
      lvl2: 'List runs',
      snippet: 'Filter the runs of a flow by state, and page through them.',
      category: 'docs',
      text: 'Filter the runs of a flow by state, and page through them with a cursor.',
    };
    const parameter = {
      url: '/api/get-flow-runs#request',
      lvl0: 'REST API',
      lvl1: 'List flow runs',
      lvl3: 'state (query parameter)',
      snippet: 'Only runs of the flow in this state.',
      category: 'api',
      text: 'state string Only runs of the flow in this state.',
      field: 'request' as const,
    };
    const built = buildIndex([guide, parameter]);
    const search = createSearch({
      manifest: async () => built.manifest,
      shard: async (key) => built.shards.get(key)!,
      chunk: async (index) => built.chunks[index],
    });
    // Three words of the description: the reader is looking for that parameter.
    expect((await search('only runs of the flow in this state'))[0].record.url).toBe('/api/get-flow-runs#request');
    // Two words: a task, which the guide explains; the API stays scored down.
    expect((await search('runs state'))[0].record.url).toBe('/app/flows/FlowRuns#list-runs');
  });

  it("ranks the fields below the operation's own title", async () => {
    const hits = await createSearch(memorySource())('list flows');
    expect(hits[0].record.url).toBe('/api/get-flows');
    // Its fields do not answer the title's words at all: they hold no title terms.
    expect(hits.filter((h) => h.record.lvl3)).toEqual([]);
  });
});
