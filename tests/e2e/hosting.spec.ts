import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { constants } from '../../src/config/site';
import { mockURL, readerBrowser } from '../../playwright.config';
import { gotoHydrated } from './helpers';

/**
 * The static-host configuration the build writes (build/serve.json, from src/config/hosting.ts),
 * served by `serve` as a host would: security headers, a Content-Security-Policy the site runs
 * under with no violation, long caching of hashed files only, and server redirects.
 */

// With the prefetches of a reader's browser, which the policy must allow too (see playwright.config.ts).
test.use({ launchOptions: readerBrowser });

/** Collects every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = found;
    document.addEventListener('securitypolicyviolation', (e) =>
      found.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) console.push(msg.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...console];
}

test('HTML pages carry the security headers and a Content-Security-Policy without unsafe script sources', async ({
  request,
}) => {
  for (const path of ['/', '/api/get-flows', '/this-page-does-not-exist']) {
    const res = await request.get(path);
    const h = res.headers();
    const csp = h['content-security-policy'];
    expect(csp, path).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['cache-control'] ?? '', path).not.toContain('immutable');
  }
});

test('content-hashed files are cached for a year; the search index by its content-hash folder', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/');
  const scripts = await page
    .locator('script[src^="/assets/js/"]')
    .evaluateAll((s) => s.map((e) => e.getAttribute('src')!));
  const css = await page.locator('link[rel="stylesheet"][href^="/assets/css/"]').getAttribute('href');
  const index = await page.locator('meta[name="labwire-search-index"]').getAttribute('content');
  for (const path of [...scripts, css!, `${index}manifest.json`]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
});

test('old addresses answer with a server redirect (301) to their new page', async ({ request }) => {
  for (const { from, to } of constants.redirects) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers().location, from).toBe(to);
  }
});

test('the Netlify and Cloudflare Pages files state the same rules as serve.json', () => {
  const serve = JSON.parse(readFileSync('build/serve.json', 'utf8')) as {
    redirects: { source: string; destination: string }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const redirects = readFileSync('build/_redirects', 'utf8');
  for (const r of serve.redirects) expect(redirects).toContain(`${r.source} ${r.destination} 301`);
  const headers = readFileSync('build/_headers', 'utf8');
  for (const rule of serve.headers) {
    expect(headers).toContain(`/${rule.source.replace(/\*\*$/, '*')}\n`);
    for (const { key, value } of rule.headers) expect(headers).toContain(`  ${key}: ${value}\n`);
  }
});

/**
 * Every page's load under the policy is checked by every-page.spec.ts: Chromium reports each
 * violation as a console error, which fails that page. These tests cover what only use brings in.
 */
test.describe('the site runs under its Content-Security-Policy with no violation', () => {
  test('search, colour modes, image zoom, the copy menu and a client-side navigation', async ({ page }) => {
    const violations = await watchViolations(page);
    // The search page with a query fetches the index; then the colour toggle, image zoom, the copy
    // menu, the search modal and a client-side navigation.
    await gotoHydrated(page, '/search?q=flow%20run');
    await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible();
    await gotoHydrated(page, '/app/intro/Concepts');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await page.locator('figure.lw-diagram img:visible').first().click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+K');
    await page.getByRole('searchbox').fill('agent logs');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/agents\//);
    expect(await violations()).toEqual([]);
  });

  test('the API console loads and sends a request to the API mock', async ({ page }) => {
    const violations = await watchViolations(page);
    await gotoHydrated(page, '/api/get-flows');
    await page.getByRole('button', { name: 'Try it' }).click();
    const baseUrl = page.locator('.openapi-explorer__floating-btn').first();
    await baseUrl.hover();
    await baseUrl.getByRole('button', { name: 'Edit' }).click();
    await baseUrl.locator('select').selectOption(mockURL);
    await page.getByPlaceholder('Bearer Token').fill('lwk_example_key');
    await page.getByRole('button', { name: 'Send API Request' }).click();
    await expect(page.locator('.openapi-explorer__response-container')).toContainText('200');
    expect(await violations()).toEqual([]);
  });
});
