import { expect, type Page } from '@playwright/test';

/** The server-rendered page carries data-has-hydrated="false"; React sets it to "true". */
export const HYDRATED = 'html[data-has-hydrated="true"]';

/** Waits until React has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator(HYDRATED)).toHaveCount(1, { timeout: 20_000 });
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** The JS files a page loads by <script> tag; every other JS file is a chunk loaded on demand. */
export const isEntryScript = (url: string): boolean => /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(url);
