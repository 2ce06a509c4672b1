/**
 * The lock files hold every package's tarball address and checksum, so that `npm ci` goes straight
 * to the tarballs (from npm's cache when it has them) instead of asking the registry for every
 * package's metadata first (docs-dev/testing.md). The project's .npmrc keeps the addresses when npm
 * writes the lock.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
}

for (const dir of ['.', 'bench']) {
  describe(`${dir}/package-lock.json`, () => {
    const lock = JSON.parse(readFileSync(`${dir}/package-lock.json`, 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const installed = Object.entries(lock.packages).filter(([path, entry]) => path !== '' && !entry.link);

    it('gives every package its tarball address and checksum', () => {
      expect(installed.length).toBeGreaterThan(0);
      const missing = installed
        .filter(([, e]) => !/^https:\/\/\S+\.tgz$/.test(e.resolved ?? '') || !/^sha512-/.test(e.integrity ?? ''))
        .map(([path]) => path);
      expect(missing, 'run npm install with the project .npmrc, which keeps the addresses').toEqual([]);
    });

    it('is written with the addresses kept (.npmrc)', () => {
      expect(readFileSync(`${dir}/.npmrc`, 'utf8')).toMatch(/^omit-lockfile-registry-resolved=false$/m);
    });
  });
}
