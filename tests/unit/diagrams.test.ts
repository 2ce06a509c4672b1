import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import diagrams, { accessibleText } from '../../src/remark/diagrams';

// Renders in Chromium (tests/chromium.json, or CHROME_PATH) into a fresh cache, as a cold build does.
const cacheDir = mkdtempSync(join(tmpdir(), 'labwire-diagrams-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

interface Node {
  type: string;
  name?: string;
  attributes?: { name: string; value: unknown }[];
  children?: Node[];
}

async function transform(markdown: string): Promise<Node> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(diagrams, { cacheDir });
  const file = { path: join(process.cwd(), 'docs', 'Example.mdx'), data: { compilerName: 'client' } };
  // The plugin only needs the file's path and compiler name; unified's VFile type asks for more.
  return (await processor.run(processor.parse(markdown), file as never)) as unknown as Node;
}

const attrs = (node: Node) => Object.fromEntries(node.attributes!.map((a) => [a.name, a.value]));

const page = (diagram: string) => `# Example\n\nSome text.\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n`;

describe('remark diagrams plugin', () => {
  it('turns a mermaid block into a figure with a light and a dark image, sized, with alt text', async () => {
    const tree = await transform(
      page('flowchart LR\n  accTitle: Two steps\n  accDescr: A leads to B.\n  a[A] --> b[B]'),
    );
    const figure = tree.children![2];
    expect(figure).toMatchObject({ type: 'mdxJsxFlowElement', name: 'figure' });
    expect(attrs(figure).className).toBe('lw-diagram');
    const [light, dark] = figure.children!;
    expect(figure.children).toHaveLength(2);
    for (const [img, className] of [
      [light, 'lw-diagram__light'],
      [dark, 'lw-diagram__dark'],
    ] as const) {
      const a = attrs(img);
      expect(img.name).toBe('img');
      expect(a).toMatchObject({ className, alt: 'Two steps. A leads to B.', loading: 'lazy', decoding: 'async' });
      expect(Number(a.width)).toBeGreaterThan(50);
      expect(Number(a.height)).toBeGreaterThan(10);
      const src = (a.src as { value: string }).value;
      const svgFile = /!([^!]+\.svg)"\)\.default$/.exec(src)![1];
      const svg = readFileSync(svgFile, 'utf8');
      expect(svg).toMatch(new RegExp(`^<svg[^>]* width="${a.width}"[^>]* height="${a.height}"`));
      // SVG text, not HTML in a foreignObject: an SVG shown as an image would drop it.
      expect(svg).not.toContain('foreignObject');
    }
    expect(attrs(light).src).not.toEqual(attrs(dark).src);
  });

  it('fails with the file, line and what to add when accTitle or accDescr is missing', async () => {
    await expect(transform(page('flowchart LR\n  accTitle: Two steps\n  a --> b'))).rejects.toThrow(
      /docs\/Example\.mdx:5: this Mermaid diagram has no accDescr\. .*accDescr: /,
    );
    await expect(transform(page('sequenceDiagram\n  a->>b: hi'))).rejects.toThrow(/no accTitle and accDescr/);
  });

  it("fails with the file, line and Mermaid's message on a syntax error", async () => {
    await expect(
      transform(page('flowchart LR\n  accTitle: Broken\n  accDescr: Not a diagram.\n  a --> b -->')),
    ).rejects.toThrow(/docs\/Example\.mdx:5: Mermaid could not render this diagram[^]*Parse error on line/);
  });

  it('reads the one-line and block forms of accDescr and leaves them out of the source', () => {
    const text = accessibleText('mindmap\n  accTitle: T\n  accDescr {\n    Line one\n    line two\n  }\n  root');
    expect(text).toEqual({ title: 'T', description: 'Line one line two', body: 'mindmap\n  root' });
  });
});
