import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { nodesSidebarCategory } from './src/sidebars/nodes';

/** Doc ids of a folder under docs/app, in reading order. */
const app = (folder: string, pages: string[]) => pages.map((page) => `app/${folder}/${page}`);

/**
 * The app sidebar: the site root, the app guide (listed explicitly, in the order a reader needs
 * the pages) and the node reference (generated from the node catalog).
 */
const sidebars: SidebarsConfig = {
  webUiSidebar: [
    { type: 'doc', id: 'index', label: 'Documentation home' },
    {
      type: 'category',
      label: 'Introduction',
      collapsed: false,
      items: [
        ...app('intro', ['Welcome', 'Concepts', 'ReferenceArchitectures']),
        'app/Home',
        'app/flows/QuickstartBuildFlow',
        'app/agents/QuickstartBuildAgent',
        'app/visualization/QuickstartCreateDashboard',
      ],
    },
    {
      type: 'category',
      label: 'Flows',
      items: app('flows', [
        'FlowEditor',
        'NodeEditor',
        'FlowView',
        'FlowRuns',
        'Notifications',
        'NotebookTips',
        'TroubleshootingFlows',
      ]),
    },
    {
      type: 'category',
      label: 'Agents & Connections',
      items: app('agents', [
        'Agent',
        'AgentTemplates',
        'AgentInstall',
        'AgentMonitoring',
        'AgentLogs',
        'DebuggingAgents',
      ]),
    },
    {
      type: 'category',
      label: 'Files & Tags',
      items: app('files', ['FileBrowser', 'Tags', 'SuggestedTags', 'TagActivity', 'TagFilesAutomatically']),
    },
    { type: 'category', label: 'Tables', items: app('tables', ['DataExplorer']) },
    { type: 'category', label: 'Processes', items: app('processes', ['Processes']) },
    {
      type: 'category',
      label: 'Modular Analysis',
      items: app('ma', ['ModularAnalysisOverview', 'BioprocessApp', 'CDSApp', 'CurveFittingApp', 'qPCR']),
    },
    {
      type: 'category',
      label: 'Visualization',
      items: app('visualization', ['Dashboards', 'DashboardTips', 'AnalysisNotebook', 'SystemMetadata']),
    },
    {
      type: 'category',
      label: 'Virtualization',
      items: app('virt', ['Virtualization', 'TroubleshootingVirtualization']),
    },
    {
      type: 'category',
      label: 'Configuration',
      items: app('configuration', [
        'APISetup',
        'AgentSystemRequirements',
        'AgentToS3BucketConfig',
        'S3EventConfig',
        'BenchlingEventConfig',
        'GenericWebhookConfig',
        'SelfManagedRepo',
        'SSOConfig',
        'SharedComputerAutoLogout',
        'AuditLog',
      ]),
    },
    { type: 'category', label: 'Administration', items: app('admin', ['AdminControls', 'ExternalPlatform']) },
    nodesSidebarCategory,
    { type: 'category', label: 'Support', items: ['app/Support'] },
  ],
};

export default sidebars;
