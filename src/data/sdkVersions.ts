/**
 * Every release of the Python package `labwire-sdk` since the first public release notes, newest
 * first: one release with each monthly platform release.
 *
 * This module is the single source of SDK version facts. Each monthly page in releases/ names the
 * `labwire-sdk` version of its month, and the newest entry is the version the SDK pages quote
 * (`sdkPackage` in src/sdk/sdkSurface.ts); tests/unit/coherence.test.ts checks both.
 *
 * Versions follow semantic versioning: a minor version brings new functions or modules, a patch
 * version only fixes, and the one major version since 2.0.0, 3.0.0, dropped Python 3.8 and 3.9
 * (announced in January 2024, effective in August 2024).
 */

export interface SdkVersion {
  /** The package version, `major.minor.patch`. */
  version: string;
  /** The monthly release notes page of the platform release it shipped with, YYYYMM. */
  releaseNotesMonth: string;
  /** The Python versions it supports. */
  python: readonly string[];
}

const PY_38_TO_310 = ['3.8', '3.9', '3.10'] as const;
const PY_38_TO_311 = ['3.8', '3.9', '3.10', '3.11'] as const;
const PY_38_TO_312 = ['3.8', '3.9', '3.10', '3.11', '3.12'] as const;
const PY_310_TO_312 = ['3.10', '3.11', '3.12'] as const;

export const sdkVersions: readonly SdkVersion[] = [
  { version: '3.8.3', releaseNotesMonth: '202510', python: PY_310_TO_312 },
  { version: '3.8.2', releaseNotesMonth: '202509', python: PY_310_TO_312 },
  { version: '3.8.1', releaseNotesMonth: '202508', python: PY_310_TO_312 },
  // signals.signals and EnvironmentDetection.
  { version: '3.8.0', releaseNotesMonth: '202507', python: PY_310_TO_312 },
  // statistical_process_control.
  { version: '3.7.0', releaseNotesMonth: '202506', python: PY_310_TO_312 },
  { version: '3.6.1', releaseNotesMonth: '202505', python: PY_310_TO_312 },
  // benchling.warehouse and the benchling.utils modules.
  { version: '3.6.0', releaseNotesMonth: '202504', python: PY_310_TO_312 },
  // The AI helpers, lw.ai.
  { version: '3.5.0', releaseNotesMonth: '202503', python: PY_310_TO_312 },
  { version: '3.4.1', releaseNotesMonth: '202502', python: PY_310_TO_312 },
  // allotrope_schema.
  { version: '3.4.0', releaseNotesMonth: '202501', python: PY_310_TO_312 },
  // Data validation, labwire.validation.
  { version: '3.3.0', releaseNotesMonth: '202412', python: PY_310_TO_312 },
  // coda.coda.
  { version: '3.2.0', releaseNotesMonth: '202411', python: PY_310_TO_312 },
  { version: '3.1.1', releaseNotesMonth: '202410', python: PY_310_TO_312 },
  // The msd module.
  { version: '3.1.0', releaseNotesMonth: '202409', python: PY_310_TO_312 },
  // Python 3.10 or later; the fcs module.
  { version: '3.0.0', releaseNotesMonth: '202408', python: PY_310_TO_312 },
  // The last release for Python 3.8 and 3.9.
  { version: '2.9.5', releaseNotesMonth: '202407', python: PY_38_TO_312 },
  { version: '2.9.4', releaseNotesMonth: '202406', python: PY_38_TO_312 },
  { version: '2.9.3', releaseNotesMonth: '202405', python: PY_38_TO_312 },
  { version: '2.9.2', releaseNotesMonth: '202404', python: PY_38_TO_312 },
  { version: '2.9.1', releaseNotesMonth: '202403', python: PY_38_TO_312 },
  // lc.lc and lc.cdf; Python 3.12.
  { version: '2.9.0', releaseNotesMonth: '202402', python: PY_38_TO_312 },
  { version: '2.8.1', releaseNotesMonth: '202401', python: PY_38_TO_311 },
  // lw.trigger_flow and lw.wait_for_flow_run.
  { version: '2.8.0', releaseNotesMonth: '202312', python: PY_38_TO_311 },
  { version: '2.7.2', releaseNotesMonth: '202311', python: PY_38_TO_311 },
  { version: '2.7.1', releaseNotesMonth: '202310', python: PY_38_TO_311 },
  // ctx.params for the connection parameters of agent 4.1.
  { version: '2.7.0', releaseNotesMonth: '202309', python: PY_38_TO_311 },
  // benchling.io.generic_read.
  { version: '2.6.0', releaseNotesMonth: '202308', python: PY_38_TO_311 },
  { version: '2.5.1', releaseNotesMonth: '202307', python: PY_38_TO_311 },
  // lw.send_alert.
  { version: '2.5.0', releaseNotesMonth: '202306', python: PY_38_TO_311 },
  // lw.benchling and the benchling.io helper modules.
  { version: '2.4.0', releaseNotesMonth: '202305', python: PY_38_TO_311 },
  // lw.get_secret; Python 3.11.
  { version: '2.3.0', releaseNotesMonth: '202304', python: PY_38_TO_311 },
  // Rows in ProcessorResult for the stream data action of agent 3.2.
  { version: '2.2.0', releaseNotesMonth: '202303', python: PY_38_TO_310 },
  { version: '2.1.4', releaseNotesMonth: '202302', python: PY_38_TO_310 },
  { version: '2.1.3', releaseNotesMonth: '202301', python: PY_38_TO_310 },
  { version: '2.1.2', releaseNotesMonth: '202212', python: PY_38_TO_310 },
  { version: '2.1.1', releaseNotesMonth: '202211', python: PY_38_TO_310 },
  // lw.tag_file and lw.untag_file.
  { version: '2.1.0', releaseNotesMonth: '202210', python: PY_38_TO_310 },
  // The agent SDK, labwire.agent, next to the Labwire class of the 1.x releases for flow nodes.
  { version: '2.0.0', releaseNotesMonth: '202209', python: PY_38_TO_310 },
];

/** The newest release, the one `pip install labwire-sdk` installs. */
export const currentSdkVersion: SdkVersion = sdkVersions[0];

/** The release that shipped with one monthly release (YYYYMM), if any. */
export function sdkVersionInMonth(month: string): SdkVersion | undefined {
  return sdkVersions.find((v) => v.releaseNotesMonth === month);
}
