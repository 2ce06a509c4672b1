/**
 * Page content that fails to load on the first visit.
 *
 * Docusaurus loads a route's chunks before it hydrates the page; when one fails on the first
 * visit, it leaves the server-rendered page inert and says nothing (client navigations reload the
 * page instead, which the spec asks for). This module shows the reader the same error box that
 * src/components/LoadError renders, with the error text and a Retry button that loads the page
 * again once the network is back.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) {
    return false;
  }
  return reason.name === 'ChunkLoadError' || /loading (css )?chunk .+ failed/i.test(reason.message);
}

export function showLoadError(doc: Document, error: Error, retry: () => void): HTMLElement {
  const existing = doc.querySelector<HTMLElement>('[data-testid="load-error"]');
  if (existing) {
    return existing;
  }
  const box = doc.createElement('div');
  box.className = 'alert alert--danger lw-load-error lw-load-error--first-visit';
  box.setAttribute('role', 'alert');
  box.dataset.testid = 'load-error';
  const title = doc.createElement('p');
  title.className = 'lw-load-error__title';
  title.textContent = 'This page could not be loaded.';
  const text = doc.createElement('p');
  text.className = 'lw-load-error__text';
  text.textContent = error.message;
  const hint = doc.createElement('p');
  hint.textContent = 'Check your network connection, then try again.';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = 'Retry';
  button.addEventListener('click', retry);
  box.append(title, text, hint, button);
  const main = doc.querySelector('main') ?? doc.body;
  main.prepend(box);
  return box;
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    // After hydration, Docusaurus handles failures itself (reload on navigation, <Loading> otherwise).
    // The server-rendered page says data-has-hydrated="false" until React takes over.
    if (!isChunkLoadError(event.reason) || document.documentElement.dataset.hasHydrated === 'true') {
      return;
    }
    event.preventDefault();
    showLoadError(document, event.reason, () => window.location.reload());
  });
}
