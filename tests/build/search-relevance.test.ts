/**
 * Relevance of the local search over the real index in build/: the queries scientists and
 * developers type, each with the page(s) a good answer is on. The engine is driven exactly as in
 * the browser (src/plugins/search/client/localSearch.ts), with the index files read from disk
 * instead of fetched.
 */
import { describe, expect, it } from 'vitest';
import { createSearch } from '../../src/plugins/search/engine/engine';
import { RANKING, STOP_WORDS } from '../../src/plugins/search/engine/ranking';
import { tokenize } from '../../src/plugins/search/engine/tokenize';
import { operations } from '../lib/openapiOperations';
import { builtIndex } from '../search-eval/evaluate';
import { buildDir } from './buildOutput';


/**
 * Query, then the pages a reader would be glad to land on: a route (any record of that page) or a
 * route with an anchor (that section). One of the first three results must be one of them.
 */
const CASES: [string, ...string[]][] = [
  // Intent: the word "api" asks for the REST API reference.
  ['trigger a flow from the api', '/api/trigger-flow'],
  ['upload a file with the api', '/api/upload-file'],
  ['get a flow run with the api', '/api/get-flow-run'],
  ['list files api', '/api/get-files'],
  ['download a file api', '/api/download-file'],
  ['api run sql query', '/api/post-query'],
  ['read a secret api', '/api/get-secret'],
  // A parameter's description, quoted: any operation that takes a cursor.
  [
    'cursor valid for 24 hours',
    ...['get-agents', 'get-connections', 'get-flows', 'find-instrument-runs', 'find-process-runs', 'find-unit-operation-runs']
      .map((id) => `/api/${id}`),
  ],
  // Instruments and file formats, as scientists name them.
  ['plate reader', '/nodes/Instrument/Synergy_Read', '/nodes/Instrument/Synergy_Read_Multi'],
  ['hplc chromatogram', '/nodes/Instrument/Agilent_HPLC_Read', '/nodes/Instrument/LC_Read', '/app/ma/CDSApp'],
  ['tensile test', '/nodes/Instrument/Instron_Tensile_Read'],
  ['mass spec', '/nodes/Instrument/LCMS_Read', '/nodes/Instrument/LCMS_Read_Multi'],
  ['flow cytometry', '/nodes/Instrument/WSP_Read', '/sdk/markdowns/fcs'],
  ['read csv file', '/nodes/File/CSV_Read'],
  ['excel to table', '/nodes/File/Excel_Read'],
  ['parquet', '/nodes/App/Load_Parquet_to_Table'],
  ['qpcr', '/app/ma/qPCR'],
  ['curve fitting', '/app/ma/CurveFittingApp'],
  ['bioreactor', '/app/ma/BioprocessApp'],
  // Flows and runs.
  ['cancel a flow run', '/app/flows/FlowRuns#cancel-a-run'],
  ['rerun a flow', '/app/flows/FlowRuns#rerun-a-run'],
  ['retry a failed run from python', '/sdk/FlowRunAutomation#retry-a-failed-run'],
  ['why did my flow fail', '/app/flows/TroubleshootingFlows'],
  ['run stuck in queued', '/app/flows/TroubleshootingFlows'],
  ['deploy a flow', '/app/flows/FlowEditor', '/app/flows/QuickstartBuildFlow'],
  ['python node return', '/nodes/Analysis/Python', '/sdk/LabwireClass', '/app/flows/NodeEditor#write-python'],
  ['run a docker container', '/nodes/Analysis/RunContainer'],
  ['email notification when a flow fails', '/app/flows/Notifications'],
  ['send a slack alert', '/app/flows/Notifications', '/sdk/SendingAlerts'],
  ['node timed out', '/app/flows/TroubleshootingFlows', '/app/flows/NodeEditor'],
  // Agents and events.
  ['agent logs location', '/app/agents/AgentLogs'],
  ['install agent on windows', '/app/agents/AgentInstall'],
  ['agent offline', '/app/agents/DebuggingAgents', '/app/agents/AgentMonitoring', '/app/agents/Agent'],
  ['agent system requirements', '/app/configuration/AgentSystemRequirements'],
  ['agent behind a proxy', '/app/agents/AgentInstall', '/app/agents/DebuggingAgents'],
  ['s3 event', '/app/configuration/S3EventConfig', '/nodes/App/S3_Event'],
  ['benchling event', '/app/configuration/BenchlingEventConfig', '/nodes/App/Benchling_Event'],
  ['webhook', '/app/configuration/GenericWebhookConfig', '/nodes/App/Webhook_Event'],
  // Administration and developers.
  ['sso okta', '/app/configuration/SSOConfig'],
  ['api key', '/app/configuration/APISetup'],
  ['rate limit', '/app/configuration/APISetup', '/api'],
  ['idempotency key', '/app/configuration/GenericWebhookConfig', '/api/trigger-flow'],
  ['audit log', '/app/configuration/AuditLog'],
  ['invite users', '/app/admin/AdminControls#invite-users'],
  ['create a secret', '/app/admin/AdminControls#create-a-secret'],
  ['install the python sdk', '/sdk/LabwireSDKOverview'],
  ['auto logout shared computer', '/app/configuration/SharedComputerAutoLogout'],
  ['suggested tags', '/app/files/SuggestedTags'],
  ['tag files from python', '/sdk/FileTags'],
  ['create a dashboard', '/app/visualization/QuickstartCreateDashboard', '/app/visualization/Dashboards'],
  ['sql query tables', '/app/tables/DataExplorer', '/nodes/Analysis/Transform_SQL', '/api/post-query'],
  ['jupyter notebook', '/app/visualization/AnalysisNotebook', '/app/flows/NotebookTips'],
  // Typos.
  ['flwo run', '/app/flows/FlowRuns'],
  ['dashbord', '/app/visualization/Dashboards'],
  ['benchlnig events', '/app/configuration/BenchlingEventConfig', '/nodes/App/Benchling_Event'],
  ['agnet logs', '/app/agents/AgentLogs'],
  ['suggestd tags', '/app/files/SuggestedTags'],
  ['notfications', '/app/flows/Notifications'],
  ['tempalte code python node', '/nodes/Analysis/Python'],
  // More of the app, the nodes, the SDK and the API, as readers ask.
  ['connection stuck in updating', '/app/agents/DebuggingAgents'],
  ['watch folder not found', '/app/agents/DebuggingAgents'],
  ['agent templates', '/app/agents/AgentTemplates'],
  ['send agent files to my s3 bucket', '/app/configuration/AgentToS3BucketConfig'],
  ['self-managed git repository', '/app/configuration/SelfManagedRepo'],
  ['share a dashboard', '/app/visualization/Dashboards#share-a-dashboard'],
  ['dashboard filter', '/app/visualization/Dashboards', '/app/visualization/QuickstartCreateDashboard', '/app/visualization/DashboardTips'],
  ['system metadata tables', '/app/visualization/SystemMetadata'],
  ['tag types', '/app/files/Tags'],
  ['virtual desktop', '/app/virt/Virtualization'],
  ['upload limits', '/app/files/FileBrowser'],
  ['restore a deleted file', '/app/files/FileBrowser#delete-and-restore-files'],
  ['notebook idle shutdown', '/app/visualization/AnalysisNotebook#idle-shutdown'],
  ['node machine size', '/app/flows/NodeEditor#choose-machine-size-and-timeout'],
  ['module not found in python node', '/app/flows/TroubleshootingFlows'],
  ['node ran out of memory', '/app/flows/TroubleshootingFlows'],
  ['write results to benchling', '/nodes/App/Benchling_Write', '/nodes/App/Benchling_Write_Object', '/sdk/BenchlingClass'],
  ['extract text from pdf', '/nodes/File/PDF_Read'],
  ['unzip archive', '/nodes/File/Zip_Read'],
  ['powerpoint report', '/nodes/File/Powerpoint_Write'],
  ['validate data against a schema', '/sdk/DataValidation'],
  ['allotrope', '/sdk/markdowns/allotrope_schema'],
  ['statistical process control', '/sdk/markdowns/statistical_process_control'],
  ['create an instrument run api', '/api/create-instrument-run'],
  ['list agents api', '/api/get-agents'],
  ['download the gateway installer', '/api/download-gateway', '/app/agents/AgentInstall'],
  ['4pl curve fit', '/app/ma/CurveFittingApp'],
  ['chromatography peak integration', '/app/ma/CDSApp'],
  ['elabnext', '/nodes/App/ELabNext_Write'],
  ['snowflake', '/nodes/App/Snowflake_Write'],
  ['flowjo workspace', '/nodes/Instrument/WSP_Read'],
  ['break glass admin', '/app/configuration/SSOConfig'],
  ['rotate an api key', '/app/configuration/APISetup#rotate-a-key'],
  ['schedule a flow', '/app/flows/FlowEditor', '/app/flows/FlowView'],
  ['sdk wait for a run', '/sdk/FlowRunAutomation'],
  ['stream table rows api', '/api/stream-data'],
];

/** These must each pass on their own; the rest count towards the overall hit rate. */
const REQUIRED = ['trigger a flow from the api', 'upload a file with the api', 'plate reader', 'cursor valid for 24 hours'];

const search = createSearch(builtIndex(buildDir));

const matches = (url: string, expected: string) =>
  expected.includes('#') ? url === expected : url.split('#')[0] === expected;

async function top3(query: string): Promise<string[]> {
  return (await search(query, 3)).map((hit) => hit.record.url);
}

describe('search relevance over the built index', () => {
  it('has at least 40 queries', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(REQUIRED)('"%s" has its page in the top 3', async (query) => {
    const [, ...expected] = CASES.find(([q]) => q === query)!;
    const urls = await top3(query);
    expect(urls.some((url) => expected.some((e) => matches(url, e))), urls.join(', ')).toBe(true);
  });

  it('finds the expected page in the top 3 for at least 95% of the queries', async () => {
    const misses: string[] = [];
    for (const [query, ...expected] of CASES) {
      const urls = await top3(query);
      if (!urls.some((url) => expected.some((e) => matches(url, e))))
        misses.push(`"${query}": expected ${expected.join(' or ')}, got ${urls.join(', ')}`);
    }
    const hitRate = (CASES.length - misses.length) / CASES.length;
    expect(hitRate, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.95);
  });
});

/**
 * The descriptions of the operations' parameters and request body fields, as a reader who copies
 * one into the search box types it: its first sentence. Only those with enough words to say what they
 * ask for (RANKING.quotedFieldWords, stop words aside): "The agent's id." is every agent operation's.
 */
const quotedDescriptions = operations.flatMap(({ route, parameters, requestFieldDescriptions }) =>
  [...parameters, ...requestFieldDescriptions].flatMap(({ name, description }) => {
    const query = description.split(/(?<=\.)\s/)[0];
    const words = tokenize(query).filter((word) => !STOP_WORDS.has(word));
    return words.length >= RANKING.quotedFieldWords ? [{ route, name, query }] : [];
  }),
);

describe("search for a parameter's or body field's description", () => {
  it('finds an operation that has it among the first five pages', async () => {
    const misses: string[] = [];
    for (const { route, name, query } of quotedDescriptions) {
      const holders = new Set(quotedDescriptions.filter((d) => d.query === query).map((d) => d.route));
      const pages = [...new Set((await search(query, 40)).map((hit) => hit.record.url.split('#')[0]))].slice(0, 5);
      if (!pages.some((page) => holders.has(page))) misses.push(`${route} ${name}: "${query}" gave ${pages.join(', ')}`);
    }
    expect(quotedDescriptions.length).toBeGreaterThan(100);
    expect(misses).toEqual([]);
  });
});
