/**
 * The candidate finder (tests/lib/factCandidates.ts): what it reads as a statement, and that it
 * groups the statements two sources share. With LIST_FACT_CANDIDATES=1 it prints every candidate
 * of the site, for a writer deciding what to register in src/data/facts.yaml.
 */
import { describe, expect, it } from 'vitest';
import { candidates, statements } from '../lib/factCandidates';
import { factSources } from '../lib/factSources';
import { read } from '../lib/sources';

describe('the candidate finder', () => {
  it('reads quantities, versions, installer names, time zones and roles in prose', () => {
    const page = [
      '---',
      'title: A page',
      '---',
      '',
      'Files stay in Trash for 30 days. Builds take two to five minutes on agent 6.1.',
      'Run `labwire-gateway-6.1.0-x64.msi`; updates install Sunday 02:00 local time.',
      '',
      '| Setting | Default |',
      '| --- | --- |',
      '| Idle timeout | 15 minutes |',
      '',
      'You need the `developer` or `admin` role to create tokens.',
      '',
      '```python',
      'TIMEOUT = "30 days"',
      '```',
    ].join('\n');
    expect(statements('page.mdx', page, 'page').map((s) => `${s.line}:${s.key}`)).toEqual([
      '5:30 days',
      '5:2 to 5 minutes',
      '5:agent 6.1',
      '6:gateway installer 6.1.0',
      '6:time zone local time',
      '10:15 minutes',
      '12:role admin or developer',
    ]);
  });

  it('keeps a statement two sources make, and drops one only a single source makes', () => {
    const found = [
      ...statements('a.mdx', 'Cursors stay valid for 24 hours.', 'page'),
      ...statements('b.mdx', 'A cursor expires after 24 hours. It also holds 3 rows.', 'page'),
    ];
    expect(candidates(found).map((c) => [c.key, c.statements.map((s) => s.file)])).toEqual([
      ['24 hours', ['a.mdx', 'b.mdx']],
    ]);
  });

  it('lists the candidates of the site', () => {
    const found = factSources.flatMap(({ file, kind }) => statements(file, read(file), kind));
    const list = candidates(found);
    expect(list.length).toBeGreaterThan(0);
    if (process.env.LIST_FACT_CANDIDATES) {
      const lines = list.flatMap((c) => [
        `${c.key} (${c.statements.length} statements)`,
        ...c.statements.map((s) => `  ${s.file}:${s.line}: ${s.clause}`),
      ]);
      console.log(`${list.length} candidates\n${lines.join('\n')}`);
    }
  });
});
