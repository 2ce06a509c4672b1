/**
 * The sources the drift check and the candidate finder read, each with the kind of text it is:
 * every hand-written page, the SDK stubs (their docstrings), the YAML data files of src/data (the
 * agent change log, the node catalog) and openapi.yaml (its descriptions and examples). facts.yaml
 * itself states each value once, by definition, and is not a source.
 */
import type { ProseKind } from './factDrift';
import { files, pages } from './sources';

export const factSources: { file: string; kind: ProseKind }[] = [
  ...pages.map((file) => ({ file, kind: 'page' as const })),
  ...files('sdk/stubs', /\.pyi$/).map((file) => ({ file, kind: 'stub' as const })),
  ...files('src/data', /\.ya?ml$/)
    .filter((file) => !file.endsWith('facts.yaml'))
    .map((file) => ({ file, kind: 'yaml' as const })),
  { file: 'openapi.yaml', kind: 'openapi' },
];
