/**
 * The version history of the SDK surface: every module of the stubs (sdk/stubs) says the SDK
 * version that added it, and a class, function, method, attribute or parameter that came later
 * says its own (`Added in x.y.` in its docstring). Each version must be a minor release of
 * src/data/sdkVersions.ts, and the release notes of that release's month (releases/YYYYMM.mdx)
 * must name what it added: a module by its name or a link to its page, anything else by its name.
 * Pins of `labwire-sdk==x.y.z` on the pages are the current version.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sdkModules } from '../../src/data/sdkSurface';
import { currentSdkVersion, sdkVersions } from '../../src/data/sdkVersions';

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
      .map((a) => `${a.symbol}: "Added in ${a.version || '?'}" is not a minor release in src/data/sdkVersions.ts`);
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
    for (const dir of ['docs', 'sdk']) {
      for (const f of readdirSync(join(ROOT, dir), { recursive: true }) as string[]) {
        if (!/\.mdx?$/.test(f)) continue;
        const text = readFileSync(join(ROOT, dir, f), 'utf8');
        for (const m of text.matchAll(/labwire-sdk==(\d+\.\d+\.\d+)/g)) {
          if (m[1] !== currentSdkVersion.version) offenders.push(`${dir}/${f}: labwire-sdk==${m[1]}`);
        }
      }
    }
    expect(offenders.join('\n')).toBe('');
  });
});
