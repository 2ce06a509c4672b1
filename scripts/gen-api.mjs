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
 * and a rebuild with an unchanged openapi.yaml skip the generator. The inputs are the modules that
 * make the pages, found by following what this script and the generators import, and the files
 * those read (DATA_INPUTS).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
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

const siteRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * What the generated pages depend on besides modules, from the site folder: the description, the
 * SDK stubs the Python samples come from (scripts/sdkCalls.mjs), the plugin's options and the
 * locked packages (the generator and every package the modules import).
 */
const DATA_INPUTS = ['openapi.yaml', 'sdk/stubs', 'docusaurus.config.ts', 'src/config/site.ts', 'package-lock.json'];

/** This script and the page generators the plugin's options name (docusaurus.config.ts). */
const GENERATORS = [fileURLToPath(import.meta.url), join(siteRoot, 'src', 'build', 'openapiMarkdown.ts')];

const MODULE = /\.(?:ts|tsx|mjs|js|cjs)$/;
const RESOLVED = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.js'];
const isFile = (path) => existsSync(path) && statSync(path).isFile();

/**
 * `roots` and every module of the site they lead to, sorted. A module leads to another when one of its
 * strings is a path to it, from the module's folder or, as `@site/…`, from the site folder: a static
 * or dynamic import, and also a path handed to jiti or require(), or to Node as a script to run
 * (src/sdk/sdkSurface.ts runs the stub reader). A path starts with `.` or `@site/`, which may leave
 * out the extension, or is a file name with its extension; other strings (`'build'`) are words or
 * packages. Packages are left out: package-lock.json stands for them.
 */
export function moduleClosure(roots, root = siteRoot) {
  const found = new Set();
  const queue = [...roots];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (found.has(file)) continue;
    found.add(file);
    for (const [, , text] of readFileSync(file, 'utf8').matchAll(/(['"`])([^'"`\n]+)\1/g)) {
      if (!/^(?:\.|@site\/)/.test(text) && !MODULE.test(text)) continue;
      const base = text.startsWith('@site/') ? join(root, text.slice('@site/'.length)) : resolve(dirname(file), text);
      const target = RESOLVED.map((ext) => base + ext).find((path) => MODULE.test(path) && isFile(path));
      if (target && !target.split(sep).includes('node_modules')) queue.push(target);
    }
  }
  return [...found].sort();
}

/** The modules that make the API pages, from the site folder: what this script and the generators import. */
export const generatorModules = () => moduleClosure(GENERATORS).map((file) => relative(siteRoot, file));

/** Every file of `path` (a file or a folder), sorted; none when it does not exist. */
function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The committed files of api/ and the stamp: every other file there is the generator's. */
const NOT_GENERATED = new Set(['index.mdx', '_category_.json', '.generated']);

/** One hash of the inputs and of every generated file as it is now ('none': no page). */
export function generatedState(dir = 'api') {
  if (!existsSync(dir) || [...mdxFiles(dir)].length === 0) return 'none';
  const hash = createHash('sha256');
  for (const file of moduleClosure(GENERATORS)) hash.update(relative(siteRoot, file)).update(readFileSync(file));
  for (const input of DATA_INPUTS) {
    const files = filesOf(input);
    if (files.length === 0) hash.update(`missing ${input}`);
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
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
