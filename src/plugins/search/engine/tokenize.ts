/**
 * Tokenizer shared by the index builder (Node, at build time) and the query engine (browser), so a
 * query and a page split their words the same way.
 */

/**
 * Lower case, accents removed, camelCase split ("NodeRunSummary" gives node, run, summary), split on
 * anything that is not a letter or digit; tokens of 2+ characters. With `joined`, a word that
 * camelCase splits also gives its whole lower-cased form ("qPCR" gives qpcr as well as pcr), so the
 * index finds it however the reader types it.
 */
export function tokenize(text: string, { joined = false } = {}): string[] {
  return words(text).flatMap(({ whole, parts }) =>
    (whole && (joined || parts.length === 0) ? [whole] : []).concat(parts),
  );
}

/**
 * The words of a text: each as a whole, and the parts of those camelCase splits ("FlowRunState"
 * gives the whole flowrunstate and the parts flow, run, state; "Flow" gives the whole flow, no parts).
 */
export function words(text: string): { whole?: string; parts: string[] }[] {
  return fold(text)
    .split(/[^A-Za-z0-9]+/)
    .map((word) => {
      const pieces = word
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .toLowerCase()
        .split(' ');
      const whole = word.length >= 2 ? word.toLowerCase() : undefined;
      return { whole, parts: pieces.length > 1 ? pieces.filter((piece) => piece.length >= 2) : [] };
    })
    .filter(({ whole, parts }) => whole || parts.length > 0);
}

/** Accents removed (NFKD, combining marks dropped); case kept for the camelCase split. */
const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** The shard a term lives in: its first two characters. */
export function shardKey(term: string): string {
  return term.slice(0, 2);
}

/**
 * Damerau-Levenshtein distance (optimal string alignment), stopping early once it exceeds `max`:
 * "flwo" is one transposition away from "flow".
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
  }
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length][b.length];
}
