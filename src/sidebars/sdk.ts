import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { sdkModules } from '../sdk/sdkSurface';
import type { SdkModuleCategory } from '../sdk/sdkTypes';
import type { SidebarItemConfig } from '../build/sidebarTypes';

/**
 * The SDK sidebar: the overview, the task guides, then the module reference grouped by
 * category. The reference categories are built from the SDK stubs (sdk/stubs, read by src/sdk/sdkSurface.ts), so a module added there
 * appears here in the same order; its page must exist (tests/unit/sdk-surface.test.ts checks).
 */

/** Guides in reading order: the client and its errors first, then tasks and testing, then the integrations, then the docs in an AI assistant. */
const guides = [
  'LabwireClass',
  'ErrorsAndRetries',
  'FileTags',
  'FlowRunAutomation',
  'SendingAlerts',
  'DataValidation',
  'TestingNodes',
  'AI',
  'BenchlingClass',
  'DocsMcpServer',
];

/** Doc id of a module page: `/sdk/markdowns/lc.lc` -> `markdowns/lc.lc`. */
function docId(page: string): string {
  return page.replace(/^\/sdk\//, '');
}

function category(label: string, key: SdkModuleCategory): SidebarItemConfig {
  return {
    type: 'category',
    label,
    collapsed: false,
    items: sdkModules
      .filter((m) => m.category === key)
      .map((m): SidebarItemConfig => ({ type: 'doc', id: docId(m.page) })),
  };
}

const sidebars: SidebarsConfig = {
  SDKSidebar: [
    { type: 'doc', id: 'LabwireSDKOverview', label: 'Overview' },
    ...guides.map((id): SidebarItemConfig => ({ type: 'doc', id })),
    category('Core', 'core'),
    category('Integrations', 'integration'),
    category('Analysis modules', 'analysis'),
  ],
};

export default sidebars;
