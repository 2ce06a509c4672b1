import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POST_BUILD_STEPS } from '../../src/plugins/postBuild';
import { inlineScriptHashes } from '../../src/plugins/hostConfig';
import { buildDir, readPage } from './buildOutput';

/**
 * The one post-build pass (src/plugins/postBuild) applied every step to the same page: a lost
 * write (one step rewriting a page from a copy read before another step's change) shows here.
 */
describe('post-build steps, all applied to one API page', () => {
  const html = readPage('/api/get-flows')!;

  it('runs the six steps in the documented order', () => {
    expect(POST_BUILD_STEPS.map((s) => s.name)).toEqual([
      'route-chunk list',
      'API stylesheet',
      'search index',
      'Markdown copies and llms.txt',
      'MCP snapshot',
      'static-host configuration',
    ]);
  });

  it('the page lists its route chunks instead of deferred chunk scripts', () => {
    expect(html).toMatch(/<script type="application\/json" id="lw-route-chunks">\["\/assets\/js\//);
    expect(html.match(/<script src="?[^" >]+"? defer/g)?.length).toBe(2);
  });

  it('the page links the OpenAPI stylesheet', () => {
    expect(html).toMatch(/<link rel="?stylesheet"? href="?\/assets\/css\/openapi\.[0-9a-f]+\.css/);
  });

  it('the page names the search index folder, which exists', () => {
    const folder = /<meta name="labwire-search-index" content="\/(search-index\/[0-9a-f]+)\/">/.exec(html)?.[1];
    expect(folder).toBeDefined();
    expect(existsSync(join(buildDir, folder!, 'manifest.json'))).toBe(true);
  });

  it('the page has its Markdown copy and an llms.txt entry', () => {
    expect(existsSync(join(buildDir, 'api', 'get-flows.md'))).toBe(true);
    expect(readFileSync(join(buildDir, 'llms.txt'), 'utf8')).toContain('/api/get-flows.md)');
  });

  it("the page's Markdown copy is in the MCP snapshot", () => {
    const pointer = JSON.parse(readFileSync(join(buildDir, 'mcp-snapshot.json'), 'utf8')) as { folder: string };
    const copy = join(buildDir, pointer.folder, 'pages', 'api', 'get-flows.md');
    expect(readFileSync(copy, 'utf8')).toBe(readFileSync(join(buildDir, 'api', 'get-flows.md'), 'utf8'));
  });

  it("the host configuration allows the page's final inline scripts", () => {
    const serve = JSON.parse(readFileSync(join(buildDir, 'serve.json'), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const csp = serve.headers[0].headers.find((h) => h.key === 'Content-Security-Policy')!.value;
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(`'${hash}'`);
  });
});
