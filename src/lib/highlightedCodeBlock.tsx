/**
 * The classic theme's CodeBlock with Prism and the extra languages, loaded on demand by
 * src/theme/CodeBlock, which keeps prism-react-renderer out of main.js. It renders only after
 * hydration (src/theme/CodeBlock keeps the server markup until then), so the original's
 * useIsBrowser already gives it the reader's colour mode.
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';
import './prismLanguages';
import OriginalCodeBlock from '@theme-original/CodeBlock';

// Docusaurus types every @theme-original module without props; this one takes the CodeBlock's.
const CodeBlock: ComponentType<Props> = OriginalCodeBlock;

export default CodeBlock;
