import { expect, test, type Page } from '@playwright/test';
import { mockURL } from '../../playwright.config';
import { loadOpenApi, resolveRef } from '../../src/sources/openapi';
import { gotoHydrated, hydrated } from './helpers';

const spec = loadOpenApi();
const listFlows = resolveRef(spec, spec.paths['/flows'].get!.responses!['200']).content!['application/json'];
/** The name of the first flow in the first documented example of GET /flows. */
const exampleFlowName = (Object.values(listFlows.examples!)[0].value as { data: { name: string }[] }).data[0].name;
const unauthorized = spec.components!.responses!.Unauthorized.content!['application/json'];
const unauthorizedCode = (unauthorized.example as { error: { code: string } }).error.code;

/** The console loads on demand; once opened, it opens by itself for the session. */
async function openExplorer(page: Page) {
  await page.getByRole('button', { name: 'Try it' }).click();
}

/** The request samples and example responses written at build time. */
const samples = (page: Page) => page.locator('section[aria-labelledby="lw-api-samples-title"]');
const explorerCode = (page: Page) =>
  page.locator('.openapi-explorer__code-block-container, .openapi-explorer__code-block').first();

async function targetMock(page: Page) {
  await openExplorer(page);
  const baseUrl = page.locator('.openapi-explorer__floating-btn').first();
  await baseUrl.hover();
  await baseUrl.getByRole('button', { name: 'Edit' }).click();
  await baseUrl.locator('select').selectOption(mockURL);
}

test.describe('API reference: Try it against the local mock', () => {
  test('a request with a key returns 200 and the documented example', async ({ page }) => {
    await gotoHydrated(page, '/api/get-flows');
    await targetMock(page);
    await page.getByPlaceholder('Bearer Token').fill('lwk_example_key');
    await page.getByRole('button', { name: 'Send API Request' }).click();
    const response = page.locator('.openapi-explorer__response-container');
    await expect(response).toContainText('200');
    await expect(response).toContainText(exampleFlowName);
  });

  test('a request without a key returns the documented 401', async ({ page }) => {
    await gotoHydrated(page, '/api/get-flows');
    await targetMock(page);
    await page.getByRole('button', { name: 'Send API Request' }).click();
    const response = page.locator('.openapi-explorer__response-container');
    await expect(response).toContainText('401');
    await expect(response).toContainText(unauthorizedCode);
  });
});

test.describe('request samples without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an operation page shows its samples and example responses in its HTML', async ({ page }) => {
    await page.goto('/api/trigger-flow');
    const section = samples(page);
    for (const name of ['cURL', 'Python', 'JavaScript', 'Python SDK']) {
      await expect(section.getByRole('tab', { name, exact: true })).toBeVisible();
    }
    const curl = section.getByRole('tabpanel').first();
    await expect(curl).toContainText("curl -L 'https://acme.labwire.example/api/v1/flows/");
    await expect(curl).toContainText('-d');
    // The code is highlighted in the HTML.
    await expect(curl.locator('code span[style*="color"]').first()).toBeAttached();
    await expect(section.locator('details').first()).toContainText('Example response');
    await expect(section.locator('details').last()).toContainText('Error body');
    await expect(page.getByRole('button', { name: 'Send API Request' })).toHaveCount(0);
  });
});

test('the samples language is kept across API pages and visits, and the console follows it', async ({ page }) => {
  await gotoHydrated(page, '/api/get-flows');
  await samples(page).getByRole('tab', { name: 'Python', exact: true }).click();
  await expect(samples(page).getByRole('tabpanel').filter({ visible: true })).toContainText('import requests');
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Get a flow', exact: true }).click();
  await expect(page).toHaveURL('/api/get-flow');
  const python = samples(page).getByRole('tab', { name: 'Python', exact: true });
  await expect(python).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await hydrated(page);
  await expect(python).toHaveAttribute('aria-selected', 'true');
  await openExplorer(page);
  await expect(explorerCode(page)).toContainText('import requests', { timeout: 20_000 });
});

test('the stored language is shown at load without moving the page', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('docusaurus.tab.code-samples', 'javascript');
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { lwShifts: shifts });
  });
  await page.goto('/api/trigger-flow');
  const section = samples(page);
  const before = await section.boundingBox();
  await hydrated(page);
  await expect(section.getByRole('tab', { name: 'JavaScript', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByRole('tabpanel').filter({ visible: true })).toContainText('fetch(');
  await page.waitForTimeout(500);
  expect(await section.boundingBox()).toEqual(before);
  const shifts = await page.evaluate(() => (window as unknown as { lwShifts: number[] }).lwShifts);
  expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
});

test('Try it opens the console with the request the samples show, and the samples stay as they are', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoHydrated(page, '/api/trigger-flow');
  const curl = samples(page).getByRole('tabpanel').first().locator('pre');
  const shown = await curl.innerText();
  const before = scripts.length;
  await openExplorer(page);
  await expect(explorerCode(page)).toContainText('curl -L', { timeout: 20_000 });
  expect(scripts.length, 'the console loads its code when asked').toBeGreaterThan(before);
  // The console's own sample, built from its initial values, is the one the page showed.
  const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
  expect(normalize(await explorerCode(page).innerText())).toBe(normalize(shown));
  expect(await curl.innerText()).toBe(shown);
});

test('the API description and its Postman collection are published with the site', async ({ request }) => {
  const yaml = await request.get('/openapi.yaml');
  expect(yaml.status()).toBe(200);
  expect(await yaml.text()).toContain('operationId: get-flows');
  const postman = await request.get('/labwire.postman_collection.json');
  expect(postman.status()).toBe(200);
  const collection = (await postman.json()) as { info: { name: string }; item: unknown[] };
  expect(collection.info.name).toBe('Labwire API');
  expect(collection.item.length).toBeGreaterThan(5);
});

test('descriptions render their Markdown (code, links) without loading react-markdown', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // A parameter description, rendered in the browser.
  await gotoHydrated(page, '/api/download-agent');
  const arch = page.locator('.lw-api-list-item p').filter({ hasText: 'Windows installers exist for' });
  await expect(arch.locator('code')).toHaveText('x86_64');
  await expect(page.locator('.lw-api-list-item p').filter({ hasText: 'Possible values:' }).first()).toContainText('[');
  // A property description with a link to another page.
  await gotoHydrated(page, '/api/post-repository-commits');
  await page.evaluate(() => Object.assign(window, { lwSamePage: true }));
  await page.locator('.openapi-schema__list-item').getByRole('link', { name: 'get-repository-commits' }).click();
  await expect(page).toHaveURL(/\/api\/get-repository-commits$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'lwSamePage' in window), 'followed without reloading the page').toBe(true);
  // The theme's react-markdown renderer is only for Markdown our parser does not handle.
  expect(scripts.filter((url) => url.includes('openapi-markdown'))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(3);
});

test('no line of a request sample or example response runs under its Copy button', async ({ page }) => {
  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ['/api/get-flows', '/api/trigger-flow', '/api/post-repository-commits']) {
      await gotoHydrated(page, path);
      const covered = await samples(page).evaluate((section) => {
        const found: string[] = [];
        const overlap = (a: DOMRect, b: DOMRect) =>
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        for (const pre of section.querySelectorAll('pre')) {
          const button = pre.nextElementSibling;
          if (!(button instanceof HTMLButtonElement) || !pre.checkVisibility({ visibilityProperty: true })) continue;
          const copy = button.getBoundingClientRect();
          const box = pre.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(pre);
          // Text the button hides: under the button and inside the visible part of the box.
          const hidden = [...range.getClientRects()].find((line) => overlap(line, copy) && overlap(line, box));
          if (hidden) found.push(`${pre.getAttribute('aria-label')}: "${pre.textContent?.split('\n')[0]}"`);
        }
        return found;
      });
      expect(covered, `${path} at ${viewport.width} px`).toEqual([]);
    }
  }
});
