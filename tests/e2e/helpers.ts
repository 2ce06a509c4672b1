import type { Page } from '@playwright/test';

/** The server-rendered page carries data-has-hydrated="false"; React sets it to "true". */
export const HYDRATED = 'html[data-has-hydrated="true"]';

/**
 * Waits until React has hydrated the page, checking at each animation frame (an assertion's retries
 * wait up to 500 ms between checks, idle time repeated on each of the hundreds of pages).
 */
export async function hydrated(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
      polling: 'raf',
      timeout: 20_000,
    });
  } catch (error) {
    throw new Error(`${page.url()} did not hydrate within 20 s (${HYDRATED} never appeared)`, { cause: error });
  }
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** The JS files a page loads by <script> tag; every other JS file is a chunk loaded on demand. */
export const isEntryScript = (url: string): boolean => /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(url);
