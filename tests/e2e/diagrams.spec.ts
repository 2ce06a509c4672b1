import { expect, test, type Locator } from '@playwright/test';
import { gotoHydrated } from './helpers';

/** An image that has loaded and has pixels (lazy images load once scrolled near). */
async function expectLoaded(img: Locator): Promise<void> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

test('diagrams are build-time images in the colour mode of the site, with no Mermaid JavaScript', async ({ page }) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    }
  });
  await gotoHydrated(page, '/app/intro/Concepts');

  const figure = page.locator('figure.lw-diagram').first();
  const light = figure.locator('img.lw-diagram__light');
  const dark = figure.locator('img.lw-diagram__dark');
  await expect(light).toBeVisible();
  await expect(light).toHaveAttribute('alt', /^How Labwire's objects relate\. An environment holds flows/);
  await expectLoaded(light);
  await expect(dark).toBeHidden();

  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(dark).toBeVisible();
  await expectLoaded(dark);
  await expect(light).toBeHidden();

  expect(scripts.length).toBeGreaterThan(0);
  for (const { url, body } of scripts) {
    expect(url).not.toMatch(/mermaid/i);
    // Strings of Mermaid's library code (the site config's `mermaid: false` is not).
    expect(await body, url).not.toMatch(/Syntax error in text|flowchart-v2/);
  }
});
