/**
 * Wraps the OpenAPI theme's ApiExplorer (the Send API Request console, with its editable code
 * samples) so that its code is fetched only when the reader asks for it. The page's request samples
 * and example responses do not need it: they are written at build time (src/components/ApiSamples).
 * The original is the largest code of the site (postman-collection with faker and iconv-lite,
 * postman-code-generators, react-live), and the theme's ApiItem requires it at module level, which
 * would load it on the first visit of every API page (schemas and the landing page too).
 *
 * First render: a short panel with the operation's request line and a "Try it" button. Pointing at
 * or focusing the panel starts the download; the button shows the explorer. Once the reader has
 * opened it, it opens by itself on the next API pages of the session (sessionStorage), as a
 * reader who uses the console expects to find it there.
 */
import React, { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';
import styles from './styles.module.css';

type ExplorerProps = {
  item: { method?: string; path?: string; servers?: { url: string }[] } & Record<string, unknown>;
  infoPath?: string;
};

const STORAGE_KEY = 'labwire.api-explorer.open';
// The explorer's code blocks use Prism with the extra languages (curl samples are bash).
const loadExplorer = () =>
  Promise.all([import('@theme-original/ApiExplorer'), import('@site/src/lib/prismLanguages')]).then(([m]) => m);
const Explorer = lazy(loadExplorer);

function wasOpened(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export default function ApiExplorer(props: ExplorerProps): ReactNode {
  // The explorer is client-only (the theme renders it inside <BrowserOnly>), so reading storage
  // in the first render cannot break hydration.
  const [open, setOpen] = useState(wasOpened);
  const openExplorer = useCallback(() => {
    setOpen(true);
    try {
      window.sessionStorage.setItem(STORAGE_KEY, 'true');
    } catch {
      // Storage blocked: the explorer still opens on this page.
    }
  }, []);
  useEffect(() => {
    if (open) void loadExplorer();
  }, [open]);

  if (open) {
    return (
      <Suspense fallback={<SkeletonLoader size="lg" />}>
        <Explorer {...props} />
      </Suspense>
    );
  }
  const { method, path, servers } = props.item;
  const server = servers?.[0]?.url.replace(/\/$/, '') ?? '';
  return (
    <section
      className={styles.panel}
      aria-labelledby="lw-api-explorer-title"
      onPointerEnter={() => void loadExplorer()}
      onFocus={() => void loadExplorer()}
    >
      <h2 id="lw-api-explorer-title" className={styles.title}>
        API console
      </h2>
      {method && path && (
        <p className={styles.request}>
          <code>
            {method.toUpperCase()} {server}
            {path}
          </code>
        </p>
      )}
      <p>Send this request from your browser, starting from the example values above, and see the answer.</p>
      <button type="button" className="button button--primary" onClick={openExplorer}>
        Try it
      </button>
    </section>
  );
}
