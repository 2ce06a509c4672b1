/**
 * Image zoom: every image in a page's article (screenshots, diagrams) becomes a button that opens it
 * at full size in a modal dialog. Only this marking and one listener are loaded with the page; the
 * dialog's code loads on the first use.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const SELECTOR = 'article img:not(a img)';

function prepare(): void {
  for (const img of document.querySelectorAll<HTMLImageElement>(SELECTOR)) {
    if (img.dataset.zoom !== undefined) continue;
    img.dataset.zoom = '';
    img.tabIndex = 0;
    img.setAttribute('role', 'button');
    img.setAttribute('aria-haspopup', 'dialog');
    img.setAttribute('aria-label', `Enlarge image: ${img.alt}`);
  }
}

function activate(event: Event): void {
  const img = (event.target as Element | null)?.closest?.<HTMLImageElement>('img[data-zoom]');
  if (!img) return;
  if (event instanceof KeyboardEvent) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
  }
  void import('./zoomDialog').then(({ openZoom }) => openZoom(img));
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', activate);
  document.addEventListener('keydown', activate);
}

export function onRouteDidUpdate(): void {
  prepare();
}
