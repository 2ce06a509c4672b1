/**
 * What a content test reports about a page: the lines at issue, each as `file:line: text`, never the
 * whole page. A test expects the list to be empty (`expect(linesMatching(…)).toEqual([])`), so that
 * a failure prints a short diff of those lines.
 */

/** The pattern without the flags that make `test` remember where it stopped. */
const stateless = (pattern: RegExp) => new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));

/** The lines of a page that match `pattern`, as `file:line: text`. */
export function linesMatching(file: string, text: string, pattern: RegExp): string[] {
  const test = stateless(pattern);
  return text.split('\n').flatMap((line, i) => (test.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

/** Length of the longest run of characters `a` and `b` share. */
function sharedRun(a: string, b: string): number {
  let best = 0;
  let row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const next = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) best = Math.max(best, (next[j] = row[j - 1] + 1));
    }
    row = next;
  }
  return best;
}

/**
 * Nothing when the page holds `expected`; otherwise one line that says so, with the page's line
 * closest to a missing string (the one sharing the longest run of characters with it), as
 * `file:line`: the place a writer changed it, most often.
 */
export function missingFrom(file: string, text: string, expected: string | RegExp): string[] {
  if (typeof expected === 'string' ? text.includes(expected) : stateless(expected).test(text)) return [];
  const shown = typeof expected === 'string' ? JSON.stringify(expected) : String(expected);
  if (typeof expected !== 'string') return [`${file}: no line matches ${shown}`];
  const lines = text.split('\n');
  const scores = lines.map((line) => sharedRun(line, expected));
  const closest = scores.indexOf(Math.max(...scores));
  return [`${file}:${closest + 1}: no line contains ${shown}; closest: ${lines[closest].trim()}`];
}
