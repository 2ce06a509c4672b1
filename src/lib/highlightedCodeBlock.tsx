/**
 * The classic theme's CodeBlock with Prism and the extra languages, loaded on demand by
 * src/theme/CodeBlock, which keeps prism-react-renderer out of main.js.
 */
import React, { useSyncExternalStore, type ReactNode } from 'react';
import './prismLanguages';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';

const subscribeToNothing = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

export default function HighlightedCodeBlock(props: Props): ReactNode {
  // The server renders the light colour theme. A block hydrated late keeps that markup, so it is
  // rendered once more after mounting, in the reader's colour mode (what the original does with
  // useIsBrowser on the first render). useSyncExternalStore gives false while hydrating, then true.
  const mounted = useSyncExternalStore(subscribeToNothing, clientSnapshot, serverSnapshot);
  return <CodeBlock key={String(mounted)} {...props} />;
}
