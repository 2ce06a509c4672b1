/**
 * Converts the article of a built page to clean Markdown: headings without their hash links, code
 * blocks with their language, GFM tables, admonitions as blockquotes, tabs as labelled sections,
 * diagrams as images, links made absolute. It knows every element the site renders; anything else
 * throws a MarkdownConversionError naming the element, so the build fails instead of writing garbage.
 */
import { load, type AnyNode, type Cheerio, type CheerioAPI, type Element } from 'cheerio';

export class MarkdownConversionError extends Error {}

export interface ConvertOptions {
  /** Public URL of the site, without a trailing slash. */
  siteUrl: string;
  /** Route of the page, to resolve relative links and in-page anchors. */
  route: string;
}

const CONTAINERS = new Set(['div', 'section', 'article', 'header', 'footer', 'main', 'span', 'center', 'aside']);
const INLINE = new Set([
  ...['a', 'strong', 'b', 'em', 'i', 'code', 'kbd', 'br', 'span', 'sup', 'sub', 'small', 'abbr', 'mark'],
  ...['del', 's', 'u', 'time', 'img', 'wbr', 'q', 'cite', 'var', 'samp', 'dfn', 'ins', 'bdi', 'data', 'label'],
]);
/** Interactive controls and page chrome: not content. */
const DROPPED = new Set(['script', 'style', 'svg', 'button', 'form', 'input', 'select', 'textarea', 'nav', 'noscript']);
const DROPPED_SELECTOR = [
  '.hash-link',
  '.theme-doc-toc-mobile',
  '[data-md-skip]',
  '[aria-hidden="true"]',
  '[aria-live]',
  'template',
].join(',');

const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';
const classOf = (el: Element) => el.attribs.class ?? '';
const hasClass = (el: Element, name: string) => classOf(el).split(/\s+/).includes(name);
const childElements = (el: Element) => el.children.filter(isElement);

/** Text of a node with <br> as a newline (code lines end in <br>). */
function rawText(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (!isElement(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(rawText).join('');
}

const squash = (text: string) => text.replace(/[\s\u200b]+/g, ' ');

/** Escapes what Markdown would read as syntax in running text. */
function escapeText(text: string): string {
  return text
    .replace(/([\\`*])/g, '\\$1')
    .replace(/\](?=[([:])/g, '\\]')
    .replace(/(^|\W)_|_(?=\W|$)/g, (m) => m.replace('_', '\\_'))
    .replace(/<(?=[a-zA-Z/!?])/g, '\\<');
}

function codeSpan(text: string): string {
  const inner = squash(text).trim();
  if (!inner) return '';
  const longest = Math.max(0, ...(inner.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = inner.startsWith('`') || inner.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${inner}${pad}${fence}`;
}

function fencedCode(code: string, info: string): string {
  const longest = Math.max(0, ...(code.match(/^`{3,}/gm) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${code}\n${fence}`;
}

/** Wraps inline text in a marker, keeping the surrounding spaces outside it (`** a **` is not bold). */
function wrap(text: string, marker: string): string {
  const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  return m[2] ? `${m[1]}${marker}${m[2]}${marker}${m[3]}` : text;
}

function indent(text: string, prefix: string, first = prefix): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? first + line : line ? prefix + line : line))
    .join('\n');
}

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

class Converter {
  constructor(private readonly options: ConvertOptions) {}

  fail(el: Element, why: string): never {
    throw new MarkdownConversionError(
      `${this.options.route}: cannot convert <${el.name} class="${classOf(el)}">: ${why}`,
    );
  }

  url(href: string): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
    const base = `${this.options.siteUrl}${this.options.route === '/' ? '/' : this.options.route}`;
    return new URL(href, base).href;
  }

  /** Block-level Markdown of a list of nodes: inline runs become paragraphs. */
  blocks(nodes: AnyNode[]): string[] {
    const out: string[] = [];
    let inline = '';
    const flush = () => {
      const text = inline.replace(/[ \t]*\n[ \t]*/g, '\n').trim();
      if (text) out.push(text.replace(/^([#>+-]|\d+[.)])(?=\s|$)/, '\\$1'));
      inline = '';
    };
    for (const node of nodes) {
      if (isElement(node) && !INLINE.has(node.name) && !this.dropped(node)) {
        flush();
        out.push(...this.block(node));
      } else if (
        isElement(node) &&
        node.name === 'a' &&
        node.children.some((c) => isElement(c) && /^h[1-6]$/.test(c.name))
      ) {
        flush();
        out.push(this.linkedHeading(node));
      } else if (isElement(node) && node.name === 'span' && childElements(node).some((c) => !INLINE.has(c.name))) {
        flush();
        out.push(...this.blocks(node.children));
      } else {
        inline += this.inline(node);
      }
    }
    flush();
    return out;
  }

  dropped(el: Element): boolean {
    return DROPPED.has(el.name) || el.attribs.hidden !== undefined;
  }

  block(el: Element): string[] {
    const name = el.name;
    if (/^h[1-6]$/.test(name)) {
      const text = this.inlineChildren(el).trim();
      return text ? [`${'#'.repeat(Number(name[1]))} ${text}`] : [];
    }
    if (hasClass(el, 'theme-admonition')) return [this.admonition(el)];
    if (hasClass(el, 'theme-code-block')) return [this.codeBlock(el)];
    if (hasClass(el, 'tabs-container')) return this.tabs(el);
    if (name === 'figure' && hasClass(el, 'lw-diagram')) return this.diagram(el);
    switch (name) {
      case 'p':
        return this.blocks(el.children);
      case 'pre':
        return [this.codeBlock(el)];
      case 'ul':
      case 'ol':
        return [this.list(el)];
      case 'table':
        return this.table(el);
      case 'blockquote':
        return [quote(this.blocks(el.children).join('\n\n'))];
      case 'hr':
        return ['---'];
      case 'dl':
        return this.definitions(el);
      case 'details':
        return this.details(el);
      case 'figure':
      case 'figcaption':
      case 'caption':
      case 'li':
      case 'dt':
      case 'dd':
      case 'summary':
        return name === 'figcaption' ? [wrap(this.inlineChildren(el).trim(), '*')] : this.blocks(el.children);
      case 'img':
        return [this.image(el)];
      default:
        if (CONTAINERS.has(name)) return this.isLinkList(el) ? [this.linkList(el)] : this.blocks(el.children);
        return this.fail(el, 'no Markdown form is defined for this element');
    }
  }

  inlineChildren(el: Element): string {
    return el.children.map((child) => this.inline(child)).join('');
  }

  inline(node: AnyNode): string {
    if (node.type === 'text') return escapeText(squash(node.data));
    if (!isElement(node) || this.dropped(node)) return '';
    const inner = () => this.inlineChildren(node);
    switch (node.name) {
      case 'a': {
        const text = inner().trim();
        const href = node.attribs.href;
        if (!href || !text) return text;
        return `[${text}](${this.url(href).replace(/[()\s]/g, encodeURIComponent)})`;
      }
      case 'strong':
      case 'b':
        return wrap(inner(), '**');
      case 'em':
      case 'i':
      case 'cite':
      case 'dfn':
      case 'var':
        return wrap(inner(), '*');
      case 'del':
      case 's':
        return wrap(inner(), '~~');
      case 'code':
      case 'kbd':
      case 'samp':
        return codeSpan(rawText(node));
      case 'br':
        return '\n';
      case 'img':
        return this.image(node);
      case 'wbr':
        return '';
      default:
        if (INLINE.has(node.name) || CONTAINERS.has(node.name)) return inner();
        if (/^h[1-6]$/.test(node.name) || node.name === 'p') return ` ${inner()} `;
        return this.fail(node, 'a block element inside running text');
    }
  }

  image(el: Element): string {
    const src = el.attribs.src;
    if (!src) return '';
    return `![${escapeText(squash(el.attribs.alt ?? '').trim())}](${this.url(src)})`;
  }

  /** A container holding only links (a grid of cards). */
  isLinkList(el: Element): boolean {
    const children = childElements(el);
    const textOutside = el.children.some((c) => c.type === 'text' && c.data.trim() !== '');
    return children.length > 1 && !textOutside && children.every((c) => c.name === 'a' && c.attribs.href);
  }

  /** Cards as a list: `- [Title](url): text`, the title being the card's bold first line. */
  linkList(el: Element): string {
    return childElements(el)
      .map((link) => {
        const only = childElements(link);
        // MDX wraps a card's lines in a paragraph.
        const a = only.length === 1 && only[0].name === 'p' ? only[0] : link;
        const [first] = childElements(a);
        const href = this.url(link.attribs.href);
        if (!first || !['strong', 'b'].includes(first.name)) return `- [${this.inlineChildren(a).trim()}](${href})`;
        const rest = a.children
          .filter((c) => c !== first)
          .map((c) => this.inline(c))
          .join('')
          .trim();
        return `- [${this.inlineChildren(first).trim()}](${href})${rest ? `: ${rest}` : ''}`;
      })
      .join('\n');
  }

  linkedHeading(a: Element): string {
    const heading = childElements(a).find((c) => /^h[1-6]$/.test(c.name))!;
    const text = this.inlineChildren(heading).trim();
    return `${'#'.repeat(Number(heading.name[1]))} [${text}](${this.url(a.attribs.href ?? '')})`;
  }

  codeBlock(el: Element): string {
    const pre = el.name === 'pre' ? el : findFirst(el, (n) => n.name === 'pre');
    if (!pre) return this.fail(el, 'a code block without <pre>');
    const lines = findAll(pre, (n) => hasClass(n, 'token-line'));
    const code = (lines.length ? lines.map((line) => rawText(line).replace(/\n$/, '')).join('\n') : rawText(pre))
      .replace(/\u200b/g, '')
      .replace(/\s+$/, '');
    const language = /(?:^|\s)language-([\w+#-]+)/.exec(`${classOf(el)} ${classOf(pre)}`)?.[1];
    const titleEl = findFirst(el, (n) => /(^|\s)codeBlockTitle/.test(classOf(n)));
    const title = titleEl ? squash(rawText(titleEl)).trim() : '';
    const info = `${language && language !== 'text' ? language : 'text'}${title ? ` title="${title.replace(/"/g, "'")}"` : ''}`;
    return fencedCode(code, info);
  }

  admonition(el: Element): string {
    const type = /theme-admonition-(\w+)/.exec(classOf(el))?.[1] ?? 'note';
    const label = type[0].toUpperCase() + type.slice(1);
    const [heading, content] = childElements(el);
    const title = heading ? this.inlineChildren(heading).trim() : '';
    const head =
      title && title.toLowerCase() !== type ? `**${label}: ${title.replace(/^\*\*(.*)\*\*$/, '$1')}**` : `**${label}**`;
    const body = content ? this.blocks(content.children).join('\n\n') : '';
    return quote(`${head}\n\n${body}`.trim());
  }

  tabs(el: Element): string[] {
    const labels = findAll(el, (n) => n.attribs.role === 'tab').map((tab) => squash(rawText(tab)).trim());
    const panels = findAll(el, (n) => n.attribs.role === 'tabpanel');
    if (labels.length !== panels.length) this.fail(el, `${labels.length} tabs but ${panels.length} panels`);
    return panels.flatMap((panel, i) => [`**${escapeText(labels[i])}**`, ...this.blocks(panel.children)]);
  }

  /** A diagram in its light and dark variants: the light one (or the first) as an image. */
  diagram(el: Element): string[] {
    const images = findAll(el, (n) => n.name === 'img');
    const light = images.find((img) => /light/i.test(`${classOf(img)} ${img.attribs.src ?? ''}`)) ?? images[0];
    if (!light?.attribs.alt) return this.fail(el, 'a diagram needs an image with alt text');
    const caption = findFirst(el, (n) => n.name === 'figcaption');
    return [this.image(light), ...(caption ? this.block(caption) : [])];
  }

  list(el: Element): string {
    const ordered = el.name === 'ol';
    let n = Number(el.attribs.start ?? 1);
    return childElements(el)
      .filter((li) => li.name === 'li')
      .map((li) => {
        const marker = ordered ? `${n++}. ` : '- ';
        const parts = this.blocks(li.children);
        const body = parts.reduce(
          (acc, part, i) => (i === 0 ? part : `${acc}${/^(- |\d+\. )/.test(part) ? '\n' : '\n\n'}${part}`),
          '',
        );
        return indent(body || '', ' '.repeat(marker.length), marker);
      })
      .join('\n');
  }

  /** A table cell on one line: lists become comma-separated. */
  cell(el: Element): string {
    return this.blocks(el.children)
      .map((block) =>
        /^(- |\d+\. )/.test(block)
          ? block
              .replace(/^\s*(- |\d+\. )/gm, '')
              .split('\n')
              .join(', ')
          : block,
      )
      .join(' ')
      .replace(/\n+/g, ' ')
      .replace(/\|/g, '\\|')
      .trim();
  }

  table(el: Element): string[] {
    const caption = findFirst(el, (n) => n.name === 'caption');
    const rows = findAll(el, (n) => n.name === 'tr').filter((tr) => closest(tr, 'table') === el);
    const cellsOf = (tr: Element) => childElements(tr).filter((c) => c.name === 'td' || c.name === 'th');
    const head = rows.find((tr) => closest(tr, 'thead'));
    const out: string[] = caption ? [`**${this.inlineChildren(caption).trim()}**`] : [];
    if (!head && rows.length > 0 && rows.every((tr) => cellsOf(tr)[0]?.name === 'th' && cellsOf(tr).length === 2)) {
      // A table of row headers and values (facts at a glance) reads best as a list.
      out.push(rows.map((tr) => `- **${this.cell(cellsOf(tr)[0])}:** ${this.cell(cellsOf(tr)[1])}`).join('\n'));
      return out;
    }
    const header = head ?? rows[0];
    if (!header) return out;
    const expand = (tr: Element) =>
      cellsOf(tr).flatMap((c) => [this.cell(c), ...Array(Math.max(0, Number(c.attribs.colspan ?? 1) - 1)).fill('')]);
    const body = rows.filter((tr) => tr !== header).map(expand);
    const headCells = expand(header);
    const width = Math.max(headCells.length, ...body.map((r) => r.length));
    const line = (cells: string[]) => `| ${[...cells, ...Array(width - cells.length).fill('')].join(' | ')} |`;
    out.push([line(headCells), line(Array(width).fill('---')), ...body.map(line)].join('\n'));
    return out;
  }

  definitions(el: Element): string[] {
    return childElements(el).flatMap((child) => {
      if (child.name === 'dt') return [`**${this.inlineChildren(child).trim()}**`];
      if (child.name === 'dd') return this.blocks(child.children);
      return this.block(child);
    });
  }

  details(el: Element): string[] {
    const summary = childElements(el).find((c) => c.name === 'summary');
    const rest = el.children.filter((c) => c !== summary);
    return [...(summary ? [`**${this.inlineChildren(summary).trim()}**`] : []), ...this.blocks(rest)];
  }
}

function findAll(el: Element, test: (n: Element) => boolean): Element[] {
  return childElements(el).flatMap((child) => [...(test(child) ? [child] : []), ...findAll(child, test)]);
}

function findFirst(el: Element, test: (n: Element) => boolean): Element | undefined {
  for (const child of childElements(el)) {
    if (test(child)) return child;
    const found = findFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

function closest(el: Element, name: string): Element | undefined {
  for (let p = el.parent; p; p = p.parent) if (isElement(p) && p.name === name) return p;
  return undefined;
}

/** Lines outside fenced code blocks, with inline code spans removed. */
function proseLines(markdown: string): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const m = /^\s*(`{3,}|~{3,})/.exec(line);
    if (m && (!fence || (m[1][0] === fence[0] && m[1].length >= fence.length && line.trim() === m[1]))) {
      fence = fence ? undefined : m[1];
      continue;
    }
    if (!fence) out.push(line.replace(/(`+)[\s\S]*?\1/g, ''));
  }
  if (fence) out.push('\u0000unclosed fence');
  return out;
}

/** Problems that make a Markdown copy unusable: raw HTML or JSX, an unclosed fence, not exactly one title. */
export function markdownProblems(markdown: string): string[] {
  const lines = proseLines(markdown);
  const problems: string[] = [];
  if (lines.includes('\u0000unclosed fence')) problems.push('a fenced code block is not closed');
  const titles = lines.filter((line) => /^# /.test(line)).length;
  if (titles !== 1) problems.push(`${titles} title lines (# ...) instead of one`);
  const raw = lines.find((line) => /<\/?[a-zA-Z][\w-]*(\s[^>]*)?\/?>|className=/.test(line.replace(/\\</g, '')));
  if (raw) problems.push(`raw HTML or JSX left: ${raw.trim().slice(0, 120)}`);
  return problems;
}

function convert($: CheerioAPI, root: Cheerio<AnyNode>, options: ConvertOptions): string {
  root.find(DROPPED_SELECTOR).remove();
  root.find('a[rel="tag"] span').each((_, el) => {
    $(el).replaceWith(` (${$(el).text()})`);
  });
  const nodes = root
    .contents()
    .toArray()
    .filter((node) => node.type !== 'comment' && node.type !== 'directive');
  return `${new Converter(options)
    .blocks(nodes)
    .join('\n\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** Markdown of an HTML fragment (the content of a page's article). */
export function htmlToMarkdown(html: string, options: ConvertOptions): string {
  const $ = load(html, null, false);
  return convert($, $.root(), options);
}

/**
 * The Markdown copy of a built page (its HTML, or the page already parsed): its content (a doc's
 * Markdown column, a Markdown page's article, or a tag page's main), the title first, then the
 * page's address. Throws a MarkdownConversionError when the page has no content or the result is
 * not clean Markdown.
 */
export function pageToMarkdown(page: string | CheerioAPI, options: ConvertOptions): string {
  const $ = typeof page === 'string' ? load(page) : page;
  const root = [$('article .theme-doc-markdown'), $('main article').first(), $('main')].find(
    (r) => r.find('h1').length > 0,
  );
  if (!root) {
    throw new MarkdownConversionError(`${options.route}: no content with a title (h1) found in the built page`);
  }
  const url = `${options.siteUrl}${options.route}`;
  const markdown = convert($, root.first(), options).replace(/^(# .*)\n/m, `$1\n\nSource: ${url}\n`);
  const problems = markdownProblems(markdown);
  if (problems.length > 0) throw new MarkdownConversionError(`${options.route}: ${problems.join('; ')}`);
  return markdown;
}
