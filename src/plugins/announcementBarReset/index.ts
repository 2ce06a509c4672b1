import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * A new announcement bar id must show the bar again (spec section 4). The classic theme hides the
 * bar before hydration from the stored "dismissed" flag alone, without comparing ids, so a new bar
 * stayed hidden on the first visit after a deploy and only appeared on the next one. This inline
 * script runs right after the theme's and clears that flag when the stored id is not the current
 * bar's, so the new bar is in the first paint (no layout shift); the theme then stores the new id.
 */
export function announcementBarResetScript(id: string): string {
  return `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(id)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
}

export default function announcementBarReset(_context: LoadContext, options: { id: string }): Plugin {
  return {
    name: 'labwire-announcement-bar-reset',
    injectHtmlTags: () => ({ preBodyTags: [{ tagName: 'script', innerHTML: announcementBarResetScript(options.id) }] }),
  };
}
