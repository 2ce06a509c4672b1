/**
 * The checks scripts/build.mjs runs before anything is generated or bundled, each shown with one
 * writer's mistake on a copy: openapi.yaml (scripts/openapi-check.mjs, also the first step of
 * scripts/gen-api.mjs) and the pages' front matter (scripts/frontmatter-check.mjs). Each mistake
 * gives one line with file and line, and leaves what was there before. The scripts run as child
 * processes without blocking the worker, which reports to Vitest while they run; a script that
 * loads Docusaurus takes tens of seconds on a loaded machine, hence the longer timeouts.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { frontMatterProblems } from '../../scripts/frontmatter-check.mjs';
import { generatorModules, moduleClosure } from '../../scripts/gen-api.mjs';

const root = join(__dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'labwire-build-checks-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A site folder holding openapi.yaml with `edit` applied, redocly.yaml and a previous API page. */
function siteWithSpec(name: string, edit: (yaml: string) => string): string {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'api'), { recursive: true });
  writeFileSync(join(dir, 'openapi.yaml'), edit(readFileSync(join(root, 'openapi.yaml'), 'utf8')));
  copyFileSync(join(root, 'redocly.yaml'), join(dir, 'redocly.yaml'));
  writeFileSync(join(dir, 'api', 'previous.api.mdx'), 'generated before');
  return dir;
}

/** Runs Node with `args` in `cwd`; resolves to its exit status and output. */
function runNode(args: string[], cwd: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const node = (script: string, args: string[], cwd: string) => runNode([join(root, 'scripts', script), ...args], cwd);

/** The line of openapi.yaml holding `text`, 1-based. */
function lineOf(yaml: string, text: string): number {
  return yaml.split('\n').findIndex((line) => line.includes(text)) + 1;
}

const spec = readFileSync(join(root, 'openapi.yaml'), 'utf8');
const ref = "$ref: '#/components/schemas/AgentList'";

describe('openapi.yaml checked before the API pages are generated', { timeout: 120_000 }, () => {
  it('a $ref to a missing schema: gen-api stops with openapi.yaml:LINE:COL and keeps the previous pages', async () => {
    const dir = siteWithSpec('missing-ref', (yaml) => yaml.replace(ref, "$ref: '#/components/schemas/AgentLst'"));
    const run = await node('gen-api.mjs', [], dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `openapi.yaml:${lineOf(spec, ref)}:17: error: Can't resolve $ref (no-unresolved-refs)`,
    );
    expect(existsSync(join(dir, 'api', 'previous.api.mdx'))).toBe(true);
  });

  it('a YAML syntax error: the build stops with one line and its position, not the file', async () => {
    const dir = siteWithSpec('syntax', (yaml) => yaml.replace(ref, `$ref: : [${ref.slice(6)}`));
    const run = await node('build.mjs', [], dir);
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toBe(`openapi.yaml:${lineOf(spec, ref)}:23: not valid YAML: bad indentation of a mapping entry`);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('[labwire] Build failed: there is no build/ (none was built before).');
    expect(existsSync(join(dir, 'api', 'previous.api.mdx'))).toBe(true);
  });

  it('a duplicate operationId: the build stops at its operationId line, naming the first', async () => {
    const second = spec.split('\n').findIndex((line) => line.trim() === 'operationId: get-agent') + 1;
    const dir = siteWithSpec('duplicate-operation-id', (yaml) =>
      yaml.replace(/^(\s*)operationId: get-agent$/m, '$1operationId: get-agents'),
    );
    const run = await node('build.mjs', [], dir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')[0]).toBe(
      `openapi.yaml:${second}:7: error: operationId "get-agents" is not unique: ` +
        `openapi.yaml:${lineOf(spec, 'operationId: get-agents')} has it too (operation-operationId-unique)`,
    );
  });
});

describe('front matter checked before the build', { timeout: 120_000 }, () => {
  it('a misspelt key fails the build with file, line and the key meant', async () => {
    const dir = join(scratch, 'front-matter');
    mkdirSync(join(dir, 'docs'), { recursive: true });
    writeFileSync(join(dir, 'docs', 'page.md'), '---\ntitle: A page\nsidebar_postion: 2\n---\n\n# A page\n');
    const run = await node('build.mjs', [], dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'docs/page.md:3: unknown front-matter key "sidebar_postion": did you mean sidebar_position?',
    );
  });

  it('a key Docusaurus does not read is named without a guess', () => {
    expect(frontMatterProblems('sdk/x.md', '---\ntitle: X\nreviewer: Ana\n---\n')).toEqual([
      'sdk/x.md:3: unknown front-matter key "reviewer": not a key Docusaurus reads',
    ]);
  });

  it('the keys Docusaurus reads pass', () => {
    expect(
      frontMatterProblems('docs/x.md', '---\nid: x\nsidebar_position: 1\nhide_table_of_contents: true\n---\n'),
    ).toEqual([]);
  });
});

describe('API pages reused while current (api/.generated)', { timeout: 120_000 }, () => {
  /** A site folder with generated pages and the stamp gen-api writes after generating them. */
  async function siteWithStamp(): Promise<string> {
    const dir = siteWithSpec('stamp', (yaml) => yaml);
    writeFileSync(join(dir, 'api', 'get-flows.api.mdx'), 'a generated page');
    mkdirSync(join(dir, 'sdk', 'stubs', 'labwire'), { recursive: true });
    writeFileSync(join(dir, 'sdk', 'stubs', 'labwire', '__init__.pyi'), 'def trigger_flow() -> None: ...\n');
    const state = await runNode(
      [
        '--input-type=module',
        '-e',
        `import { generatedState } from ${JSON.stringify(join(root, 'scripts', 'gen-api.mjs'))};
         process.stdout.write(generatedState());`,
      ],
      dir,
    );
    writeFileSync(join(dir, 'api', '.generated'), state.stdout);
    return dir;
  }

  it('keeps the pages when the inputs and the pages are those of the stamp', async () => {
    const dir = await siteWithStamp();
    const run = await node('gen-api.mjs', ['--checked'], dir);
    expect(run.stdout).toContain('API pages are current (api/.generated): not generated again.');
    expect(run.status).toBe(0);
  });

  it.each(['api/get-flows.api.mdx', 'openapi.yaml', 'sdk/stubs/labwire/__init__.pyi'])(
    'generates again when %s changed',
    async (change) => {
      const dir = await siteWithStamp();
      writeFileSync(join(dir, change), `${readFileSync(join(dir, change), 'utf8')}\n# changed\n`);
      const run = await node('gen-api.mjs', ['--checked'], dir);
      // The folder is no Docusaurus site, so the generator itself fails: it was run.
      expect(run.stdout).not.toContain('not generated again');
      expect(run.status).not.toBe(0);
      expect(existsSync(join(dir, 'api', 'get-flows.api.mdx'))).toBe(false);
    },
  );

  it('hashes every module the pages come from: the request samples, the SDK calls and what they load', () => {
    expect(generatorModules()).toEqual(
      expect.arrayContaining([
        'scripts/gen-api.mjs',
        'src/build/openapiMarkdown.ts',
        'scripts/apiSamples.mjs',
        'scripts/sdkCalls.mjs',
        'src/lib/apiPrefill.ts',
        'src/sdk/sdkSurface.ts',
        'src/sdk/stubReader.mjs',
      ]),
    );
  });

  it('finds modules through imports, jiti, require and a script run by path; not packages or words', () => {
    const site = join(scratch, 'modules');
    const files: Record<string, string> = {
      'scripts/a.mjs': [
        "import { load } from 'js-yaml';",
        "import { b } from '../src/b';",
        "const { c } = createJiti(import.meta.url)('../src/lib/c.ts');",
        "const mode = 'word';",
      ].join('\n'),
      'src/b.ts': [
        "export { e } from '@site/src/e.mjs';",
        "execFileSync(process.execPath, [join(__dirname, 'd.mjs')]);",
        "export const b = require('./lib/f');",
      ].join('\n'),
      'src/lib/c.ts': 'export const c = 1;',
      'src/d.mjs': '',
      'src/e.mjs': '',
      'src/lib/f.js': '',
      'scripts/word.mjs': '',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(site, file, '..'), { recursive: true });
      writeFileSync(join(site, file), text);
    }
    const found = moduleClosure([join(site, 'scripts', 'a.mjs')], site).map((file: string) =>
      file.slice(site.length + 1),
    );
    expect(found).toEqual(['scripts/a.mjs', 'src/b.ts', 'src/d.mjs', 'src/e.mjs', 'src/lib/c.ts', 'src/lib/f.js']);
  });
});
