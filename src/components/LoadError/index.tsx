import React, { type ReactNode } from 'react';
import clsx from 'clsx';

/**
 * The error box shown when page content fails to load: what happened, the error text, and a
 * Retry button. The class names are shared with the first-load fallback in
 * src/clientModules/chunkLoadError.ts, which draws the same box without React.
 */
export default function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }): ReactNode {
  return (
    <div className={clsx('alert alert--danger', 'lw-load-error')} role="alert" data-testid="load-error">
      <p className="lw-load-error__title">This page could not be loaded.</p>
      <p className="lw-load-error__text">{error instanceof Error ? error.message : String(error)}</p>
      <p>Check your network connection, then try again.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
