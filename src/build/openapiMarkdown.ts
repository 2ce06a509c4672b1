/**
 * The page bodies docusaurus-plugin-openapi-docs writes into api/ (its `markdownGenerators` option,
 * set in docusaurus.config.ts). Operation pages are the plugin's own with their request samples and
 * example responses (scripts/apiSamples.mjs) added as an MDX export, `labwireSamples`, which
 * src/theme/ApiItem shows: Docusaurus hands a page's named exports to the theme with its content,
 * while front matter would be in the page's JavaScript twice. Schema pages keep the plugin's body.
 * The front matter is not the generators' part: the plugin renders it from its own templates, and
 * scripts/gen-api.mjs repairs it after generating.
 */
import { createApiPageMD as pluginApiPageMD } from 'docusaurus-plugin-openapi-docs/lib/markdown';
import type { ApiPageMetadata, MarkdownGenerator } from 'docusaurus-plugin-openapi-docs/src/types';
import createJiti from 'jiti';

type ApiSamples = typeof import('../../scripts/apiSamples.mjs');

let apiSamples: ApiSamples | undefined;

/**
 * The sample builder, loaded when the first page is generated (the generators are synchronous):
 * every Docusaurus command loads this module with the config, and only `gen-api-docs` needs the
 * code generators and Prism it loads.
 */
function samplesModule(): ApiSamples {
  apiSamples ??= createJiti(import.meta.url)('../../scripts/apiSamples.mjs') as ApiSamples;
  return apiSamples;
}

/** The plugin's operation page, opened by its samples (MDX hoists the imports that follow). */
function createApiPageMD(page: ApiPageMetadata): string {
  const { operationSamples, pageSamples } = samplesModule();
  // The operation as the page carries it, as JSON: building a request changes the postman request
  // it starts from, which the plugin writes into the page (`api:`) after this returns.
  const operation = JSON.parse(JSON.stringify(page.api)) as ApiPageMetadata['api'];
  const samples = JSON.stringify(pageSamples(operationSamples(operation)));
  return `export const labwireSamples = ${samples};\n\n${pluginApiPageMD(page)}`;
}

export const markdownGenerators: MarkdownGenerator = { createApiPageMD };
