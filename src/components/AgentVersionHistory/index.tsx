/**
 * The agent change log of releases/AgentVersionHistory.mdx, drawn from src/data/agentVersions.yaml,
 * so that the page and the data cannot disagree:
 *
 * - `<AgentVersionTable />`: one row per version with its date, summary and minimum systems;
 * - `<AgentVersionLines />`: a section per major line (`## Agent 6.x`) with a section per version
 *   (`### Agent 6.1`, id `agent-61`), its changes, fixes, upgrade notes and minimum systems.
 *
 * src/remark/componentData.ts gives each its `data` at build time (./buildData.ts) and puts the headings
 * of `<AgentVersionLines />` into the page's table of contents. The data's texts are short
 * Markdown (code spans, bold, italics, links), rendered with the site's small parser,
 * src/lib/simpleMarkdown.ts.
 */
import React, { Fragment, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { AgentVersion } from '@site/src/sources/agentVersions';
import { monthLabel } from '@site/src/lib/monthLabel';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import { lineAnchor, versionAnchor } from './anchors';
import type { AgentVersionLinesView, AgentVersionRow } from './buildData';

/** One line of Markdown from the data, without the paragraph around it. */
const Inline = ({ text }: { text: string }) => <InlineMarkdown text={text} source="src/data/agentVersions.yaml" />;

/** The build adds each component's data (src/remark/componentData.ts); without it, say so. */
function requireData<T>(component: string, data: T | undefined): T {
  if (data === undefined) {
    throw new Error(`<${component}>: no data prop; it is added at build time by src/remark/componentData.ts`);
  }
  return data;
}

/** "Windows 10 or Windows Server 2016 (x86_64)" -> "Windows 10, Windows Server 2016". */
const shortOs = (os: string) => os.replace(/\s*\([^)]*\)$/, '').replace(/ or /g, ', ');

function minimumOsShort(v: AgentVersionRow): string {
  return [v.minimumOs.windows, v.minimumOs.linux]
    .filter((os): os is string => os !== null)
    .map(shortOs)
    .join('; ');
}

function minimumSupported(v: AgentVersion): string {
  const gateway = v.gateway
    ? `gateway ${v.gateway.minimumGatewayVersion}${v.gateway.standaloneSupported ? ' (or a stand-alone service)' : ''}`
    : null;
  return [gateway, v.minimumOs.windows, v.minimumOs.linux].filter(Boolean).join('; ') + '.';
}

export function AgentVersionTable({ data }: { data?: AgentVersionRow[] }): ReactNode {
  const rows = requireData('AgentVersionTable', data);
  return (
    <table>
      <thead>
        <tr>
          <th>Version</th>
          <th>Released</th>
          <th>Highlights</th>
          <th>Minimum OS</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={v.version}>
            <td>
              <Link to={`#${versionAnchor(v.version)}`}>{v.version}</Link>
            </td>
            <td>{v.releaseDate}</td>
            <td>
              <Inline text={v.summary} />
            </td>
            <td>{minimumOsShort(v)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Items({ title, items }: { title: string; items: readonly string[] }): ReactNode {
  if (items.length === 0) return null;
  return (
    <>
      <p>
        <strong>{title}:</strong>
      </p>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    </>
  );
}

function VersionSection({ v, current }: { v: AgentVersion; current: boolean }): ReactNode {
  return (
    <>
      <Heading as="h3" id={versionAnchor(v.version)}>
        Agent {v.version}
      </Heading>
      <p>
        Released {v.releaseDate}, announced in the{' '}
        <Link to={`/releases/${v.releaseNotesMonth}`}>{monthLabel(v.releaseNotesMonth)} release notes</Link>.
        {current ? ' This is the current version.' : null}
      </p>
      <Items title="Changes" items={v.highlights} />
      <Items title="Fixes" items={v.fixes} />
      <Items title="Upgrade notes" items={v.upgradeNotes} />
      <p>
        <strong>Minimum supported:</strong> {minimumSupported(v)}
      </p>
    </>
  );
}

export function AgentVersionLines({ data }: { data?: AgentVersionLinesView }): ReactNode {
  const { lines, current } = requireData('AgentVersionLines', data);
  return (
    <>
      {lines.map(({ major, intro, versions }) => (
        <Fragment key={major}>
          <Heading as="h2" id={lineAnchor(major)}>
            Agent {major}.x
          </Heading>
          {intro ? (
            <p>
              <Inline text={intro} />
            </p>
          ) : null}
          {versions.map((v) => (
            <VersionSection key={v.version} v={v} current={v.version === current} />
          ))}
        </Fragment>
      ))}
    </>
  );
}
