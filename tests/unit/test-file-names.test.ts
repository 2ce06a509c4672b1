/**
 * One naming style for test files: a test file is named in kebab case after what it checks
 * (`api-reference.test.ts`, `every-page.spec.ts`); helper modules beside them keep the camel case of
 * the modules in src/ (`pythonSamples.ts`, `src/build/codeFences.ts`).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const TEST_FILE = /\.(test|spec)\.tsx?$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*\.(test|spec)\.tsx?$/;

/** The test files under tests/, as repository-relative paths, that are not in kebab case. */
function misnamedTestFiles(dir = join(root, 'tests')): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.includes('fixtures') && TEST_FILE.test(file))
    .filter((file) => !KEBAB.test(file.split('/').pop() ?? ''))
    .map((file) => `tests/${file}`);
}

describe('test file names', () => {
  it('are kebab case', () => {
    expect(misnamedTestFiles()).toEqual([]);
  });

  it('the rule tells a camel-case name from a kebab-case one', () => {
    expect(KEBAB.test('api-reference.test.ts')).toBe(true);
    expect(KEBAB.test('every-page.spec.ts')).toBe(true);
    expect(KEBAB.test('apiReference.test.ts')).toBe(false);
    expect(KEBAB.test('Foo.test.tsx')).toBe(false);
  });
});
