import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchHit } from '../../engine/engine';
import type { HostedSearchConfig } from '../../client/hostedSearch';
import styles from './styles.module.css';

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; hits: SearchHit[]; highlight: (text: string, terms: string[]) => string }
  | { status: 'failed' };

type Search = (query: string, limit: number) => Promise<SearchHit[]>;

/** The search of the configured backend (hosted when docusaurus.config.ts set it up, else the local index), loaded on first use. */
function loadSearch(hosted: HostedSearchConfig | undefined, siteUrl: string): Promise<Search> {
  return hosted
    ? import('../../client/hostedSearch').then(({ hostedSearch }) => hostedSearch(hosted, siteUrl))
    : import('../../client/localSearch').then(({ localSearch }) => localSearch());
}

/**
 * The full result list for ?q=, kept in the address so a link or a reload shows the same results.
 * It serves /search for both backends: it replaces theme-search-algolia's page too, whose results
 * lack the release-notes filter of the modal and the spec's messages for no hits and a failed request.
 */
export default function SearchPage(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const hosted =
    siteConfig.customFields?.searchBackend === 'algolia'
      ? (siteConfig.themeConfig.algolia as HostedSearchConfig)
      : undefined;
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef(0);
  const resultsRef = useRef<HTMLOListElement>(null);

  // The address follows the query, without adding a history entry per keystroke.
  useEffect(() => {
    const wanted = query ? `?q=${encodeURIComponent(query)}` : '';
    if (location.search !== wanted) history.replace({ pathname: location.pathname, search: wanted });
  }, [query, history, location.pathname, location.search]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) return;
    const run = ++latest.current;
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      Promise.all([loadSearch(hosted, siteConfig.url), import('../../engine/engine')])
        .then(async ([search, engine]) => {
          const hits = await search(trimmed, 50);
          if (run === latest.current) setState({ status: 'done', query: trimmed, hits, highlight: engine.highlight });
        })
        .catch((error: unknown) => {
          console.warn('Search failed:', error);
          if (run === latest.current) setState({ status: 'failed' });
        });
    }, 120);
    return () => clearTimeout(timer);
  }, [query, hosted, siteConfig.url]);

  // An empty query shows nothing, whatever the last search left behind.
  const shown: State = query.trim() ? state : { status: 'idle' };

  return (
    <Layout title="Search" description="Search every page of the Labwire documentation.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the documentation</Heading>
        {/* Results follow the typing; submitting (Enter or the button) moves focus to the first result. */}
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            resultsRef.current?.querySelector('a')?.focus();
          }}
          className={styles.form}
        >
          <label htmlFor="search-page-input" className={styles.label}>
            Search terms
          </label>
          <input
            id="search-page-input"
            type="search"
            className={styles.input}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="For example: flow run states"
            autoComplete="off"
          />
          <button type="submit" className={`button button--primary ${styles.submit}`}>
            Search
          </button>
        </form>
        <div aria-live="polite" className={styles.status} data-testid="search-status">
          {shown.status === 'loading' && <p>Searching…</p>}
          {shown.status === 'failed' && (
            <div className="alert alert--danger" role="alert">
              <p className={styles.errorTitle}>Unable to fetch results</p>
              <p>You might want to check your network connection.</p>
            </div>
          )}
          {shown.status === 'done' && shown.hits.length === 0 && <p>No results for &quot;{shown.query}&quot;</p>}
          {shown.status === 'done' && shown.hits.length > 0 && (
            <p>
              {shown.hits.length === 50 ? 'The first 50 results' : `${shown.hits.length} results`} for &quot;
              {shown.query}&quot;
            </p>
          )}
        </div>
        {shown.status === 'done' && shown.hits.length > 0 && (
          <ol className={styles.results} data-testid="search-results" ref={resultsRef}>
            {shown.hits.map(({ record, terms }) => (
              <li key={`${record.url} ${record.lvl3 ?? ''}`} className={styles.result} data-category={record.category}>
                <p className={styles.path}>
                  {[record.lvl0, record.lvl1, record.lvl2, record.lvl3].filter(Boolean).join(' › ')}
                </p>
                <Link to={record.url} className={styles.title}>
                  {record.lvl3 ?? record.lvl2 ?? record.lvl1}
                </Link>
                {record.snippet && (
                  <p
                    className={styles.snippet}
                    dangerouslySetInnerHTML={{ __html: shown.highlight(record.snippet, terms) }}
                  />
                )}
              </li>
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
