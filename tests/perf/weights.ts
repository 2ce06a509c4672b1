import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export interface Weight {
  requests: number;
  raw: number;
  gzip: number;
}
export interface PageWeight {
  url: string;
  html: Weight;
  js: Weight;
  css: Weight;
  other: Weight;
}

const empty = (): Weight => ({ requests: 0, raw: 0, gzip: 0 });

/** What a first visit to `path` downloads, by kind, with sizes as the server would send them gzipped. */
export async function measurePage(page: Page, path: string): Promise<PageWeight> {
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  const weight: PageWeight = { url: path, html: empty(), js: empty(), css: empty(), other: empty() };
  for (const response of responses) {
    if (!response.url().startsWith('http') || response.status() >= 300) continue;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const type = response.request().resourceType();
    const kind = type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : 'other';
    weight[kind].requests += 1;
    weight[kind].raw += body.length;
    weight[kind].gzip += gzipSync(body, { level: 6 }).length;
  }
  return weight;
}

/** One page of each kind the budgets speak of. */
export const PAGE_KINDS: { kind: string; path: string; api: boolean }[] = [
  { kind: 'site root', path: '/', api: false },
  { kind: 'app guide', path: '/app/flows/FlowEditor', api: false },
  { kind: 'node', path: '/nodes/File/CSV_Read', api: false },
  { kind: 'node overview', path: '/nodes/NodeOverview', api: false },
  { kind: 'SDK', path: '/sdk/markdowns/lc.lc', api: false },
  { kind: 'release notes', path: '/releases/202510', api: false },
  { kind: 'search page', path: '/search', api: false },
  { kind: 'API landing', path: '/api', api: true },
  { kind: 'API operation', path: '/api/get-flows', api: true },
  { kind: 'API schema', path: '/api/schemas/agent', api: true },
];

export const BUDGETS = { jsGzip: 200_000, apiJsGzip: 500_000, cssGzip: 40_000, htmlGzip: 30_000 };
