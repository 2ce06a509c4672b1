/**
 * The one reader of fenced code blocks (src/build/codeFences.ts): it finds every block the build
 * renders, with the file's line of its first line of code, and names the file and line of a page
 * that is not valid MDX.
 */
import { describe, expect, it } from 'vitest';
import { codeBlocks, codeLines, withoutCodeBlocks } from '../../src/build/codeFences';

const FILE = 'docs/fixture.mdx';
/** A page with a block at every place a writer puts one; each `# line N` is the line it is on. */
const PAGE = [
  '---', // 1
  'title: Fences {in every place}', // 2: not an MDX expression, as front matter is YAML
  '---', // 3
  '', // 4
  '1. Install the agent:', // 5
  '', // 6
  '   ```powershell', // 7
  '   # line 8', // 8
  '   ```', // 9
  '', // 10
  '<Tabs>', // 11
  '  <TabItem value="py">', // 12
  '', // 13
  '    ```python title="flow.py"', // 14
  '    # line 15', // 15
  '    if True:', // 16
  '        pass', // 17
  '    ```', // 18
  '', // 19
  '  </TabItem>', // 20
  '</Tabs>', // 21
  '', // 22
  '````md', // 23
  '```python', // 24
  '# shown as text, not a block', // 25
  '```', // 26
  '````', // 27
  '', // 28
  '~~~', // 29
  '# line 30', // 30
  '~~~', // 31
  '', // 32
].join('\n');

describe('codeBlocks', () => {
  it('finds an indented block in a list item, one inside JSX, a block shown in another, and a tilde fence', () => {
    const blocks = codeBlocks(PAGE, FILE);
    expect(blocks.map(({ lang, meta, line }) => ({ lang, meta, line }))).toEqual([
      { lang: 'powershell', meta: '', line: 8 },
      { lang: 'python', meta: 'title="flow.py"', line: 15 },
      { lang: 'md', meta: '', line: 24 },
      { lang: '', meta: '', line: 30 },
    ]);
    for (const block of blocks.filter((b) => b.lang !== 'md')) {
      expect(block.value.split('\n')[0]).toBe(`# line ${block.line}`);
    }
  });

  it("gives the code without the fence's indentation and keeps the code's own", () => {
    expect(codeBlocks(PAGE, FILE)[1].value).toBe('# line 15\nif True:\n    pass');
    expect(codeBlocks(PAGE, FILE)[2].value).toBe('```python\n# shown as text, not a block\n```');
  });

  it('gives the lines the blocks take up, fences included', () => {
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect([...codeLines(PAGE, FILE)]).toEqual([...range(7, 9), ...range(14, 18), ...range(23, 27), ...range(29, 31)]);
  });

  it('blanks the blocks out of the page, keeping its lines', () => {
    const prose = withoutCodeBlocks(PAGE, FILE);
    expect(prose.split('\n')).toHaveLength(PAGE.split('\n').length);
    expect(prose).not.toMatch(/line \d+|```|~~~|shown as text/);
    expect(prose).toContain('1. Install the agent:');
    expect(prose).toContain('<TabItem value="py">');
  });

  it('names file:line:column of a page that is not valid MDX', () => {
    const broken = PAGE.replace('  </TabItem>\n', '');
    // `</Tabs>` moves up to line 20 and closes a tag that still holds an open `<TabItem>`.
    expect(() => codeBlocks(broken, FILE)).toThrow(
      /^docs\/fixture\.mdx:20:1: not valid MDX: Unexpected closing tag `<\/Tabs>`/,
    );
  });

  it('names the opening tag of an element the page never closes', () => {
    const unclosed = PAGE.replace('</Tabs>\n', '');
    expect(() => codeBlocks(unclosed, FILE)).toThrow(
      /^docs\/fixture\.mdx:11:1: not valid MDX: Expected a closing tag for `<Tabs>`/,
    );
  });
});
