/**
 * Wide tables and diagrams scroll sideways inside the article (Infima gives tables `overflow: auto`). A reader
 * without a mouse can only scroll such a region if it can take focus (WCAG 2.1.1), so every
 * table, or table wrapper, that overflows is made focusable and named after its caption or the
 * heading above it. Regions that fit lose the tab stop again, for instance after a resize.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const MARK = 'data-lw-scroll-region';
const CANDIDATES = 'article table, article [data-scroll-region]';

/**
 * The region's name: a table's caption or a diagram's title (the first sentence of its image's
 * alt text), else its kind and the nearest heading before it.
 */
export function regionName(region: Element): string {
  const caption = region.querySelector('caption')?.textContent?.trim();
  if (caption) return caption;
  const kind = region.tagName === 'FIGURE' ? 'Diagram' : 'Table';
  const title = region
    .querySelector('img[alt]')
    ?.getAttribute('alt')
    ?.split(/(?<=\.)\s/)[0];
  if (title) return `${kind}: ${title.replace(/\.$/, '')}`;
  let node: Element | null = region;
  while (node && !node.matches('article')) {
    let sibling = node.previousElementSibling;
    while (sibling) {
      if (/^H[2-6]$/.test(sibling.tagName)) return `${kind}: ${sibling.textContent?.replace(/#$/, '').trim()}`;
      sibling = sibling.previousElementSibling;
    }
    node = node.parentElement;
  }
  return kind;
}

/** The element that actually scrolls: the table itself, or its wrapper when the table fits inside it. */
function scroller(el: HTMLElement): HTMLElement {
  return el.tagName === 'TABLE' && el.parentElement?.hasAttribute('data-scroll-region') ? el.parentElement : el;
}

export function markScrollableRegions(doc: Document): void {
  for (const candidate of doc.querySelectorAll<HTMLElement>(CANDIDATES)) {
    const region = scroller(candidate);
    const overflows = region.scrollWidth > region.clientWidth + 1;
    if (overflows && !region.hasAttribute('tabindex')) {
      region.setAttribute('tabindex', '0');
      region.setAttribute(MARK, '');
      if (region.tagName !== 'TABLE') region.setAttribute('role', 'region');
      if (!region.hasAttribute('aria-label')) region.setAttribute('aria-label', regionName(region));
    } else if (!overflows && region.hasAttribute(MARK)) {
      region.removeAttribute('tabindex');
      region.removeAttribute(MARK);
    }
  }
}

let resizeTimer: number | undefined;
if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('resize', () => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(() => markScrollableRegions(document), 150);
  });
}

export function onRouteDidUpdate(): void {
  // After React has committed the new page.
  window.requestAnimationFrame(() => markScrollableRegions(document));
}
