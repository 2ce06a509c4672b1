#!/usr/bin/env node
/**
 * Checks openapi.yaml before anything is generated from it: the YAML parses, every $ref resolves
 * and Redocly's lint (redocly.yaml next to the file) reports no error. Each problem is one line,
 * `openapi.yaml:LINE:COL: reason`, so a writer can open the place. Used by scripts/build.mjs
 * (first step) and scripts/gen-api.mjs (before it deletes the previous pages).
 *
 * node scripts/openapi-check.mjs [file]   exits 1 and prints the problems when there are any.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';

const redocly = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'redocly');

/** The YAML syntax error of `text` as one line, or null when it parses. */
export function yamlProblem(name, text) {
  try {
    load(text);
    return null;
  } catch (err) {
    if (!err.mark) throw err;
    return `${name}:${err.mark.line + 1}:${err.mark.column + 1}: YAML syntax error: ${err.reason}`;
  }
}

/** Redocly's problems (unresolved $refs included) from its JSON report, one line each. */
export function redoclyProblems(name, report) {
  return report.problems.map((problem) => {
    const start = problem.location?.[0]?.start;
    const where = start ? `${name}:${start.line}:${start.col}` : name;
    return `${where}: ${problem.severity}: ${problem.message} (${problem.ruleId})`;
  });
}

/** Every problem of the OpenAPI file, one line each; empty when the file is fit to build from. */
export function checkOpenApi(file = 'openapi.yaml') {
  const name = basename(file);
  const syntax = yamlProblem(name, readFileSync(file, 'utf8'));
  if (syntax) return [syntax];
  const lint = spawnSync(redocly, ['lint', name, '--format=json'], {
    cwd: dirname(file),
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  let report;
  try {
    report = JSON.parse(lint.stdout);
  } catch {
    return [`${name}: Redocly lint did not run: ${(lint.stderr || String(lint.error)).trim().split('\n').pop()}`];
  }
  const errors = report.problems.filter((problem) => problem.severity === 'error');
  return lint.status === 0 && errors.length === 0 ? [] : redoclyProblems(name, { problems: errors });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkOpenApi(process.argv[2] ?? 'openapi.yaml');
  for (const line of problems) console.error(line);
  if (problems.length > 0) process.exit(1);
}
