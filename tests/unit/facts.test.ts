/**
 * The platform-facts registry (src/data/facts.yaml): its schema and error messages, the <Fact>
 * remark plugin that shows a fact on a page, and the agreement of each fact with the place of
 * openapi.yaml that states the same constraint.
 */
import { describe, expect, it } from 'vitest';
import { statesValue } from '../lib/factDrift';
import { currentAgentVersion } from '../../src/sources/agentVersions';
import { factNames, loadFacts, parseFacts, type Fact } from '../../src/sources/facts';
import remarkFacts from '../../src/remark/facts';
import { openapi, pages, read } from '../lib/sources';

const facts = [...loadFacts().values()];

describe('the registry', () => {
  it('holds the facts several pages state, each shown on a page', () => {
    expect(facts.length).toBeGreaterThan(20);
    const used = new Set(pages.flatMap((page) => [...read(page).matchAll(/<Fact id="([^"]+)"/g)].map((m) => m[1])));
    expect(facts.filter((fact) => !used.has(fact.id)).map((fact) => fact.id)).toEqual([]);
  });

  const entry = `- id: one-fact
  value: 400
  unit: days
  description: A fact written for this test.
  keywords: ['kept for']
`;

  it('reads a valid entry', () => {
    expect(parseFacts(entry, 'facts.yaml')).toEqual([
      {
        id: 'one-fact',
        value: 400,
        unit: 'days',
        description: 'A fact written for this test.',
        keywords: ['kept for'],
      },
    ]);
  });

  it('names the file, line and field of a mistake', () => {
    const second = entry.replace('one-fact', 'two-fact');
    expect(() => parseFacts(entry + second.replace('  unit: days\n', '  unit: 7\n'), 'facts.yaml')).toThrow(
      /^facts\.yaml:8: \[1\]\.unit: must be a text$/,
    );
    expect(() => parseFacts(entry + second.replace(/ {2}description: .*\n/, ''), 'facts.yaml')).toThrow(
      /^facts\.yaml:6: \[1\]: must have required property 'description'$/,
    );
    expect(() => parseFacts(entry + second.replace('value: 400', 'value: {}'), 'facts.yaml')).toThrow(
      /^facts\.yaml:7: \[1\]\.value: must be a number, a text or a list of texts$/,
    );
    expect(() => parseFacts(`${entry}  color: red\n`, 'facts.yaml')).toThrow(
      /^facts\.yaml:6: \[0\]\.color: is not a field here \(the fields: id, value, unit, kind/,
    );
    expect(() => parseFacts(entry + entry, 'facts.yaml')).toThrow(
      /^facts\.yaml:6: \[1\]\.id: the fact id "one-fact" is used twice$/,
    );
    expect(() => parseFacts(entry.replace("'kept for'", "'kept (for'"), 'facts.yaml')).toThrow(
      /^facts\.yaml:5: \[0\]\.keywords\[0\]: "kept \(for" is not a regular expression$/,
    );
  });
});

interface Node {
  type: string;
  name?: string;
  value?: string;
  attributes?: { type: string; name: string; value: string }[];
  position?: { start: { line: number } };
  children?: Node[];
}
const fact = (type: string, attributes: Record<string, string>, line = 3): Node => ({
  type,
  name: 'Fact',
  attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
  position: { start: { line } },
  children: [],
});

describe('<Fact id="…" />', () => {
  it('becomes the text of the fact in the page', () => {
    const paragraph: Node = {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'Runs are kept for ' },
        fact('mdxJsxTextElement', { id: 'flow-run-retention' }),
        { type: 'text', value: ', then deleted.' },
      ],
    };
    const tree: Node = { type: 'root', children: [paragraph, fact('mdxJsxFlowElement', { id: 'tags-per-file' })] };
    remarkFacts()(tree, { path: 'docs/page.mdx' });
    const retention = loadFacts().get('flow-run-retention')!;
    // Joined with the words before it: one text node, one string in the page.
    expect(paragraph.children).toEqual([
      { type: 'text', value: `Runs are kept for ${retention.value} ${retention.unit}, then deleted.` },
    ]);
    expect(tree.children![1]).toEqual({ type: 'paragraph', children: [{ type: 'text', value: '50 tags' }] });
  });

  it('shows a list as names in code, joined with "and" or "or"', () => {
    const tree: Node = { type: 'root', children: [fact('mdxJsxTextElement', { id: 'roles', join: 'or' })] };
    remarkFacts()(tree, {});
    expect(tree.children!.map((n) => n.value).join('')).toBe('admin, developer, scientist or viewer');
    expect(tree.children!.filter((n) => n.type === 'inlineCode')).toHaveLength(4);
  });

  it('fails the build on an unknown id, with the file and line', () => {
    const tree: Node = { type: 'root', children: [fact('mdxJsxTextElement', { id: 'flow-run-keep' }, 12)] };
    expect(() => remarkFacts()(tree, { path: `${process.cwd()}/docs/page.mdx` })).toThrow(
      /^docs\/page\.mdx:12: <Fact id="flow-run-keep" \/> names no fact of src\/data\/facts\.yaml/,
    );
  });
});

/** The value at a JSON pointer of openapi.yaml. */
function at(pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], openapi);
}

/** The lengths a pattern such as ^[a-z][a-z0-9_]{2,63}$ allows, as [shortest, longest]. */
function patternLengths(pattern: string): number[] {
  const m = /^\^\[[^\]]+\]\[[^\]]+\]\{(\d+),(\d+)\}\$$/.exec(pattern);
  expect(m, `pattern ${pattern} is a first character and a counted rest`).not.toBeNull();
  return [1 + Number(m![1]), 1 + Number(m![2])];
}

describe('the agent change log', () => {
  it('decides the current gateway version: its major and minor are the newest agent version', () => {
    const gateway = String(loadFacts().get('gateway-version')!.value);
    expect(gateway).toMatch(new RegExp(`^${currentAgentVersion.version.replace('.', '\\.')}\\.\\d+$`));
  });
});

describe('openapi.yaml states the same constraints', () => {
  const linked = facts.filter((f): f is Fact & { openapi: string } => f.openapi !== undefined);

  it('links the facts openapi.yaml also states', () => {
    expect(linked.length).toBeGreaterThan(10);
  });

  it.each(linked.map((f) => [f.id, f] as const))('%s', (_, f) => {
    const value = at(f.openapi);
    expect(value, `${f.openapi} exists in openapi.yaml`).toBeDefined();
    const key = f.openapi.split('/').pop()!;
    // The numbers as written in the registry, in the fact's own unit: "3 to 64" gives [3, 64].
    const numbers = (
      String(f.value)
        .replace(/,/g, '')
        .match(/\d+(\.\d+)?/g) ?? []
    ).map(Number);
    if (f.kind === 'role') {
      // An operation's "**Role:**" line names the roles allowed; the least of them is the fact's first.
      const text = String(value);
      // The description of a role in AccessType says what that role may do.
      const line = /\*\*Role:\*\*([^\n]*)/.exec(text)?.[1] ?? text;
      const described = /x-enumDescriptions\/(\w+)$/.exec(f.openapi)?.[1];
      const least =
        described ?? ['viewer', 'scientist', 'developer', 'admin'].find((r) => new RegExp(`\\b${r}\\b`).test(line));
      expect(least, `${f.openapi}: "${line.trim()}"`).toBe(factNames(f)![0]);
    } else if (f.kind) expect(String(value), f.openapi).toContain(String(f.value));
    else if (key === 'pattern') expect(patternLengths(value as string)).toEqual(numbers);
    else if (key === 'enum') expect(value).toEqual(f.value);
    else if (['maximum', 'maxItems', 'maxLength', 'default', 'minimum'].includes(key)) expect(numbers).toContain(value);
    else {
      expect(statesValue(value as string, f), `${f.openapi} says ${f.value} ${f.unit ?? ''}: "${String(value)}"`).toBe(
        true,
      );
    }
  });
});
