/**
 * Records for the parameters and body fields of an API operation page (src/plugins/search/extract.ts), and
 * their rank against the operation's own records.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../src/plugins/search/engine/buildIndex';
import { createSearch, type IndexSource } from '../../src/plugins/search/engine/engine';
import { extractRecords, fieldKind } from '../../src/plugins/search/extract';

// The markup the OpenAPI theme renders for a parameter list, a request body and a response schema.
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
    </li>
  </ul></div></details>
  <h2 id="responses">Responses</h2>
  <details class="openapi-markdown__details response"><summary><strong>Schema</strong></summary><div><ul>
    <li class="lw-api-list-item"><div class="openapi-schema__list-item"><strong class="openapi-schema__property">nextCursor</strong></div></li>
  </ul></div></details>
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

describe('records of the parameters and body fields of an operation page', () => {
  it('makes one per parameter and top-level request body field, linked to the section', () => {
    expect(fields.map((r) => [r.url, r.lvl2, r.lvl3, r.snippet])).toEqual([
      ['/api/get-flows#request', 'Request', 'limit (query parameter)', 'The most items to return in one page.'],
      ['/api/get-flows#request', 'Request', 'cursor (query parameter)', 'Cursors are opaque and expire after a day.'],
      ['/api/get-flows#request', 'Request', 'displayName (body field)', 'The label readers see.'],
      ['/api/get-flows#request', 'Request', 'schedule (body field)', 'When it runs.'],
    ]);
    // The section keeps its own record with all of it.
    expect(records.find((r) => r.url === '/api/get-flows#request' && !r.field)?.text).toContain('Cursors are opaque');
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

  it('finds an operation by the description of a parameter', async () => {
    const hits = await createSearch(memorySource())('cursors expire after a day');
    expect(hits[0].record.lvl3).toBe('cursor (query parameter)');
    expect(hits[0].record.url).toBe('/api/get-flows#request');
  });

  it("ranks the fields below the operation's own title", async () => {
    const hits = await createSearch(memorySource())('list flows');
    expect(hits[0].record.url).toBe('/api/get-flows');
    // Its fields do not answer the title's words at all: they hold no title terms.
    expect(hits.filter((h) => h.record.lvl3)).toEqual([]);
  });
});
