/**
 * src/lib/simpleMarkdown.ts against react-markdown with GFM and raw HTML, the renderer of the
 * OpenAPI theme: every text the theme passes to its Markdown component for our openapi.yaml
 * (descriptions, qualifiers such as "Possible values", enum tables) must give the same HTML, and
 * any other input either the same HTML or null (the full renderer is then used).
 */
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import React, { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { parseSimpleMarkdown } from '../../src/lib/simpleMarkdown';
import { renderNodes } from '../../src/components/InlineMarkdown';
import { loadOpenApi } from '../../src/sources/openapi';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// The theme's qualifier messages ("Possible values", ranges...), from its own code. It requires
// @docusaurus/Translate, which only the site's bundler resolves: Node gets a stub here.
type Resolve = (request: string, ...rest: unknown[]) => string;
const nodeModule = Module as unknown as { _resolveFilename: Resolve };
const resolve = nodeModule._resolveFilename;
nodeModule._resolveFilename = function (request, ...rest) {
  if (request === '@docusaurus/Translate') return path.join(repoRoot, 'tests', 'stubs', 'translate.cjs');
  return resolve.call(this, request, ...rest);
};
const { getQualifierMessage } = createRequire(import.meta.url)('docusaurus-theme-openapi-docs/lib/markdown/schema') as {
  getQualifierMessage: (schema: Record<string, unknown>) => string | undefined;
};
nodeModule._resolveFilename = resolve;

const tidy = (html: string) => html.replace(/>\n+</g, '><').trim();

function reference(markdown: string): string {
  return tidy(
    renderToStaticMarkup(
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeRaw]}>
        {markdown}
      </ReactMarkdown>,
    ),
  );
}

const plainLink = (href: string, children: ReactNode) => <a href={href}>{children}</a>;

function simple(markdown: string): string | null {
  const nodes = parseSimpleMarkdown(markdown);
  return nodes && tidy(renderToStaticMarkup(<>{renderNodes(nodes, plainLink)}</>));
}

/** The theme's enum table (SchemaItem and ParamsItem, getEnumDescriptionMarkdown). */
function enumTable(descriptions: Record<string, string>): string {
  const rows = Object.entries(descriptions)
    .map(([value, text]) => `| ${value} | ${text} | `.replaceAll('\n', '<br/>'))
    .join('\n');
  return `| Enum Value | Description |\n| ---- | ----- |\n${rows}\n    `;
}

/** Every text of openapi.yaml that the theme renders as Markdown in the browser. */
function markdownTexts(): string[] {
  const texts = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.description === 'string') texts.add(record.description);
    if (record['x-enumDescriptions']) texts.add(enumTable(record['x-enumDescriptions'] as Record<string, string>));
    if ('type' in record || 'enum' in record) {
      const qualifier = getQualifierMessage(record);
      if (qualifier) texts.add(qualifier);
    }
    Object.values(record).forEach(walk);
  };
  walk(loadOpenApi());
  return [...texts];
}

describe('simple Markdown of the API reference', () => {
  const texts = markdownTexts();

  it('finds the texts to check', () => {
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.some((t) => t.startsWith('**Possible values:**'))).toBe(true);
    expect(texts.some((t) => t.startsWith('| Enum Value |'))).toBe(true);
  });

  it('renders every description, qualifier and enum table of openapi.yaml like react-markdown', () => {
    const unsupported = texts.filter((t) => parseSimpleMarkdown(t) === null);
    // Anything else would still render (with react-markdown, loaded on demand), but slowly on a
    // phone: write it with paragraphs, bullet lists, code, bold, italics and links, or extend
    // src/lib/simpleMarkdown.ts.
    expect(unsupported, 'texts the simple parser leaves to react-markdown').toEqual([]);
    for (const text of texts) expect(simple(text), text).toBe(reference(text));
  });

  const cases: string[] = [
    'One paragraph with `code`, **bold**, *italics* and a [link](/api/get-flows).',
    'Two lines\nof one paragraph.\n\nAnd a second paragraph.',
    '- **Role:** any role.\n- **Filters:** `status`.\n  continued item\nlazy line',
    'Intro line\n- a list right after a paragraph\n- second',
    '**Possible values:** [`queued`, `running`]',
    '[`download-file`](/api/download-file) and [**bold link**](https://example.com/a)',
    'snake_case words and `code_with_underscores`',
    '3 * 4 * 5 and a ** lone double star',
    '| Enum Value | Description |\n| ---- | ----- |\n| a | The `a` value | \n| b | The **b** value | \n    ',
    ' leading and trailing spaces ',
    // Left to react-markdown: each must give null, or the same HTML.
    '# Heading',
    '> quote',
    '1. ordered',
    '- a\n\n- loose',
    '- a\n  - nested',
    'line with hard break  \nnext',
    'escaped \\* star',
    'an <b>html</b> tag',
    'auto link https://example.com and www.example.com',
    'mail me at someone@example.com',
    '~~strike~~',
    '![image](/img.png)',
    '[reference][ref]\n\n[ref]: /x',
    'text\n---',
    'text\n===',
    '***',
    '```\nfence\n```',
    '    indented code',
    'a **b *c* d** e',
    '*a **b** c*',
    '**a**b',
    'a**b**',
    '_em_ and __strong__',
    'entity &amp; and & alone',
    '[link](javascript:alert(1))',
    '[link](</a b>)',
    '[link](/a "title")',
    'a [b] c',
    '[^1] footnote',
    ':::note\nadmonition\n:::',
    '| a |\n| :-- |\n| b |',
    '| a | b |\n| - | - |',
    'text | with pipe',
    '- a\n- b\n\nafter the list',
    '* star list\n* second',
    '- a\n+ other marker',
    '**unclosed bold',
    'unopened bold**',
    '`unclosed code',
    '``double ticks``',
    'A `` `` b',
  ];

  it.each(cases)('%j renders like react-markdown or is left to it', (text) => {
    const html = simple(text);
    if (html !== null) expect(html).toBe(reference(text));
  });

  it('handles the common cases itself', () => {
    for (const text of cases.slice(0, 10)) expect(parseSimpleMarkdown(text), text).not.toBeNull();
  });

  it('never differs from react-markdown on generated mixtures of the constructs', () => {
    const pieces = [
      'word',
      ' ',
      '\n',
      '\n\n',
      '- ',
      '* ',
      '**',
      '*',
      '_',
      '`x`',
      '[a](/b)',
      '[',
      ']',
      '(',
      ')',
      'snake_case',
      '|',
      '---',
      '\\',
      '<i>',
      '# ',
      '  ',
      'https://x.io',
      '&amp;',
      ':',
      '.',
    ];
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let handled = 0;
    for (let n = 0; n < 6000; n++) {
      let text = '';
      const length = 2 + Math.floor(random() * 10);
      for (let k = 0; k < length; k++) text += pieces[Math.floor(random() * pieces.length)];
      const html = simple(text);
      if (html === null) continue;
      handled++;
      expect(html, JSON.stringify(text)).toBe(reference(text));
    }
    expect(handled).toBeGreaterThan(500);
  });
});
