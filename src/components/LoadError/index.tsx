import React, { type ReactNode } from 'react';
import { loadErrorBox as box } from './box';

/**
 * The error box shown when page content fails to load: what happened, the error text, and a
 * Retry button. src/clientModules/chunkLoadError.ts draws the same box without React, from the
 * same text and classes (./box.ts).
 */
export default function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }): ReactNode {
  return (
    <div className={box.className} role="alert" data-testid={box.testId}>
      <p className={box.titleClassName}>{box.title}</p>
      <p className={box.textClassName}>{error instanceof Error ? error.message : String(error)}</p>
      <p>{box.hint}</p>
      <button type="button" className={box.retryClassName} onClick={onRetry}>
        {box.retry}
      </button>
    </div>
  );
}
