/**
 * The reference sections of every operation page are in its static HTML, for readers without
 * JavaScript, print and crawlers: each parameter's name and description, and the top-level field
 * names of the request body and of every response (openapi.yaml, read by tests/lib/openapiOperations.ts).
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { operations } from '../lib/openapiOperations';
import { readPage } from './buildOutput';

/** Whitespace differs between Markdown and the HTML rendered from it (lists, line breaks): compared without it. */
const bare = (text: string) => text.replace(/\s+/g, '');

describe('operation pages hold their reference sections in the static HTML', () => {
  it('covers every operation of openapi.yaml', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((op) => [op.route, op] as const))('%s', (route, op) => {
    const html = readPage(route);
    expect(html, `${route}: no built page`).toBeDefined();
    const $ = load(html!);
    $('script, style').remove();
    // The left column: the right one repeats names in its samples.
    const reference = $('.openapi-left-panel__container');
    const text = bare(reference.text());
    const names = new Set(reference.find('.openapi-schema__property').map((_, e) => $(e).text().trim()).get());
    const missing = [
      ...op.parameters.flatMap((p) => [
        ...(names.has(p.name) ? [] : [`${p.in} parameter ${p.name}`]),
        ...(text.includes(bare(p.description)) ? [] : [`description of ${p.name}: ${p.description}`]),
      ]),
      ...op.requestFields.filter((f) => !names.has(f)).map((f) => `request body field ${f}`),
      ...op.responseFields.filter((f) => !names.has(f)).map((f) => `response field ${f}`),
    ];
    expect(missing).toEqual([]);
  });
});
