/**
 * Wraps the classic CodeBlock so that Prism (with the extra languages) and the code block's own code
 * load only once a code block comes near the viewport.
 *
 * The server-rendered HTML is already highlighted, and on the first visit it stays as it is: the
 * block hydrates as an element whose inner HTML React leaves alone, so its markup, highlighting
 * included, survives hydration and the re-renders after it (in a hidden tab too). When the block
 * comes within 400 px of the viewport (or its tab is shown), the highlighter loads and React renders
 * the block in its place, with the same markup (copy button, colour mode). On a client-side
 * navigation, the plain code shows until the highlighter has loaded, once per visit.
 *
 * The code may be a function that makes it (the OpenAPI theme's examples made from a schema,
 * patches/docusaurus-theme-openapi-docs): it is called only when the block is rendered, so never
 * for a block that keeps its server markup.
 */
import React, {
  Suspense,
  lazy,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/CodeBlock';

type Highlighted = ComponentType<Props>;

let loading: Promise<Highlighted> | undefined;
const loadHighlighter = () => (loading ??= import('@site/src/lib/highlightedCodeBlock').then((m) => m.default));
const LazyHighlighted = lazy(() => loadHighlighter().then((component) => ({ default: component })));

/**
 * The server-rendered markup's stand-in: React compares this object by identity, so it never
 * writes it into the element, and it does not look at the children during hydration either.
 */
const SERVER_MARKUP = { __html: '' };

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
  const isBrowser = useIsBrowser();
  // True for the blocks of the first page while it hydrates: they keep their server markup.
  const [keep, setKeep] = useState(() => typeof window !== 'undefined' && !isBrowser);
  const [Block, setBlock] = useState<Highlighted>();
  useEffect(() => {
    const element = ref.current;
    if (!keep || !element) return undefined;
    // In a transition: React swaps the markup in one commit, after the render.
    const show = () =>
      void loadHighlighter().then((component) =>
        startTransition(() => {
          setBlock(() => component);
          setKeep(false);
        }),
      );
    if (!element.hasChildNodes()) return show(); // no server markup after all
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [keep]);
  const code: unknown = props.children;
  const children = useMemo(() => (typeof code === 'function' && !keep ? (code as () => string)() : code), [code, keep]);
  if (keep) return <div ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_MARKUP} />;
  const rendered = { ...props, children: children as Props['children'] };
  // A new element in place of the server markup's, whose inner HTML React would keep and add to.
  return (
    <div key="rendered">
      {Block ? (
        <Block {...rendered} />
      ) : (
        <Suspense fallback={<PlainCode {...rendered} />}>
          <LazyHighlighted {...rendered} />
        </Suspense>
      )}
    </div>
  );
}
