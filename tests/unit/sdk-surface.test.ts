/**
 * The SDK surface, read from the stubs in sdk/stubs by src/sdk/sdkSurface.ts, against the pages:
 *
 * - every module of the stubs has its page, every module page has its module, and every
 *   `<SdkModule>`/`<SdkSignature>` on a page names something documented;
 * - the core names agree with the shared conventions, exactly;
 * - the stubs are well-formed (unique names, required parameters first, complete entries).
 *
 * The Python samples themselves are type-checked by pyright: tests/unit/pyright-samples.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCallable, resolve, sdkModules } from '../../src/sdk/sdkSurface';
import type { SdkCallable, SdkClass } from '../../src/sdk/sdkTypes';
import sdkSidebars from '../../src/sidebars/sdk';
import { pages } from '../lib/sources';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The hand-written pages of the SDK and docs instances (sdk/stubs holds no pages). */
const pageFiles = pages.filter((p) => /^(sdk|docs)\//.test(p)).map((p) => join(ROOT, p));

function pageFileOf(route: string): string {
  return join(ROOT, `${route.replace(/^\/sdk\//, 'sdk/')}.mdx`);
}

function frontmatter(text: string): Record<string, string> {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const fields: Record<string, string> = {};
  for (const line of (m?.[1] ?? '').split('\n')) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (kv) fields[kv[1]] = kv[2].replace(/^['"]|['"]$/g, '');
  }
  return fields;
}

describe('SDK pages and the stubs', () => {
  it('gives every module of the data a page that renders it', () => {
    const offenders: string[] = [];
    for (const m of sdkModules) {
      const file = pageFileOf(m.page);
      if (!existsSync(file)) {
        offenders.push(`${m.name}: page ${relative(ROOT, file)} does not exist`);
        continue;
      }
      if (!readFileSync(file, 'utf8').includes(`<SdkModule name="${m.name}" />`)) {
        offenders.push(`${relative(ROOT, file)}: does not render <SdkModule name="${m.name}" />`);
      }
    }
    expect(offenders, offenders.join('\n')).toEqual([]);
  });

  it('gives every module page a module of the data, with the id, slug and title conventions', () => {
    const offenders: string[] = [];
    const dir = join(ROOT, 'sdk', 'markdowns');
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.mdx')) : [];
    expect(files.length).toBe(sdkModules.filter((m) => m.page.startsWith('/sdk/markdowns/')).length);
    for (const f of files) {
      const base = f.replace(/\.mdx$/, '');
      const module = sdkModules.find((m) => m.page === `/sdk/markdowns/${base}`);
      const fm = frontmatter(readFileSync(join(dir, f), 'utf8'));
      if (!module) {
        offenders.push(`sdk/markdowns/${f}: no module of the SDK stubs has the page /sdk/markdowns/${base}`);
        continue;
      }
      if (fm.id !== base) offenders.push(`sdk/markdowns/${f}: frontmatter id should be ${base}`);
      if (fm.slug !== `/markdowns/${base}`)
        offenders.push(`sdk/markdowns/${f}: frontmatter slug should be /markdowns/${base}`);
      if (fm.title !== module.name) offenders.push(`sdk/markdowns/${f}: frontmatter title should be ${module.name}`);
      if (!fm.sidebar_label) offenders.push(`sdk/markdowns/${f}: frontmatter sidebar_label is missing`);
    }
    expect(offenders, offenders.join('\n')).toEqual([]);
  });

  it('lists every SDK page exactly once in SDKSidebar, the overview first', () => {
    const ids: string[] = [];
    const collect = (items: unknown): void => {
      if (!Array.isArray(items)) return;
      for (const item of items as Array<{ type?: string; id?: string; items?: unknown }>) {
        if (item.type === 'doc' && item.id) ids.push(item.id);
        if (item.type === 'category') collect(item.items);
      }
    };
    collect(sdkSidebars.SDKSidebar);
    const sdkPages = pageFiles.map((f) => relative(join(ROOT, 'sdk'), f)).filter((f) => !f.startsWith('..'));
    expect(ids[0]).toBe('LabwireSDKOverview');
    expect([...ids].sort()).toEqual(sdkPages.map((f) => f.replace(/\.mdx$/, '')).sort());
  });

  it('renders only documented names with <SdkModule> and <SdkSignature>', () => {
    const offenders: string[] = [];
    for (const file of pageFiles) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/<Sdk(Module|Signature)\s+name="([^"]+)"/g)) {
        const entry = resolve(m[2]);
        const ok = m[1] === 'Module' ? entry?.kind === 'module' : findCallable(m[2]) !== undefined;
        if (!ok) offenders.push(`${relative(ROOT, file)}: <Sdk${m[1]} name="${m[2]}"> names nothing documented`);
      }
    }
    expect(offenders, offenders.join('\n')).toEqual([]);
  });
});

/* ------------------------------------------------------------------------------------------ */
/* The data itself                                                                               */
/* ------------------------------------------------------------------------------------------ */

function signature(fn: SdkCallable): string {
  const params = fn.params.map((p) => `${p.name}: ${p.type}${p.default === undefined ? '' : ` = ${p.default}`}`);
  return `${fn.name}(${params.join(', ')}) -> ${fn.returns.type}`;
}

function classOf(qualifiedName: string): SdkClass {
  const entry = resolve(qualifiedName);
  if (entry?.kind !== 'class') throw new Error(`${qualifiedName} is not a documented class`);
  return entry.cls;
}

describe('the SDK surface read from the stubs', () => {
  it('keeps the core names of the shared conventions, exactly', () => {
    const expected = [
      'Labwire(environment: str | None = None, api_key: str | None = None, timeout_s: float = 30.0) -> Labwire',
      'query(sql: str, params: dict[str, Any] | None = None) -> pandas.DataFrame',
      'read_table(name: str, columns: list[str] | None = None, where: str | None = None) -> pandas.DataFrame',
      'write_table(name: str, df: pandas.DataFrame, mode: str = "append") -> int',
      'list_tables() -> list[str]',
      'list_files(folder: str | None = None, tags: dict[str, str] | None = None) -> list[FileInfo]',
      'read_file(file_id: str) -> bytes',
      'upload_file(path: str, content: bytes, tags: dict[str, str] | None = None) -> FileInfo',
      'tag_file(file_id: str, tags: dict[str, str]) -> FileInfo',
      'untag_file(file_id: str, tag_types: list[str]) -> FileInfo',
      'trigger_flow(flow: str, inputs: dict[str, Any] | None = None) -> FlowRun',
      'get_flow_run(flow_run_id: str) -> FlowRun',
      'wait_for_flow_run(flow_run_id: str, timeout_s: float = 3600, poll_s: float = 10) -> FlowRun',
      'send_alert(subject: str, message: str, severity: str = "info", recipients: list[str] | None = None) -> None',
      'get_secret(name: str) -> str',
    ];
    const client = classOf('labwire.Labwire');
    const actual = [client.init, ...client.methods].filter((fn): fn is SdkCallable => fn !== undefined).map(signature);
    for (const sig of expected) expect(actual).toContain(sig);

    const props = (q: string) => classOf(q).properties.map((p) => p.name);
    expect(props('labwire.Labwire')).toEqual(expect.arrayContaining(['benchling', 'ai']));
    expect(props('labwire.FileInfo')).toEqual(['id', 'path', 'size_bytes', 'tags', 'created_at']);
    expect(props('labwire.FlowRun')).toEqual([
      'id',
      'flow_id',
      'state',
      'trigger',
      'started_at',
      'finished_at',
      'error',
    ]);
    expect(signature(classOf('labwire.NodeReturn').init!)).toBe(
      'NodeReturn(tables_to_upload: dict[str, pandas.DataFrame] | None = None, files_to_store: dict[str, bytes] | None = None, tags: dict[str, str] | None = None) -> NodeReturn',
    );
    expect(props('labwire.agent.TriggerEvent')).toEqual(expect.arrayContaining(['kind', 'path', 'fired_at']));
    expect(props('labwire.agent.ProcessorContext')).toEqual(
      expect.arrayContaining(['connection_id', 'params', 'log', 'lw']),
    );
    expect(signature(classOf('labwire.agent.ProcessorResult').init!)).toBe(
      'ProcessorResult(files: list[str] | None = None, flow_inputs: dict[str, Any] | None = None, rows: list[dict[str, Any]] | None = None, skip: bool = False) -> ProcessorResult',
    );
  });

  it('is well-formed: unique names, required parameters first, complete entries', () => {
    const offenders: string[] = [];
    const classNames = new Map<string, string>();
    const moduleNames = new Set<string>();
    const check = (q: string, fn: SdkCallable) => {
      if (!fn.summary || !fn.example || !fn.returns.type)
        offenders.push(`${q}: summary, example and return type are required`);
      let seenDefault = false;
      const names = new Set<string>();
      for (const p of fn.params) {
        if (names.has(p.name)) offenders.push(`${q}: parameter ${p.name} twice`);
        names.add(p.name);
        if (!p.description) offenders.push(`${q}: parameter ${p.name} has no meaning`);
        if (p.keywordOnly) continue;
        if (p.default !== undefined) seenDefault = true;
        else if (seenDefault) offenders.push(`${q}: required parameter ${p.name} follows a parameter with a default`);
      }
    };
    for (const m of sdkModules) {
      if (moduleNames.has(m.name)) offenders.push(`module ${m.name} twice`);
      moduleNames.add(m.name);
      if (!/^labwire(\.[a-z_]+)*$/.test(m.name)) offenders.push(`${m.name}: not a Python module name`);
      const members = [
        ...m.classes.map((c) => c.name),
        ...m.functions.map((f) => f.name),
        ...m.constants.map((k) => k.name),
      ];
      for (const name of members) {
        if (members.indexOf(name) !== members.lastIndexOf(name)) offenders.push(`${m.name}.${name}: defined twice`);
      }
      for (const c of m.classes) {
        if (classNames.has(c.name))
          offenders.push(`${m.name}.${c.name}: class name also used in ${classNames.get(c.name)}`);
        classNames.set(c.name, m.name);
        if (c.init) check(`${m.name}.${c.name}`, c.init);
        for (const fn of c.methods) check(`${m.name}.${c.name}.${fn.name}`, fn);
      }
      for (const fn of m.functions) check(`${m.name}.${fn.name}`, fn);
    }
    expect(offenders, offenders.join('\n')).toEqual([]);
  });
});

/* ------------------------------------------------------------------------------------------ */
/* The generator against the stubs' own text                                                    */
/* ------------------------------------------------------------------------------------------ */

/** The stub file of a module: labwire.lc.lc -> sdk/stubs/labwire/lc/lc.pyi (or .../__init__.pyi). */
function stubText(module: string): string {
  const base = join(ROOT, 'sdk', 'stubs', ...module.split('.'));
  return readFileSync(existsSync(`${base}.pyi`) ? `${base}.pyi` : join(base, '__init__.pyi'), 'utf8');
}

/**
 * The parameter list and return type of `def name(` as written in the stub (after `from`, the
 * class's own line), without white space, `self`/`cls` or a trailing comma.
 */
function writtenSignature(text: string, from: number, name: string): { params: string; returns: string } {
  const start = text.indexOf(`def ${name}(`, from);
  if (start < 0) throw new Error(`def ${name}( not found`);
  const open = start + `def ${name}(`.length;
  const close = text.indexOf(') -> ', open);
  const end = text.indexOf(':\n', close);
  const params = text
    .slice(open, close)
    .replace(/\s+/g, '')
    .replace(/^(self|cls),?/, '')
    .replace(/,$/, '');
  return { params, returns: text.slice(close + 5, end).trim() };
}

describe('the stub reader (src/sdk/stubReader.mjs)', () => {
  it('gives the names, types, defaults and return types written in the stubs', () => {
    const checked: string[] = [];
    sdkModules.forEach((m) => {
      const text = stubText(m.name);
      const entries: { name: string; fn: SdkCallable; from: number; def: string }[] = [];
      for (const c of m.classes) {
        const from = text.indexOf(`class ${c.name}`);
        if (c.init) entries.push({ name: c.name, fn: c.init, from, def: '__init__' });
        for (const fn of c.methods) entries.push({ name: `${c.name}.${fn.name}`, fn, from, def: fn.name });
      }
      for (const fn of m.functions) entries.push({ name: fn.name, fn, from: 0, def: fn.name });
      // A sample: every third callable of every module.
      entries
        .filter((_, i) => i % 3 === 0)
        .forEach(({ name, fn, from, def }) => {
          const written = writtenSignature(text, from, def);
          const generated = fn.params
            .map((p, i) => {
              const star = p.keywordOnly && !fn.params[i - 1]?.keywordOnly ? '*,' : '';
              return `${star}${p.name}:${p.type}${p.default === undefined ? '' : `=${p.default}`}`;
            })
            .join(',')
            .replace(/\s+/g, '');
          expect(generated, `${m.name}.${name}: parameters`).toBe(written.params);
          const returns =
            fn.kind === 'constructor' ? 'None' : fn.returns.type.replace(/^ContextManager\[/, 'Iterator[');
          expect(returns, `${m.name}.${name}: return type`).toBe(written.returns);
          checked.push(`${m.name}.${name}`);
        });
    });
    expect(checked.length).toBeGreaterThan(50);
  });
});
