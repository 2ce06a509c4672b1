/**
 * The Python samples of the site and a pyright run over them, for tests/unit/pyright-samples.test.ts.
 *
 * A sample is a ```python block of a hand-written page (src/config/contentPages.mjs lists them) or
 * the `Examples:` section of an SDK stub (they render on the reference pages). A block whose fence
 * says `partial="reason"` is a deliberate fragment: counted, not checked.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseStubs } from '../../src/sdk/stubReader.mjs';
import type { SdkCallable, SdkModule } from '../../src/sdk/sdkTypes';
import { codeBlocks } from '../../src/build/codeFences';
import { pages, read } from '../lib/sources';

const require = createRequire(import.meta.url);

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const STUBS = join(ROOT, 'sdk', 'stubs');

export interface Sample {
  /** `file:line` of the sample's first line of code, the file relative to the project root. */
  where: string;
  code: string;
  /** The reason given in `partial="…"`, for a deliberate fragment. */
  partial?: string;
}

/** The ```python (or ```py) blocks of one Markdown or MDX text. */
export function blocksOf(file: string, text: string): Sample[] {
  return codeBlocks(text, file)
    .filter((block) => block.lang === 'python' || block.lang === 'py')
    .map((block) => {
      const partial = /\bpartial="([^"]*)"/.exec(block.meta)?.[1];
      return { where: `${file}:${block.line}`, code: block.value, ...(partial !== undefined ? { partial } : {}) };
    });
}

export function pageSamples(): Sample[] {
  return pages.flatMap((p) => blocksOf(p, read(p)));
}

/** The examples of the stubs; `modules` must come from `parseStubs(…, { positions: true })`. */
export function stubSamples(modules: readonly SdkModule[]): Sample[] {
  const samples: Sample[] = [];
  const add = (fn: SdkCallable | undefined) => {
    const at = (fn as { exampleAt?: string } | undefined)?.exampleAt;
    if (fn && at) samples.push({ where: at, code: fn.example });
  };
  for (const m of modules) {
    for (const c of m.classes) [c.init, ...c.methods].forEach(add);
    m.functions.forEach(add);
  }
  return samples;
}

/**
 * Names every sample may use without defining them: the client `lw` of a flow node or notebook and
 * the `ctx` of an agent processor (pyright reads `__builtins__.pyi` of the project as extra builtins).
 */
const BUILTINS = `from labwire import Labwire
from labwire.agent import ProcessorContext

lw: Labwire
ctx: ProcessorContext
`;

/** The pyright settings: the stubs on the stub path; calls, arguments and attributes checked. */
function pyrightConfig(): object {
  return {
    pythonVersion: '3.10',
    stubPath: STUBS,
    typeCheckingMode: 'standard',
    reportMissingImports: 'error',
    reportMissingModuleSource: 'none',
    reportAttributeAccessIssue: 'error',
    reportCallIssue: 'error',
    reportArgumentType: 'error',
    // Samples are excerpts: a name defined earlier on the page (a DataFrame, a file id) is not an error.
    reportUndefinedVariable: 'none',
  };
}

export interface Problem {
  where: string;
  rule: string;
  message: string;
}

interface PyrightJson {
  generalDiagnostics: {
    file: string;
    severity: string;
    message: string;
    rule?: string;
    range: { start: { line: number } };
  }[];
}

/** A missing import of a package outside the SDK (pandas, numpy, requests) is not a sample's error. */
function isThirdPartyImport(message: string): boolean {
  const m = /^Import "([\w.]+)" could not be resolved/.exec(message);
  return m !== null && m[1] !== 'labwire' && !m[1].startsWith('labwire.');
}

/**
 * Runs pyright once over the samples that are not partial; problems come back as `page:line`. It
 * runs as a child process without blocking the worker, which keeps reporting to Vitest meanwhile.
 */
export async function runPyright(samples: readonly Sample[]): Promise<Problem[]> {
  const dir = mkdtempSync(join(tmpdir(), 'labwire-samples-'));
  try {
    const files = new Map<string, Sample>();
    mkdirSync(join(dir, 'site_samples'));
    samples
      .filter((s) => s.partial === undefined)
      .forEach((s, i) => {
        const name = join(dir, 'site_samples', `sample_${String(i).padStart(4, '0')}.py`);
        writeFileSync(name, s.code);
        files.set(name, s);
      });
    writeFileSync(join(dir, '__builtins__.pyi'), BUILTINS);
    writeFileSync(join(dir, 'pyrightconfig.json'), JSON.stringify(pyrightConfig()));
    let out: string;
    try {
      ({ stdout: out } = await promisify(execFile)(
        process.execPath,
        [require.resolve('pyright'), '--outputjson', '-p', dir],
        { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      ));
    } catch (error) {
      // pyright exits 1 when it reports errors; its JSON is on stdout either way.
      out = (error as { stdout?: string }).stdout ?? '';
      if (!out) throw error;
    }
    const result = JSON.parse(out) as PyrightJson;
    const problems: Problem[] = [];
    for (const d of result.generalDiagnostics) {
      if (d.severity !== 'error' || isThirdPartyImport(d.message)) continue;
      const sample = files.get(d.file);
      const [file, line] = sample ? sample.where.split(/:(?=\d+$)/) : [relative(dir, d.file), '1'];
      problems.push({
        where: `${file}:${Number(line) + d.range.start.line}`,
        rule: d.rule ?? 'error',
        message: d.message.split('\n')[0],
      });
    }
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every Python sample of the site: the pages' blocks and the stubs' `Examples:`. */
export async function siteSamples(): Promise<Sample[]> {
  const modules = (await parseStubs(undefined, { positions: true })) as SdkModule[];
  return [...pageSamples(), ...stubSamples(modules)];
}

/**
 * Runs a Python `ast` analyzer over the samples that are not partial. The analyzer reads
 * `[{where, code}]` as JSON on stdin and prints `[{where, line, why}]`, `line` counted in the
 * sample; each finding comes back as `page:line: why`.
 */
export function analyzeSamples(analyzer: string, samples: readonly Sample[]): string[] {
  const input = samples.filter((s) => s.partial === undefined).map(({ where, code }) => ({ where, code }));
  const found = JSON.parse(
    execFileSync('python3', ['-c', analyzer], { input: JSON.stringify(input), encoding: 'utf8' }),
  ) as { where: string; line: number; why: string }[];
  return found.map((f) => {
    const at = f.where.lastIndexOf(':');
    return `${f.where.slice(0, at)}:${Number(f.where.slice(at + 1)) + f.line - 1}: ${f.why}`;
  });
}
