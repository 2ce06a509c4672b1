import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import diagrams, { accessibleText } from '../../src/remark/diagrams';
import { diagramDir, renderPath, THEMES } from '../../src/remark/diagramStore';
import { diagramsIn, siteDiagrams } from '../../src/remark/diagramSources';
import { browserCandidates, closeRenderer, renderDiagram } from '../../src/remark/mermaidRenderer';

const scratch = mkdtempSync(join(tmpdir(), 'labwire-diagrams-'));
afterAll(async () => {
  await closeRenderer();
  rmSync(scratch, { recursive: true, force: true });
});

interface Node {
  type: string;
  name?: string;
  lang?: string;
  attributes?: { name: string; value: unknown }[];
  children?: Node[];
}

async function transform(markdown: string, dir: string): Promise<Node> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(diagrams, { dir });
  const file = { path: join(process.cwd(), 'docs', 'Example.mdx'), data: { compilerName: 'client' } };
  // The plugin only needs the file's path and compiler name; unified's VFile type asks for more.
  return (await processor.run(processor.parse(markdown), file as never)) as unknown as Node;
}

const attrs = (node: Node) => Object.fromEntries(node.attributes!.map((a) => [a.name, a.value]));

const page = (diagram: string) => `# Example\n\nSome text.\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n`;
const twoSteps = 'flowchart LR\n  accTitle: Two steps\n  accDescr: A leads to B.\n  a[A] --> b[B]';

describe('committed diagram renders', () => {
  const site = siteDiagrams();

  it('finds every diagram of the site, each with an accTitle and an accDescr', () => {
    expect(site.length).toBeGreaterThanOrEqual(80);
    expect(site.filter((d) => !d.title || !d.description).map((d) => d.where)).toEqual([]);
  });

  it('has a light and a dark render in src/diagrams for every diagram (run `npm run diagrams` when this fails)', () => {
    const missing = site.flatMap((d) =>
      THEMES.filter((theme) => !existsSync(renderPath(d.body, theme))).map(
        (theme) => `${d.where} (${theme}): ${basename(renderPath(d.body, theme))}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('keeps no render that no diagram uses (`npm run diagrams` removes them)', () => {
    const used = new Set(site.flatMap((d) => THEMES.map((theme) => basename(renderPath(d.body, theme)))));
    expect(readdirSync(diagramDir).filter((f) => !used.has(f))).toEqual([]);
  });

  it('finds blocks nested in lists and JSX with their source as the MDX loader sees it', () => {
    const found = diagramsIn(
      '- Item\n\n  ```mermaid\n  flowchart LR\n    accTitle: T\n    accDescr: D.\n    a --> b\n  ```\n\n' +
        '<div>\n\n```mermaid\npie\n  accTitle: P\n  accDescr: Q.\n  "a": 1\n```\n\n</div>\n\n' +
        '````md\n```mermaid\nnot a diagram\n```\n````\n',
      'x.mdx',
    );
    expect(found.map((d) => [d.where, d.title, d.body])).toEqual([
      ['x.mdx:3', 'T', 'flowchart LR\n  a --> b'],
      ['x.mdx:12', 'P', 'pie\n  "a": 1'],
    ]);
  });

  it('names the file, line and column of a page that is not valid MDX', () => {
    expect(() => diagramsIn('# Example\n\n<div>\n\nText.\n', 'docs/x.mdx')).toThrow(
      /^docs\/x\.mdx:\d+:\d+: not valid MDX: /,
    );
  });
});

describe('remark diagrams plugin (no browser)', () => {
  it('turns a mermaid block into a figure with its light and dark render, sized, with alt text', async () => {
    const dir = mkdtempSync(join(scratch, 'store-'));
    const body = accessibleText(twoSteps).body;
    for (const theme of THEMES) {
      const file = renderPath(body, theme, dir);
      // Any committed render of the right name will do: the plugin reads the size from the file.
      copyFileSync(
        join(
          diagramDir,
          readdirSync(diagramDir).find((f) => f.endsWith(`-${theme === 'dark' ? 'dark' : 'light'}.svg`))!,
        ),
        file,
      );
    }
    const tree = await transform(page(twoSteps), dir);
    const figure = tree.children![2];
    expect(figure).toMatchObject({ type: 'mdxJsxFlowElement', name: 'figure' });
    expect(attrs(figure).className).toBe('lw-diagram');
    const [light, dark] = figure.children!;
    expect(figure.children).toHaveLength(2);
    for (const [img, className, theme] of [
      [light, 'lw-diagram__light', 'neutral'],
      [dark, 'lw-diagram__dark', 'dark'],
    ] as const) {
      const a = attrs(img);
      expect(img.name).toBe('img');
      expect(a).toMatchObject({ className, alt: 'Two steps. A leads to B.', loading: 'lazy', decoding: 'async' });
      const src = (a.src as { value: string }).value;
      const svgFile = /!([^!]+\.svg)"\)\.default$/.exec(src)![1];
      expect(svgFile).toBe(renderPath(accessibleText(twoSteps).body, theme, dir));
      expect(readFileSync(svgFile, 'utf8')).toMatch(
        new RegExp(`^<svg[^>]* width="${a.width}"[^>]* height="${a.height}"`),
      );
    }
  });

  it('leaves a diagram without a render as a code block and warns with the file, line and what to run', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tree = await transform(page(twoSteps), mkdtempSync(join(scratch, 'empty-')));
    expect(tree.children![2]).toMatchObject({ type: 'code', lang: 'mermaid' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/docs\/Example\.mdx:5: .*"Two steps".*npm run diagrams/));
    warn.mockRestore();
  });

  it('fails with the file, line and what to add when accTitle or accDescr is missing', async () => {
    await expect(transform(page('flowchart LR\n  accTitle: Two steps\n  a --> b'), scratch)).rejects.toThrow(
      /docs\/Example\.mdx:5: this Mermaid diagram has no accDescr\. .*accDescr: /,
    );
    await expect(transform(page('sequenceDiagram\n  a->>b: hi'), scratch)).rejects.toThrow(/no accTitle and accDescr/);
  });

  it('reads the one-line and block forms of accDescr and leaves them out of the source', () => {
    const text = accessibleText('mindmap\n  accTitle: T\n  accDescr {\n    Line one\n    line two\n  }\n  root');
    expect(text).toEqual({ title: 'T', description: 'Line one line two', body: 'mindmap\n  root' });
  });
});

describe('diagram renderer (npm run diagrams, in Chromium)', () => {
  it('draws a sized SVG with SVG text labels under the name the build looks for', async () => {
    const dir = mkdtempSync(join(scratch, 'draw-'));
    const body = accessibleText(twoSteps).body;
    const out = await renderDiagram(body, 'neutral', dir);
    expect(out.file).toBe(renderPath(body, 'neutral', dir));
    const svg = readFileSync(out.file, 'utf8');
    expect(svg).toMatch(new RegExp(`^<svg[^>]* width="${out.width}"[^>]* height="${out.height}"`));
    // SVG text, not HTML in a foreignObject: an SVG shown as an image would drop it.
    expect(svg).not.toContain('foreignObject');
  });

  it("fails with Mermaid's message on a syntax error", async () => {
    await expect(renderDiagram('flowchart LR\n  a --> b -->', 'dark', scratch)).rejects.toThrow(/Parse error on line/);
  });

  it('looks for a browser at CHROME_PATH first, then where Chrome, Chromium or Edge install on each system', () => {
    expect(browserCandidates({ CHROME_PATH: '/opt/c' }, 'linux').slice(0, 2)).toEqual(['/opt/c', '/usr/bin/chromium']);
    expect(browserCandidates({}, 'darwin')[0]).toBe('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome');
    expect(browserCandidates({ PROGRAMFILES: 'C:\\Program Files' }, 'win32')[0]).toBe(
      'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    );
  });
});
