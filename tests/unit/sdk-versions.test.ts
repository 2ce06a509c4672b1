/**
 * The version history of the SDK surface: every module of the stubs (sdk/stubs) says the SDK
 * version that added it, and a class, function, method, attribute or parameter that came later
 * says its own (`Added in x.y.` in its docstring). Each version must be a minor release of
 * src/data/sdkVersions.yaml, and the release notes of that release's month (releases/YYYYMM.mdx)
 * must name what it added: a module by its name or a link to its page, anything else by its name.
 * Pins of `labwire-sdk==x.y.z` on the pages are the current version. A name without a version of
 * its own must have come with what holds it (tests/lib/sdkInheritedVersions.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStubs, stubRoot } from '../../src/sdk/stubReader.mjs';
import { sdkModules } from '../../src/sdk/sdkSurface';
import type { SdkModule } from '../../src/sdk/sdkTypes';
import { currentSdkVersion, sdkVersions } from '../../src/sources/sdkVersions';
import { inheritedVersionProblems, readInheritedVersions, staleRecordProblem } from '../lib/sdkInheritedVersions';
import { pages, read } from '../lib/sources';

const ROOT = join(__dirname, '..', '..');

interface Added {
  /** Qualified name, e.g. `labwire.Labwire.iter_files` or `labwire.Labwire.stream_rows(dedupe_column)`. */
  symbol: string;
  /** What the release note must contain. */
  names: string[];
  version: string;
  /** The version of what holds it (its class or module). */
  within?: string;
}

function addedVersions(): Added[] {
  const out: Added[] = [];
  for (const m of sdkModules) {
    const pageLink = `](${m.page})`;
    out.push({ symbol: m.name, names: [m.name, pageLink], version: m.added ?? '' });
    const callables = (owner: string, within: string | undefined, fns: typeof m.functions) => {
      for (const fn of fns) {
        if (fn.added) out.push({ symbol: `${owner}.${fn.name}`, names: [fn.name], version: fn.added, within });
        for (const p of fn.params) {
          if (p.added) {
            const since = fn.added ?? within;
            out.push({ symbol: `${owner}.${fn.name}(${p.name})`, names: [p.name], version: p.added, within: since });
          }
        }
      }
    };
    for (const c of m.classes) {
      const q = `${m.name}.${c.name}`;
      if (c.added) out.push({ symbol: q, names: [c.name], version: c.added, within: m.added });
      const since = c.added ?? m.added;
      for (const p of c.properties) {
        if (p.added) out.push({ symbol: `${q}.${p.name}`, names: [p.name], version: p.added, within: since });
      }
      if (c.init) {
        for (const p of c.init.params) {
          if (p.added) out.push({ symbol: `${q}(${p.name})`, names: [p.name], version: p.added, within: since });
        }
      }
      callables(q, since, c.methods);
    }
    callables(m.name, m.added, m.functions);
  }
  return out;
}

/** The month of the minor release x.y (its x.y.0), or undefined when there is none. */
function monthOf(version: string): string | undefined {
  return sdkVersions.find((v) => v.version === `${version}.0`)?.releaseNotesMonth;
}

const words = (text: string, name: string) =>
  name.startsWith('](')
    ? text.includes(name)
    : new RegExp(`(?<![\\w.])${name.replace(/\./g, '\\.')}(?!\\w)|[\\w.]\\.${name}(?!\\w)`).test(text);

describe('SDK versions of the stubs', () => {
  const added = addedVersions();

  it('gives every module a version, and each version is a minor release of the history', () => {
    const offenders = added
      .filter((a) => !/^\d+\.\d+$/.test(a.version) || !monthOf(a.version))
      .map((a) => `${a.symbol}: "Added in ${a.version || '?'}" is not a minor release in src/data/sdkVersions.yaml`);
    expect(offenders.join('\n')).toBe('');
    expect(added.length).toBeGreaterThan(sdkModules.length + 20);
  });

  it('dates nothing before what holds it', () => {
    const n = (v: string) => v.split('.').map(Number);
    const before = (a: string, b: string) => n(a)[0] < n(b)[0] || (n(a)[0] === n(b)[0] && n(a)[1] < n(b)[1]);
    const offenders = added
      .filter((a) => a.within && before(a.version, a.within))
      .map((a) => `${a.symbol}: added in ${a.version}, before its container (${a.within})`);
    expect(offenders.join('\n')).toBe('');
  });

  it('names each addition in the release notes of its month', () => {
    const offenders: string[] = [];
    for (const a of added) {
      const month = monthOf(a.version);
      if (!month) continue;
      const note = readFileSync(join(ROOT, 'releases', `${month}.mdx`), 'utf8');
      if (!a.names.some((name) => words(note, name))) {
        offenders.push(
          `${a.symbol} (added in ${a.version}): releases/${month}.mdx does not name ${a.names.join(' or ')}`,
        );
      }
    }
    expect(offenders.join('\n')).toBe('');
  });

  it('pins labwire-sdk to the current version on every page', () => {
    const offenders: string[] = [];
    for (const page of pages) {
      const lines = read(page).split('\n');
      lines.forEach((text, i) => {
        for (const m of text.matchAll(/labwire-sdk==(\d+\.\d+\.\d+)/g)) {
          if (m[1] !== currentSdkVersion.version) offenders.push(`${page}:${i + 1}: labwire-sdk==${m[1]}`);
        }
      });
    }
    expect(offenders.join('\n')).toBe('');
  });
});

describe('SDK names without a version of their own', () => {
  const record = readInheritedVersions(ROOT);
  const recordText = read('sdk/stubs/inherited-versions.yaml');
  const initFile = join(stubRoot, 'labwire', '__init__.pyi');
  const initSource = readFileSync(initFile, 'utf8');
  /** The client's stub with `def count_rows` inserted before `def query`, at the line this returns. */
  const withMethod = (docstring: string) => {
    const at = initSource.indexOf('    def query(');
    const method = `    def count_rows(self, table: str) -> int:\n${docstring}        ...\n\n`;
    return {
      source: initSource.slice(0, at) + method + initSource.slice(at),
      line: initSource.slice(0, at).split('\n').length,
    };
  };
  const docstring = (added: string) =>
    `        """Count the rows of a table.\n\n${added}        Args:\n            table: The table.\n\n` +
    `        Returns:\n            The number of rows.\n\n        Examples:\n            lw.count_rows("runs")\n        """\n`;

  it('come with what holds them (sdk/stubs/inherited-versions.yaml)', async () => {
    const modules = (await parseStubs(undefined, { positions: true })) as SdkModule[];
    expect(inheritedVersionProblems(modules, record).join('\n')).toBe('');
  });

  it('are recorded as of the current SDK version', () => {
    expect(staleRecordProblem(recordText, currentSdkVersion.version) ?? '').toBe('');
  });

  it('fails on a record older than the current SDK version, at its version line', () => {
    const [major, minor] = record.version.split('.').map(Number);
    const next = `${major}.${minor + 1}`;
    const line = recordText.split('\n').indexOf(`version: '${record.version}'`) + 1;
    expect(line).toBeGreaterThan(0);
    expect(staleRecordProblem(recordText, `${next}.0`)).toMatch(
      `sdk/stubs/inherited-versions.yaml:${line}: version '${record.version}' is not the current SDK version ${next} `,
    );
  });

  it('fails on a method added to an existing class without "Added in", at its stub line', async () => {
    const { source, line } = withMethod(docstring(''));
    const modules = (await parseStubs(undefined, {
      positions: true,
      overrides: { [initFile]: source },
    })) as SdkModule[];
    const [first] = inheritedVersionProblems(modules, record);
    expect(first).toBe(
      `sdk/stubs/labwire/__init__.pyi:${line}: labwire.Labwire.count_rows has no "Added in x.y." of its own, ` +
        'so it would be published as 2.0, the version of labwire.Labwire: write the version that adds it ' +
        '(Added in x.y.) in its docstring, or, if it came with labwire.Labwire, list it in sdk/stubs/inherited-versions.yaml',
    );
    const { source: versioned } = withMethod(docstring('        Added in 3.8.\n\n'));
    const fixed = (await parseStubs(undefined, {
      positions: true,
      overrides: { [initFile]: versioned },
    })) as SdkModule[];
    expect(inheritedVersionProblems(fixed, record)).toEqual([]);
  });

  it('names the stub line of a method without a docstring', async () => {
    const { source, line } = withMethod('');
    const error = await parseStubs(undefined, { overrides: { [initFile]: source } }).catch((e: Error) => e);
    expect(String((error as Error).message).split('\n')[0]).toBe(
      `sdk/stubs/labwire/__init__.pyi:${line}: Labwire.count_rows: no docstring`,
    );
  });
});
