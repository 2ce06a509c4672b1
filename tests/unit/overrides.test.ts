import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EJECTED_COMPONENTS,
  OTHER_OVERRIDES,
  STARTUP_OVERRIDES,
  startupOverrides,
  WRAPPED_COMPONENTS,
  type Override,
} from '../../src/config/overrides';

/** Read from node_modules directly: package exports hide some of these files from require.resolve. */
const read = (path: string) => readFileSync(join(__dirname, '..', '..', 'node_modules', path));
const hash = (path: string) => createHash('sha256').update(read(path)).digest('hex').slice(0, 16);

describe('overrides of upstream files (src/config/overrides.ts)', () => {
  const all: Override[] = [...Object.values(STARTUP_OVERRIDES), ...OTHER_OVERRIDES, ...EJECTED_COMPONENTS];

  it('every replaced upstream file is still the version its replacement was written against', () => {
    const changed = all
      .filter((o) => hash(o.upstream) !== o.sha256)
      .map((o) => `${o.upstream} (now ${hash(o.upstream)}): compare it with ${o.replacement}, then update the hash`);
    expect(changed).toEqual([]);
  });

  it('every ejected theme component names the package version it was copied from', () => {
    const installed = (pkg: string) =>
      (JSON.parse(read(`${pkg}/package.json`).toString('utf8')) as { version: string }).version;
    const missing = EJECTED_COMPONENTS.filter((o) => {
      const pkg = o.upstream.startsWith('@') ? o.upstream.split('/').slice(0, 2).join('/') : o.upstream.split('/')[0];
      const file = /^src\/(plugins\/\w+\/)?theme\/[\w/]+/.exec(o.replacement)![0];
      const source = readFileSync(join(__dirname, '..', '..', file, 'index.tsx'), 'utf8');
      return !source.includes(`${pkg} ${installed(pkg)}`);
    }).map((o) => o.replacement);
    expect(missing).toEqual([]);
  });

  it("Docusaurus's page renderer carries the patch in patches/ (npm ci runs patch-package)", () => {
    const file = read('@docusaurus/core/lib/client/renderToHtml.js').toString('utf8');
    expect(file).toContain('progressiveChunkSize: Infinity');
    expect(file.match(/renderToPipeableStream\(/g)).toHaveLength(1);
  });

  it("Docusaurus's browser context sets 'in the browser' in a transition (patches/)", () => {
    const file = read('@docusaurus/core/lib/client/browserContext.js').toString('utf8');
    expect(file).toContain('startTransition(() => setIsBrowser(true));');
    expect(file.match(/setIsBrowser\(/g)).toHaveLength(1);
  });

  it('the OpenAPI theme renders the reference sections on the server, without remounting them (patches/)', () => {
    const theme = (component: string) =>
      read(`docusaurus-theme-openapi-docs/lib/theme/${component}/index.js`).toString('utf8');
    for (const component of ['ParamsDetails', 'RequestSchema', 'ResponseSchema']) {
      expect(theme(component), component).not.toContain('BrowserOnly');
    }
    expect(theme('RequestSchema')).not.toContain('lazy: true');
    for (const component of ['Tabs', 'ApiTabs', 'SchemaTabs', 'MimeTabs', 'DiscriminatorTabs']) {
      expect(theme(component), component).not.toContain('key: String(isBrowser)');
    }
    // An object schema's example is made when its code block is rendered (src/theme/CodeBlock).
    expect(theme('ResponseExamples')).toContain('isObjectSchema(schema)');
  });

  it('lists every theme component as ejected or wrapped', () => {
    const root = join(__dirname, '..', '..');
    const component = (entry: string) => /^src\/(plugins\/\w+\/)?theme\/[\w/]+/.exec(entry)![0];
    const listed = new Set([
      ...EJECTED_COMPONENTS.map((o) => component(o.replacement)),
      ...WRAPPED_COMPONENTS.map(component),
    ]);
    const files = ['src/theme', 'src/plugins/search/theme']
      .filter((dir) => existsSync(join(root, dir)))
      .flatMap((dir) => (readdirSync(join(root, dir), { recursive: true }) as string[]).map((f) => `${dir}/${f}`))
      .filter((file) => /\.\w+$/.test(file))
      .map((file) => file.split('\\').join('/'));
    const where = 'EJECTED_COMPONENTS or WRAPPED_COMPONENTS (src/config/overrides.ts)';
    const unlisted = files.filter((file) => !listed.has(dirname(file))).map((file) => `${file}: list it in ${where}`);
    const gone = WRAPPED_COMPONENTS.filter((entry) => !existsSync(join(root, component(entry), 'index.tsx'))).map(
      (entry) => `${entry}: no index.tsx; remove it from WRAPPED_COMPONENTS`,
    );
    expect([...unlisted, ...gone]).toEqual([]);
  });

  it('switches the start-up overrides off for a stock Docusaurus start-up', () => {
    expect(startupOverrides({})).toEqual(['entry']);
    expect(startupOverrides({ LABWIRE_STOCK_STARTUP: '1' })).toEqual([]);
  });
});
