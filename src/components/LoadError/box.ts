/**
 * The text and classes of the error box shown when page content fails to load. Two code paths draw
 * it: React (./index.tsx, once the page runs) and src/clientModules/chunkLoadError.ts (on a first
 * visit whose code fails to load, before React can), so both read them from here.
 */
export const loadErrorBox = {
  testId: 'load-error',
  className: 'alert alert--danger lw-load-error',
  titleClassName: 'lw-load-error__title',
  textClassName: 'lw-load-error__text',
  title: 'This page could not be loaded.',
  hint: 'Check your network connection, then try again.',
  retry: 'Retry',
  retryClassName: 'button button--primary',
} as const;
