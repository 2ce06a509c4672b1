/**
 * The request samples and example responses of an API operation, written at build time by
 * scripts/apiSamples.mjs into the page as highlighted lines (its `labwireSamples` export), and
 * rendered on the server: the page shows them before any script runs, and they need neither Prism
 * nor the explorer. Colours come from the site's code theme (`usePrismTheme`), as in every code
 * block.
 *
 * The language tabs keep their choice in the storage slot of the tab group `code-samples`, the one
 * the explorer's code tabs and `<Tabs groupId="code-samples">` use, so the choice holds across
 * pages and visits. The server renders the first language; all panels sit in one grid cell
 * (styles.module.css), so the box has the height of the longest sample and showing the stored
 * choice after hydration moves nothing.
 */
import React, { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { usePrismTheme, useStorageSlot } from '@docusaurus/theme-common';
import styles from './styles.module.css';

/** One line of code: `[token types, text]` (types joined by spaces), or the text of plain text. */
type Line = readonly (string | readonly [string, string])[];

export interface Sample {
  readonly value: string;
  readonly label: string;
  readonly lines: readonly Line[];
}

export interface ExampleResponse {
  readonly status: string;
  readonly description: string;
  readonly lines: readonly Line[];
}

export interface OperationSamples {
  readonly samples: readonly Sample[];
  readonly responses: readonly ExampleResponse[];
}

/** Responses longer than this many lines start collapsed. */
const OPEN_LINES = 16;
const STORAGE_KEY = 'docusaurus.tab.code-samples';

const text = (lines: readonly Line[]) =>
  lines.map((line) => line.map((t) => (typeof t === 'string' ? t : t[1])).join('')).join('\n');

/** Token colours by token type, as prism-react-renderer derives them from the theme. */
function useTokenStyle(): { root: CSSProperties; style: (types: string) => CSSProperties } {
  const theme = usePrismTheme();
  return useMemo(() => {
    const byType = new Map<string, CSSProperties>();
    for (const entry of theme.styles) {
      for (const type of entry.types) byType.set(type, { ...byType.get(type), ...(entry.style as CSSProperties) });
    }
    return {
      root: { color: theme.plain.color, backgroundColor: theme.plain.backgroundColor },
      style: (types) => (types ? Object.assign({}, ...types.split(' ').map((t) => byType.get(t) ?? {})) : undefined),
    };
  }, [theme]);
}

function Code({ lines, label }: { lines: readonly Line[]; label: string }): ReactNode {
  const { root, style } = useTokenStyle();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(text(lines)).then(() => setCopied(true));
  };
  return (
    <div className={styles.code} style={root}>
      <pre tabIndex={0} aria-label={label}>
        <code>
          {lines.map((line, i) => (
            <React.Fragment key={i}>
              {line.map((token, j) =>
                typeof token === 'string' ? (
                  <span key={j}>{token}</span>
                ) : (
                  <span key={j} style={style(token[0])}>
                    {token[1]}
                  </span>
                ),
              )}
              {i < lines.length - 1 && '\n'}
            </React.Fragment>
          ))}
        </code>
      </pre>
      <button type="button" className={clsx('clean-btn', styles.copy)} onClick={copy}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

function Response({ status, description, lines }: ExampleResponse): ReactNode {
  return (
    <details className={styles.response} open={lines.length <= OPEN_LINES}>
      <summary>
        <span className={styles.status}>{status}</span> {status.startsWith('2') ? 'Example response' : 'Error body'}
      </summary>
      <p className={styles.description}>{description}</p>
      {lines.length > 0 && <Code lines={lines} label={`${status} response, JSON`} />}
    </details>
  );
}

function SampleTabs({ samples }: { samples: readonly Sample[] }): ReactNode {
  const [stored, slot] = useStorageSlot(STORAGE_KEY);
  const selected = samples.find((s) => s.value === stored)?.value ?? samples[0]?.value;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    tabs.current[(index + step + samples.length) % samples.length]?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="Request sample language" className="tabs">
        {samples.map((s, i) => (
          <button
            key={s.value}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`lw-sample-tab-${s.value}`}
            aria-controls={`lw-sample-${s.value}`}
            aria-selected={s.value === selected}
            tabIndex={s.value === selected ? 0 : -1}
            className={clsx('tabs__item', s.value === selected && 'tabs__item--active')}
            onClick={() => slot.set(s.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <div className={styles.panels}>
        {samples.map((s) => (
          <div
            key={s.value}
            role="tabpanel"
            id={`lw-sample-${s.value}`}
            aria-labelledby={`lw-sample-tab-${s.value}`}
            hidden={s.value !== selected}
          >
            <Code lines={s.lines} label={`${s.label} sample`} />
          </div>
        ))}
      </div>
    </div>
  );
}

export default function ApiSamples({ samples, responses }: OperationSamples): ReactNode {
  return (
    <section className={styles.samples} aria-labelledby="lw-api-samples-title">
      <h2 id="lw-api-samples-title" className={styles.title}>
        Request
      </h2>
      <SampleTabs samples={samples} />
      <h2 className={styles.title}>Responses</h2>
      {responses.map((r) => (
        <Response key={r.status} {...r} />
      ))}
    </section>
  );
}
