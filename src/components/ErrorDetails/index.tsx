import React, { type ReactNode } from 'react';
import { errorChain } from '@site/src/lib/errorChain';
import styles from './styles.module.css';

/** An error's message followed by each of its causes, as an ordered list a reader can copy. */
export default function ErrorDetails({ error }: { error: unknown }): ReactNode {
  const [first, ...causes] = errorChain(error);
  if (!first) {
    return null;
  }
  return (
    <div className={styles.details}>
      <p className={styles.message} data-testid="error-message">
        {first.message}
      </p>
      {causes.length > 0 && (
        <>
          <p className={styles.causesTitle}>Caused by:</p>
          <ol className={styles.causes} data-testid="error-causes">
            {causes.map((cause, i) => (
              <li key={i}>
                <code>{cause.name}</code>: {cause.message}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
