/** Readable link text for the SDK routes the node catalog names. */
const SDK_LABELS: Readonly<Record<string, string>> = {
  '/sdk/AI': 'AI helpers',
  '/sdk/BenchlingClass': 'Benchling class',
  '/sdk/DataValidation': 'Data validation',
  '/sdk/FileTags': 'File tags',
  '/sdk/FlowRunAutomation': 'Flow run automation',
  '/sdk/LabwireClass': 'Labwire class',
  '/sdk/LabwireSDKOverview': 'SDK overview',
  '/sdk/SendingAlerts': 'Sending alerts',
  '/sdk/markdowns/AgentSDK': 'Agent SDK',
};

/** "Labwire class" for /sdk/LabwireClass; module pages read as their module, e.g. "lc.lc module". */
export function sdkLabel(route: string): string {
  const known = SDK_LABELS[route];
  if (known) {
    return known;
  }
  const last = route.split('/').filter(Boolean).pop() ?? route;
  return route.startsWith('/sdk/markdowns/') ? `${last} module` : last;
}
