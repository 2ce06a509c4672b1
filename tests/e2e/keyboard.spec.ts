/**
 * The site with the keyboard alone: Tab reaches each control with a visible focus ring, and
 * Enter, Space, the arrow keys and Escape operate it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

/** Presses Tab until the target has focus (at most `max` times); fails if it never gets there. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await target
      .evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 })
      .catch(() => false);
    if (focused) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element shows a focus indicator: an outline or a box shadow. */
async function expectFocusRing(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { outline, shadow: style.boxShadow !== 'none', matchesFocusVisible: el.matches(':focus-visible') };
  });
  expect(ring.matchesFocusVisible, 'focus came from the keyboard').toBe(true);
  expect(ring.outline || ring.shadow, 'a visible focus indicator').toBe(true);
}

test('navbar: Tab reaches each item with a focus ring and Enter follows it', async ({ page }) => {
  await gotoHydrated(page, '/app/intro/Welcome');
  const api = page.locator('nav.navbar').getByRole('link', { name: 'API', exact: true });
  await tabTo(page, api);
  await expectFocusRing(api);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/api');
});

test('theme toggle: Enter switches the colour mode', async ({ page }) => {
  await gotoHydrated(page, '/app/intro/Welcome');
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  await tabTo(page, toggle);
  await expectFocusRing(toggle);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('sidebar: Enter collapses and expands a category, and follows a link', async ({ page }) => {
  await gotoHydrated(page, '/app/intro/Welcome');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  // A category without a page of its own is a button that collapses and expands it.
  const category = sidebar.getByRole('button', { name: 'Agents & Connections', exact: true });
  await tabTo(page, category);
  await expectFocusRing(category);
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  // The first page of the category just opened is the next stop, and Enter follows it.
  const link = sidebar
    .locator('li.theme-doc-sidebar-item-category', {
      has: page.getByRole('button', { name: 'Agents & Connections', exact: true }),
    })
    .locator('ul a')
    .first();
  const href = await link.getAttribute('href');
  await page.keyboard.press('Tab');
  await expectFocusRing(link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
});

test('search: the button opens the modal, arrows and Enter pick a result, Escape closes it', async ({ page }) => {
  await gotoHydrated(page, '/app/intro/Welcome');
  const button = page.locator('nav.navbar').getByRole('button', { name: /Search/ });
  await tabTo(page, button);
  await expectFocusRing(button);
  await page.keyboard.press('Enter');
  const input = page.getByRole('searchbox');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('flow runs');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL('/app/intro/Welcome');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('API page: the sample tabs follow the arrow keys, the console opens and sends with Enter', async ({ page }) => {
  await gotoHydrated(page, '/api/get-flows');
  // The request samples are in the page from the start (build time), in a tab list of their own.
  const samples = page.locator('section[aria-labelledby="lw-api-samples-title"]');
  const curl = samples.getByRole('tab', { name: 'cURL', exact: true });
  await tabTo(page, curl, 200);
  await expectFocusRing(curl);
  // Arrow keys move between the languages, as in any tab list; Enter selects.
  await page.keyboard.press('ArrowRight');
  const python = samples.getByRole('tab', { name: 'Python', exact: true });
  await expect(python).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(python).toHaveAttribute('aria-selected', 'true');
  await expect(samples.getByRole('tabpanel').filter({ visible: true })).toContainText('import requests');

  const open = page.getByRole('button', { name: 'Try it' });
  await tabTo(page, open, 200);
  await expectFocusRing(open);
  await page.keyboard.press('Enter');
  const send = page.getByRole('button', { name: 'Send API Request' });
  await expect(send).toBeVisible({ timeout: 20_000 });
  await tabTo(page, send, 200);
  await expectFocusRing(send);
  await page.keyboard.press('Enter');
  // The request goes to the default server, which this machine cannot reach: the console answers either way.
  await expect(page.locator('.openapi-explorer__response-container')).toBeVisible({ timeout: 15_000 });
});

test('mobile menu: Enter opens it, Escape or the close button closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, '/app/intro/Welcome');
  const open = page.getByRole('button', { name: 'Toggle navigation bar' });
  await tabTo(page, open);
  await expectFocusRing(open);
  await page.keyboard.press('Enter');
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  const close = page.getByRole('button', { name: 'Close navigation bar' });
  await tabTo(page, close, 10);
  await page.keyboard.press('Enter');
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});
