/**
 * The classic theme's CodeBlock with Prism and the extra languages, loaded on demand by
 * src/theme/CodeBlock, which keeps prism-react-renderer out of main.js. It renders only after
 * hydration (src/theme/CodeBlock keeps the server markup until then), so the original's
 * useIsBrowser already gives it the reader's colour mode.
 */
import './prismLanguages';
import CodeBlock from '@theme-original/CodeBlock';

export default CodeBlock;
