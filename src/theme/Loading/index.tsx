/**
 * Ejected from @docusaurus/core 3.10.2 (lib/client/theme-fallback/Loading) because its error box has
 * white text on a light red background (contrast 3.6:1, below WCAG AA) and no live region.
 * Same contract: a spinner once the delay has passed, the error text and a Retry button on failure.
 */
import React, { type ReactNode } from 'react';
import LoadError from '@site/src/components/LoadError';
import styles from './styles.module.css';

/** The props react-loadable passes to its loading component. */
interface Props {
  error?: unknown;
  retry: () => void;
  pastDelay: boolean;
}

export default function Loading({ error, retry, pastDelay }: Props): ReactNode {
  if (error) {
    return <LoadError error={error} onRetry={retry} />;
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status" data-testid="page-loading">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.label}>Loading…</span>
      </div>
    );
  }
  return null;
}
