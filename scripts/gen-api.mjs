#!/usr/bin/env node
/**
 * Generates the API pages from openapi.yaml with docusaurus-plugin-openapi-docs, whose page bodies
 * come from src/build/openapiMarkdown.ts (the plugin's `markdownGenerators`), then repairs two
 * lines of their front matter. The plugin renders front matter from its own templates, with the
 * values as openapi.yaml has them, outside what the generators return; so these repairs are made
 * on the written pages:
 * - Schema pages carry their example as a JSON `sample:` line, and Docusaurus exports front matter
 *   to JavaScript with stringify-object 3, which escapes quotes but not backslashes. An example
 *   holding a Windows path (C:\Chem32\...) then produces invalid JavaScript ("Legacy octal
 *   escape") or a silently changed value. Doubling the escaped backslashes of that line makes the
 *   exported JavaScript string equal the example again.
 * - The `description:` line, the page's meta description, becomes plain text: openapi.yaml writes
 *   Markdown there.
 * When the pages in api/ are those these inputs generate (api/.generated holds the hash of the
 * inputs and of the pages), they are left as they are: the second build of npm test (build:hosted)
 * and a rebuild with an unchanged openapi.yaml skip the generator.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkOpenApi } from './openapi-check.mjs';
import { plainText } from '../src/build/plainText.mjs';

export function repairSampleLine(mdx) {
  return mdx.replace(/^(sample: )(.*)$/m, (_, key, json) => key + json.replace(/\\\\/g, '\\\\\\\\'));
}

/** The front-matter description line, a JSON string, as plain text. */
export function plainDescriptionLine(mdx) {
  return mdx.replace(/^(description: )(".*")$/m, (_, key, json) => key + JSON.stringify(plainText(JSON.parse(json))));
}

function* mdxFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* mdxFiles(path);
    else if (entry.name.endsWith('.mdx') && entry.name !== 'index.mdx') yield path;
  }
}

/** What the generated pages depend on: the description, this script and its modules, the config, the locked packages. */
const INPUTS = [
  'openapi.yaml',
  'docusaurus.config.ts',
  'src/config/site.ts',
  'package-lock.json',
  ...['gen-api.mjs', '../src/build/openapiMarkdown.ts', 'apiSamples.mjs', '../src/build/plainText.mjs'].map((f) =>
    fileURLToPath(new URL(f, import.meta.url)),
  ),
];

/** The committed files of api/ and the stamp: every other file there is the generator's. */
const NOT_GENERATED = new Set(['index.mdx', '_category_.json', '.generated']);

/** One hash of the inputs and of every generated file as it is now ('none': no page). */
export function generatedState(dir = 'api') {
  if (!existsSync(dir) || [...mdxFiles(dir)].length === 0) return 'none';
  const hash = createHash('sha256');
  for (const file of INPUTS) hash.update(existsSync(file) ? readFileSync(file) : `missing ${file}`);
  for (const file of generatedFiles(dir)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/** Every file of api/ but the committed ones and the stamp, sorted. */
function generatedFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !(entry.parentPath === dir && NOT_GENERATED.has(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Checked first: a broken openapi.yaml stops here and leaves the previous pages in place
  // (scripts/build.mjs checks it before it runs this script, and says so with --checked).
  const problems = process.argv.includes('--checked') ? [] : checkOpenApi('openapi.yaml');
  if (problems.length > 0) {
    for (const line of problems) console.error(line);
    console.error('[labwire] gen-api: openapi.yaml has errors; the API pages were left as they were.');
    process.exit(1);
  }
  const stamp = join('api', '.generated');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === generatedState()) {
    console.log('[labwire] API pages are current (api/.generated): not generated again.');
    process.exit(0);
  }
  const bin = fileURLToPath(new URL('../node_modules/@docusaurus/core/bin/docusaurus.mjs', import.meta.url));
  const run = (args) => execFileSync(process.execPath, [bin, ...args], { stdio: 'inherit' });
  // What the plugin's clean-api-docs command removes, without loading the site a second time.
  if (existsSync('api')) for (const file of generatedFiles('api')) rmSync(file);
  run(['gen-api-docs', 'all']);
  let repaired = 0;
  let generated = 0;
  for (const file of mdxFiles('api')) {
    generated += 1;
    const text = readFileSync(file, 'utf8');
    const fixed = plainDescriptionLine(repairSampleLine(text));
    if (fixed !== text) {
      writeFileSync(file, fixed);
      repaired += 1;
    }
  }
  // The generator logs some errors and still exits 0: no page at all is an error too.
  if (generated === 0) {
    console.error('[labwire] gen-api: the generator wrote no API page (see its messages above).');
    process.exit(1);
  }
  writeFileSync(stamp, generatedState());
  console.log(`[labwire] API pages generated; ${repaired} pages repaired (schema samples, Markdown in descriptions).`);
}
