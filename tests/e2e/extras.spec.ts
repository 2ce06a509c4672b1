import { expect, test, type Page } from '@playwright/test';
import { loadSettings } from '../../src/config/site';
import { gotoHydrated } from './helpers';

const siteUrl = loadSettings({}).url;

/** Copy-page menu, page feedback, print rendering and image zoom. */

const menuButton = (page: Page) => page.getByRole('button', { name: 'Copy page' });

test.describe('copy-page menu', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const path of ['/app/flows/FlowEditor', '/api/get-flows']) {
    test(`${path}: copies the Markdown copy to the clipboard`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.locator('.lw-title-row h1')).toHaveCount(1);
      await menuButton(page).click();
      await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
      const markdown = await page.evaluate(() => navigator.clipboard.readText());
      expect(markdown).toBe(await (await page.request.get(`${path}.md`)).text());
      expect(markdown).toMatch(/^# \S/);
    });
  }

  test('is operable with the keyboard and returns focus to its button', async ({ page }) => {
    await gotoHydrated(page, '/app/intro/Concepts');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Copy page as Markdown' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'View as Markdown' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Open Markdown in a new tab' })).toBeFocused();
    await expect(page.getByRole('menuitem', { name: 'Open Markdown in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('# Labwire concepts');

    await button.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/intro\/Concepts\.md$/);
    await expect(page.locator('body')).toContainText('# Labwire concepts');
  });

  test('says so when the Markdown copy cannot be fetched', async ({ page }) => {
    await gotoHydrated(page, '/sdk/markdowns/lc.lc');
    await page.route('**/*.md', (route) => route.abort('internetdisconnected'));
    await menuButton(page).click();
    await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('status')).toContainText('Could not load the Markdown of this page');
  });
});

test.describe('clipboard blocked', () => {
  test('says the browser blocked the clipboard', async ({ page }) => {
    await gotoHydrated(page, '/releases/202510');
    await page.evaluate(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', { value: { write: refuse, writeText: refuse } });
    });
    await menuButton(page).click();
    await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('status')).toContainText('The browser blocked the clipboard');
  });
});

test('page feedback sends nothing by default and thanks the reader', async ({ page }) => {
  await gotoHydrated(page, '/nodes/Analysis/Python');
  const group = page.getByRole('group', { name: 'Was this page helpful?' });
  await group.scrollIntoViewIfNeeded();
  // What would carry an answer: any request but a GET, or one to another site or to anything but the
  // site's own static files. Links in view go on prefetching their pages' chunks (GETs of
  // /assets/) in idle time while the test runs: that is not sending.
  const origin = new URL(page.url()).origin;
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || url.origin !== origin || !url.pathname.startsWith('/assets/')) {
      requests.push(`${request.method()} ${request.url()}`);
    }
  });
  await group.getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  await expect(page.locator('.lw-feedback [aria-live="polite"]')).toContainText('Thank you');
  await expect(page.locator('.lw-feedback [aria-live="polite"]')).toBeFocused();
  await expect(group).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test.describe('print', () => {
  const pages = {
    'app guide': '/app/flows/FlowEditor',
    node: '/nodes/Analysis/Python',
    'API operation': '/api/get-flows',
    SDK: '/sdk/markdowns/lc.lc',
    'release notes': '/releases/202510',
  };
  for (const [kind, path] of Object.entries(pages)) {
    test(`a ${kind} page prints its article only`, async ({ page }) => {
      await gotoHydrated(page, path);
      await page.emulateMedia({ media: 'print' });
      for (const selector of [
        '.navbar',
        '.theme-doc-sidebar-container',
        '.theme-doc-toc-desktop',
        '.theme-doc-toc-mobile',
        '.theme-announcement-bar',
        '.footer',
        '.pagination-nav',
        '.theme-edit-this-page',
        '.lw-page-actions',
        '.lw-feedback',
      ]) {
        for (const element of await page.locator(selector).all()) await expect(element, selector).toBeHidden();
      }
      await expect(page.locator('article h1')).toBeVisible();
      const link = page.locator('article .markdown p a[href^="/"]').first();
      if ((await link.count()) > 0) {
        const after = await link.evaluate((a) => getComputedStyle(a, '::after').content);
        expect(after).toBe(`" (${siteUrl}${await link.getAttribute('href')})"`);
      }
      const anchor = page.locator('article .markdown a[href^="#"]').first();
      if ((await anchor.count()) > 0) {
        expect(await anchor.evaluate((a) => getComputedStyle(a, '::after').content)).toMatch(/^(none|normal)$/);
      }
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    });
  }
});

test("a drawn figure of the app shows the colour mode's image, which zooms after the mode changes", async ({
  page,
}) => {
  await gotoHydrated(page, '/app/Home');
  const figure = page.locator('article figure.lw-ui-figure');
  await expect(figure.locator('img.lw-diagram__light')).toBeVisible();
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(figure.locator('img.lw-diagram__light')).toBeHidden();
  const dark = figure.locator('img.lw-diagram__dark');
  await expect(dark).toBeVisible();
  await dark.click();
  await expect(page.locator('dialog[open]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dark).toBeFocused();
});

test('image zoom opens with Enter and closes with Escape, returning focus', async ({ page }) => {
  await gotoHydrated(page, '/app/intro/Concepts');
  const image = page.locator('article figure.lw-diagram img:visible').first();
  await expect(image).toHaveAttribute('role', 'button');
  await image.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('alt', (await image.getAttribute('alt'))!);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(image).toBeFocused();
});
