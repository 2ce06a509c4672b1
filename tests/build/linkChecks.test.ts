/**
 * Spec section 8, at build time: a broken link fails the build; a broken anchor or Markdown link
 * is a warning. Shown by building a small fixture site that uses the project's link policy.
 * A Markdown link to a missing file warns as the spec says, and then, pointing nowhere, is also a
 * broken link, so the build fails: the site ships no dead link of either kind.
 * The bundler's persistent cache is off: a cached module would not warn again.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './buildOutput';

const site = join(repoRoot, 'tests', 'fixtures', 'link-check-site');
const outDir = mkdtempSync(join(tmpdir(), 'labwire-link-check-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/**
 * Builds the fixture site. Asynchronous, so that the test worker keeps answering Vitest while the
 * build runs (a synchronous child of 20 to 60 s made Vitest time out talking to its worker).
 */
function buildFixture(linkCase: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(repoRoot, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', site, '--out-dir', outDir],
      {
        encoding: 'utf8',
        env: { ...process.env, LINK_CASE: linkCase, FORCE_COLOR: '0', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' },
        timeout: 110_000,
        maxBuffer: 1 << 26,
      },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ status: code, output: `${stdout}\n${stderr}` });
      },
    );
  });
}

describe('link checks at build time', () => {
  it('a broken link fails the build and names the page and the link', async () => {
    const { status, output } = await buildFixture('link');
    expect(status).not.toBe(0);
    expect(output).toMatch(/broken link/i);
    expect(output).toContain('/broken-link');
    expect(output).toContain('/no-such-page');
  });

  it('a broken anchor only warns', async () => {
    const { status, output } = await buildFixture('anchor');
    expect(status, output).toBe(0);
    expect(output).toMatch(/\[WARNING\][\s\S]*broken anchor/i);
    expect(output).toContain('#no-such-heading');
  });

  it('a broken Markdown link warns, then fails the build as a broken link', async () => {
    const { status, output } = await buildFixture('markdown');
    expect(output).toMatch(/\[WARNING\][\s\S]*no-such-file\.md[\s\S]*couldn't be resolved/);
    expect(status).not.toBe(0);
    expect(output).toMatch(/broken link[\s\S]*no-such-file\.md/i);
  });
});
