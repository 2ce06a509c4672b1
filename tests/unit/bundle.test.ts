/**
 * Build-time pieces that keep data and styles out of pages that do not use them: the remark
 * plugin that hands catalog components their data, and the OpenAPI stylesheet helpers.
 */
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import remarkComponentData from '../../src/remark/componentData';
import { addStylesheet, dropUnusedCodeTabSelectors } from '../../src/plugins/openapiTheme';

function jsx(name: string, attributes: Record<string, string>) {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([n, value]) => ({ type: 'mdxJsxAttribute', name: n, value })),
    children: [],
  };
}

function dataOf(node: ReturnType<typeof jsx>): { type: string; data: { estree: { body: unknown[] } } } {
  const attribute = node.attributes.find((a) => a.name === 'data');
  expect(attribute, `${node.name} got a data attribute`).toBeDefined();
  return attribute!.value as unknown as { type: string; data: { estree: { body: unknown[] } } };
}

describe('remarkComponentData', () => {
  it('adds the data of the named entry to each catalog component, and only that', () => {
    const facts = jsx('NodeFacts', { id: 'File/CSV_Read' });
    const module = jsx('SdkModule', { name: 'labwire.lc.lc' });
    const other = jsx('Admonition', { type: 'note' });
    remarkComponentData()({ type: 'root', children: [facts, { type: 'paragraph', children: [module] }, other] });
    for (const node of [facts, module]) {
      const value = dataOf(node);
      expect(value.type).toBe('mdxJsxAttributeValueExpression');
      expect(value.data.estree.body).toHaveLength(1);
    }
    const factsSource = JSON.stringify(dataOf(facts).data.estree);
    expect(factsSource).toContain('CSV_Read');
    expect(factsSource).not.toContain('Excel_Read_Multi'); // another node's entry is not copied in
    expect(other.attributes.some((a) => a.name === 'data')).toBe(false);
  });

  it('fails the build on an unknown id or a missing name', () => {
    expect(() => remarkComponentData()(jsx('NodeFacts', { id: 'File/Nope' }))).toThrow(/unknown node id/);
    expect(() => remarkComponentData()(jsx('SdkModule', {}))).toThrow(/name=/);
  });
});

describe('OpenAPI stylesheet on API pages only', () => {
  it('drops code-tab rules of languages the site does not offer', () => {
    const css = `.openapi-tabs__code-item--python::after{a:1}
.openapi-tabs__code-item--rust::after{b:2}
.openapi-tabs__code-item--rust.active,.openapi-tabs__code-item--curl.active{c:3}
.openapi-tabs__code-item--sample{d:4}`;
    const out = postcss([dropUnusedCodeTabSelectors(new Set(['python', 'curl', 'sample']))]).process(css, {
      from: undefined,
    }).css;
    expect(out).toContain('--python::after');
    expect(out).not.toContain('rust');
    expect(out).toContain('.openapi-tabs__code-item--curl.active{c:3}');
    expect(out).toContain('--sample');
  });

  it('links the stylesheet right after the entry stylesheet, once', () => {
    const html = '<head><link rel=stylesheet href=/assets/css/styles.0a1b2c3d.css /><script></script></head>';
    const once = addStylesheet(html, '/assets/css/openapi.12345678.css');
    expect(once).toBe(
      '<head><link rel=stylesheet href=/assets/css/styles.0a1b2c3d.css /><link rel="stylesheet" href="/assets/css/openapi.12345678.css"><script></script></head>',
    );
    expect(addStylesheet(once, '/assets/css/openapi.12345678.css')).toBe(once);
    expect(() => addStylesheet('<head></head>', '/x.css')).toThrow(/entry stylesheet/);
  });
});
