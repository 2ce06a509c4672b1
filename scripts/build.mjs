#!/usr/bin/env node
/**
 * The production build, all or nothing: openapi.yaml and the pages' front matter are checked first
 * (seconds, one line per problem), then the API pages are generated and `docusaurus build` (with the
 * post-build pass, src/plugins/postBuild) writes into `build.next/`. Only when every step
 * succeeded does `build.next/` replace `build/`; a failed build leaves `build/` as it was and says
 * so. Docusaurus names a broken link or anchor by page address; each is repeated here as
 * `FILE:LINE` of its source (see linkSource), and a page that does not compile as
 * `FILE:LINE:COL` (see compileErrors). When the build fails, those lines come first: the terminal
 * shows Docusaurus's output only up to its first `[ERROR]` line, the rest (its stack traces) stays
 * in build-log.txt. A build that succeeds with warnings ends with them, one line each. The whole
 * output goes to build-log.txt, where tests/build/build-log.test.ts looks for warnings.
 *
 * node scripts/build.mjs [--site DIR] [--out-dir DIR]   (defaults: `.` and DIR/build)
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFrontMatter, distance, pagesDisplayingSidebar } from './frontmatter-check.mjs';
import { checkOpenApi } from './openapi-check.mjs';

/** Docusaurus's broken-link report: `- Broken link on source page path = /a:` then `-> linking to /b`. */
export function parseBrokenLinks(output) {
  const found = [];
  let current = null;
  for (const line of output.split('\n')) {
    const page = /^- Broken (link|anchor) on source page path = (.*):$/.exec(line.trim());
    const link = /^-> linking to (\S+)/.exec(line.trim());
    if (page) current = { kind: page[1], page: page[2] };
    else if (link && current) found.push({ ...current, link: link[1] });
    else if (!link) current = null;
  }
  return found;
}

/** Page address -> source file (relative to siteDir), from the content plugins' data in .docusaurus/. */
export function sourcesByRoute(siteDir) {
  const routes = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) {
        // A file another Docusaurus process (a test loading the site) is writing may be incomplete;
        // the pages' own data files are complete once the build has run.
        let data;
        try {
          data = JSON.parse(readFileSync(path, 'utf8'));
        } catch {
          continue;
        }
        if (typeof data?.permalink === 'string' && typeof data.source === 'string') {
          routes.set(data.permalink, data.source.replace(/^@site\//, ''));
        }
      }
    }
  };
  const generated = join(siteDir, '.docusaurus');
  if (existsSync(generated)) {
    for (const entry of readdirSync(generated, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name.startsWith('docusaurus-plugin-content-')) walk(join(generated, entry.name));
    }
  }
  return routes;
}

/** The 1-based line of `source` that holds the link: as written, without its anchor, or its anchor. */
export function linkLine(text, link) {
  const [path, hash] = link.split('#');
  const lines = text.split('\n');
  for (const needle of [link, path && path !== '/' ? path : null, hash ? `#${hash}` : null]) {
    if (!needle) continue;
    const index = lines.findIndex((line) => line.includes(needle));
    if (index >= 0) return index + 1;
  }
  return null;
}

/** `FILE:LINE:COL: reason` for each page that fails to compile as MDX (an unclosed JSX tag, say). */
export function compileErrors(siteDir, output) {
  const found = new Set();
  const failed =
    /MDX compilation failed for file "([^"]+)"\s*\n[\s│]*Cause: (.*?)(?: \((\d+):(\d+)(?:-\d+:\d+)?\))?[ \t]*$/gm;
  for (const [, file, cause, line, col] of output.matchAll(failed)) {
    found.add(`${relative(siteDir, file)}${line ? `:${line}:${col}` : ''}: ${cause}`);
  }
  return [...found];
}

/**
 * `FILE:LINE: unknown doc id "x" in the sidebar: did you mean "y"?` for each id of Docusaurus's
 * "Invalid sidebar file" report, which names the file but lists every doc id of the site. The line
 * is the one that quotes the id, or its last segment (sidebars.ts builds some ids from a folder).
 */
export function sidebarErrors(siteDir, output) {
  const found = new Set();
  const lines = output.split('\n').map((line) => line.trim());
  lines.forEach((line, i) => {
    const file = /Invalid sidebar file at "([^"]+)"/.exec(line)?.[1];
    if (!file) return;
    const unknown = [];
    const known = [];
    let list = null;
    for (const next of lines.slice(i + 1)) {
      if (next.startsWith('These sidebar document ids do not exist')) list = unknown;
      else if (next.startsWith('Available document ids are')) list = known;
      else if (next.startsWith('- ') && list) list.push(next.slice(2));
      else if (next && list === known) break;
    }
    const path = resolve(file);
    const text = existsSync(path) ? readFileSync(path, 'utf8').split('\n') : [];
    for (const id of unknown) {
      const last = id.split('/').pop();
      const at = [id, last]
        .map((n) => text.findIndex((t) => t.includes(`'${n}'`) || t.includes(`"${n}"`)))
        .find((n) => n >= 0);
      const best = [...known].sort((a, b) => distance(id, a) - distance(id, b))[0];
      const guess = best ? `: did you mean "${best}"?` : '';
      found.add(
        `${relative(siteDir, path)}${at >= 0 ? `:${at + 1}` : ''}: unknown doc id "${id}" in the sidebar${guess}`,
      );
    }
  });
  return [...found];
}

/** The sidebar names the site defines: the top-level keys of its sidebar files that hold a list. */
function sidebarNames(siteDir) {
  const folder = join(siteDir, 'src', 'sidebars');
  const files = [
    ...readdirSync(siteDir).filter((f) => /^sidebars.*\.[jt]s$/.test(f)),
    ...(existsSync(folder) ? readdirSync(folder).map((f) => join('src', 'sidebars', f)) : []),
  ];
  return files.flatMap((f) =>
    [...readFileSync(join(siteDir, f), 'utf8').matchAll(/^ {2}(\w+): \[/gm)].map((m) => m[1]),
  );
}

/**
 * `FILE:LINE: unknown sidebar "x" in displayed_sidebar: did you mean "y"?` for each page whose
 * front matter names a sidebar that does not exist (Docusaurus names the doc id only).
 */
export function displayedSidebarErrors(siteDir, output) {
  const found = new Set();
  for (const [, name] of output.matchAll(
    /wants to display sidebar (\S+) but a sidebar with this name doesn't exist/g,
  )) {
    const best = sidebarNames(siteDir).sort((a, b) => distance(name, a) - distance(name, b))[0];
    const guess = best ? `: did you mean "${best}"?` : '';
    for (const where of pagesDisplayingSidebar(siteDir, name)) {
      found.add(`${where}: unknown sidebar "${name}" in displayed_sidebar${guess}`);
    }
  }
  return [...found];
}

/** The first `[ERROR]` of `output` and its causes, without stack frames, in at most 12 lines. */
function heldError(output) {
  return output
    .slice(Math.max(0, output.search(/^\[ERROR\]/m)))
    .split('\n')
    .filter((line) => !/^\s+(at |\.\.\. \d+ lines matching)/.test(line) && /[^\s{}]/.test(line))
    .slice(0, 12);
}

/** The writer's warnings of a build: its `[WARNING] FILE:LINE: …` lines, each once. */
export function locatedWarnings(lines) {
  return [...new Set(lines.filter((line) => /^\[WARNING\] [^\s:]+:\d+/.test(line)))];
}

/** One line per broken link or anchor: `FILE:LINE: broken link to X (page /a)`. */
export function linkSource(siteDir, brokenLinks) {
  if (brokenLinks.length === 0) return [];
  const routes = sourcesByRoute(siteDir);
  return brokenLinks.map(({ kind, page, link }) => {
    const source = routes.get(page);
    const prefix = kind === 'anchor' ? '[WARNING] ' : '';
    if (!source)
      return `${prefix}page ${page}: broken ${kind} to ${link} (no source file for this page: theme or config)`;
    const line = linkLine(readFileSync(join(siteDir, source), 'utf8'), link);
    const where = line ? `${source}:${line}` : `${source} (the link is not in the file: theme or component)`;
    return `${prefix}${where}: broken ${kind} to ${link} (page ${page})`;
  });
}

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteDir = resolve(option('--site', '.'));
  const outDir = resolve(option('--out-dir', join(siteDir, 'build')));
  const nextDir = `${outDir}.next`;
  const shown = relative(process.cwd(), outDir) || '.';
  // BUILD_LOG names another log, for a second build beside this one (npm run build:hosted).
  const logFile = process.env.BUILD_LOG ?? join(siteDir, 'build-log.txt');
  const log = createWriteStream(logFile);
  const logShown = relative(process.cwd(), logFile);
  const say = (line, stream = process.stdout) => {
    stream.write(`${line}\n`);
    log.write(`${line}\n`);
  };
  const fail = (code) => {
    rmSync(nextDir, { recursive: true, force: true });
    say(
      existsSync(outDir)
        ? `[labwire] Build failed: ${shown}/ is left as it was (the previous build).`
        : `[labwire] Build failed: there is no ${shown}/ (none was built before).`,
      process.stderr,
    );
    log.end(() => process.exit(code));
  };

  /**
   * Runs a command in `cwd`, showing and logging its output; resolves to [exit code, output]. With
   * `holdErrors`, a failing command is shown only up to its first `[ERROR]` line, so that the
   * located lines said after it are the first error a writer reads.
   */
  const run = (cmd, args, cwd, holdErrors = false) =>
    new Promise((done) => {
      log.write(`$ ${cmd} ${args.join(' ')}\n`);
      const env = { ...process.env, FORCE_COLOR: '0' };
      const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env });
      let output = '';
      let shown = 0;
      let heldFrom = -1;
      const show = (end) => {
        if (heldFrom >= 0) return;
        const next = output.slice(shown, end);
        const error = holdErrors ? /^\[ERROR\]/m.exec(next) : null;
        process.stdout.write(error ? next.slice(0, error.index) : next);
        if (error) heldFrom = shown + error.index;
        shown = end;
      };
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          output += chunk;
          log.write(chunk);
          show(output.lastIndexOf('\n') + 1);
        });
      }
      child.on('close', (code) => {
        show(output.length);
        if (code === 0 && heldFrom >= 0) process.stdout.write(output.slice(heldFrom));
        done([code ?? 1, output]);
      });
    });

  const problems = [
    ...(existsSync(join(siteDir, 'openapi.yaml')) ? checkOpenApi(join(siteDir, 'openapi.yaml')) : []),
    ...checkFrontMatter(siteDir),
  ];
  if (problems.length > 0) {
    for (const line of problems) say(line, process.stderr);
    fail(1);
  } else {
    let code = 0;
    if (existsSync(join(siteDir, 'openapi.yaml'))) {
      [code] = await run(
        process.execPath,
        [fileURLToPath(new URL('gen-api.mjs', import.meta.url)), '--checked'],
        siteDir,
      );
    }
    if (code === 0) {
      rmSync(nextDir, { recursive: true, force: true });
      const bin = fileURLToPath(new URL('../node_modules/@docusaurus/core/bin/docusaurus.mjs', import.meta.url));
      let output;
      [code, output] = await run(process.execPath, [bin, 'build', siteDir, '--out-dir', nextDir], process.cwd(), true);
      const links = linkSource(siteDir, parseBrokenLinks(output));
      if (code !== 0) {
        const located = [
          ...sidebarErrors(siteDir, output),
          ...displayedSidebarErrors(siteDir, output),
          ...compileErrors(siteDir, output),
          ...links,
        ];
        for (const line of located.length > 0 ? located : heldError(output)) say(line, process.stderr);
        say(
          `[labwire] The whole error output of Docusaurus, with its stack traces, is in ${logShown}.`,
          process.stderr,
        );
      } else {
        const warnings = locatedWarnings([...output.split('\n'), ...links]);
        if (warnings.length > 0) {
          say(`[labwire] The build succeeded with ${warnings.length} warning(s); \`npm test\` fails on them:`);
          for (const line of warnings.slice(0, 20)) say(line);
          if (warnings.length > 20) say(`… and ${warnings.length - 20} more in ${logShown}`);
        }
      }
    }
    if (code !== 0) fail(code);
    else {
      const oldDir = `${outDir}.old`;
      rmSync(oldDir, { recursive: true, force: true });
      if (existsSync(outDir)) renameSync(outDir, oldDir);
      renameSync(nextDir, outDir);
      rmSync(oldDir, { recursive: true, force: true });
      say(`[labwire] Build complete: ${shown}/ replaced.`);
      log.end();
    }
  }
}
