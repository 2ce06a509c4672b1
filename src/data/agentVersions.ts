/**
 * Every Labwire agent version from 3.0 to the current release, newest first.
 *
 * This module is the single source of the agent change log. The page
 * releases/AgentVersionHistory.mdx renders its table and its section per version from this data
 * (src/components/AgentVersionHistory), and the monthly release notes in releases/ agree with it:
 * every version listed here is announced in the monthly page named by `releaseNotesMonth`, and
 * every agent version a monthly page names is listed here (tests/unit/coherence.test.ts).
 *
 * The texts of `summary`, `highlights`, `fixes`, `upgradeNotes` and `agentMajorLines` are
 * Markdown limited to code spans, bold, italics and links to site routes (`/app/...`).
 */

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
  /** Problems users saw in the previous version that this version no longer has. */
  fixes: string[];
  /** What to do, or to know, before and while upgrading to this version. */
  upgradeNotes: string[];
  minimumOs: MinimumOs;
  /** Present from agent 5.6, the version that introduced the gateway. */
  gateway?: GatewayRelationship;
}

const WINDOWS_3X = 'Windows 8.1 or Windows Server 2012 R2 (x86_64)';
const WINDOWS_4X_ON = 'Windows 10 or Windows Server 2016 (x86_64)';
const LINUX_5X_ON = 'Ubuntu 20.04, Debian 11 or RHEL 8 (x86_64 and arm64)';

export const agentVersions: readonly AgentVersion[] = [
  {
    version: '6.1',
    releaseDate: '2025-10-07',
    releaseNotesMonth: '202510',
    summary: 'Test in a cloud sandbox, diagnostics bundle, outbox health check',
    highlights: [
      '**Test** on the **Processor** tab of an agent template runs the draft processor in a cloud sandbox on Python 3.12 against a sample file you upload. It shows the `ProcessorResult`, the log lines and any traceback; nothing is uploaded, no flow starts and no rows are written.',
      '**Collect diagnostics** on the host page, or `labwire-gateway diagnose --bundle` on the PC, gathers every log, the gateway settings with passwords removed and the packages of each virtual environment into one ZIP file for support.',
      'A host is reported as `degraded` when files have waited in its outbox for more than an hour, so stalled deliveries surface before anyone misses data.',
    ],
    fixes: [
      'Gateway updates started from the web app no longer fail on hosts behind a proxy with Basic authentication; the download now uses the configured proxy credentials.',
      'A paused connection that moved to a new build now rebuilds its virtual environment when it is resumed, instead of starting with the packages of the previous build.',
    ],
    upgradeNotes: [
      'Update the gateway from the host page; connections show `updating` for one to three minutes and then `online`.',
      'No processor or template changes are needed when coming from 6.0.',
    ],
    minimumOs: { windows: WINDOWS_4X_ON, linux: LINUX_5X_ON },
    gateway: {
      minimumGatewayVersion: '6.1',
      standaloneSupported: false,
      note: 'Builds made with 6.1 need gateway 6.1 or later; a 6.1 gateway also runs builds made with earlier versions.',
    },
  },
  {
    version: '6.0',
    releaseDate: '2025-09-02',
    releaseNotesMonth: '202509',
    summary: 'Python 3.12 environment per connection from `requirements.txt`; gateway required',
    highlights: [
      "Processors run on Python 3.12 in a virtual environment per connection, built on the host from the template's `requirements.txt` with `labwire-sdk` and its dependencies, including pandas, preinstalled. Two connections on one PC can use different versions of a package. See the [agent SDK](/sdk/markdowns/AgentSDK).",
      'Building a template resolves `requirements.txt` into a lock file for Windows x86_64 and Linux x86_64 and arm64, so a package that cannot install fails the build in the cloud instead of on the PC.',
      'Gateways download processor packages from your environment, so hosts need no access to PyPI.',
      'Every connection runs under a gateway. The stand-alone connection service used before agent 5.6 is no longer supported.',
    ],
    fixes: [
      'Connections no longer start twice for a moment after a gateway restart, which had produced duplicate uploads of files that arrived during the restart.',
    ],
    upgradeNotes: [
      'Processors see only `labwire-sdk`, its dependencies and the packages listed in `requirements.txt`. Packages that came with the embedded Python of earlier agents, such as openpyxl, scipy and pyserial, or that were installed on the PC must be listed, pinned to a version, for example `openpyxl==3.1.5`.',
      'Check the readiness report of agent 5.8 before updating; it lists the templates whose requirements would not resolve.',
      "After updating a host's gateway, build its agent templates again so that their requirements are resolved for Python 3.12.",
      'Stand-alone connections keep running on their current version but cannot be updated, and support no longer fixes problems with them. Recreate them on a host that runs the gateway.',
    ],
    minimumOs: { windows: WINDOWS_4X_ON, linux: LINUX_5X_ON },
    gateway: {
      minimumGatewayVersion: '6.0',
      standaloneSupported: false,
      note: 'Builds made with 6.0 need gateway 6.0 or later; from this version on, connections run only under a gateway.',
    },
  },
  {
    version: '5.8',
    releaseDate: '2025-07-08',
    releaseNotesMonth: '202507',
    summary: 'Readiness report for 6.0, Basic proxy authentication, log download',
    highlights: [
      'Readiness report: Labwire resolves the `requirements.txt` of every agent template for Python 3.12 on each platform its hosts use, as agent 6.0 will, and lists imports in the processor code that `requirements.txt` does not cover.',
      'Gateways can pass proxies that require Basic authentication, with the user name and password in the proxy URL. NTLM and Kerberos proxy authentication remain unsupported.',
      "A connection's logs can be downloaded for a time range as a ZIP file from the web app.",
    ],
    fixes: [
      'Filewatcher connections on Linux no longer stop reacting after the watched folder is deleted and created again; they resume watching the new folder.',
      'Hosts no longer show as `degraded` for a minute after every gateway update.',
    ],
    upgradeNotes: [
      'The readiness report needs no change on the hosts; it appears once their gateways run 5.8.',
      'This is the last version whose builds can also run as a stand-alone service.',
    ],
    minimumOs: { windows: WINDOWS_4X_ON, linux: LINUX_5X_ON },
    gateway: {
      minimumGatewayVersion: '5.8',
      standaloneSupported: true,
      note: 'Builds made with 5.8 need gateway 5.8 or later, or run as a stand-alone service.',
    },
  },
  {
    version: '5.7',
    releaseDate: '2025-05-06',
    releaseNotesMonth: '202505',
    summary: 'Automatic updates per host, host metrics, live logs',
    highlights: [
      "**Automatic updates** per host: when turned on, the gateway installs each new version in the host's maintenance window, Sunday 02:00 to 04:00 local time unless you change it.",
      'The host page shows CPU, memory and free disk space of the PC, sampled every minute.',
      "The web app streams a connection's log live while you watch.",
    ],
    fixes: [
      'Moving a connection from one host to another no longer leaves a paused copy of it on the first host.',
      'A host whose clock is off no longer drops to `offline` when its heartbeats are refused; it stays connected, shows as `degraded` and names the clock check.',
    ],
    upgradeNotes: ['Automatic updates are off for every host until you turn them on.'],
    minimumOs: { windows: WINDOWS_4X_ON, linux: LINUX_5X_ON },
    gateway: {
      minimumGatewayVersion: '5.7',
      standaloneSupported: true,
      note: 'Builds made with 5.7 need gateway 5.7 or later, or run as a stand-alone service.',
    },
  },
  {
    version: '5.6',
    releaseDate: '2025-02-04',
    releaseNotesMonth: '202502',
    summary: 'Gateway and hosts',
    highlights: [
      'The gateway: one service per PC, the host, runs many connections. On Windows it is the `Labwire Gateway` service; on Linux the `labwire-gateway` systemd unit.',
      'Hosts appear under **Connections → Hosts** with the state `online`, `offline` or `degraded`. Connections are created, paused, updated and deleted there without visiting the PC.',
      'A PC joins the environment with an enrollment token created with **Add host**; the gateway then holds its own host credential.',
      'The gateway needs only outbound HTTPS on port 443 to `<environment>.labwire.example` and listens on no inbound port. Its installer is also available from the [download-gateway](/api/download-gateway) operation.',
    ],
    fixes: [
      'Two connections on the same PC no longer process the same files twice: the gateway refuses a second connection on a folder that another connection on the host already watches.',
    ],
    upgradeNotes: [
      'Stand-alone connections cannot be converted. Install the gateway on the PC, recreate each connection on the new host with **Existing files at first start** set to **Ignore**, then uninstall the old `Labwire Agent` services. [Installing agents](/app/agents/AgentInstall) lists the steps.',
      'Stand-alone connections remain supported until agent 6.0.',
    ],
    minimumOs: { windows: WINDOWS_4X_ON, linux: LINUX_5X_ON },
    gateway: {
      minimumGatewayVersion: '5.6',
      standaloneSupported: true,
      note: 'Introduces the gateway; builds made with 5.6 run under gateway 5.6 or later, or as a stand-alone service.',
    },
  },
  {
    version: '5.5',
    releaseDate: '2024-12-03',
    releaseNotesMonth: '202412',
    summary: 'Connections grouped by PC, silent installation',
    highlights: [
      'Each connection reports the identity of the machine it runs on, so the web app groups the connections that share a PC.',
      'Silent installation with command-line options, for software deployment tools on Windows and Linux.',
    ],
    fixes: [
      'Oneshot connections over folders with more than 100,000 files no longer run out of memory while listing the folder.',
      'The installer no longer fails when the Windows user name contains a space.',
    ],
    upgradeNotes: ['Update connections from the web app; no configuration changes are needed.'],
    minimumOs: { windows: WINDOWS_4X_ON, linux: LINUX_5X_ON },
  },
  {
    version: '5.4',
    releaseDate: '2024-10-08',
    releaseNotesMonth: '202410',
    summary: 'Up to ten watched folders per connection, log rotation',
    highlights: [
      'A filewatcher connection can watch up to ten folders, each with its own include and exclude patterns.',
      'Local log files rotate by size and only the newest files are kept; [agent logs](/app/agents/AgentLogs#rotation-and-what-logs-never-contain) gives the limits.',
    ],
    fixes: ['Cron schedules that use day names, such as `MON-FRI`, are accepted instead of being rejected as invalid.'],
    upgradeNotes: [
      'Existing single-folder connections keep their settings; add further folders in the connection settings.',
    ],
    minimumOs: { windows: WINDOWS_4X_ON, linux: LINUX_5X_ON },
  },
  {
    version: '5.3',
    releaseDate: '2024-08-06',
    releaseNotesMonth: '202408',
    summary: 'Resource metrics, custom CA bundle',
    highlights: [
      'Connections report CPU and memory use and the free disk space of the PC to the [monitoring page](/app/agents/AgentMonitoring).',
      'A custom CA bundle can be set for networks with TLS-inspecting proxies.',
    ],
    fixes: [
      'Processors that return more than 5 MB of rows at once no longer fail with a payload error; the agent splits the rows into requests within the stream-data limits.',
    ],
    upgradeNotes: ['Update connections from the web app; no configuration changes are needed.'],
    minimumOs: { windows: WINDOWS_4X_ON, linux: LINUX_5X_ON },
  },
  {
    version: '5.2',
    releaseDate: '2024-06-04',
    releaseNotesMonth: '202406',
    summary: 'Offline buffering, tag filters for cloudwatcher',
    highlights: [
      'Offline buffering: while the environment cannot be reached, a connection keeps up to 1 GB of pending uploads and rows on disk and sends them when it reconnects.',
      'Cloudwatcher connections can deliver only files that carry given tags.',
    ],
    fixes: [
      'Windows connections no longer fail to start after a Windows update resets the permissions of the `C:\\ProgramData\\Labwire` folder.',
    ],
    upgradeNotes: ['The offline buffer lives in the agent data folder; keep at least 1 GB free there.'],
    minimumOs: { windows: WINDOWS_4X_ON, linux: LINUX_5X_ON },
  },
  {
    version: '5.1',
    releaseDate: '2024-04-09',
    releaseNotesMonth: '202404',
    summary: 'Processor timeout and memory limit, skip duplicates',
    highlights: [
      'Processor timeout (10 minutes by default) and memory limit per connection.',
      'Processor exceptions appear in the web app with their full traceback.',
      '**Skip duplicates**: uploads carry a SHA-256 checksum, and a file the connection already delivered with the same path and content is not sent again.',
    ],
    fixes: [
      'Filewatcher connections on Linux now see new files on NFS and SMB mounts, which send no file system events, by polling them every 30 seconds.',
    ],
    upgradeNotes: [
      'Processors that legitimately run longer than 10 minutes need a higher timeout in the connection settings.',
    ],
    minimumOs: { windows: WINDOWS_4X_ON, linux: LINUX_5X_ON },
  },
  {
    version: '5.0',
    releaseDate: '2024-03-05',
    releaseNotesMonth: '202403',
    summary: 'Linux on x86_64 and arm64',
    highlights: [
      'Linux support: Ubuntu 20.04 or later, Debian 11 or later and RHEL 8 or later, on x86_64 and arm64, installed from `.deb` or `.rpm` packages and run by systemd.',
      'Agent templates gain a **Target operating systems** setting; one build produces the Windows and Linux installers.',
      'The same processor code runs on both systems; `event.path` is a native path of the system the connection runs on.',
    ],
    fixes: ['The upload progress in the web app no longer jumps back to zero when a resumed upload continues.'],
    upgradeNotes: [
      'Rebuild an agent template after selecting Linux as a target to get the Linux installers.',
      'Windows connections on 4.x update in place from the web app.',
    ],
    minimumOs: { windows: WINDOWS_4X_ON, linux: LINUX_5X_ON },
  },
  {
    version: '4.2',
    releaseDate: '2023-12-05',
    releaseNotesMonth: '202312',
    summary: 'Resumable uploads, bandwidth limit, customer S3 bucket',
    highlights: [
      'Resumable uploads: files are sent in 8 MB parts, and an interrupted upload continues where it stopped, for files up to 5 GB.',
      'A bandwidth limit per connection keeps uploads from saturating the lab network.',
      'Connections can also upload to a customer-owned S3 bucket; Labwire keeps its own copy unless you turn that off. See [agent to S3 bucket](/app/configuration/AgentToS3BucketConfig).',
    ],
    fixes: [
      'Oneshot connections no longer process every file a second time when the PC restarts during the run; they continue from the last processed file.',
    ],
    upgradeNotes: ['Update connections from the web app; no configuration changes are needed.'],
    minimumOs: { windows: WINDOWS_4X_ON, linux: null },
  },
  {
    version: '4.1',
    releaseDate: '2023-09-05',
    releaseNotesMonth: '202309',
    summary: 'Connection parameters, log levels, remote pause and update',
    highlights: [
      'Connection parameters: values a processor reads from `ctx.params` are set per connection in the web app.',
      'The log level of each connection (debug, info or warning) is set from the web app; at debug level the log records why each file was processed or ignored. See [debugging agents](/app/agents/DebuggingAgents).',
      'Connections can be paused, resumed and updated to a new agent version from the web app.',
    ],
    fixes: [
      'Filewatcher connections on network shares no longer miss files after the share reconnects; the connection watches the share again and scans it for files it missed.',
    ],
    upgradeNotes: ['Install 4.1 over 4.0 on each PC once; later versions update from the web app.'],
    minimumOs: { windows: WINDOWS_4X_ON, linux: null },
  },
  {
    version: '4.0',
    releaseDate: '2023-06-06',
    releaseNotesMonth: '202306',
    summary: 'Cloudwatcher and oneshot connections, processor hot reload',
    highlights: [
      'Cloudwatcher connections deliver files from an environment folder to a folder on the PC.',
      'Oneshot connections process what is in a folder once and then stop, for backfills and migrations.',
      'Processor hot reload: saving processor code in the agent template updates running connections within a minute, without reinstalling.',
      'A heartbeat every 60 seconds gives each connection a state in the web app: `online`, `offline`, `paused`, `error` or `updating`.',
    ],
    fixes: [
      'The installer no longer leaves a second copy of the connection service behind when it is run twice on the same PC.',
    ],
    upgradeNotes: [
      'Requires Windows 10 or Windows Server 2016 or later; the installer stops on older systems.',
      'Connections on 3.x keep running but must be reinstalled with a 4.0 installer to use hot reload and the new connection kinds.',
    ],
    minimumOs: { windows: WINDOWS_4X_ON, linux: null },
  },
  {
    version: '3.2',
    releaseDate: '2023-03-07',
    releaseNotesMonth: '202303',
    summary: 'Stream data action, catch-up after restart',
    highlights: [
      'Stream data action: a processor returns rows and the connection writes them to a table through the [stream-data](/api/stream-data) operation.',
      'Filewatcher connections process files that arrived while they were stopped as soon as they start again.',
    ],
    fixes: ['Processor log messages no longer lose their level; warnings and errors show as such in the web app.'],
    upgradeNotes: ['Reinstall with the 3.2 installer over the existing connection; its settings and state are kept.'],
    minimumOs: { windows: WINDOWS_3X, linux: null },
  },
  {
    version: '3.1',
    releaseDate: '2022-12-06',
    releaseNotesMonth: '202212',
    summary: 'Include and exclude patterns, settle time, proxy support',
    highlights: [
      'Include and exclude patterns for filewatcher connections.',
      'Settle time: a file is processed only once its size has not changed for a set time, 10 seconds by default.',
      'Connections use the Windows system proxy settings.',
      'Connection logs can be read in the web app; see [agent logs](/app/agents/AgentLogs).',
    ],
    fixes: [
      'Cron connections no longer run one hour late after a daylight saving time change.',
      'Files with non-ASCII characters in their names no longer arrive with garbled names.',
    ],
    upgradeNotes: [
      'Reinstall with the 3.1 installer over the existing connection; its settings and state are kept.',
      'The 3.x line is the last to support Windows 8.1 and Windows Server 2012 R2.',
    ],
    minimumOs: { windows: WINDOWS_3X, linux: null },
  },
  {
    version: '3.0',
    releaseDate: '2022-09-13',
    releaseNotesMonth: '202209',
    summary: 'Filewatcher and cron connections',
    highlights: [
      'Filewatcher connections watch a local or network folder for new files.',
      'Cron connections run a processor on a schedule.',
      'Processors are Python functions written with the agent SDK, `labwire.agent`.',
      'Actions trigger a flow or upload files to the environment.',
    ],
    fixes: [],
    upgradeNotes: ['First generally available agent: uninstall preview connections before installing 3.0.'],
    minimumOs: { windows: WINDOWS_3X, linux: null },
  },
];

/** One sentence per major version line (the key is the major number) on what that line brought. */
export const agentMajorLines: Readonly<Record<string, string>> = {
  '6': 'Agent 6 runs every processor in its own Python 3.12 virtual environment and runs every connection under a gateway.',
  '5': 'Agent 5 added Linux and, from 5.6, the gateway that runs many connections on one host.',
  '4': 'Agent 4 added the cloudwatcher and oneshot connection kinds, processor hot reload and connection states in the web app.',
  '3': 'Agent 3 was the first generally available agent, with filewatcher and cron connections on Windows.',
};

/** The newest agent version. */
export const currentAgentVersion: AgentVersion = agentVersions[0];

/** Looks up one version, for example agentVersion('5.6'). */
export function agentVersion(version: string): AgentVersion | undefined {
  return agentVersions.find((v) => v.version === version);
}

/** The versions announced in one monthly release notes page (YYYYMM). */
export function agentVersionsInMonth(month: string): AgentVersion[] {
  return agentVersions.filter((v) => v.releaseNotesMonth === month);
}
