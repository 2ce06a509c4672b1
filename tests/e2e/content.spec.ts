import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { nodes } from '../../src/sources/nodeCatalog';
import { readRouteList } from '../build/buildOutput';
import { gotoHydrated } from './helpers';

const { redirects } = readRouteList(join(__dirname, '..', 'routes.txt'));

test.describe('redirects', () => {
  for (const [from, to] of redirects) {
    test(`${from} lands on ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.locator('article h1')).toBeVisible();
    });
  }
});

test.describe('node overview', () => {
  test('filters the catalog by category and by text', async ({ page }) => {
    await gotoHydrated(page, '/nodes/NodeOverview');
    const rows = page.getByTestId('node-catalog').locator('tbody tr[data-node-id]');
    await expect(rows).toHaveCount(nodes.length);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Instrument');
    const instruments = nodes.filter((n) => n.category === 'Instrument').length;
    await expect(rows).toHaveCount(instruments);
    for (const id of await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-node-id')))) {
      expect(id).toMatch(/^Instrument\//);
    }
    await expect(page.getByRole('status').filter({ hasText: String(nodes.length) })).toContainText(String(instruments));
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 0 });
    await page.getByRole('searchbox', { name: 'Search' }).fill('csv');
    await expect(rows.filter({ has: page.locator('a[href="/nodes/File/CSV_Read"]') })).toHaveCount(1);
    expect(await rows.count()).toBeLessThan(nodes.length);
  });

  test('sorts by a column, then the other way', async ({ page }) => {
    await gotoHydrated(page, '/nodes/NodeOverview');
    const table = page.getByTestId('node-catalog');
    const header = table.locator('th', { has: page.getByRole('button', { name: 'Node', exact: true }) });
    const names = () =>
      table.locator('tbody tr[data-node-id] td:first-child, tbody tr[data-node-id] th:first-child').allInnerTexts();
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await names();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en')));
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(await names()).toEqual([...ascending].reverse());
  });
});
