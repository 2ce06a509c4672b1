import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDir, readPage, readRouteList, repoRoot, sidebarOf } from './buildOutput';

/**
 * Every route in the project's route list (tests/routes.txt, started from the spec's
 * ../shared/spec/routes.txt) is served by the production build with the sidebar it names.
 */
const { pages, redirects } = readRouteList(join(repoRoot, 'tests', 'routes.txt'));

describe('route list', () => {
  it('the production build exists', () => {
    expect(existsSync(join(buildDir, 'index.html')), 'run `npm run build` first').toBe(true);
  });

  it.each(pages.map((p) => [p.route, p.sidebar] as const))('%s is served with sidebar %s', (route, sidebar) => {
    const html = readPage(route);
    expect(html, `${route} is not in the build`).toBeDefined();
    if (sidebar) expect(sidebarOf(html!)).toBe(sidebar);
  });

  it('serves 100 to 110 API schema pages (spec section 2)', () => {
    const schemas = readdirSync(join(buildDir, 'api', 'schemas')).filter((f) => f.endsWith('.html'));
    expect(schemas.length).toBeGreaterThanOrEqual(100);
    expect(schemas.length).toBeLessThanOrEqual(110);
  });

  it.each(redirects)('%s redirects to %s', (from, to) => {
    const html = readPage(from);
    expect(html, `${from} is not in the build`).toBeDefined();
    expect(html).toMatch(new RegExp(`url=${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'/]`));
  });
});
