#!/usr/bin/env node
/**
 * npm run diagrams: draws every ```mermaid block of the site that has no render yet into
 * src/diagrams/ (a light and a dark SVG, named by a hash of the source and the render settings), and
 * removes the renders no diagram uses any more. Commit what it writes: the build reads these files
 * and opens no browser. It needs Chromium, Chrome or Edge (found on Linux, macOS and Windows, or at
 * CHROME_PATH).
 *
 * --check: draws nothing; lists the diagrams without a render and the unused renders, and exits 1
 * when there are any (no browser needed).
 */
import { readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url, { interopDefault: true });
const { diagramDir, renderPath, THEMES } = jiti('../src/remark/diagramStore.ts');
const { siteDiagrams } = jiti('../src/remark/diagramSources.ts');

const check = process.argv.includes('--check');
const diagrams = siteDiagrams();
const wanted = new Map();
for (const diagram of diagrams) {
  if (!diagram.title || !diagram.description) {
    console.error(`${diagram.where}: a diagram needs an accTitle and an accDescr line (src/pages/contributing.md).`);
    process.exitCode = 1;
    continue;
  }
  for (const theme of THEMES) wanted.set(renderPath(diagram.body, theme), { diagram, theme });
}
const present = new Set(
  readdirSync(diagramDir)
    .filter((f) => f.endsWith('.svg'))
    .map((f) => join(diagramDir, f)),
);
const missing = [...wanted].filter(([file]) => !present.has(file));
const unused = [...present].filter((file) => !wanted.has(file));
const rel = (file) => relative(process.cwd(), file);

if (check) {
  for (const [file, { diagram, theme }] of missing) console.error(`missing: ${rel(file)} (${diagram.where}, ${theme})`);
  for (const file of unused) console.error(`unused: ${rel(file)}`);
  console.log(
    `${diagrams.length} diagrams, ${wanted.size - missing.length} of ${wanted.size} renders present, ${unused.length} unused.`,
  );
  if (missing.length || unused.length) {
    console.error('Run `npm run diagrams` and commit src/diagrams/.');
    process.exitCode = 1;
  }
} else {
  for (const file of unused) rmSync(file);
  if (unused.length) console.log(`Removed ${unused.length} unused renders.`);
  if (missing.length) {
    const { renderDiagram, closeRenderer } = jiti('../src/remark/mermaidRenderer.ts');
    let failed = 0;
    try {
      for (const [file, { diagram, theme }] of missing) {
        try {
          await renderDiagram(diagram.body, theme);
          console.log(`drew ${rel(file)} (${diagram.where})`);
        } catch (err) {
          failed += 1;
          console.error(`${diagram.where}: Mermaid could not draw this diagram (${theme}):\n${err.message}`);
          if (!/Parse error|Lexical error|Syntax error|No diagram type/i.test(err.message)) break;
        }
      }
    } finally {
      await closeRenderer();
    }
    if (failed) process.exitCode = 1;
  }
  console.log(`${diagrams.length} diagrams, ${wanted.size} renders in ${rel(diagramDir)}.`);
}
