import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startupOverrides } from '../../src/config/overrides';
import { buildDir, repoRoot } from './buildOutput';

/**
 * The start-up override this build was meant to have (on unless LABWIRE_STOCK_STARTUP=1 says
 * otherwise) is in its browser bundle: main.js starts from
 * src/browserEntry/entry.tsx. The plugin records what it was given in .docusaurus/labwire-overrides.json
 * (src/plugins/stagedEntry), so that a build made with the override off is tested as such.
 */
describe('start-up overrides landed in the production bundle', () => {
  const expected = startupOverrides(process.env);
  const mainJs = readdirSync(join(buildDir, 'assets', 'js'))
    .filter((f) => /^main\.[0-9a-f]+\.js$/.test(f))
    .map((f) => readFileSync(join(buildDir, 'assets', 'js', f), 'utf8'))
    .join('\n');

  it('the build was made with the overrides this environment asks for', () => {
    const record = JSON.parse(readFileSync(join(repoRoot, '.docusaurus', 'labwire-overrides.json'), 'utf8')) as {
      on: string[];
    };
    expect(record.on).toEqual(expected);
  });

  it("main.js starts from src/browserEntry/entry.tsx when the entry override is on, and from Docusaurus's otherwise", () => {
    expect(mainJs.length).toBeGreaterThan(10_000);
    const ours = mainJs.includes('lw-route-chunks') && mainJs.includes('Evaluating the route chunks ahead failed');
    expect(ours).toBe(expected.includes('entry'));
  });

  it("main.js sets 'in the browser' in a transition (the patch to Docusaurus's browser context)", () => {
    // Minified: useEffect(() => { startTransition(() => setIsBrowser(!0)) }, [])
    expect(mainJs).toMatch(/\.useEffect\)\(\(\)=>\{\(0,\w+\.startTransition\)\(\(\)=>\w+\(!0\)\)\},\[\]\)/);
  });
});
