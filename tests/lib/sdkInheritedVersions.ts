/**
 * The rule for SDK names without an `Added in x.y.` of their own: such a name takes the version of
 * its class or module, which is right only when it came with it. sdk/stubs/inherited-versions.yaml
 * lists the names that did, as of an SDK version; a name outside the list may go without its own
 * version only when what holds it is newer than that version (it came with a new class or module).
 * Anything else is a name added later whose version would be published wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { SdkModule } from '../../src/sdk/sdkTypes';

const inheritedVersionsFile = 'sdk/stubs/inherited-versions.yaml';

interface InheritedVersions {
  version: string;
  names: string[];
}

export function readInheritedVersions(root: string): InheritedVersions {
  return load(readFileSync(join(root, inheritedVersionsFile), 'utf8')) as InheritedVersions;
}

/**
 * A `file:line: …` line when the record's version is not the minor version of `current` (x.y.z),
 * else undefined. The record accepts every name without its own version inside a class or module
 * newer than its version, so a stale record would also accept names added later to those.
 */
export function staleRecordProblem(text: string, current: string): string | undefined {
  const version = (load(text) as InheritedVersions).version;
  const minor = current.split('.').slice(0, 2).join('.');
  if (version === minor) return undefined;
  const line = text.split('\n').findIndex((l) => l.startsWith('version:')) + 1;
  return (
    `${inheritedVersionsFile}:${line}: version '${version}' is not the current SDK version ${minor} ` +
    `(src/data/sdkVersions.yaml): set it to '${minor}', run tests/unit/sdk-versions.test.ts and list each name ` +
    'it reports that came with its class or module'
  );
}

const newer = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  return x[0] > y[0] || (x[0] === y[0] && x[1] > y[1]);
};

/** One `file:line: …` line per name whose version the stubs would get wrong; `modules` read with `positions`. */
export function inheritedVersionProblems(modules: readonly SdkModule[], record: InheritedVersions): string[] {
  const listed = new Set(record.names);
  const seen = new Set<string>();
  const problems: string[] = [];
  const check = (
    name: string,
    entry: { added?: string; definedAt?: string },
    holder: string,
    holderVersion: string | undefined,
  ) => {
    seen.add(name);
    if (entry.added) {
      if (listed.has(name))
        problems.push(`${inheritedVersionsFile}: ${name} has its own "Added in"; remove it from the list`);
      return;
    }
    if (listed.has(name) || !holderVersion || newer(holderVersion, record.version)) return;
    problems.push(
      `${entry.definedAt ?? holder}: ${name} has no "Added in x.y." of its own, so it would be published as ` +
        `${holderVersion}, the version of ${holder}: write the version that adds it (Added in x.y.) in its ` +
        `docstring, or, if it came with ${holder}, list it in ${inheritedVersionsFile}`,
    );
  };
  for (const m of modules) {
    for (const c of m.classes) {
      const q = `${m.name}.${c.name}`;
      check(q, c, m.name, m.added);
      const since = c.added ?? m.added;
      for (const f of c.methods) check(`${q}.${f.name}`, f, q, since);
      for (const p of c.properties) check(`${q}.${p.name}`, p, q, since);
    }
    for (const f of m.functions) check(`${m.name}.${f.name}`, f, m.name, m.added);
    for (const k of m.constants) check(`${m.name}.${k.name}`, k, m.name, m.added);
  }
  for (const name of listed)
    if (!seen.has(name))
      problems.push(`${inheritedVersionsFile}: ${name} is not in the stubs; remove it from the list`);
  return problems;
}
