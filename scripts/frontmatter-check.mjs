#!/usr/bin/env node
/**
 * Checks the front matter of the hand-written pages before a build: Docusaurus ignores a key it does
 * not know (a misspelt `sidebar_postion` is silently lost), so every key must be one the docs and
 * pages plugins read. Each problem is one line, `FILE:LINE: reason`, with the nearest known key as
 * a suggestion. Used by scripts/build.mjs.
 *
 * node scripts/frontmatter-check.mjs [siteDir]   exits 1 and prints the problems when there are any.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { handWrittenPages } from '../src/config/contentPages.mjs';
import { yamlSyntaxError } from '../src/sources/yamlSyntaxError.mjs';

/**
 * The keys the docs plugin (docs/, sdk/, releases/, api/) and the pages plugin (src/pages) of
 * Docusaurus 3.10 read, with the MDX loader's `format`. This site adds no key of its own.
 */
export const KNOWN_KEYS = new Set([
  'id',
  'title',
  'description',
  'keywords',
  'image',
  'slug',
  'tags',
  'hide_title',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'sidebar_key',
  'sidebar_label',
  'sidebar_position',
  'sidebar_class_name',
  'sidebar_custom_props',
  'displayed_sidebar',
  'pagination_label',
  'pagination_next',
  'pagination_prev',
  'parse_number_prefixes',
  'custom_edit_url',
  'last_update',
  'draft',
  'unlisted',
  'wrapperClassName',
  'format',
]);

/** Edit distance between two keys (or other names: scripts/build.mjs uses it for doc ids). */
export function distance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length];
}

/** The known key closest to `key`, when it is close enough to be a typo. */
export function suggestKey(key) {
  let best = null;
  let bestDistance = Infinity;
  for (const known of KNOWN_KEYS) {
    const d = distance(key.toLowerCase(), known.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [known, d];
  }
  return bestDistance <= Math.max(2, Math.floor(key.length / 4)) ? best : null;
}

/** The problems of one page's front matter, `name:LINE: reason` each. */
export function frontMatterProblems(name, text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return [];
  let data;
  try {
    data = load(match[1]) ?? {};
  } catch (err) {
    // The front matter starts on line 2, after its opening `---`.
    return [yamlSyntaxError(name, err, 2)];
  }
  const lines = match[1].split(/\r?\n/);
  return Object.keys(data)
    .filter((key) => !KNOWN_KEYS.has(key))
    .map((key) => {
      const line = lines.findIndex((l) => l.startsWith(`${key}:`)) + 2;
      const suggestion = suggestKey(key);
      const hint = suggestion ? `did you mean ${suggestion}?` : 'not a key Docusaurus reads';
      return `${name}:${line}: unknown front-matter key "${key}": ${hint}`;
    });
}

/** `FILE:LINE` of each hand-written page whose front matter says `displayed_sidebar: <sidebar>`. */
export function pagesDisplayingSidebar(siteDir, sidebar) {
  return handWrittenPages(siteDir).flatMap((file) => {
    const line = readFileSync(join(siteDir, file), 'utf8')
      .split('\n')
      .findIndex((l) => /^displayed_sidebar:\s*['"]?([^'"\s]+)/.exec(l)?.[1] === sidebar);
    return line >= 0 ? [`${file}:${line + 1}`] : [];
  });
}

/** Every front-matter problem of the site's hand-written pages. */
export function checkFrontMatter(siteDir = '.') {
  return handWrittenPages(siteDir).flatMap((file) =>
    frontMatterProblems(file, readFileSync(join(siteDir, file), 'utf8')),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkFrontMatter(process.argv[2] ?? '.');
  for (const line of problems) console.error(line);
  if (problems.length > 0) process.exit(1);
}
