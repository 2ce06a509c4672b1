/**
 * src/lib/lodash (what the OpenAPI theme uses of lodash in the browser) against lodash itself, on
 * the schemas of openapi.yaml and on edge cases.
 */
import lodashFlatten from 'lodash/flatten';
import lodashIsEmpty from 'lodash/isEmpty';
import lodashMerge from 'lodash/merge';
import { describe, expect, it } from 'vitest';
import flatten from '../../src/lib/lodash/flatten';
import isEmpty from '../../src/lib/lodash/isEmpty';
import merge from '../../src/lib/lodash/merge';
import { loadOpenApi } from '../../src/sources/openapi';

const schemas = Object.values(loadOpenApi().components?.schemas ?? {});
const copy = <T>(value: T): T => structuredClone(value);

describe('lodash merge, isEmpty and flatten for the API pages', () => {
  it('merges every pair of schemas like lodash', () => {
    expect(schemas.length).toBeGreaterThan(30);
    for (const a of schemas) {
      for (const b of schemas.slice(0, 25)) {
        const ours = copy(a);
        const theirs = copy(a);
        expect(merge(ours, copy(b))).toBe(ours);
        expect(ours).toEqual(lodashMerge(theirs, copy(b)));
      }
    }
  });

  const cases: [unknown, ...unknown[]][] = [
    [{ a: 1 }, { a: undefined, b: undefined }],
    [{ a: [1, { x: 1 }] }, { a: [undefined, { y: 2 }, 3] }],
    [{ a: { x: 1 } }, { a: [1, 2] }],
    [{ a: [1, 2] }, { a: { 0: 9, k: 1 } }],
    [{ a: 'text' }, { a: { nested: true } }],
    [{ a: { deep: { deeper: 1 } } }, { a: { deep: { other: 2 } } }, { a: { deep: { deeper: 3 } } }],
    [{}, null, undefined, 5, { a: null }],
    [{ a: null }, { a: { b: 1 } }],
  ];
  it.each(cases)('merges %j like lodash', (target, ...sources) => {
    expect(merge(copy(target), ...sources.map(copy))).toEqual(lodashMerge(copy(target), ...sources.map(copy)));
  });

  it('tells empty values like lodash', () => {
    const values = [
      null,
      undefined,
      0,
      1,
      true,
      '',
      'a',
      [],
      [0],
      {},
      { a: 1 },
      new Map(),
      new Map([[1, 2]]),
      new Set(),
      new Set([1]),
      new Uint8Array(0),
      new Uint8Array(2),
      () => 1,
      ...schemas,
    ];
    for (const value of values) expect(isEmpty(value), String(value)).toBe(lodashIsEmpty(value));
  });

  it('flattens one level like lodash', () => {
    const values = [[], [1, [2, [3]]], [[1], [2]], null, undefined, [[{ a: 1 }], { b: 2 }]];
    for (const value of values) expect(flatten(value as unknown[])).toEqual(lodashFlatten(value as unknown[]));
  });
});
