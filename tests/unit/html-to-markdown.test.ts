import { describe, expect, it } from 'vitest';
import {
  MarkdownConversionError,
  htmlToMarkdown,
  markdownProblems,
  pageToMarkdown,
} from '../../src/toMarkdown/htmlToMarkdown';
import { llmsTxt, markdownPath, sectionOf } from '../../src/toMarkdown/llmsTxt';

const options = { siteUrl: 'https://docs.example', route: '/app/flows/FlowEditor' };
const md = (html: string) => htmlToMarkdown(html, options).trim();

/** A Docusaurus code block as the build renders it: one token-line per line, each ending in <br>. */
const codeBlock = (language: string, lines: string[], title = '') =>
  `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block">${
    title ? `<div class="codeBlockTitle_x">${title}</div>` : ''
  }<div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-${language}"><code>${lines
    .map((line) => `<div class="token-line"><span class="token plain">${line}</span><br></div>`)
    .join(
      '',
    )}</code></pre><div class="buttonGroup_x"><button type="button" aria-label="Copy code">Copy</button></div></div></div>`;

describe('HTML to Markdown', () => {
  it('removes hash links from headings and keeps inline code in them', () => {
    const html =
      '<h2 class="anchor" id="open-the-editor">Open the <code>editor</code><a href="#open-the-editor" class="hash-link" aria-label="Direct link">&#8203;</a></h2>';
    expect(md(html)).toBe('## Open the `editor`');
  });

  it('makes links absolute: root-relative, relative, in-page anchors; external links unchanged', () => {
    const html =
      '<p>See <a href="/app/flows/FlowRuns">flow runs</a>, <a href="NodeEditor">the editor</a>, <a href="#save">saving</a> and <a href="https://example.org/x">elsewhere</a>.</p>';
    expect(md(html)).toBe(
      'See [flow runs](https://docs.example/app/flows/FlowRuns), [the editor](https://docs.example/app/flows/NodeEditor), ' +
        '[saving](https://docs.example/app/flows/FlowEditor#save) and [elsewhere](https://example.org/x).',
    );
  });

  it('keeps code blocks with their language and title, without the copy button', () => {
    const html = codeBlock('python', ['def f():', '    return "&lt;ok&gt;"'], 'node.py');
    expect(md(html)).toBe('```python title="node.py"\ndef f():\n    return "<ok>"\n```');
  });

  it('uses a longer fence when the code itself contains one', () => {
    expect(md(codeBlock('markdown', ['```sql', 'SELECT 1', '```']))).toBe('````markdown\n```sql\nSELECT 1\n```\n````');
  });

  it('writes GFM tables, escaping pipes and flattening lists inside cells', () => {
    const html =
      '<table><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody>' +
      '<tr><td><code>mode</code></td><td><code>append | replace</code></td></tr>' +
      '<tr><td>pages</td><td><ul><li>one</li><li>two</li></ul></td></tr></tbody></table>';
    expect(md(html)).toBe('| Name | Type |\n| --- | --- |\n| `mode` | `append \\| replace` |\n| pages | one, two |');
  });

  it('writes a table of row headers (facts at a glance) as a list, with its caption', () => {
    const html =
      '<table><caption>Python at a glance</caption><tbody><tr><th scope="row">Category</th><td>Analysis</td></tr>' +
      '<tr><th scope="row">Code</th><td>Python</td></tr></tbody></table>';
    expect(md(html)).toBe('**Python at a glance**\n\n- **Category:** Analysis\n- **Code:** Python');
  });

  it('indents nested lists and keeps ordered numbering', () => {
    const html =
      '<ol start="3"><li>First<ul><li>nested <strong>bold</strong></li><li>second nested</li></ul></li><li><p>Second</p><p>More text.</p></li></ol>';
    expect(md(html)).toBe('3. First\n   - nested **bold**\n   - second nested\n4. Second\n\n   More text.');
  });

  it('writes admonitions as blockquotes that name their type and title', () => {
    const html =
      '<div class="theme-admonition theme-admonition-warning admonition_x alert alert--warning"><div class="admonitionHeading_x">' +
      '<span class="admonitionIcon_x"><svg viewBox="0 0 1 1"><path d="M0 0"></path></svg></span>Renaming breaks calls</div>' +
      '<div class="admonitionContent_x"><p>Update <code>lw.trigger_flow</code> calls.</p><p>Second paragraph.</p></div></div>' +
      '<div class="theme-admonition theme-admonition-note alert"><div class="admonitionHeading_x">note</div><div class="admonitionContent_x"><p>Plain.</p></div></div>';
    expect(md(html)).toBe(
      '> **Warning: Renaming breaks calls**\n>\n> Update `lw.trigger_flow` calls.\n>\n> Second paragraph.\n\n> **Note**\n>\n> Plain.',
    );
  });

  it('writes every tab with its label', () => {
    const html =
      '<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">cURL</li><li role="tab">Python</li></ul>' +
      `<div><div role="tabpanel">${codeBlock('bash', ['curl -s x'])}</div><div role="tabpanel" hidden="">${codeBlock('python', ['import os'])}</div></div></div>`;
    expect(md(html)).toBe('**cURL**\n\n```bash\ncurl -s x\n```\n\n**Python**\n\n```python\nimport os\n```');
  });

  it('writes a diagram as its light image with alt text', () => {
    const html =
      '<figure class="lw-diagram"><img class="lw-diagram__light" src="/assets/images/d-light.svg" alt="Flow run states. A run is queued."><img class="lw-diagram__dark" src="/assets/images/d-dark.svg" alt="Flow run states. A run is queued."></figure>';
    expect(md(html)).toBe('![Flow run states. A run is queued.](https://docs.example/assets/images/d-light.svg)');
  });

  it('turns cards into a list of links, keyboard keys into code, and escapes text that looks like Markdown', () => {
    const html =
      '<div class="lw-cards"><a href="/api"><p><strong>REST API</strong>\nEvery operation.</p></a><a href="/sdk"><strong>SDK</strong> Python.</a></div>' +
      '<p>Press <kbd>Ctrl</kbd>+<kbd>K</kbd>; use *args and &lt;environment&gt;.</p>';
    expect(md(html)).toBe(
      '- [REST API](https://docs.example/api): Every operation.\n- [SDK](https://docs.example/sdk): Python.\n\n' +
        'Press `Ctrl`+`K`; use \\*args and \\<environment>.',
    );
  });

  it('drops interactive controls and fails on elements it has no form for', () => {
    expect(md('<form><label>Search</label><input></form><p>Kept.</p>')).toBe('Kept.');
    expect(() => md('<video src="x.mp4"></video>')).toThrow(MarkdownConversionError);
    expect(() => md('<video src="x.mp4"></video>')).toThrow(/FlowEditor: cannot convert <video/);
  });

  it('turns a built page into one title, its source address and its content', () => {
    const page =
      '<html><body><nav>Menu</nav><article><nav class="theme-doc-breadcrumbs">Home</nav><div class="theme-doc-markdown markdown">' +
      '<header><div class="lw-title-row"><h1>Flow editor</h1><div class="lw-page-actions" data-md-skip=""><button>Copy page</button></div></div></header>' +
      '<p>Text.</p></div><footer class="theme-doc-footer">Edit this page</footer></article></body></html>';
    expect(pageToMarkdown(page, options)).toBe(
      '# Flow editor\n\nSource: https://docs.example/app/flows/FlowEditor\n\nText.\n',
    );
  });

  it('refuses a page without a title', () => {
    expect(() => pageToMarkdown('<html><body><main><p>No title</p></main></body></html>', options)).toThrow(
      /no content with a title/,
    );
  });
});

describe('Markdown checks', () => {
  it('finds raw HTML, JSX, unclosed fences and extra titles, ignoring code', () => {
    expect(markdownProblems('# T\n\n```bash\n# a comment\n<div>\n```\n\nUse `<div>` here.\n')).toEqual([]);
    expect(markdownProblems('# T\n\n<div className="x">\n')).toHaveLength(1);
    expect(markdownProblems('# T\n\n```js\nopen\n')).toContain('a fenced code block is not closed');
    expect(markdownProblems('# T\n\n# U\n')).toEqual(['2 title lines (# ...) instead of one']);
  });
});

describe('llms.txt', () => {
  const page = (route: string, title: string) => ({
    route,
    title,
    description: `About ${title}.`,
    markdown: `# ${title}\n`,
  });

  it('names copies <route>.md and /index.md for the root', () => {
    expect(markdownPath('/')).toBe('index.md');
    expect(markdownPath('/api/schemas/agent')).toBe('api/schemas/agent.md');
  });

  it('lists each page once under its section, in sidebar order, release notes last', () => {
    const pages = [
      page('/releases/202510', 'October 2025'),
      page('/app/flows/FlowRuns', 'Flow runs'),
      page('/api/schemas/agent', 'Agent'),
      page('/', 'Home'),
      page('/nodes/Analysis/Python', 'Python node'),
      page('/tags/flows', 'Tagged flows'),
    ];
    const text = llmsTxt({ name: 'Docs', summary: 'All of it.', url: 'https://docs.example' }, pages, [
      '/',
      '/app/flows/FlowRuns',
    ]);
    expect(text.startsWith('# Docs\n\n> All of it.\n')).toBe(true);
    expect(text.match(/^## .*/gm)).toEqual(['## App guide', '## Nodes', '## Optional', '## Release notes']);
    expect(text).toContain(
      '## App guide\n\n- [Home](https://docs.example/index.md): About Home.\n- [Flow runs](https://docs.example/app/flows/FlowRuns.md): About Flow runs.\n',
    );
    expect(text).not.toContain('Tagged flows');
    expect(sectionOf('/api/get-flows')).toBe('API');
  });
});
