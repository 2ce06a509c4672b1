/**
 * The Request and Responses sections of operation pages are in the static HTML (patches/
 * docusaurus-theme-openapi-docs): readable without JavaScript, and hydrated without a change a
 * reader could see: the same text, nothing moving.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

const reference = (page: Page) => page.locator('.openapi-left-panel__container');
/** Operations with path, query and header parameters, a request body, oneOf and anyOf schemas. */
const OPERATIONS = ['/api/get-flows', '/api/create-process-run', '/api/get-connection', '/api/get-flow-inputs'];

test.describe('operation pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('show their parameters, request body and response schema', async ({ page }) => {
    await page.goto('/api/get-flows');
    const section = reference(page);
    await expect(section.getByRole('heading', { name: 'Query Parameters' })).toBeVisible();
    for (const name of ['limit', 'cursor', 'status', 'search']) {
      const parameter = section.locator('.openapi-params__list-item').filter({
        has: page.locator('.openapi-schema__property', { hasText: new RegExp(`^${name}$`) }),
      });
      await expect(parameter).toBeVisible();
    }
    await expect(section).toContainText('Cursors are opaque, valid for 24 hours');
    // The first status code's schema is shown; the others are in the page, behind their tabs.
    await expect(section.locator('.openapi-schema__property', { hasText: /^nextCursor$/ })).toBeVisible();
    await expect(section.getByRole('tab', { name: '400' })).toBeVisible();
    await expect(page.locator('.openapi-skeleton')).toHaveCount(1); // the API console's only
    await page.goto('/api/create-process-run');
    await expect(reference(page).getByRole('heading', { name: /^Body/ })).toBeVisible();
    const body = reference(page).locator('details.mime');
    await expect(body.locator('.openapi-schema__property', { hasText: /^externalId$/ })).toBeVisible();
  });
});

test.describe('operation pages hydrate without a visible change', () => {
  for (const path of OPERATIONS) {
    test(`${path}: no layout shift, the same text before and after`, async ({ page, request }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
        Object.assign(window, { lwShifts: shifts });
      });
      const served = await (await request.get(path)).text();
      await page.goto(path);
      await hydrated(page);
      // The browser's idle time, after the transition that sets "in the browser" has rendered.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(() => (window as unknown as { lwShifts: number[] }).lwShifts);
      expect(shifts, 'layout shifts').toEqual([]);
      // Code blocks included: each keeps its server markup until it comes near the viewport.
      const before = await page.evaluate(
        (html) =>
          new DOMParser().parseFromString(html, 'text/html').querySelector('.openapi-left-panel__container')
            ?.textContent ?? '',
        served,
      );
      expect(await reference(page).evaluate((e) => e.textContent ?? '')).toBe(before);
    });
  }
});

test('a code block in a hidden tab is highlighted in the frame its tab opens', async ({ page }) => {
  await page.goto('/api/get-flows');
  await hydrated(page);
  // After the re-renders that follow hydration (the transition that sets "in the browser").
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  // The 200 response's second named example, hidden until its tab is chosen.
  const tab = reference(page).getByRole('tab', { name: 'search', exact: true });
  const tokens = await tab.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const panels = element.closest('.openapi-tabs__schema-container')?.querySelector(':scope > .margin-top--md');
        const panel = panels?.children[[...element.parentElement!.children].indexOf(element)];
        (element as HTMLElement).click();
        const look = () => {
          const code = panel?.querySelector('pre');
          if (code?.checkVisibility()) resolve(code.querySelectorAll('.token').length);
          else requestAnimationFrame(look);
        };
        look();
      }),
  );
  expect(tokens, 'highlighted tokens in the first frame that shows the code').toBeGreaterThan(0);
});
