/**
 * The docstring parser of the stub reader: splits a Google-style docstring into its summary,
 * sections (`Args:`, `Returns:`, `Raises:`, `Examples:`, `Notes:`) and `Added in x.y.` version.
 * It knows nothing of tree-sitter; src/sdk/stubWalker.mjs hands it the docstring text.
 */
import { StubError } from './stubError.mjs';

const SECTIONS = new Set(['Args', 'Returns', 'Raises', 'Examples', 'Notes']);
const ADDED = /^Added in (\d+\.\d+)\.?$/;

/** Python's inspect.cleandoc: strip the first line, remove the common indentation of the rest. */
export function cleandoc(text) {
  const lines = text.replace(/\t/g, '    ').split('\n');
  const indents = lines
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => l.length - l.trimStart().length);
  const margin = indents.length ? Math.min(...indents) : 0;
  const out = [lines[0].trim(), ...lines.slice(1).map((l) => l.slice(margin).trimEnd())];
  while (out.length && !out[0]) out.shift();
  while (out.length && !out[out.length - 1]) out.pop();
  return out.join('\n');
}

/** Lines of a section joined: entries start at `indent`, continuation lines are indented further. */
function entries(lines, indent) {
  const items = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const depth = line.length - line.trimStart().length;
    if (depth <= indent || items.length === 0) items.push(line.trim());
    else items[items.length - 1] += ` ${line.trim()}`;
  }
  return items;
}

/**
 * Splits a Google-style docstring into summary, sections and the `Added in` version.
 * @param {string} doc
 * @param {string} where
 */
export function parseDocstring(doc, where) {
  const lines = doc.split('\n');
  /** @type {Record<string, string[]>} */
  const sections = {};
  const head = [];
  let current = head;
  for (const line of lines) {
    const m = /^(\w+):$/.exec(line);
    if (m && SECTIONS.has(m[1])) {
      if (sections[m[1]]) throw new StubError(`${where}: two "${m[1]}:" sections`);
      current = sections[m[1]] = [];
    } else if (m && /^[A-Z]/.test(m[1]) && current === head) {
      throw new StubError(`${where}: unknown docstring section "${m[1]}:" (use ${[...SECTIONS].join(', ')})`);
    } else current.push(line);
  }
  const paragraphs = head.join('\n').split(/\n\s*\n/);
  let added;
  const summaryParts = [];
  for (const p of paragraphs) {
    const text = p
      .split('\n')
      .map((l) => l.trim())
      .join(' ')
      .trim();
    const a = ADDED.exec(text);
    if (a) added = a[1];
    else if (text) summaryParts.push(text);
  }
  if (summaryParts.length !== 1) throw new StubError(`${where}: the docstring needs one summary paragraph`);
  const named = (name) =>
    entries(sections[name] ?? [], 4).map((e) => {
      const i = e.indexOf(': ');
      if (i < 0) throw new StubError(`${where}: "${name}:" entry without "name: text": ${e}`);
      return [e.slice(0, i), e.slice(i + 2)];
    });
  const examples = sections.Examples ? cleandoc(`\n${sections.Examples.join('\n')}`) : undefined;
  const notes = sections.Notes
    ? entries(sections.Notes, 4).map((n) => {
        if (!n.startsWith('- ')) throw new StubError(`${where}: a "Notes:" item must start with "- "`);
        return n.slice(2);
      })
    : undefined;
  return {
    summary: summaryParts[0],
    added,
    args: named('Args'),
    returns: sections.Returns ? entries(sections.Returns, -1).join(' ') : undefined,
    raises: named('Raises'),
    examples,
    notes,
  };
}
