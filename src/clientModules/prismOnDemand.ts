/**
 * Replaces the classic theme's prism-include-languages client module (see src/plugins/lazyPrism):
 * Prism and its extra languages load with the first code block, in src/lib/highlightedCodeBlock.tsx.
 */
export {};
