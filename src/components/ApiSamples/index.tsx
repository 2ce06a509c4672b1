/**
 * The request samples and example responses of an API operation, written at build time by
 * scripts/apiSamples.mjs into the page's `labwire_samples` front matter and rendered on the server:
 * the page shows them before any script runs. The language tabs share the group `code-samples`
 * with the explorer's code tabs, so the reader's choice is kept across pages and visits. All panels
 * sit in one grid cell (styles.module.css), so the box has the height of the longest sample
 * whichever tab is chosen, and choosing the stored one after hydration moves nothing.
 */
import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import styles from './styles.module.css';

export interface Sample {
  readonly value: string;
  readonly label: string;
  readonly highlight: string;
  readonly code: string;
}

export interface ExampleResponse {
  readonly status: string;
  readonly description: string;
  readonly body: string;
}

export interface OperationSamples {
  readonly samples: readonly Sample[];
  readonly responses: readonly ExampleResponse[];
}

/** Responses longer than this many lines start collapsed. */
const OPEN_LINES = 16;

function Response({ status, description, body }: ExampleResponse): ReactNode {
  const summary = (
    <summary>
      <span className={styles.status}>{status}</span> {status.startsWith('2') ? 'Example response' : 'Error body'}
    </summary>
  );
  return (
    <details className={styles.response} open={body.split('\n').length <= OPEN_LINES}>
      {summary}
      <p className={styles.description}>{description}</p>
      {body && (
        <CodeBlock language="json" title={`${status} application/json`}>
          {body}
        </CodeBlock>
      )}
    </details>
  );
}

export default function ApiSamples({ samples, responses }: OperationSamples): ReactNode {
  return (
    <section className={styles.samples} aria-labelledby="lw-api-samples-title">
      <h2 id="lw-api-samples-title" className={styles.title}>
        Request
      </h2>
      <Tabs groupId="code-samples" className={styles.tabs} lazy={false}>
        {samples.map((s) => (
          <TabItem key={s.value} value={s.value} label={s.label}>
            <CodeBlock language={s.highlight}>{s.code}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      <h2 className={styles.title}>Responses</h2>
      {responses.map((r) => (
        <Response key={r.status} {...r} />
      ))}
    </section>
  );
}
