/**
 * Only the `admin` role creates and changes secrets (docs/app/admin/AdminControls.mdx), but the
 * pages that need one are read by developers. A step that tells the reader to save, store, create or
 * update something under **Admin → Secrets** must therefore name an admin as the one who does it
 * ("ask an admin to save …"), unless its section, or a section it belongs to, already says it is
 * for the `admin` role. A step that does not fails with page:line.
 */
import { describe, expect, it } from 'vitest';
import { withoutCodeBlocks } from '../../src/build/codeFences';
import { pages, read } from '../lib/sources';

const SECRETS = 'Admin → Secrets';
/** A step: a sentence that starts, after a list marker or a table cell, with an instruction. */
const INSTRUCTION = /^(?:\d+\.|-|\|)?\s*(?:In Labwire, )?(?:save|store|create|put|update|open|select|keep|change)\b/i;
/** Who does the step: "ask an admin to …", "an administrator saves …". */
const NAMES_ADMIN = /`admin`|\b(?:an|the|your) (?:admin|administrator)\b/i;
/** A section for admins says so with the role's name. */
const ADMIN_ROLE = /`admin`/;
const HEADING = /^(#{1,6}) /;

/** The sentence around `at`: from the last sentence end, list marker, table cell or blank line. */
function sentenceAt(text: string, at: number, length: number): string {
  const before = text.slice(0, at);
  const start = Math.max(
    before.lastIndexOf('. ') + 1,
    before.lastIndexOf('\n\n') + 1,
    before.lastIndexOf('|'),
    before.search(/\n\s*(?:\d+\.|-) [^\n]*$/) + 1,
  );
  const after = text.slice(at + length);
  const ends = [after.indexOf('. '), after.indexOf('\n\n'), after.indexOf('|')].filter((i) => i >= 0);
  return text.slice(start, at + length + (ends.length ? Math.min(...ends) : after.length)).replace(/\s+/g, ' ');
}

/** Whether the section holding `line` (0-based), or one it belongs to, names the admin role in its own text. */
function sectionForAdmins(lines: string[], line: number): boolean {
  let level = 7;
  for (let i = line; i >= 0; i--) {
    const heading = HEADING.exec(lines[i]);
    if (!heading || heading[1].length >= level) continue;
    level = heading[1].length;
    let end = i + 1;
    while (end < lines.length && !HEADING.test(lines[end])) end++;
    if (lines.slice(i + 1, end).some((l) => ADMIN_ROLE.test(l))) return true;
  }
  return false;
}

function stepsWithoutAdmin(file: string): string[] {
  const text = withoutCodeBlocks(read(file), file);
  const lines = text.split('\n');
  const problems: string[] = [];
  for (let at = text.indexOf(SECRETS); at >= 0; at = text.indexOf(SECRETS, at + SECRETS.length)) {
    const sentence = sentenceAt(text, at, SECRETS.length).trim();
    if (!INSTRUCTION.test(sentence) || NAMES_ADMIN.test(sentence.replaceAll(SECRETS, ''))) continue;
    const line = text.slice(0, at).split('\n').length - 1;
    if (sectionForAdmins(lines, line)) continue;
    problems.push(
      `${file}:${line + 1}: only the admin role changes secrets; write who does this step, such as "ask an admin to save …"`,
    );
  }
  return problems;
}

describe('steps under Admin → Secrets name an admin', () => {
  it('reports a step that does not, at its line', () => {
    const fixture = 'tests/fixtures/secret-steps/steps.md';
    const message = 'only the admin role changes secrets; write who does this step, such as "ask an admin to save …"';
    expect(stepsWithoutAdmin(fixture)).toEqual([`${fixture}:6: ${message}`, `${fixture}:13: ${message}`]);
  });

  it('holds on every hand-written page', () => {
    expect(pages.flatMap(stepsWithoutAdmin)).toEqual([]);
  });
});
