import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { load } from 'js-yaml';
import { mockURL } from '../../playwright.config';
import { gotoHydrated, hydrated } from './helpers';

interface Spec {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { responses: Record<string, { content: Record<string, { example: { error: { code: string } } }> }> };
}
const spec = load(readFileSync('openapi.yaml', 'utf8')) as Spec;
const listFlows = spec.paths['/flows'].get.responses['200'] as {
  content: { 'application/json': { examples: Record<string, { value: { data: { name: string }[] } }> } };
};
/** The name of the first flow in the first documented example of GET /flows. */
const exampleFlowName = Object.values(listFlows.content['application/json'].examples)[0].value.data[0].name;
const unauthorizedCode = spec.components.responses.Unauthorized.content['application/json'].example.error.code;

/** The code samples and console load on demand; once opened, they open by themselves for the session. */
async function openExplorer(page: Page) {
  await page.getByRole('button', { name: 'Show code samples and try it' }).click();
}

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

test('the code-sample language is kept across API pages and after a reload', async ({ page }) => {
  await gotoHydrated(page, '/api/get-flows');
  await openExplorer(page);
  await page
    .getByRole('tab', { name: /python/i })
    .first()
    .click();
  await expect(
    page.locator('.openapi-explorer__code-block-container, .openapi-explorer__code-block').first(),
  ).toContainText('import requests');
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Get a flow', exact: true }).click();
  await expect(page).toHaveURL('/api/get-flow');
  await expect(page.getByRole('tab', { name: /python/i }).first()).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('tab', { name: /python/i }).first()).toHaveAttribute('aria-selected', 'true');
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
