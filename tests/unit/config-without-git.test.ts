/**
 * A copy of the repository without its git history (a source archive) still builds: the site
 * config says in one line that it is not a git work tree and turns off the pages' last-updated
 * dates, which come from git. The config is copied into a temporary folder with no .git, beside
 * links to src/ and node_modules/, and loaded in a child process with jiti, as Docusaurus loads it,
 * so that everything the load prints, git's own output included, is seen.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'labwire-no-git-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Loads ./docusaurus.config.ts and writes the showLastUpdateTime of every plugin and preset option to dates.json. */
const loadConfig = `
const config = require('jiti')(process.cwd() + '/', { interopDefault: true })('./docusaurus.config.ts');
const options = [...(config.presets ?? []), ...(config.plugins ?? [])]
  .filter(Array.isArray)
  .flatMap(([, value]) => [value, ...Object.values(value ?? {})])
  .filter((value) => value && typeof value === 'object' && 'showLastUpdateTime' in value);
require('node:fs').writeFileSync('dates.json', JSON.stringify(options.map((o) => o.showLastUpdateTime)));
`;

describe('docusaurus.config.ts outside a git work tree', () => {
  it('prints one warning line and builds the pages without last-updated dates', async () => {
    copyFileSync(join(root, 'docusaurus.config.ts'), join(scratch, 'docusaurus.config.ts'));
    symlinkSync(join(root, 'src'), join(scratch, 'src'));
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
    // Git looks no higher than the temporary folder, wherever the system keeps it.
    const env: NodeJS.ProcessEnv = { ...process.env, GIT_CEILING_DIRECTORIES: dirname(scratch), FORCE_COLOR: '0' };
    delete env.GIT_DIR;
    delete env.GIT_WORK_TREE;
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['-e', loadConfig], {
      cwd: scratch,
      env,
      encoding: 'utf8',
    });
    expect(stdout + stderr).toBe('[labwire] Not a git work tree: pages are built without their last-updated dates.\n');
    const dates = JSON.parse(readFileSync(join(scratch, 'dates.json'), 'utf8')) as unknown[];
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.filter((shown) => shown !== false)).toEqual([]);
  });
});
