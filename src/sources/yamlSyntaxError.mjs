/**
 * How every reader of a YAML file words a syntax error: one line that starts with the place,
 *
 *     <file>:<line>:<column>: not valid YAML: <reason>
 *
 * used by the authored sources (yamlSource.ts), openapi.yaml (openapi.ts) and the front matter of the
 * pages (scripts/frontmatter-check.mjs). Plain JavaScript, so that the build's scripts import it
 * without a TypeScript loader.
 */

/**
 * The line for a js-yaml YAMLException thrown while parsing a text of `file`.
 * @param {string} file the file as messages name it: relative to the repository
 * @param {{ reason?: string; message: string; mark?: { line: number; column: number } | null }} error
 * @param {number} [firstLine] the line of the file the parsed text starts on (front matter: 2)
 * @returns {string}
 */
export function yamlSyntaxError(file, error, firstLine = 1) {
  const place = error.mark ? `:${error.mark.line + firstLine}:${error.mark.column + 1}` : '';
  return `${file}${place}: not valid YAML: ${error.reason ?? error.message}`;
}
