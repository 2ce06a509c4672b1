/**
 * One platform, told once: facts that several pages, the data modules and openapi.yaml state, checked
 * against the one place that owns each of them.
 *
 * | Fact | Owner |
 * | --- | --- |
 * | The optional `instrument_id` flow input of the quickstarts | openapi.yaml FlowInput and the Input Param node |
 * | How breaking changes are announced | releases/ReleaseNotes.mdx (the API policy links it) |
 * | Agent log rotation | docs/app/agents/AgentLogs.mdx |
 * | The flow run id prefix `run_` | api/index.mdx and openapi.yaml's examples |
 * | The values of a file's `source` | openapi.yaml File.source |
 * | The commit message of Save & deploy | docs/app/flows/FlowEditor.mdx and openapi.yaml's commit examples |
 * | How often to poll a flow run | docs/app/flows/FlowRuns.mdx and the SDK's default `poll_s` |
 * | The role each API operation needs | openapi.yaml, with the values of AccessType |
 * | Agent versions | src/data/agentVersions.yaml (rendered on releases/AgentVersionHistory.mdx) |
 * | `labwire-sdk` versions | src/data/sdkVersions.yaml |
 * | Which nodes have `machine_size` and `timeout_minutes` | src/data/nodes.yaml (the node editor names them) |
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { files, isNode, openapi, pages, read, schema, type Node } from '../lib/sources';
import {
  agentMajorLines,
  agentVersions,
  agentVersionsInMonth,
  currentAgentVersion,
} from '../../src/sources/agentVersions';
import { currentSdkVersion, sdkVersionInMonth, sdkVersions } from '../../src/sources/sdkVersions';
import { loadFacts } from '../../src/sources/facts';
import { findCallable, sdkPackage } from '../../src/sdk/sdkSurface';
import { getNode, nodes } from '../../src/sources/nodeCatalog';
import { parseSimpleMarkdown } from '../../src/lib/simpleMarkdown';
import { constants } from '../../src/config/site';
import { monthRange } from '../../src/build/releases';
import { AgentVersionLines, AgentVersionTable } from '../../src/components/AgentVersionHistory';
import {
  agentVersionLinesView,
  agentVersionTableView,
  agentVersionToc,
} from '../../src/components/AgentVersionHistory/buildData';

/** Pages, data modules and the API description: everywhere a fact may be written. */
const everywhere = [...pages, ...files('src/data', /\.ya?ml$/), 'openapi.yaml'];

/** `file:line: text` for every line of the files that matches. */
function grep(fileList: string[], pattern: RegExp): string[] {
  return fileList.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((text, i) => (pattern.test(text) ? [`${file}:${i + 1}: ${text.trim()}`] : [])),
  );
}

/** Paragraphs and list items of a page, joined to one line each, with their first line number. */
function blocksOf(file: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let cur: { line: number; lines: string[] } | null = null;
  read(file)
    .split('\n')
    .forEach((text, i) => {
      const starts = /^\s*([-*]|\d+\.)\s/.test(text) || /^#/.test(text);
      if (text.trim() === '' || starts) {
        if (cur) out.push({ line: cur.line, text: cur.lines.join(' ') });
        cur = text.trim() === '' ? null : { line: i + 1, lines: [text.trim()] };
      } else if (cur) cur.lines.push(text.trim());
      else cur = { line: i + 1, lines: [text.trim()] };
    });
  if (cur) out.push({ line: (cur as { line: number }).line, text: (cur as { lines: string[] }).lines.join(' ') });
  return out;
}

const monthlyNotes = files('releases', /^\d{6}\.mdx$/).map((f) => ({ file: f, month: f.slice(9, 15) }));

describe('1. the instrument_id flow input of the two quickstarts', () => {
  const flow = 'docs/app/flows/QuickstartBuildFlow.mdx';
  const agent = 'docs/app/agents/QuickstartBuildAgent.mdx';

  it('is an input type and an Input Param setting that exist', () => {
    expect((schema('InputParamTypeEnum').enum as string[]).includes('string')).toBe(true);
    expect(schema('FlowInput').required).toEqual(expect.arrayContaining(['name', 'type', 'required']));
    const param = getNode('Tag/Input_Param')!.parameters;
    expect(param.find((p) => p.name === 'param_type')?.options).toContain('string');
    expect(param.find((p) => p.name === 'required')?.type).toBe('boolean');
  });

  it('is the same optional string input on both pages', () => {
    for (const file of [flow, agent]) {
      const told = blocksOf(file).filter((b) => b.text.includes('`instrument_id`'));
      expect(told.length, `${file} mentions instrument_id`).toBeGreaterThan(0);
      expect(
        told.some((b) => /optional `string` input/.test(b.text)),
        `${file}: instrument_id as an optional string input`,
      ).toBe(true);
      for (const b of told) {
        expect(b.text, `${file}:${b.line}`).not.toMatch(/required (string )?input|or the trigger is refused/i);
      }
    }
    const declared = blocksOf(flow).find((b) => b.text.includes('`param_name` = `instrument_id`'));
    expect(declared?.text).toMatch(/`param_type` = `string`/);
    expect(declared?.text).toMatch(/`required` turned off/);
  });
});

describe('2. breaking changes follow the announced policy', () => {
  it('the API policy points to the release-notes rule, which names six months', () => {
    const api = read('api/index.mdx');
    expect(api).toContain('/releases/ReleaseNotes#how-breaking-changes-are-announced');
    expect(api).not.toMatch(/only happens in a new version/);
    expect(read('releases/ReleaseNotes.mdx')).toMatch(
      /## How breaking changes are announced\n\n[^\n]*at least six months/,
    );
  });

  it('each breaking change of a monthly note was deprecated at least six months earlier', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { file, month } of monthlyNotes) {
      const section = /^## Breaking changes\n([\s\S]*?)(?=^## |$(?![\s\S]))/m.exec(read(file))?.[1] ?? '';
      for (const item of section.split(/^- /m).slice(1)) {
        checked++;
        const announced = /As announced in \[[A-Z][a-z]+ \d{4}\]\(\.\/(\d{6})\.mdx\)/.exec(item)?.[1];
        if (!announced) {
          problems.push(`${file}: no announcement linked for "${item.slice(0, 60)}"`);
          continue;
        }
        const months =
          (Number(month.slice(0, 4)) - Number(announced.slice(0, 4))) * 12 +
          Number(month.slice(4)) -
          Number(announced.slice(4));
        if (months < 6) problems.push(`${file}: announced only ${months} months before, in ${announced}`);
        if (!/^## Deprecated$/m.test(read(`releases/${announced}.mdx`)))
          problems.push(`${file}: releases/${announced}.mdx has no Deprecated section`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(read('releases/202405.mdx')).toMatch(
      /## Breaking changes\n\n- \*\*Offset paging removed\.\*\* As announced in/,
    );
  });
});

describe('3. agent log rotation', () => {
  /** Text about rotating log files (not about rotating keys, which the audit log records). */
  const ROTATION = /\blog rotation\b|\blog files? (rotate|are rotated)|\blogs (rotate|are rotated)/i;

  it('is stated on the agent logs page only; other pages link it', () => {
    expect(read('docs/app/agents/AgentLogs.mdx')).toMatch(/Each log file rotates at 20 MB, and 10 files are kept/);
    expect(grep(everywhere, /rotates? daily|kept for 14\s+days/i)).toEqual([]);
    const offenders = [...pages.filter((p) => p !== 'docs/app/agents/AgentLogs.mdx')].flatMap((file) =>
      blocksOf(file)
        .filter((b) => ROTATION.test(b.text) && !/AgentLogs/.test(b.text))
        .map((b) => `${file}:${b.line}`),
    );
    expect(blocksOf('releases/202410.mdx').filter((b) => ROTATION.test(b.text))).toHaveLength(1);
    const data = agentVersions.flatMap((v) =>
      v.highlights.filter((h) => ROTATION.test(h) && !/AgentLogs/.test(h)).map(() => `agentVersions.yaml ${v.version}`),
    );
    expect([...offenders, ...data]).toEqual([]);
  });
});

describe('4. flow run ids', () => {
  it('start with run_ everywhere', () => {
    expect(read('api/index.mdx')).toMatch(/such as `run_` for flow\s+runs/);
    expect(grep(everywhere, /\bfr_[0-9A-Za-z]{4,}/)).toEqual([]);
    const examples = grep(everywhere, /(flowRunId|flow_run_id|FlowRunId)\W{1,6}(?!run_)[a-z]{2,4}_[0-9A-Za-z]{6,}/);
    expect(examples).toEqual([]);
  });
});

describe('5. the source of a file', () => {
  const source = ((schema('File').properties as Node).source as Node).enum as string[];

  it('has the values of openapi.yaml on every page that lists them', () => {
    expect(source).toEqual(['web_app', 'api', 'connection', 'flow_run']);
    const browser = read('docs/app/files/FileBrowser.mdx');
    const table = /### Where files come from\n[\s\S]*?\n((?:\|.*\n)+)/.exec(browser)![1];
    const rows = table
      .split('\n')
      .slice(2, -1)
      .map((row) => /^\| `(\w+)`/.exec(row)?.[1]);
    expect(rows).toEqual(source);
    const listed = (text: string) => [...text.matchAll(/`(\w+)`/g)].map((m) => m[1]);
    expect(listed(/\*\*Source\*\*: (.*)/.exec(browser)![1])).toEqual(source);
    const metadata = /^\| `source` \| `STRING` \| (.*) \|$/m.exec(
      read('docs/app/visualization/SystemMetadata.mdx'),
    )![1];
    expect(listed(metadata).filter((v) => v !== 'STRING')).toEqual(source);
  });

  it('is never written with the old values', () => {
    expect(grep(pages, /source (is )?`(upload|flow)`|for source `(upload|flow)`/)).toEqual([]);
  });
});

describe('6. the commit message of Save & deploy', () => {
  const FORM = /^Save & deploy [\w<> -]*?[\w>](: .+)?$/;

  it('matches the repository-commits examples of openapi.yaml', () => {
    const messages = grep(['openapi.yaml'], /message: 'Save & deploy/).map((l) => /message: '(.*)'/.exec(l)![1]);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(/^Save & deploy [a-z_]+: .+$/);
  });

  it('has the same form on every page', () => {
    const written = pages.flatMap((file) =>
      [...read(file).matchAll(/`(Save & deploy[^`]*)`|^\s+(Save & deploy .*)$/gm)].map((m) => ({
        file,
        message: (m[1] ?? m[2]).trim(),
      })),
    );
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(written.filter((w) => !FORM.test(w.message))).toEqual([]);
    expect(grep(pages, /Save & deploy:/)).toEqual([]);
  });
});

describe('7. polling a flow run', () => {
  const poll = findCallable('labwire.Labwire.wait_for_flow_run')!.params.find((p) => p.name === 'poll_s')!;

  it('is recommended once, every flow-run-poll-interval, the default poll_s of the SDK', () => {
    expect(poll.default).toBe(String(loadFacts().get('flow-run-poll-interval')!.value));
    const fact = '<Fact id="flow-run-poll-interval" />';
    expect(read('docs/app/flows/FlowRuns.mdx')).toContain(`every ${fact}, the default \`poll_s\``);
    expect(read('api/index.mdx')).toMatch(
      new RegExp(`every ${fact}, as \\[following runs from\\s+code\\]\\(/app/flows/FlowRuns#follow-runs-from-code\\)`),
    );
  });

  it('is what every sample uses', () => {
    const values = grep(everywhere, /poll_s=\d/).filter((l) => !/poll_s=10\b/.test(l));
    expect(values).toEqual([]);
    expect(grep(everywhere, /poll_s` at (?!its default)|every (?!10 )[0-9]+ seconds or more/)).toEqual([]);
  });
});

describe('8. the role of each API operation', () => {
  const roles = schema('AccessType').enum as string[];
  const operations = Object.entries(openapi.paths as Node).flatMap(([path, item]) =>
    Object.entries(item as Node)
      .filter(([method]) => ['get', 'put', 'post', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ path, method, op: op as Node })),
  );

  it('is stated in every operation description with AccessType values', () => {
    expect(read('api/index.mdx')).toMatch(/Each\s+operation page states the role it needs/);
    expect(roles).toEqual(['admin', 'developer', 'scientist', 'viewer']);
    const problems: string[] = [];
    for (const { path, method, op } of operations) {
      const id = `${String(op.operationId)} (${method.toUpperCase()} ${path})`;
      const lines = String(op.description ?? '').match(/^- \*\*Role:\*\* .*$/gm) ?? [];
      if (lines.length !== 1) {
        problems.push(`${id}: ${lines.length} role lines`);
        continue;
      }
      const line = lines[0].slice('- **Role:** '.length);
      const bearer = !Array.isArray(op.security) || op.security.some((s) => isNode(s) && 'bearerAuth' in s);
      if (/^any role\./.test(line)) continue;
      if (/^none\b/.test(line)) {
        if (bearer) problems.push(`${id}: "none" for an operation that takes an API key`);
        continue;
      }
      const named = [...line.matchAll(/`(\w+)`/g)].map((m) => m[1]);
      if (named.length === 0 || named.some((r) => !roles.includes(r))) {
        problems.push(`${id}: "${line}" names no role or a role outside AccessType`);
        continue;
      }
      // Roles are cumulative: a role that may call an operation brings every role above it.
      const lowest = Math.max(...named.map((r) => roles.indexOf(r)));
      const expected = roles.slice(0, lowest + 1);
      if ([...named].sort().join() !== [...expected].sort().join())
        problems.push(`${id}: "${line}" should name ${expected.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('9. the agent version history page', () => {
  const page = read('releases/AgentVersionHistory.mdx');

  it('renders the data instead of repeating it', () => {
    expect(page).toContain('<AgentVersionTable />');
    expect(page).toContain('<AgentVersionLines />');
    expect(page).not.toMatch(/^#{2,3} Agent \d/m);
    expect(page).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('lists the rendered headings in its table of contents', () => {
    // Docusaurus lists the page's own headings; src/remark/componentData.ts adds these after them.
    expect(page).not.toMatch(/^export const toc/m);
    const toc = agentVersionToc(agentVersionLinesView());
    expect(toc.filter((t) => t.level === 3).map((t) => t.value)).toEqual(
      agentVersions.map((v) => `Agent ${v.version}`),
    );
    const majors = [...new Set(agentVersions.map((v) => v.version.split('.')[0]))];
    expect(toc.filter((t) => t.level === 2).map((t) => t.id)).toEqual(majors.map((m) => `agent-${m}x`));
  });

  it('shows every version with its anchor, date, month and texts', () => {
    const html = renderToStaticMarkup(
      React.createElement(
        React.Fragment,
        null,
        React.createElement(AgentVersionTable, { data: agentVersionTableView() }),
        React.createElement(AgentVersionLines, { data: agentVersionLinesView() }),
      ),
    );
    for (const v of agentVersions) {
      expect(html).toContain(`id="agent-${v.version.replace('.', '')}"`);
      expect(html).toContain(`href="#agent-${v.version.replace('.', '')}"`);
      expect(html).toContain(`Released ${v.releaseDate}, announced in the`);
      expect(html).toContain(`href="/releases/${v.releaseNotesMonth}"`);
    }
    expect(html.match(/This is the current version/g)).toHaveLength(1);
    expect(html).toContain(`Agent ${currentAgentVersion.version}</h3><p>Released`);
    expect(html).toContain('<code>labwire-gateway diagnose --bundle</code>');
    expect(html).toContain('href="/sdk/markdowns/AgentSDK"');
    expect(html).toContain('Windows 10, Windows Server 2016; Ubuntu 20.04, Debian 11, RHEL 8');
    expect(html).toContain('gateway 5.8 (or a stand-alone service); Windows 10 or Windows Server 2016 (x86_64)');
  });

  it('has data written in the Markdown the component renders', () => {
    const texts = [
      ...Object.values(agentMajorLines),
      ...agentVersions.flatMap((v) => [v.summary, ...v.highlights, ...v.fixes, ...v.upgradeNotes]),
    ];
    expect(texts.filter((t) => parseSimpleMarkdown(t) === null)).toEqual([]);
    expect(Object.keys(agentMajorLines).sort()).toEqual([...new Set(agentVersions.map((v) => v.version[0]))].sort());
  });

  it('states the release cadence the dates of the data show', () => {
    const words = ['one', 'two', 'three', 'four', 'five', 'six'];
    const stated = /A new version ships every (\w+) to (\w+) months/.exec(page);
    expect(stated, 'the cadence sentence of "How agent versions work"').not.toBeNull();
    const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
    const months = agentVersions.map((v) => monthIndex(v.releaseDate)).sort((a, b) => a - b);
    const gaps = months.slice(1).map((m, i) => m - months[i]);
    expect([words.indexOf(stated![1]) + 1, words.indexOf(stated![2]) + 1]).toEqual([
      Math.min(...gaps),
      Math.max(...gaps),
    ]);
  });
});

describe('10. the versions each monthly release shipped', () => {
  const months = monthRange(constants.releaseNotes.first, constants.releaseNotes.last);
  const SHIPPED =
    /^\*\*Shipped this month:\*\* `labwire-sdk` (\d+\.\d+\.\d+)(?: and \[agent (\d+\.\d+)\]\(\.\/AgentVersionHistory\.mdx#agent-(\d+)\)|; no new agent version)\.$/m;

  it('has one SDK version per month, in version order', () => {
    expect(sdkVersions.map((v) => v.releaseNotesMonth)).toEqual([...months].reverse());
    const parts = (v: string) => v.split('.').map(Number);
    for (let i = 1; i < sdkVersions.length; i++) {
      const [newer, older] = [parts(sdkVersions[i - 1].version), parts(sdkVersions[i].version)];
      const bump =
        newer[0] === older[0] + 1
          ? newer[1] === 0 && newer[2] === 0
          : newer[0] === older[0] &&
            (newer[1] === older[1] + 1 ? newer[2] === 0 : newer[1] === older[1] && newer[2] === older[2] + 1);
      expect(bump, `${sdkVersions[i].version} -> ${sdkVersions[i - 1].version}`).toBe(true);
    }
  });

  it('agrees with the SDK pages and the Python versions they name', () => {
    expect(currentSdkVersion.version).toBe(sdkPackage.version);
    expect([...currentSdkVersion.python]).toEqual([...sdkPackage.pythonVersions]);
    expect(read('sdk/LabwireSDKOverview.mdx')).toContain(`The current release is ${sdkPackage.version};`);
    const pythonFrom = (month: string) => sdkVersionInMonth(month)!.python;
    expect(pythonFrom('202303')).not.toContain('3.11');
    expect(pythonFrom('202304')).toContain('3.11');
    expect(pythonFrom('202401')).not.toContain('3.12');
    expect(pythonFrom('202402')).toContain('3.12');
    expect(pythonFrom('202407')).toContain('3.8');
    expect(pythonFrom('202408')).toEqual(['3.10', '3.11', '3.12']);
  });

  it.each(monthlyNotes)('$file names the labwire-sdk and agent versions of its month', ({ file, month }) => {
    const m = SHIPPED.exec(read(file));
    expect(m, `${file}: no "Shipped this month" line`).not.toBeNull();
    expect(m![1]).toBe(sdkVersionInMonth(month)?.version);
    const agents = agentVersionsInMonth(month).map((v) => v.version);
    expect(m![2] === undefined ? [] : [m![2]]).toEqual(agents);
    if (m![2]) expect(m![3]).toBe(m![2].replace('.', ''));
  });

  it('agrees with the agent column of the release-notes index', () => {
    const rows = [
      ...read('releases/ReleaseNotes.mdx').matchAll(/^\| \[[A-Za-z]+ \d{4}\]\(\.\/(\d{6})\.mdx\) \| ([^|]+) \|/gm),
    ];
    expect(rows.map((r) => r[1]).sort()).toEqual(months);
    for (const [, month, cell] of rows) {
      const agent = /^\[(\d+\.\d+)\]/.exec(cell.trim())?.[1];
      expect(agent ? [agent] : [], `ReleaseNotes.mdx, ${month}`).toEqual(
        agentVersionsInMonth(month).map((v) => v.version),
      );
    }
  });
});

describe('11. which nodes have machine_size and timeout_minutes', () => {
  it('the node editor names exactly the catalog nodes that have each, with their defaults', () => {
    const page = read('docs/app/flows/NodeEditor.mdx');
    for (const parameter of ['machine_size', 'timeout_minutes']) {
      const row = page.split('\n').find((line) => line.startsWith(`| \`${parameter}\` |`));
      expect(row, parameter).toBeDefined();
      const named = row!.split('|')[2];
      const having = nodes.filter((node) => node.parameters.some((p) => p.name === parameter));
      expect(having.length, parameter).toBeGreaterThan(0);
      for (const node of having) expect(named, `${parameter}: ${node.id}`).toContain(node.name);
      const others = nodes.filter((node) => !having.includes(node) && named.includes(`[${node.name}]`));
      expect(
        others.map((n) => n.id),
        parameter,
      ).toEqual([]);
    }
    const timeouts = page
      .split('\n')
      .find((line) => line.startsWith('| `timeout_minutes` |'))!
      .split('|')[4];
    for (const node of nodes.filter((n) => n.parameters.some((p) => p.name === 'timeout_minutes'))) {
      const value = node.parameters.find((p) => p.name === 'timeout_minutes')!.default;
      expect(timeouts, node.id).toMatch(new RegExp(`${String(value)} for [^|]*${node.name}`));
    }
  });
});
