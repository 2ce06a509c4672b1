/**
 * Byte budgets of a first visit, one page of each kind (the pages and budgets of npm run bench,
 * from scripts/budgets.mjs): JavaScript, CSS and HTML, gzip-compressed.
 */
import { expect, test } from '@playwright/test';
import { PAGES, budgetFailures, measureFirstLoad } from '../../scripts/budgets.mjs';

for (const [kind, path, api] of PAGES) {
  test(`first visit of the ${kind} page (${path}) is within its byte budgets`, async ({ page }) => {
    const row = await measureFirstLoad(page, path);
    expect(row.js.n, 'scripts loaded').toBeGreaterThan(0);
    expect(row.css.n, 'stylesheets loaded').toBeGreaterThan(0);
    expect(budgetFailures(kind, api, row)).toEqual([]);
  });
}
