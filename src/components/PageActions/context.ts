import { createContext } from 'react';

/** The address of the current doc page's Markdown copy; set by the DocItem/Content wrapper. */
export const PageMarkdownContext = createContext<string | undefined>(undefined);

/** `/` -> `/index.md`, `/app/flows/FlowEditor` -> `/app/flows/FlowEditor.md` (see src/toMarkdown/llmsTxt.ts). */
export function markdownUrlOf(permalink: string): string {
  const path = permalink.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}
