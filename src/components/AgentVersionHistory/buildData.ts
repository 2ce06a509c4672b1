/**
 * What the agent version history components show, read from the change log
 * (src/data/agentVersions.yaml, through src/sources/agentVersions.ts) at build time by
 * src/remark/componentData.ts and passed as their `data` prop, so the page carries its data and the
 * components import none.
 */
import { agentMajorLines, agentVersions, type AgentVersion } from '../../sources/agentVersions';
import type { TocEntry } from '../SdkReference/buildData';
import { lineAnchor, versionAnchor } from './anchors';

/** One row of <AgentVersionTable />. */
export type AgentVersionRow = Pick<AgentVersion, 'version' | 'releaseDate' | 'summary' | 'minimumOs'>;

/** One major line of <AgentVersionLines />: its sentence and its versions, newest first. */
export interface AgentVersionLine {
  major: string;
  intro?: string;
  versions: AgentVersion[];
}

export interface AgentVersionLinesView {
  lines: AgentVersionLine[];
  /** The newest version, which its section calls the current one. */
  current: string;
}

const majorOf = (version: string) => version.split('.')[0];

export function agentVersionTableView(versions: readonly AgentVersion[] = agentVersions): AgentVersionRow[] {
  return versions.map(({ version, releaseDate, summary, minimumOs }) => ({ version, releaseDate, summary, minimumOs }));
}

export function agentVersionLinesView(versions: readonly AgentVersion[] = agentVersions): AgentVersionLinesView {
  const lines = [...new Set(versions.map((v) => majorOf(v.version)))].map((major) => ({
    major,
    ...(agentMajorLines[major] ? { intro: agentMajorLines[major] } : {}),
    versions: versions.filter((v) => majorOf(v.version) === major),
  }));
  return { lines, current: versions[0]?.version ?? '' };
}

/** The headings <AgentVersionLines /> renders, as table-of-contents entries. */
export function agentVersionToc({ lines }: AgentVersionLinesView): TocEntry[] {
  return lines.flatMap(({ major, versions }) => [
    { value: `Agent ${major}.x`, id: lineAnchor(major), level: 2 },
    ...versions.map((v) => ({ value: `Agent ${v.version}`, id: versionAnchor(v.version), level: 3 })),
  ]);
}
