/**
 * What a content test prints when a page fails (tests/lib/pageLines.ts): the lines at issue with
 * file:line, not the page.
 */
import { describe, expect, it } from 'vitest';
import { linesMatching, missingFrom } from '../lib/pageLines';

const PAGE = ['# Webhooks', '', 'Send the `X-Labwire-Signatur` header.', '', 'TODO: responses'].join('\n');

describe('page lines', () => {
  it('lists the lines that match, each with file:line', () => {
    expect(linesMatching('docs/Hooks.mdx', PAGE, /\bTODO\b/g)).toEqual(['docs/Hooks.mdx:5: TODO: responses']);
    expect(linesMatching('docs/Hooks.mdx', PAGE, /lorem/)).toEqual([]);
  });

  it('says what a page lacks, with its closest line', () => {
    expect(missingFrom('docs/Hooks.mdx', PAGE, '`X-Labwire-Signature`')).toEqual([
      'docs/Hooks.mdx:3: no line contains "`X-Labwire-Signature`"; closest: Send the `X-Labwire-Signatur` header.',
    ]);
    expect(missingFrom('docs/Hooks.mdx', PAGE, /^# Webhooks$/m)).toEqual([]);
    expect(missingFrom('docs/Hooks.mdx', PAGE, /^## Responses$/m)).toEqual([
      'docs/Hooks.mdx: no line matches /^## Responses$/m',
    ]);
  });
});
