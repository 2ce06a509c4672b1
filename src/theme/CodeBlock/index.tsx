/**
 * Wraps the classic CodeBlock so that Prism (about 30 kB gzipped with the extra languages) and the
 * code block's own code load only once a code block comes near the viewport.
 *
 * The server-rendered HTML is already highlighted. On the first visit, React leaves each block's
 * server HTML as it is (a Suspense boundary not hydrated yet) until the block is within 400 px of
 * the viewport; then the highlighter loads and the block hydrates (copy button, colour mode). On a
 * client-side navigation, the plain code shows until the highlighter has loaded, once per visit.
 */
import React, { Suspense, lazy, use, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';

const HighlightedCodeBlock = lazy(() => import('@site/src/lib/highlightedCodeBlock'));

/** Set after the first page has hydrated: later code blocks come from client-side navigations. */
let pageHydrated = false;

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function WhenVisible({ visible, children }: { visible: Promise<void> | undefined; children: ReactNode }): ReactNode {
  if (visible) use(visible);
  return children;
}

function PlainCode({ children, className }: Props): ReactNode {
  return (
    // Focusable like the highlighted block, so that the keyboard can scroll a long line.
    <pre className={className} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (typeof window !== 'undefined' && !pageHydrated ? deferred() : undefined));
  useEffect(() => {
    pageHydrated = true;
    const element = ref.current;
    if (!gate || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          gate.resolve();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);
  return (
    <div ref={ref}>
      <Suspense fallback={<PlainCode {...props} />}>
        <WhenVisible visible={gate?.promise}>
          <HighlightedCodeBlock {...props} />
        </WhenVisible>
      </Suspense>
    </div>
  );
}
