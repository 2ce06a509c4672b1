/**
 * The sources of suggested tags are the values of `SuggestedTag.reason` in openapi.yaml: the guide's
 * table of sources may name no other, and names each. A wrong row fails with page:line.
 */
import { describe, expect, it } from 'vitest';
import { read, schema } from '../lib/sources';

const PAGE = 'docs/app/files/SuggestedTags.mdx';
/** The guide's name of each source, by the `reason` value the API gives it. */
const NAME_OF_REASON: Record<string, string> = { path: 'Path', file_name: 'Name', content: 'Content' };

/** The first cell of each row of the table whose header starts with `| Source |`, with its line. */
function sourceRows(text: string): { line: number; name: string }[] {
  const lines = text.split('\n');
  const header = lines.findIndex((l) => l.startsWith('| Source |'));
  if (header < 0) return [];
  const rows: { line: number; name: string }[] = [];
  for (let i = header + 2; i < lines.length && lines[i].startsWith('|'); i++) {
    rows.push({ line: i + 1, name: lines[i].split('|')[1].trim() });
  }
  return rows;
}

describe('suggested tag sources', () => {
  const reasons = schema('SuggestedTag').properties as { reason: { enum: string[] } };
  const enumValues = reasons.reason.enum;

  it('every reason of openapi.yaml has a name in this test', () => {
    expect(Object.keys(NAME_OF_REASON).sort()).toEqual([...enumValues].sort());
  });

  it(`${PAGE} lists exactly the reasons of SuggestedTag.reason`, () => {
    const rows = sourceRows(read(PAGE));
    expect(rows.length, `${PAGE}: no table with a "Source" column`).toBeGreaterThan(0);
    const known = new Set(Object.values(NAME_OF_REASON));
    const unknown = rows
      .filter((r) => !known.has(r.name))
      .map((r) => `${PAGE}:${r.line}: source "${r.name}" is not a reason of SuggestedTag (openapi.yaml)`);
    const named = new Set(rows.map((r) => r.name));
    const missing = Object.values(NAME_OF_REASON)
      .filter((n) => !named.has(n))
      .map((n) => `${PAGE}: the table of sources lacks "${n}"`);
    expect([...unknown, ...missing]).toEqual([]);
  });
});
