/**
 * Spec section 8 and the all-or-nothing build, shown by building the fixture site in
 * tests/fixtures/link-check-site through scripts/build.mjs: a broken link fails the build and is
 * named by source file and line; a broken anchor, a broken Markdown link and a diagram not drawn yet
 * only warn, all in the same build, each with file and line, and the build ends with them; a failed
 * build (broken link, unclosed JSX tag, unknown sidebar id, failing post-build step) gives the file
 * and line first and leaves the previous output as it was. The bundler's persistent cache is off: a
 * cached module would not warn again.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './buildOutput';

const site = join(repoRoot, 'tests', 'fixtures', 'link-check-site');
const scratch = mkdtempSync(join(tmpdir(), 'labwire-link-check-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(join(site, 'build-log.txt'), { force: true });
});

/**
 * Builds the fixture site into a fresh folder that holds a previous build (one marker file).
 * Asynchronous, so that the test worker keeps answering Vitest while the build runs (a long synchronous
 * child makes Vitest time out talking to its worker).
 */
function buildFixture(
  linkCase: string,
): Promise<{ status: number | null; output: string; stdout: string; stderr: string; outDir: string }> {
  const outDir = join(scratch, linkCase, 'build');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'previous.txt'), 'the previous build');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(repoRoot, 'scripts', 'build.mjs'), '--site', site, '--out-dir', outDir],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, LINK_CASE: linkCase, FORCE_COLOR: '0', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' },
        timeout: 110_000,
        maxBuffer: 1 << 26,
      },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ status: code, output: `${stdout}\n${stderr}`, stdout, stderr, outDir });
      },
    );
  });
}

/** The previous build is still there, and no half-written next one. */
function expectPreviousBuildKept(outDir: string, output: string) {
  expect(existsSync(join(outDir, 'previous.txt'))).toBe(true);
  expect(existsSync(join(outDir, 'index.html'))).toBe(false);
  expect(existsSync(`${outDir}.next`)).toBe(false);
  expect(output).toMatch(/^\[labwire\] Build failed: .*build\/ is left as it was \(the previous build\)\.$/m);
}

describe('link checks at build time', () => {
  it('a broken link fails the build, named by source file and line, and keeps the previous build', async () => {
    const { status, output, stdout, stderr, outDir } = await buildFixture('link');
    expect(status).not.toBe(0);
    // The first error line, before Docusaurus's report and stack trace (those stay in the log).
    expect(stderr.split('\n')[0]).toBe('docs/broken-link.md:3: broken link to /no-such-page (page /broken-link)');
    expect(stdout).not.toMatch(/\[ERROR\]/);
    expectPreviousBuildKept(outDir, output);
  });

  it('an unclosed JSX tag fails the build with path:line:col as the first error line', async () => {
    const { status, output, stdout, stderr, outDir } = await buildFixture('jsx');
    expect(status).not.toBe(0);
    expect(stderr.split('\n')[0]).toBe('docs/unclosed-jsx.mdx:5:1: Expected a closing tag for `<div>`');
    expect(stdout).not.toMatch(/\[ERROR\]/);
    expectPreviousBuildKept(outDir, output);
  });

  it('a broken anchor, Markdown link and an undrawn diagram warn with file and line; the build succeeds', async () => {
    const { status, output, stdout, outDir } = await buildFixture('warnings');
    expect(status, output).toBe(0);
    const anchor = '[WARNING] docs/broken-anchor.md:3: broken anchor to /target#no-such-heading (page /broken-anchor)';
    const markdownLink =
      "[WARNING] docs/broken-markdown-link.md:3: Markdown link ./no-such-file.md couldn't be resolved: " +
      'no such file in this docs folder';
    // The remark plugin names the page from the working directory (the repository root here) and the
    // line of the block's opening fence.
    const diagramPage = relative(repoRoot, join(site, 'docs', 'undrawn-diagram.md'));
    const diagram =
      `[WARNING] ${diagramPage}:5: the diagram "Undrawn steps" has not been drawn, so the page shows its source. ` +
      'Run `npm run diagrams` (it needs Chromium, Chrome or Edge) and commit the new files in src/diagrams/.';
    expect(output).toContain(anchor);
    expect(output).toContain(markdownLink);
    expect(output).toContain(diagram);
    expect(output).not.toMatch(/broken link/i);
    // The build ends with its warnings, one line each (in the order the compiler met them).
    const end = stdout.trim().split('\n').slice(-5);
    expect(end[0]).toBe('[labwire] The build succeeded with 3 warning(s); `npm test` fails on them:');
    expect(end.slice(1, 4).sort()).toEqual([anchor, markdownLink, diagram].sort());
    expect(end[4]).toMatch(/^\[labwire\] Build complete: /);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    expect(existsSync(join(outDir, 'previous.txt'))).toBe(false);
  });
});

describe('sidebars checked at build time', () => {
  it('an unknown doc id fails the build with the sidebar file, line and the id meant', async () => {
    const { status, output, stdout, stderr, outDir } = await buildFixture('sidebar');
    expect(status).not.toBe(0);
    expect(stderr.split('\n')[0]).toBe(
      'sidebars-unknown-id.ts:3: unknown doc id "targt" in the sidebar: did you mean "target"?',
    );
    expect(stdout).not.toMatch(/\[ERROR\]/);
    expect(stderr).not.toMatch(/Available document ids/);
    expectPreviousBuildKept(outDir, output);
  });

  it('an unknown displayed_sidebar fails the build with the page, line and the sidebar meant', async () => {
    const { status, output, stderr, outDir } = await buildFixture('displayed-sidebar');
    expect(status).not.toBe(0);
    expect(stderr.split('\n')[0]).toBe(
      'docs/displayed-sidebar.md:2: unknown sidebar "fixtureSidebr" in displayed_sidebar: did you mean "fixtureSidebar"?',
    );
    expectPreviousBuildKept(outDir, output);
  });
});

describe('all-or-nothing output', () => {
  it('a failing post-build step fails the build and keeps the previous build', async () => {
    const { status, output, outDir } = await buildFixture('post-build');
    expect(status).not.toBe(0);
    expect(output).toContain('the post-build step of this fixture fails on purpose');
    expectPreviousBuildKept(outDir, output);
  });
});
