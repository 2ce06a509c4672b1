#!/usr/bin/env node
/**
 * npm run audit: `npm audit --omit=dev`, failing on any high or critical advisory that ACCEPTED
 * (below, each explained in docs-dev/testing.md's "Quality gates") does not name.
 * When the advisory service cannot be reached (this build machine's registry mirror refuses it),
 * it says so and exits 0, so an offline build still runs its other checks; AUDIT_REQUIRED=1 makes
 * that a failure, for a machine that must audit.
 *
 * `node scripts/audit.mjs --probe` asks the configured registry's advisory endpoint once and says
 * whether it answers; it exits 0 when it does and 1 when it does not. `.ci/run` uses it to set
 * AUDIT_REQUIRED=1 whenever the service is reachable, so a CI audit is never skipped silently.
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

/** Whether the registry's bulk advisory endpoint answers an empty query: `{ reachable, why }`. */
export async function probe(registry) {
  const url = new URL('-/npm/v1/security/advisories/bulk', registry.endsWith('/') ? registry : `${registry}/`);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(15_000),
    });
    return res.ok
      ? { reachable: true, why: `HTTP ${res.status}` }
      : { reachable: false, why: `HTTP ${res.status} ${res.statusText}`.trim() };
  } catch (err) {
    return { reachable: false, why: String(err?.cause?.code ?? err?.name ?? err) };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href && process.argv.includes('--probe')) {
  const registry = spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).stdout.trim();
  const { reachable, why } = await probe(registry);
  console.log(
    reachable
      ? `npm's advisory service answers (${why}): the audit is required.`
      : `npm's advisory service is unreachable (${why}): the audit will say so and not fail.`,
  );
  process.exit(reachable ? 0 : 1);
} else if (import.meta.url === pathToFileURL(process.argv[1]).href) {
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
