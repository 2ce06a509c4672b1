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
import createJiti from 'jiti';

// The site's one reader of openapi.yaml, so that this check and the build report a YAML mistake alike.
const { OpenApiError, parseOpenApi } = createJiti(import.meta.url, { interopDefault: true })(
  '../src/sources/openapi.ts',
);
const redocly = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'redocly');

/** The YAML syntax error of `text` as one line, or null when it parses. */
export function yamlProblem(name, text) {
  try {
    parseOpenApi(text, name);
    return null;
  } catch (err) {
    if (!(err instanceof OpenApiError)) throw err;
    return err.message;
  }
}

const OPERATION_ID = /^(\s*)operationId:\s*['"]?([^'"\s]+)/;

/**
 * A duplicate operationId at its `operationId:` line, with the line of the operation that has it
 * first. Redocly places this problem on the whole operation, from its method line.
 */
function duplicateOperationId(name, problem, lines) {
  const { start, end } = problem.location?.[0] ?? {};
  if (!start || !end) return undefined;
  for (let i = start.line; i < end.line; i++) {
    const m = OPERATION_ID.exec(lines[i - 1] ?? '');
    if (!m) continue;
    const first = lines.findIndex((line) => OPERATION_ID.exec(line)?.[2] === m[2]) + 1;
    const other = first > 0 && first !== i ? `: ${name}:${first} has it too` : '';
    return `${name}:${i}:${m[1].length + 1}: ${problem.severity}: operationId "${m[2]}" is not unique${other} (${problem.ruleId})`;
  }
  return undefined;
}

/** Redocly's problems (unresolved $refs included) from its JSON report, one line each. */
export function redoclyProblems(name, report, text = '') {
  const lines = text.split('\n');
  return report.problems.map((problem) => {
    if (problem.ruleId === 'operation-operationId-unique') {
      const line = duplicateOperationId(name, problem, lines);
      if (line) return line;
    }
    const start = problem.location?.[0]?.start;
    const where = start ? `${name}:${start.line}:${start.col}` : name;
    return `${where}: ${problem.severity}: ${problem.message} (${problem.ruleId})`;
  });
}

/** Every problem of the OpenAPI file, one line each; empty when the file is fit to build from. */
export function checkOpenApi(file = 'openapi.yaml') {
  const name = basename(file);
  const text = readFileSync(file, 'utf8');
  const syntax = yamlProblem(name, text);
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
  return lint.status === 0 && errors.length === 0 ? [] : redoclyProblems(name, { problems: errors }, text);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkOpenApi(process.argv[2] ?? 'openapi.yaml');
  for (const line of problems) console.error(line);
  if (problems.length > 0) process.exit(1);
}
