import { expect, test } from '@playwright/test';
import { loadSettings } from '../../src/config/site';
import { gotoHydrated, HYDRATED, hydrated, isEntryScript } from './helpers';

// The default build: no deployment variables set.
const site = loadSettings({});

test.describe('navigation', () => {
  test('navbar items lead to the entry page of each section', async ({ page }) => {
    await gotoHydrated(page, '/');
    const navbar = page.locator('nav.navbar');
    const targets: [string, string, RegExp][] = [
      ['App', '/app/intro/Welcome', /Welcome to Labwire/],
      ['API', '/api', /Labwire REST API/],
      ['SDK', '/sdk/LabwireSDKOverview', /SDK/],
      ['Release Notes', '/releases/ReleaseNotes', /Release notes/i],
    ];
    for (const [label, path, heading] of targets) {
      await navbar.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('h1')).toHaveText(heading);
    }
  });

  test('navbar has the chat assistant link, the version and language dropdowns, and the colour toggle', async ({
    page,
  }) => {
    await gotoHydrated(page, '/app/intro/Welcome');
    const navbar = page.locator('nav.navbar');
    const chat = navbar.getByRole('link', { name: /Ask the docs/ });
    await expect(chat).toHaveAttribute('href', site.links.chatAssistant);
    await expect(chat).toHaveAttribute('target', '_blank');
    const version = navbar.locator('.dropdown', { hasText: `Latest (${site.siteVersion})` });
    await version.hover();
    await expect(version.getByRole('link', { name: 'Release history' })).toBeVisible();
    const language = navbar.locator('.dropdown', { hasText: 'English' });
    await language.hover();
    await expect(language.locator('.dropdown__link')).toHaveCount(1);
    await expect(navbar.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
  });

  test('footer has the documentation links, the more column and the copyright', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    const docs = footer.locator('.footer__col', { hasText: 'Documentation Links' });
    const expectations: [string, string][] = [
      ['App', '/'],
      ['Nodes', '/nodes/NodeOverview'],
      ['SDK', '/sdk/LabwireSDKOverview'],
      ['Release Notes', '/releases/ReleaseNotes'],
    ];
    for (const [label, href] of expectations) {
      await expect(docs.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    const more = footer.locator('.footer__col', { hasText: 'More' });
    await expect(more.getByRole('link', { name: /Company website/ })).toHaveAttribute('href', site.links.website);
    await expect(more.getByRole('link', { name: /Blog/ })).toHaveAttribute('href', site.links.blog);
    await expect(more.getByRole('link', { name: /Source repository/ })).toHaveAttribute('href', site.links.repository);
    await expect(more.getByRole('link', { name: /Contact/ })).toHaveAttribute(
      'href',
      `mailto:${site.links.contactEmail}`,
    );
    await expect(footer).toContainText('Copyright © 2022-25 Labwire, Inc.');
  });

  test('"Skip to main content" is the first focusable element and moves focus to the content', async ({ page }) => {
    await gotoHydrated(page, '/app/intro/Welcome');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    const focusedInMain = () => page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    await expect.poll(focusedInMain).toBe(true);
  });

  test('an unknown route answers 404 with the not-found page, which search engines do not index', async ({ page }) => {
    const response = await page.goto('/app/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a path segment longer than the file system allows gets the 404 page, not a server error', async ({ page }) => {
    const response = await page.goto(`/app/${'a'.repeat(300)}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });
});

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  test('defaults to light even when the operating system prefers dark', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the toggle switches mode and the choice survives a reload under the "theme" key', async ({ page }) => {
    await gotoHydrated(page, '/app/intro/Welcome');
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

test.describe('announcement bar', () => {
  test('stays dismissed after a reload, and a new bar id shows it again', async ({ page }) => {
    await gotoHydrated(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(bar).toBeHidden();
    // The dismissal was stored for this bar's id; a different id (a new bar) resets it.
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(site.announcementBar.id);
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement'));
    await page.reload();
    await hydrated(page);
    await expect(bar).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu opens on a phone and closes when the window reaches the desktop breakpoint', async ({ page }) => {
    await gotoHydrated(page, '/app/intro/Welcome');
    const navbar = page.locator('nav.navbar');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Welcome', exact: true })).toBeVisible();
    await page.setViewportSize({ width: 995, height: 800 });
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('failures', () => {
  test('page content that fails to load shows the error and Retry loads it once the network is back', async ({
    page,
  }) => {
    let offline = true;
    await page.route('**/assets/js/*.js', (route) =>
      offline && !isEntryScript(route.request().url()) ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/app/intro/Welcome');
    const box = page.getByTestId('load-error');
    await expect(box).toBeVisible();
    await expect(box).toContainText('This page could not be loaded.');
    await expect(box.locator('.lw-load-error__text')).toContainText(/chunk .+ failed/i);
    await expect(page.locator(HYDRATED)).toHaveCount(0);
    offline = false;
    await box.getByRole('button', { name: 'Retry' }).click();
    await hydrated(page);
    await expect(page.getByTestId('load-error')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('Welcome to Labwire');
  });

  test('a route that fails to preload reloads the page', async ({ page }) => {
    let offline = false;
    await page.route('**/assets/js/*.js', (route) =>
      offline && !isEntryScript(route.request().url()) ? route.abort('internetdisconnected') : route.continue(),
    );
    await gotoHydrated(page, '/');
    await page.evaluate(() => ((window as unknown as { lwMarker: boolean }).lwMarker = true));
    offline = true;
    const reloaded = page.waitForEvent('load');
    await page.locator('footer').getByRole('link', { name: 'Release Notes' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { lwMarker?: boolean }).lwMarker)).toBeUndefined();
  });

  test('a rendering error shows "This page crashed." with its causes, and "Try again" resets it', async ({ page }) => {
    // The page's "Last updated" date is written with Date.prototype.toISOString while rendering.
    await page.addInitScript(() => {
      const original = Date.prototype.toISOString;
      const w = window as unknown as { lwRestoreDates: () => void };
      w.lwRestoreDates = () => {
        Date.prototype.toISOString = original;
      };
      Date.prototype.toISOString = function broken() {
        throw new Error('Date formatting failed', { cause: new RangeError('Locale data for "en" is unavailable') });
      };
    });
    await page.goto('/app/intro/Welcome');
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveText('Date formatting failed');
    await expect(page.getByTestId('error-causes')).toContainText('RangeError: Locale data for "en" is unavailable');
    await page.evaluate(() => (window as unknown as { lwRestoreDates: () => void }).lwRestoreDates());
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Labwire' })).toBeVisible();
  });

  test('with browser storage blocked the site still works', async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const uncaught: Error[] = [];
    page.on('pageerror', (error) => uncaught.push(error));
    await gotoHydrated(page, '/app/intro/Welcome');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('.theme-announcement-bar').getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();
    await page.locator('nav.navbar').getByRole('link', { name: 'Release Notes', exact: true }).click();
    await expect(page).toHaveURL('/releases/ReleaseNotes');
    expect(uncaught).toEqual([]);
  });
});
