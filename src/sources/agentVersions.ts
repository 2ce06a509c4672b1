/**
 * The agent change log: src/data/agentVersions.yaml, checked against
 * src/data/agentVersions.schema.json. releases/AgentVersionHistory.mdx renders it
 * (src/components/AgentVersionHistory, given its data at build time by src/remark/componentData.ts),
 * and the monthly release notes in releases/ agree with it (tests/unit/facts-told-once.test.ts).
 * Build time and tests only: it reads the file.
 *
 * The texts of `summary`, `highlights`, `fixes`, `upgradeNotes` and `agentMajorLines` are
 * Markdown limited to code spans, bold, italics and links to site routes (`/app/...`).
 */
import { loadYamlSource, parseYamlSource, YamlSourceError, type YamlSource } from './yamlSource';

/** Operating systems a version installs on. `linux` is null before agent 5.0. */
export interface MinimumOs {
  /** Oldest supported Windows desktop and server releases (x86_64 only). */
  windows: string;
  /** Oldest supported Linux distributions and the CPU architectures, or null when Linux is unsupported. */
  linux: string | null;
}

/** How a version relates to the gateway service (agent 5.6 and later). */
export interface GatewayRelationship {
  /** The oldest gateway version that can run builds made with this agent version. */
  minimumGatewayVersion: string;
  /** Whether a build made with this version may still run as a stand-alone service, outside a gateway. */
  standaloneSupported: boolean;
  /** One sentence on what changes for hosts and gateways with this version. */
  note: string;
}

export interface AgentVersion {
  /** Major and minor version, for example "5.6". */
  version: string;
  /** Day the version became available to every environment, YYYY-MM-DD. */
  releaseDate: string;
  /** The monthly release notes page that announces the version, YYYYMM (route /releases/YYYYMM). */
  releaseNotesMonth: string;
  /** A few words on what the version brings, for the table of all versions. */
  summary: string;
  /** What is new or changed for people who build and run connections. */
  highlights: string[];
  /** Problems users saw in the previous version that this version does not have. */
  fixes: string[];
  /** What to do, or to know, before and while upgrading to this version. */
  upgradeNotes: string[];
  minimumOs: MinimumOs;
  /** Present from agent 5.6, the version that introduced the gateway. */
  gateway?: GatewayRelationship;
}

interface AgentVersionsFile {
  versions: AgentVersion[];
  majorLines: Record<string, string>;
}

const FILE = 'src/data/agentVersions.yaml';
const SCHEMA = 'src/data/agentVersions.schema.json';

/** The change log of a checked source, with the rules the schema cannot state. */
function checked(source: YamlSource<AgentVersionsFile>): AgentVersionsFile {
  const { versions, majorLines } = source.data;
  const problems: string[] = [];
  versions.forEach((v, i) => {
    const before = versions[i - 1];
    if (before && v.releaseDate >= before.releaseDate) {
      problems.push(
        source.problem(['versions', i, 'releaseDate'], `must be earlier than ${before.releaseDate}: newest first`),
      );
    }
    const major = v.version.split('.')[0];
    if (!(major in majorLines)) {
      problems.push(source.problem(['versions', i, 'version'], `needs a sentence for agent ${major} under majorLines`));
    }
  });
  if (problems.length > 0) throw new YamlSourceError(problems);
  return source.data;
}

/** Checks `text` as the content of src/data/agentVersions.yaml; throws a YamlSourceError at the first wrong line. */
export function parseAgentVersions(text: string): AgentVersionsFile {
  return checked(parseYamlSource<AgentVersionsFile>(text, FILE, SCHEMA));
}

const changeLog = checked(loadYamlSource<AgentVersionsFile>(FILE, SCHEMA));

/** Every version, newest first. */
export const agentVersions: readonly AgentVersion[] = changeLog.versions;

/** One sentence per major version line (the key is the major number) on what that line brought. */
export const agentMajorLines: Readonly<Record<string, string>> = changeLog.majorLines;

/** The newest agent version. */
export const currentAgentVersion: AgentVersion = agentVersions[0];

/** The versions announced in one monthly release notes page (YYYYMM). */
export function agentVersionsInMonth(month: string): AgentVersion[] {
  return agentVersions.filter((v) => v.releaseNotesMonth === month);
}
