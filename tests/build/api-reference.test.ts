/**
 * The reference sections of every operation page are in its static HTML, for readers without
 * JavaScript, print and crawlers (openapi.yaml, read by tests/lib/openapiOperations.ts): each
 * parameter's name and description; the request body's fields at every depth; and in the panel of
 * each status code, its description, headers, media types and fields at every depth, those of the
 * schema tabs a reader has not opened included.
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

  it.each(operations.map((op) => [op.route, op] as const))('%s: parameters', (route, op) => {
    const html = readPage(route);
    expect(html, `${route}: no built page`).toBeDefined();
    const $ = load(html!);
    $('script, style').remove();
    // The left column: the right one repeats names in its samples.
    const reference = $('.openapi-left-panel__container');
    const text = bare(reference.text());
    const names = new Set(reference.find('.openapi-schema__property').map((_, e) => $(e).text().trim()).get());
    const missing = op.parameters.flatMap((p) => [
      ...(names.has(p.name) ? [] : [`${p.in} parameter ${p.name}`]),
      ...(text.includes(bare(p.description)) ? [] : [`description of ${p.name}: ${p.description}`]),
    ]);
    expect(missing).toEqual([]);
  });

  it.each(operations.map((op) => [op.route, op] as const))('%s: request body and each status code, at every depth', (route, op) => {
    const $ = load(readPage(route)!);
    $('script, style').remove();
    const reference = $('.openapi-left-panel__container');
    const namesIn = (el: ReturnType<typeof $>) =>
      new Set(el.find('.openapi-schema__property').map((_, e) => $(e).text().trim()).get());
    const body = namesIn(reference.find('details.openapi-markdown__details.mime'));
    const missing = op.requestFieldsDeep.filter((f) => !body.has(f)).map((f) => `request body field ${f}`);
    // The status codes are tabs; their panels follow the tab list in the same order.
    const container = reference.find('.openapi-tabs__response-list-container').closest('.openapi-tabs__container');
    const codes = container.find('.openapi-tabs__response-code-item').map((_, e) => $(e).text().trim()).get();
    const panels = container.children().last().children('[role=tabpanel]').toArray();
    expect(codes, `${route}: status codes`).toEqual(op.responses.map((r) => r.status));
    op.responses.forEach((response, i) => {
      const panel = $(panels[i]);
      const text = bare(panel.text());
      const names = namesIn(panel);
      const where = `${response.status}`;
      if (!text.includes(bare(response.description))) missing.push(`${where} description`);
      for (const header of response.headers) {
        if (!panel.text().includes(header.name)) missing.push(`${where} header ${header.name}`);
        if (!text.includes(bare(header.description))) missing.push(`${where} description of header ${header.name}`);
      }
      for (const type of response.mediaTypes) if (!panel.text().includes(type)) missing.push(`${where} media type ${type}`);
      for (const field of response.fields) if (!names.has(field)) missing.push(`${where} field ${field}`);
    });
    expect(missing).toEqual([]);
  });
});
