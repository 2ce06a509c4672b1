/**
 * Docusaurus's browser context (from @docusaurus/core, MIT), with one change: "we are in the
 * browser" is set in a transition. The first client render must match the server's HTML, so
 * everything wrapped in BrowserOnly or reading useIsBrowser renders once more right after
 * hydration. On API pages that is the OpenAPI theme's parameters and schemas, with every
 * description parsed as Markdown: as an ordinary update it was one 600 ms task on a 4x-throttled
 * phone CPU; in a transition React does it in slices of a few milliseconds. Put in place of the
 * core's module by src/plugins/stagedEntry.ts (production browser bundle only).
 */
import React, { startTransition, useEffect, useState, type ReactNode } from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
