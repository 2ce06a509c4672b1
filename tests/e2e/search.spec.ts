import { expect, test, type Page } from '@playwright/test';
import { readerBrowser } from '../../playwright.config';
import { gotoHydrated } from './helpers';

// Links in view prefetch their pages' chunks, as for a reader (see playwright.config.ts): nothing of
// search may be among them.
test.use({ launchOptions: readerBrowser });

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.locator('.DocSearch-Input');

async function openAndType(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await searchInput(page).fill(query);
}

test.describe('search modal', () => {
  test('nothing of search is fetched before the reader opens it', async ({ page }) => {
    const searchRequests: string[] = [];
    page.on('request', (r) => {
      if (/search-index|docsearch/i.test(r.url())) searchRequests.push(r.url());
    });
    await gotoHydrated(page, '/app/intro/Welcome');
    await page.mouse.wheel(0, 800);
    await page.locator('nav.navbar').getByRole('link', { name: 'SDK', exact: true }).click();
    await expect(page).toHaveURL('/sdk/LabwireSDKOverview');
    // The address changes before the new page renders; a shortcut pressed in between would open
    // the modal in the page that is being replaced.
    await expect(page.locator('article h1')).toHaveText('Labwire Python SDK');
    expect(searchRequests).toEqual([]);
    await openAndType(page, 'flow');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(searchRequests.some((url) => url.includes('/search-index/'))).toBe(true);
  });

  test('opens with Ctrl+K, Cmd+K and "/", and Escape closes it', async ({ page }) => {
    await gotoHydrated(page, '/app/intro/Welcome');
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      // Each shortcut from the page itself (from the search button, where Escape leaves focus, is the next test).
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press(shortcut);
      await expect(modal(page), `${shortcut} opens search`).toBeVisible();
      await expect(searchInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
    }
  });

  test('after Escape hands focus back to the search button, "/" opens search again', async ({ page }) => {
    await gotoHydrated(page, '/app/intro/Welcome');
    const button = page.locator('.DocSearch-Button');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    for (let round = 0; round < 2; round++) {
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('/');
      await expect(modal(page), `"/" after Escape, round ${round + 1}`).toBeVisible();
      await expect(searchInput(page)).toBeFocused();
      // The "/" that opened search is not typed into it.
      await expect(searchInput(page)).toHaveValue('');
    }
  });

  test('"/" typed in a text field is text, not a shortcut', async ({ page }) => {
    await gotoHydrated(page, '/search');
    const field = page.getByLabel('Search terms');
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(modal(page)).toBeHidden();
  });

  test('a query finds its page, and Enter goes to the heading it matched', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openAndType(page, 'data explorer');
    const first = page.locator('.DocSearch-Hit a').first();
    await expect(first).toHaveAttribute('href', /^\/app\/tables\/DataExplorer/);
    await searchInput(page).fill('node states');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/app/flows/FlowRuns#node-states');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/app/flows/FlowRuns#node-states');
    await expect(modal(page)).toBeHidden();
  });

  test('tolerates typos: "flwo run" finds the flow-run pages', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openAndType(page, 'flwo run');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /\/app\/flows\/FlowRuns/);
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
  });

  test('says so when nothing matches', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openAndType(page, 'qzxwvk');
    await expect(modal(page)).toContainText('No results for');
    await expect(modal(page)).toContainText('qzxwvk');
  });

  test('says so when the index cannot be fetched, and recovers when it can', async ({ page }) => {
    let offline = true;
    await page.route('**/search-index/**', (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    await gotoHydrated(page, '/');
    await openAndType(page, 'agent');
    await expect(modal(page)).toContainText('Unable to fetch results');
    await expect(modal(page)).toContainText('You might want to check your network connection.');
    offline = false;
    await searchInput(page).fill('agents');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });
});

test.describe('search page', () => {
  test('shows the results of ?q= from a direct link and after a reload', async ({ page }) => {
    await gotoHydrated(page, '/search?q=data%20explorer');
    const results = page.getByTestId('search-results');
    await expect(results.getByRole('link').first()).toHaveAttribute('href', /^\/app\/tables\/DataExplorer/);
    await page.reload();
    await expect(results.getByRole('link').first()).toHaveAttribute('href', /^\/app\/tables\/DataExplorer/);
  });

  test('keeps the address in step with the query', async ({ page }) => {
    await gotoHydrated(page, '/search');
    await page.getByLabel('Search terms').fill('suggested tags');
    await expect(page).toHaveURL('/search?q=suggested%20tags');
    await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible();
  });

  test('ranks release notes below the guides without dropping them, and finds a month by its name', async ({
    page,
  }) => {
    await gotoHydrated(page, '/search?q=bioprocess');
    const items = page.getByTestId('search-results').locator('li');
    await expect(items.first()).toBeVisible();
    const categories = await items.evaluateAll((els) => els.map((el) => el.getAttribute('data-category')));
    expect(categories).toContain('release-notes');
    expect(categories[0]).toBe('docs');
    for (const query of ['October 2025', '2025-10']) {
      await page.getByLabel('Search terms').fill(query);
      await expect(page.getByTestId('search-results').getByRole('link').first()).toHaveAttribute(
        'href',
        '/releases/202510',
      );
    }
  });

  test('shows the no-result and failure messages', async ({ page }) => {
    await gotoHydrated(page, '/search?q=qzxwvk');
    await expect(page.getByTestId('search-status')).toContainText('No results for "qzxwvk"');
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/search?q=agent');
    await expect(page.getByTestId('search-status')).toContainText('Unable to fetch results');
    await expect(page.getByTestId('search-status')).toContainText('You might want to check your network connection.');
  });
});
