/**
 * The operation page bodies of src/build/openapiMarkdown.ts, given the page data the OpenAPI plugin
 * gives them: each opens with its samples export before the plugin's own body, and leaves the
 * operation as it found it, since the plugin writes that operation into the page (`api:`, which the
 * console reads) after the body is made.
 */
import { join } from 'node:path';
import { createApiPageMD } from 'docusaurus-plugin-openapi-docs/lib/markdown';
import { processOpenapiFiles, readOpenapiFiles } from 'docusaurus-plugin-openapi-docs/lib/openapi';
import type { ApiPageMetadata } from 'docusaurus-plugin-openapi-docs/src/types';
import { describe, expect, it } from 'vitest';
import { markdownGenerators } from '../../src/build/openapiMarkdown';

const specPath = join(__dirname, '..', '..', 'openapi.yaml');
const [items] = await processOpenapiFiles(
  await readOpenapiFiles(specPath),
  { specPath, outputDir: 'api', showSchemas: true },
  {},
);
const pages = items.filter((item): item is ApiPageMetadata => item.type === 'api');

describe('operation page bodies', () => {
  it.each(pages.map((page) => [page.id, page] as const))(
    '%s: the samples export, then the plugin body; the operation unchanged',
    (_, page) => {
      const operation = JSON.stringify(page.api);
      const body = markdownGenerators.createApiPageMD!(page);
      expect(JSON.stringify(page.api)).toBe(operation);
      const [, samples, rest] = /^export const labwireSamples = (.*);\n\n([\s\S]*)$/.exec(body) ?? [];
      expect(JSON.parse(samples ?? 'null')).toMatchObject({ samples: expect.any(Array), responses: expect.any(Array) });
      expect(rest).toBe(createApiPageMD(page));
    },
  );
});
