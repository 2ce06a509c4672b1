import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { OnBrokenMarkdownLinksFunction, ReportingSeverity } from '@docusaurus/types';

/**
 * The `markdown.hooks.onBrokenMarkdownLinks` setting for a link policy. With 'warn' (spec section 8),
 * Docusaurus's own warning keeps the link as written, which the broken-link check then finds and
 * fails the build on, ending it before the anchor check can warn. This hook warns with FILE:LINE
 * instead and marks the link `pathname://`, which Docusaurus leaves out of the broken-link check:
 * the build goes on and every warning of it shows. 'throw' and the others are passed through.
 */
export function onBrokenMarkdownLinks(
  policy: ReportingSeverity,
  siteDir: string,
): ReportingSeverity | OnBrokenMarkdownLinksFunction {
  if (policy !== 'warn') return policy;
  // The server and client bundles both compile each page: one warning per link is enough.
  const warned = new Set<string>();
  return ({ sourceFilePath, url }) => {
    // Docusaurus gives the path from the working folder; the message names it from the site folder.
    const file = relative(siteDir, resolve(sourceFilePath));
    let line = 0;
    try {
      line =
        readFileSync(resolve(sourceFilePath), 'utf8')
          .split('\n')
          .findIndex((text) => text.includes(`(${url}`)) + 1;
    } catch {
      // An unreadable source still gets its warning, without a line.
    }
    const message = `[WARNING] ${file}${line > 0 ? `:${line}` : ''}: Markdown link ${url} couldn't be resolved: no such file in this docs folder`;
    if (!warned.has(message)) console.warn(message);
    warned.add(message);
    return `pathname://${url}`;
  };
}
