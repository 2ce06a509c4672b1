#!/usr/bin/env node
/**
 * npm run audit: `npm audit --omit=dev`, failing on any high or critical advisory that ACCEPTED
 * (below, each explained in the README's "Accepted advisories") does not name.
 * When the advisory service cannot be reached (this build machine's registry mirror refuses it),
 * it says so and exits 0, so an offline build still runs its other checks; AUDIT_REQUIRED=1 makes
 * that a failure, for a machine that must audit.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Advisory ids (GHSA-…) accepted after review. */
export const ACCEPTED = new Set(/** @type {string[]} */ ([]));

/** Reads `npm audit --json` output: 'unreachable', or the high and critical advisories not accepted. */
/**
 * @param {any} report
 * @param {Set<string>} [accepted]
 */
export function assess(report, accepted = ACCEPTED) {
  if (!report || report.error || report.message || !report.metadata) {
    const why = report?.message ?? report?.error?.summary ?? report?.error?.code ?? 'no audit metadata in the answer';
    return {
      status: 'unreachable',
      summary: `the advisory service could not be reached (${String(why).split('\n')[0]})`,
      open: [],
    };
  }
  const serious = Object.values(report.vulnerabilities ?? {}).flatMap((v) =>
    v.via
      .filter((via) => typeof via === 'object' && ['high', 'critical'].includes(via.severity))
      .map((via) => ({
        pkg: v.name,
        id: via.url?.split('/').pop() ?? String(via.source),
        severity: via.severity,
        title: via.title,
      })),
  );
  const open = serious.filter((s) => !accepted.has(s.id));
  const c = report.metadata.vulnerabilities;
  return {
    status: open.length ? 'fail' : 'ok',
    summary: `${c.critical} critical, ${c.high} high, ${c.moderate} moderate, ${c.low} low; ${serious.length - open.length} accepted`,
    open,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = { error: { summary: run.stderr.trim() || 'no output' } };
  }
  const result = assess(report);
  console.log(`npm audit (production dependencies): ${result.summary}.`);
  for (const s of result.open) console.error(`- ${s.severity}: ${s.pkg}: ${s.title} (${s.id})`);
  if (result.status === 'unreachable') {
    console.log('Nothing was audited.');
    process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
  }
  process.exit(result.status === 'fail' ? 1 : 0);
}
