/**
 * The SDK reference pages as built from the stubs (sdk/stubs): every class and function a module
 * page renders is in the page's table of contents and says the SDK version that added it, and the
 * signatures on the page are the ones the stubs give.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { sdkModules } from '../../src/sdk/sdkSurface';
import { readPage } from './buildOutput';

describe('SDK reference pages built from the stubs', () => {
  it.each(sdkModules.map((m) => [m.name, m] as const))('%s', (name, module) => {
    const html = readPage(module.page);
    expect(html, `${module.page} is not in build/`).toBeDefined();
    const $ = load(html!);
    const toc = new Set(
      $('.table-of-contents a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    );
    const entries = [
      ...module.classes.map((c) => ({ id: `${name}.${c.name}`, added: c.added ?? module.added })),
      ...module.functions.map((f) => ({ id: `${name}.${f.name}`, added: f.added ?? module.added })),
    ];
    for (const { id, added } of entries) {
      const heading = $(`h3[id="${id}"]`);
      expect(heading.length, `${module.page}: no heading #${id}`).toBe(1);
      expect(toc.has(`#${id}`), `${module.page}: #${id} is not in the table of contents`).toBe(true);
      expect(heading.next().text(), `${module.page}: #${id} does not say its version`).toBe(`Added in ${added}`);
    }
    for (const fn of module.functions) {
      const code = $(`h3[id="${name}.${fn.name}"]`).parent().find('pre code').first().text();
      for (const p of fn.params) {
        const written = `${p.name}: ${p.type}${p.default === undefined ? '' : ` = ${p.default}`}`;
        expect(code, `${module.page}: ${fn.name}`).toContain(written);
      }
      expect(code, `${module.page}: ${fn.name}`).toContain(`-> ${fn.returns.type}`);
    }
  });
});
