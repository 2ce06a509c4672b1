/**
 * The public surface of the Labwire Python SDK (`labwire-sdk`, import `labwire`), read from its
 * typed stub package, sdk/stubs/labwire/**\/*.pyi, the one place it is written.
 *
 * The SDK pages render their reference sections from it (src/components/SdkReference, through
 * src/remark/componentData.ts), the SDK sidebar is built from it (src/sidebars/sdk.ts), and
 * tests/unit/pyright-samples.test.ts type-checks every Python sample of the site against the stubs.
 * src/sdk/stubReader.mjs parses the stubs with tree-sitter; it runs once per process, in a child
 * process, because tree-sitter's WebAssembly loads asynchronously and this module's readers are
 * synchronous.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { anchorId } from './sdkNames';
import type { SdkCallable, SdkEntry, SdkModule } from './sdkTypes';
import { currentSdkVersion } from '../sources/sdkVersions';

function load(): readonly SdkModule[] {
  try {
    const json = execFileSync(process.execPath, [join(__dirname, 'stubReader.mjs')], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(json) as SdkModule[];
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    // The reader's message starts with the stub's file:line, so it leads.
    throw new Error(`${stderr || String(error)}\n(while reading the SDK stubs in sdk/stubs)`);
  }
}

/** Every documented module, by sidebar category, then page. */
export const sdkModules: readonly SdkModule[] = load();

/** The package facts the SDK pages quote. */
export const sdkPackage = {
  distribution: 'labwire-sdk',
  importName: 'labwire',
  version: currentSdkVersion.version,
  pythonVersions: currentSdkVersion.python,
} as const;

export function getModule(name: string): SdkModule | undefined {
  return sdkModules.find((m) => m.name === name);
}

/** The module that owns a qualified name: the longest module name that prefixes it. */
function owningModule(qualifiedName: string): SdkModule | undefined {
  let best: SdkModule | undefined;
  for (const m of sdkModules) {
    if (
      (qualifiedName === m.name || qualifiedName.startsWith(`${m.name}.`)) &&
      (!best || m.name.length > best.name.length)
    ) {
      best = m;
    }
  }
  return best;
}

/** Resolves `labwire.lc.lc`, `labwire.Labwire`, `labwire.Labwire.query`, `labwire.lc.lc.find_peaks` or a constant. */
export function resolve(qualifiedName: string): SdkEntry | undefined {
  const module = owningModule(qualifiedName);
  if (!module) return undefined;
  if (qualifiedName === module.name) return { kind: 'module', module };
  const parts = qualifiedName.slice(module.name.length + 1).split('.');
  if (parts.length === 1) {
    const [name] = parts;
    const cls = module.classes.find((c) => c.name === name);
    if (cls) return { kind: 'class', module, cls };
    const fn = module.functions.find((f) => f.name === name);
    if (fn) return { kind: 'function', module, fn };
    const c = module.constants.find((k) => k.name === name);
    if (c) return { kind: 'constant', module, constant: c };
    return undefined;
  }
  if (parts.length === 2) {
    const cls = module.classes.find((c) => c.name === parts[0]);
    const fn = cls?.methods.find((m) => m.name === parts[1]);
    if (cls && fn) return { kind: 'method', module, cls, fn };
  }
  return undefined;
}

/** The callable behind a qualified name: a function, a method, or the constructor of a class. */
export function findCallable(qualifiedName: string): SdkCallable | undefined {
  const entry = resolve(qualifiedName);
  if (!entry) return undefined;
  if (entry.kind === 'function' || entry.kind === 'method') return entry.fn;
  if (entry.kind === 'class') return entry.cls.init;
  return undefined;
}

/** The link to where a qualified name is documented, e.g. `/sdk/markdowns/lc.lc#labwire.lc.lc.find_peaks`. */
export function referenceHref(qualifiedName: string): string | undefined {
  const entry = resolve(qualifiedName);
  if (!entry) return undefined;
  return entry.kind === 'module' ? entry.module.page : `${entry.module.page}#${anchorId(qualifiedName)}`;
}
