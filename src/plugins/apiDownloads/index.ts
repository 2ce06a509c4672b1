import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Publishes the API description next to the pages generated from it: build/openapi.yaml and a
 * Postman collection converted from it at build time (build/labwire.postman_collection.json).
 */
export default function apiDownloads(context: LoadContext): Plugin {
  const spec = join(context.siteDir, 'openapi.yaml');
  return {
    name: 'labwire-api-downloads',
    getPathsToWatch: () => [spec],
    async postBuild({ outDir }) {
      await copyFile(spec, join(outDir, 'openapi.yaml'));
      // openapi-to-postmanv2 has no types; its callback API is wrapped here.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const converter = require('openapi-to-postmanv2') as {
        convert: (
          input: { type: 'string'; data: string },
          options: Record<string, unknown>,
          cb: (err: Error | null, result: { result: boolean; reason?: string; output: { data: unknown }[] }) => void,
        ) => void;
      };
      const data = await readFile(spec, 'utf8');
      const collection = await new Promise<unknown>((resolve, reject) => {
        converter.convert(
          { type: 'string', data },
          { folderStrategy: 'Tags', requestParametersResolution: 'Example' },
          (err, result) => {
            if (err) reject(err);
            else if (!result.result)
              reject(new Error(`openapi.yaml could not be converted to a Postman collection: ${result.reason}`));
            else resolve(result.output[0].data);
          },
        );
      });
      await writeFile(join(outDir, 'labwire.postman_collection.json'), JSON.stringify(collection, null, 2));
    },
  };
}
