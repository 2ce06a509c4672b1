/**
 * Docusaurus's useWindowSize (from @docusaurus/theme-common, MIT), with one change: the size is
 * set in a transition. Every page renders first as "ssr" (to match the server's HTML) and then
 * learns that it is on a phone: the desktop sidebar and table of contents go, and the mobile menu,
 * with the page's whole docs sidebar, is built. As an ordinary update that was one 100 ms task
 * on a 4x-throttled phone CPU right after hydration; in a transition React does the same work in
 * slices of a few milliseconds, and a tap or key press in between is handled first. Put in place of
 * the theme's module by src/plugins/stagedEntry.ts (production browser bundle only).
 */
import { startTransition, useEffect, useState } from 'react';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint, as in the theme: the CSS and this value must agree. */
const DESKTOP_BREAKPOINT = 996;

export function useWindowSize({ desktopBreakpoint = DESKTOP_BREAKPOINT } = {}): WindowSize {
  // A constant first value, so that hydration matches the server's HTML.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () =>
      startTransition(() => setWindowSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile'));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
