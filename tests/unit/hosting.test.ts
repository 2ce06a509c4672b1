import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  hostRules,
  redirectsFile,
  serveJson,
  serverOrigins,
} from '../../src/config/hosting';
import { constants, loadSettings } from '../../src/config/site';
import { inlineScriptHashes } from '../../src/plugins/hostConfig';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('static-host configuration (src/config/hosting.ts)', () => {
  it("turns openapi.yaml's server URLs into origins, a variable becoming a wildcard label", () => {
    expect(
      serverOrigins([
        'https://{environment}.labwire.example/api/v1',
        'http://127.0.0.1:4010',
        'http://127.0.0.1:4010/v2',
      ]),
    ).toEqual(['https://*.labwire.example', 'http://127.0.0.1:4010']);
    expect(() => serverOrigins(['/api/v1'])).toThrow(/no scheme and host/);
  });

  it('hashes only executable inline scripts, as the page holds them', () => {
    const html =
      '<script>a()</script><script type="application/json">[1]</script><script type=application/ld+json>{}</script>' +
      '<script src="/x.js"></script><script type="module">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('allows no third-party origin and no unsafe script source with no service configured', () => {
    const csp = contentSecurityPolicy(loadSettings({}), {
      scriptHashes: [sha('a()')],
      apiOrigins: ['https://*.labwire.example'],
    });
    expect(csp).toContain(`script-src 'self' '${sha('a()')}';`);
    expect(csp).toContain("connect-src 'self' https://*.labwire.example;");
    expect(csp).not.toMatch(/unsafe-eval|googletagmanager|algolia/);
  });

  it('adds the origins of hosted search and the tag manager only when they are set', () => {
    const settings = loadSettings({
      ALGOLIA_APP_ID: 'APP1',
      ALGOLIA_SEARCH_API_KEY: 'k',
      ALGOLIA_INDEX_NAME: 'i',
      GTM_CONTAINER_ID: 'GTM-1',
    });
    const csp = contentSecurityPolicy(settings, { scriptHashes: [], apiOrigins: [] });
    expect(csp).toContain('https://APP1-dsn.algolia.net');
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
  });

  it('writes the same redirects and headers for serve, Netlify and Cloudflare Pages', () => {
    const rules = hostRules(loadSettings({}), constants.redirects, { scriptHashes: [], apiOrigins: [] });
    const serve = serveJson(rules) as { redirects: unknown[]; headers: { source: string }[] };
    expect(serve.redirects).toContainEqual({
      source: '/connectivity/Agent',
      destination: '/app/agents/Agent',
      type: 301,
    });
    expect(serve.headers.map((h) => h.source)).toEqual(['**', 'assets/**', 'search-index/**', 'mcp-snapshot/**']);
    expect(redirectsFile(rules).split('\n')).toContain('/connectivity/Agent /app/agents/Agent 301');
    expect(headersFile(rules)).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/);
    expect(headersFile(rules)).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});

describe('a build that needs no browser', () => {
  it('docusaurus.config.ts and the post-build and theme plugins import neither a browser driver nor Mermaid', async () => {
    const result = await build({
      // The config imports the remark plugins; the plugins it names by path are bundled from here.
      entryPoints: ['docusaurus.config.ts', 'src/plugins/postBuild/index.ts', 'src/plugins/openapiTheme/index.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
      // Packages stay outside the bundle; their names are what this test reads.
      packages: 'external',
      outdir: 'out',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('src/remark/diagrams.ts');
    const imports = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((i) => i.path));
    expect(
      imports.filter((path) => /^(playwright|playwright-core|@playwright\/test|mermaid|puppeteer)(\/|$)/.test(path)),
    ).toEqual([]);
  });
});
