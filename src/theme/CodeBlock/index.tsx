/**
 * Wraps the classic CodeBlock so that Prism (about 30 kB gzipped with the extra languages) and the
 * code block's own code load only once a code block comes near the viewport.
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

let highlighted: Highlighted | undefined;
let loading: Promise<Highlighted> | undefined;
function loadHighlighter(): Promise<Highlighted> {
  loading ??= import('@site/src/lib/highlightedCodeBlock').then((module) => (highlighted = module.default));
  return loading;
}

/** The server's rendering of a block. */
const ServerHighlighted = lazy(() => loadHighlighter().then((component) => ({ default: component })));

/**
 * The server-rendered markup's stand-in: React compares this object by identity, so it never
 * writes it into the element, and it does not look at the children during hydration either.
 */
const SERVER_MARKUP = { __html: '' };

/** The code of a block, made where it is a function. */
function made(children: Props['children']): Props['children'] {
  const code: unknown = children;
  return typeof code === 'function' ? (code as () => string)() : children;
}

function PlainCode({ children, className }: Props): ReactNode {
  return (
    // Focusable like the highlighted block, so that the keyboard can scroll a long line.
    <pre className={className} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

function BrowserCodeBlock(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  // False only while the first page hydrates: the blocks mounted then have server markup.
  const isBrowser = useIsBrowser();
  const [fromServer] = useState(!isBrowser);
  const [Block, setBlock] = useState<Highlighted | undefined>(() => (fromServer ? undefined : highlighted));
  useEffect(() => {
    const element = ref.current;
    if (Block || !element) return undefined;
    const show = (component: Highlighted) => setBlock(() => component);
    // A block without server markup (a client-side navigation) shows its plain code meanwhile.
    if (!fromServer || !element.hasChildNodes()) {
      void loadHighlighter().then(show);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        // In a transition: React swaps the markup in one commit, after the render.
        void loadHighlighter().then((component) => startTransition(() => show(component)));
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [Block, fromServer]);
  if (fromServer && !Block) return <div ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_MARKUP} />;
  // A new element in place of the server markup's, whose inner HTML React would keep and add to.
  return (
    <div ref={ref} key="rendered">
      <RenderedCode Block={Block} {...props} />
    </div>
  );
}

/** The block as React renders it: highlighted once the highlighter has loaded, plain until then. */
function RenderedCode({ Block, children, ...props }: Props & { Block?: Highlighted }): ReactNode {
  const code = useMemo(() => made(children), [children]);
  return Block ? <Block {...props}>{code}</Block> : <PlainCode {...props}>{code}</PlainCode>;
}

export default function CodeBlock(props: Props): ReactNode {
  if (typeof window !== 'undefined') return <BrowserCodeBlock {...props} />;
  const code = made(props.children);
  return (
    <div>
      <Suspense fallback={<PlainCode {...props}>{code}</PlainCode>}>
        <ServerHighlighted {...props}>{code}</ServerHighlighted>
      </Suspense>
    </div>
  );
}
