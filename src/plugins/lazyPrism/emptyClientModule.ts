/**
 * The empty module that ./index.ts puts in place of the classic theme's prism-include-languages
 * client module, so that no page loads Prism up front: Prism and its extra languages load with the
 * first code block (src/lib/highlightedCodeBlock.tsx).
 */
export {};
