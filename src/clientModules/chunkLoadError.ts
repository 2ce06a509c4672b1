/**
 * Page content that fails to load on the first visit.
 *
 * Docusaurus loads a route's chunks before it hydrates the page; when one fails on the first
 * visit, it leaves the server-rendered page inert and says nothing (client navigations reload the
 * page instead, which the spec asks for). This module shows the reader the same error box that
 * src/components/LoadError renders (its text and classes come from the same module), with the error
 * text and a Retry button that loads the page again once the network is back.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { loadErrorBox } from '@site/src/components/LoadError/box';

export function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) {
    return false;
  }
  return reason.name === 'ChunkLoadError' || /loading (css )?chunk .+ failed/i.test(reason.message);
}

export function showLoadError(doc: Document, error: Error, retry: () => void): HTMLElement {
  const existing = doc.querySelector<HTMLElement>(`[data-testid="${loadErrorBox.testId}"]`);
  if (existing) {
    return existing;
  }
  const box = doc.createElement('div');
  box.className = `${loadErrorBox.className} lw-load-error--first-visit`;
  box.setAttribute('role', 'alert');
  box.dataset.testid = loadErrorBox.testId;
  const title = doc.createElement('p');
  title.className = loadErrorBox.titleClassName;
  title.textContent = loadErrorBox.title;
  const text = doc.createElement('p');
  text.className = loadErrorBox.textClassName;
  text.textContent = error.message;
  const hint = doc.createElement('p');
  hint.textContent = loadErrorBox.hint;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = loadErrorBox.retryClassName;
  button.textContent = loadErrorBox.retry;
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
