/**
 * The releases of the Python package `labwire-sdk`: src/data/sdkVersions.yaml, checked against
 * src/data/sdkVersions.schema.json. Each monthly page in releases/ names the version of its month,
 * the newest entry is the version the SDK pages quote (`sdkPackage` in src/sdk/sdkSurface.ts), and
 * the stubs' `Added in x.y.` versions are minor releases of it (tests/unit/sdk-versions.test.ts).
 * Build time and tests only: it reads the file.
 */
import { loadYamlSource, parseYamlSource, YamlSourceError, type YamlSource } from './yamlSource';

export interface SdkVersion {
  /** The package version, `major.minor.patch`. */
  version: string;
  /** The monthly release notes page of the platform release it shipped with, YYYYMM. */
  releaseNotesMonth: string;
  /** The Python versions it supports. */
  python: readonly string[];
}

const FILE = 'src/data/sdkVersions.yaml';
const SCHEMA = 'src/data/sdkVersions.schema.json';

/** The releases of a checked source; the schema cannot say that they run newest first. */
function checked(source: YamlSource<SdkVersion[]>): readonly SdkVersion[] {
  const problems = source.data.flatMap((v, i) => {
    const before = source.data[i - 1];
    return before && v.releaseNotesMonth >= before.releaseNotesMonth
      ? [source.problem([i, 'releaseNotesMonth'], `must be earlier than ${before.releaseNotesMonth}: newest first`)]
      : [];
  });
  if (problems.length > 0) throw new YamlSourceError(problems);
  return source.data;
}

/** Checks `text` as the content of src/data/sdkVersions.yaml; throws a YamlSourceError at the first wrong line. */
export function parseSdkVersions(text: string): readonly SdkVersion[] {
  return checked(parseYamlSource<SdkVersion[]>(text, FILE, SCHEMA));
}

/** Every release, newest first. */
export const sdkVersions: readonly SdkVersion[] = checked(loadYamlSource<SdkVersion[]>(FILE, SCHEMA));

/** The newest release, the one `pip install labwire-sdk` installs. */
export const currentSdkVersion: SdkVersion = sdkVersions[0];

/** The release that shipped with one monthly release (YYYYMM), if any. */
export function sdkVersionInMonth(month: string): SdkVersion | undefined {
  return sdkVersions.find((v) => v.releaseNotesMonth === month);
}
