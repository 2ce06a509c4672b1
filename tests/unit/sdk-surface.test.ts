/**
 * The Python SDK surface (src/data/sdk.ts) against every Python sample of the site.
 *
 * - Every ```python block in sdk/ and docs/, and every example in the data itself, is parsed as
 *   Python 3.10 with Python's own `ast` module (python3 is always present). Calls on a Labwire client
 *   (`lw.x(...)`, `lw.benchling.x(...)`, `lw.ai.x(...)`, `ctx.lw.x(...)`, variables assigned
 *   from `Labwire(...)` or annotated with an SDK class) and calls of names imported from
 *   `labwire...` modules must name a documented callable, with documented keyword arguments,
 *   no more positional arguments than it takes, and every required argument.
 * - Every module of the data has its page, every module page has its module, and every
 *   `<SdkModule>`/`<SdkSignature>` on a page names something documented.
 * - The core names agree with the shared conventions, exactly.
 *
 * All offenders are reported at once, with file and line.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCallable, resolve, sdkModules } from '../../src/data/sdkSurface';
import type { SdkCallable, SdkClass } from '../../src/data/sdkTypes';
import sdkSidebars from '../../src/sidebars/sdk';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/* ------------------------------------------------------------------------------------------ */
/* Collecting the Python samples                                                                */
/* ------------------------------------------------------------------------------------------ */

interface PyBlock {
  /** Where the block is, relative to the project root (or a data reference). */
  file: string;
  /** Line in `file` of the first line of code. */
  line: number;
  code: string;
}

function mdxFiles(dir: string): string[] {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return (readdirSync(abs, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
    .map((f) => join(abs, f))
    .sort();
}

const FENCE = /^([ \t]*)```(?:python|py)\b[^\n]*\n([\s\S]*?)^[ \t]*```[ \t]*$/gm;

function blocksOf(file: string): PyBlock[] {
  const text = readFileSync(file, 'utf8');
  const blocks: PyBlock[] = [];
  for (const m of text.matchAll(FENCE)) {
    const indent = m[1].length;
    const code = m[2]
      .split('\n')
      .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
      .join('\n');
    const line = text.slice(0, m.index).split('\n').length + 1;
    blocks.push({ file: relative(ROOT, file), line, code });
  }
  return blocks;
}

function dataExamples(): PyBlock[] {
  const blocks: PyBlock[] = [];
  const add = (name: string, fn: SdkCallable | undefined) => {
    if (fn) blocks.push({ file: `src/data/sdk.ts (${name})`, line: 1, code: fn.example });
  };
  for (const m of sdkModules) {
    for (const c of m.classes) {
      add(`${m.name}.${c.name}`, c.init);
      for (const fn of c.methods) add(`${m.name}.${c.name}.${fn.name}`, fn);
    }
    for (const fn of m.functions) add(`${m.name}.${fn.name}`, fn);
  }
  return blocks;
}

/* ------------------------------------------------------------------------------------------ */
/* The analyzer (Python, run with python3)                                                      */
/* ------------------------------------------------------------------------------------------ */

/**
 * Reads {"surface": ..., "blocks": [...]} on stdin and prints {"calls": [...], "problems": [...]}.
 * A call is {file, line, target, kwargs, npos, star, dstar}; `target` is a qualified name
 * (`labwire.Labwire.query`, `labwire.lc.lc.find_peaks`, or a class for a constructor call).
 */
const ANALYZER = String.raw`
import ast, json, re, sys

data = json.load(sys.stdin)
mods = data["surface"]
class_index = {}
for mname, m in mods.items():
    for cname in m["classes"]:
        class_index.setdefault(cname, f"{mname}.{cname}")

DEFAULTS = {"lw": ("inst", "labwire.Labwire"), "ctx": ("inst", "labwire.agent.ProcessorContext")}


def is_module(name):
    return name in mods


def is_package(name):
    return any(m.startswith(name + ".") for m in mods)


def split_top(text, sep):
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return [p.strip() for p in parts]


def from_hint(hint):
    if not hint:
        return None
    parts = [p for p in split_top(hint.strip().strip("'\""), "|") if p != "None"]
    if len(parts) != 1:
        return None
    h = parts[0]
    for prefix in ("labwire.",):
        if h.startswith(prefix) and h.rsplit(".", 1)[-1] in class_index:
            h = h.rsplit(".", 1)[-1]
    m = re.fullmatch(r"(?:list|Iterator|Iterable|Sequence|tuple)\[(\w+)(?:, \.\.\.)?\]", h)
    if m and m.group(1) in class_index:
        return ("iter", class_index[m.group(1)])
    if h in class_index:
        return ("inst", class_index[h])
    return None


def cls(qual):
    mname, cname = qual.rsplit(".", 1)
    return mods[mname]["classes"][cname]


def lookup(qual, name, seen=None):
    seen = seen or set()
    if qual in seen:
        return None
    seen.add(qual)
    c = cls(qual)
    if name in c["methods"]:
        return ("method", f"{qual}.{name}", c["methods"][name])
    if name in c["props"]:
        return ("prop", f"{qual}.{name}", c["props"][name])
    for base in c["bases"]:
        if base in class_index:
            found = lookup(class_index[base], name, seen)
            if found:
                return found
    return None


def external_base(qual, seen=None):
    seen = seen or set()
    if qual in seen:
        return False
    seen.add(qual)
    for base in cls(qual)["bases"]:
        if base not in class_index or external_base(class_index[base], seen):
            return True
    return False


def returns_of(qual):
    mname, name = qual.rsplit(".", 1)
    if mname in mods and name in mods[mname]["functions"]:
        return mods[mname]["functions"][name]
    owner, meth = qual.rsplit(".", 1)
    return cls(owner)["methods"][meth]


class Analyzer:
    def __init__(self, block):
        self.file = block["file"]
        self.line0 = block["line"]
        self.calls = []
        self.problems = []

    def where(self, node):
        return self.line0 + getattr(node, "lineno", 1) - 1

    def problem(self, node, message):
        self.problems.append({"file": self.file, "line": self.where(node), "message": message})

    # -- expressions -----------------------------------------------------------------------

    def attr(self, base, name, node):
        kind, q = base
        if kind == "module":
            full = f"{q}.{name}"
            if q in mods:
                m = mods[q]
                if name in m["classes"]:
                    return ("class", full)
                if name in m["functions"]:
                    return ("func", full)
                if name in m["constants"]:
                    return ("const", full)
            if is_module(full) or is_package(full):
                return ("module", full)
            self.problem(node, f"{full} is not documented in src/data/sdk.ts")
            return None
        if kind in ("inst", "class"):
            found = lookup(q, name)
            if found is None:
                if not name.startswith("__") and not external_base(q):
                    self.problem(node, f"{q} has no documented attribute {name}")
                return None
            mkind, mq, hint = found
            if mkind == "method":
                return ("method", mq)
            if kind == "inst":
                return from_hint(hint)
        return None

    def ev(self, node, env):
        if node is None:
            return None
        if isinstance(node, ast.Name):
            return env.get(node.id)
        if isinstance(node, ast.Attribute):
            base = self.ev(node.value, env)
            return self.attr(base, node.attr, node) if base else None
        if isinstance(node, ast.Call):
            return self.call(node, env)
        if isinstance(node, ast.Subscript):
            base = self.ev(node.value, env)
            self.ev(node.slice, env)
            if base and base[0] == "iter" and not isinstance(node.slice, ast.Slice):
                return ("inst", base[1])
            return None
        if isinstance(node, ast.NamedExpr):
            v = self.ev(node.value, env)
            self.bind(node.target, v, env)
            return v
        if isinstance(node, ast.Lambda):
            inner = dict(env)
            for a in node.args.args + node.args.kwonlyargs:
                inner.pop(a.arg, None)
            self.ev(node.body, inner)
            return None
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self.ev(child, env)
            elif isinstance(child, ast.comprehension):
                self.ev(child.iter, env)
                for cond in child.ifs:
                    self.ev(cond, env)
            elif isinstance(child, ast.keyword):
                self.ev(child.value, env)
        return None

    def call(self, node, env):
        f = self.ev(node.func, env)
        for a in node.args:
            self.ev(a.value if isinstance(a, ast.Starred) else a, env)
        for k in node.keywords:
            self.ev(k.value, env)
        if f is None:
            return None
        kind, q = f
        if kind not in ("class", "func", "method"):
            return None
        self.calls.append({
            "file": self.file,
            "line": self.where(node),
            "target": q,
            "kwargs": [k.arg for k in node.keywords if k.arg is not None],
            "npos": sum(1 for a in node.args if not isinstance(a, ast.Starred)),
            "star": any(isinstance(a, ast.Starred) for a in node.args),
            "dstar": any(k.arg is None for k in node.keywords),
        })
        if kind == "class":
            return ("inst", q)
        return from_hint(returns_of(q))

    # -- statements ------------------------------------------------------------------------

    def bind(self, target, value, env):
        if isinstance(target, ast.Name):
            if value and value[0] in ("inst", "iter", "module", "class", "func", "method"):
                env[target.id] = value
            else:
                env.pop(target.id, None)
        elif isinstance(target, (ast.Tuple, ast.List)):
            for elt in target.elts:
                self.bind(elt, None, env)
        elif isinstance(target, ast.Starred):
            self.bind(target.value, None, env)
        elif isinstance(target, (ast.Attribute, ast.Subscript)):
            self.ev(target.value, env)

    def block(self, stmts, env):
        for s in stmts:
            self.stmt(s, env)

    def function(self, s, env):
        for d in s.decorator_list:
            self.ev(d, env)
        for d in s.args.defaults + [d for d in s.args.kw_defaults if d is not None]:
            self.ev(d, env)
        inner = dict(env)
        args = s.args.posonlyargs + s.args.args + s.args.kwonlyargs
        for extra in (s.args.vararg, s.args.kwarg):
            if extra:
                args.append(extra)
        for a in args:
            typed = from_hint(ast.unparse(a.annotation)) if a.annotation is not None else None
            if typed and typed[0] == "inst":
                inner[a.arg] = typed
            elif a.annotation is None and a.arg in DEFAULTS:
                inner[a.arg] = DEFAULTS[a.arg]
            else:
                inner.pop(a.arg, None)
        self.block(s.body, inner)
        env.pop(s.name, None)

    def import_from(self, s, env):
        module = s.module or ""
        ours = s.level == 0 and (module == "labwire" or module.startswith("labwire."))
        if ours and not (is_module(module) or is_package(module)):
            self.problem(s, f"module {module} is not documented in src/data/sdk.ts")
            ours = False
        for alias in s.names:
            if alias.name == "*":
                continue
            local = alias.asname or alias.name
            if ours:
                v = self.attr(("module", module), alias.name, s)
                if v:
                    env[local] = v
                else:
                    env.pop(local, None)
            else:
                env.pop(local, None)

    def stmt(self, s, env):
        if isinstance(s, ast.Import):
            for alias in s.names:
                name = alias.name
                ours = name == "labwire" or name.startswith("labwire.")
                if ours and not (is_module(name) or is_package(name)):
                    self.problem(s, f"module {name} is not documented in src/data/sdk.ts")
                    ours = False
                if alias.asname:
                    if ours:
                        env[alias.asname] = ("module", name)
                    else:
                        env.pop(alias.asname, None)
                else:
                    top = name.split(".")[0]
                    if ours:
                        env[top] = ("module", "labwire")
                    else:
                        env.pop(top, None)
        elif isinstance(s, ast.ImportFrom):
            self.import_from(s, env)
        elif isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
            self.function(s, env)
        elif isinstance(s, ast.ClassDef):
            for b in s.bases:
                self.ev(b, env)
            self.block(s.body, dict(env))
            env.pop(s.name, None)
        elif isinstance(s, ast.Assign):
            v = self.ev(s.value, env)
            for t in s.targets:
                self.bind(t, v, env)
        elif isinstance(s, ast.AnnAssign):
            v = self.ev(s.value, env)
            hinted = from_hint(ast.unparse(s.annotation))
            self.bind(s.target, hinted or v, env)
        elif isinstance(s, ast.AugAssign):
            self.ev(s.value, env)
            self.bind(s.target, None, env)
        elif isinstance(s, (ast.For, ast.AsyncFor)):
            it = self.ev(s.iter, env)
            self.bind(s.target, ("inst", it[1]) if it and it[0] == "iter" else None, env)
            self.block(s.body, env)
            self.block(s.orelse, env)
        elif isinstance(s, (ast.With, ast.AsyncWith)):
            for item in s.items:
                v = self.ev(item.context_expr, env)
                if item.optional_vars is not None:
                    self.bind(item.optional_vars, v if v and v[0] == "inst" else None, env)
            self.block(s.body, env)
        elif isinstance(s, ast.Try) or (hasattr(ast, "TryStar") and isinstance(s, ast.TryStar)):
            self.block(s.body, env)
            for h in s.handlers:
                t = self.ev(h.type, env) if h.type is not None else None
                if h.name:
                    if t and t[0] == "class":
                        env[h.name] = ("inst", t[1])
                    else:
                        env.pop(h.name, None)
                self.block(h.body, env)
            self.block(s.orelse, env)
            self.block(s.finalbody, env)
        elif isinstance(s, (ast.If, ast.While)):
            self.ev(s.test, env)
            self.block(s.body, env)
            self.block(s.orelse, env)
        else:
            for child in ast.iter_child_nodes(s):
                if isinstance(child, ast.expr):
                    self.ev(child, env)
                elif isinstance(child, ast.stmt):
                    self.stmt(child, env)


calls, problems = [], []
for block in data["blocks"]:
    a = Analyzer(block)
    try:
        tree = ast.parse(block["code"], feature_version=(3, 10))
    except SyntaxError as e:
        problems.append({"file": block["file"], "line": block["line"] + (e.lineno or 1) - 1,
                         "message": f"does not parse as Python 3.10: {e.msg}"})
        continue
    a.block(tree.body, dict(DEFAULTS))
    calls += a.calls
    problems += a.problems
json.dump({"calls": calls, "problems": problems}, sys.stdout)
`;

interface Call {
  file: string;
  line: number;
  target: string;
  kwargs: string[];
  npos: number;
  star: boolean;
  dstar: boolean;
}

interface Problem {
  file: string;
  line: number;
  message: string;
}

/** What the analyzer needs to follow types: classes with members and return types. */
function surfaceForPython() {
  const surface: Record<string, unknown> = {};
  for (const m of sdkModules) {
    const classes: Record<string, unknown> = {};
    for (const c of m.classes) {
      classes[c.name] = {
        bases: c.bases ?? [],
        props: Object.fromEntries(c.properties.map((p) => [p.name, p.type])),
        methods: Object.fromEntries(c.methods.map((fn) => [fn.name, fn.returns.type])),
      };
    }
    surface[m.name] = {
      classes,
      functions: Object.fromEntries(m.functions.map((fn) => [fn.name, fn.returns.type])),
      constants: m.constants.map((k) => k.name),
    };
  }
  return surface;
}

function analyze(blocks: PyBlock[]): { calls: Call[]; problems: Problem[] } {
  const out = execFileSync('python3', ['-c', ANALYZER], {
    input: JSON.stringify({ surface: surfaceForPython(), blocks }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as { calls: Call[]; problems: Problem[] };
}

/** Checks one call against the documented parameters. */
function callProblems(call: Call): string[] {
  const entry = resolve(call.target);
  const fn = findCallable(call.target);
  if (!fn) {
    return entry?.kind === 'class'
      ? [`${call.target} is created by the SDK, not by user code (no documented constructor)`]
      : [`${call.target} is not a documented callable`];
  }
  const problems: string[] = [];
  const names = new Set(fn.params.map((p) => p.name));
  for (const kw of call.kwargs) {
    if (!names.has(kw)) problems.push(`${call.target}() has no parameter ${kw}`);
  }
  const positional = fn.params.filter((p) => !p.keywordOnly);
  if (call.npos > positional.length) {
    problems.push(`${call.target}() takes at most ${positional.length} positional arguments, ${call.npos} given`);
  }
  if (!call.star && !call.dstar) {
    const given = new Set([...positional.slice(0, call.npos).map((p) => p.name), ...call.kwargs]);
    for (const p of fn.params) {
      if (p.default === undefined && !given.has(p.name))
        problems.push(`${call.target}() is missing the required argument ${p.name}`);
    }
  }
  return problems;
}

/* ------------------------------------------------------------------------------------------ */
/* Tests                                                                                        */
/* ------------------------------------------------------------------------------------------ */

const pageFiles = [...mdxFiles('sdk'), ...mdxFiles('docs')];

describe('Python samples against the SDK surface', () => {
  const blocks = [...pageFiles.flatMap(blocksOf), ...dataExamples()];
  const { calls, problems } = analyze(blocks);

  it('finds the samples and the SDK calls in them', () => {
    expect(blocks.length).toBeGreaterThan(100);
    expect(calls.length).toBeGreaterThan(200);
  });

  it('calls only documented SDK callables, with documented arguments', () => {
    const found: Problem[] = [
      ...problems,
      ...calls.flatMap((c) => callProblems(c).map((message) => ({ file: c.file, line: c.line, message }))),
    ];
    found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    const offenders = found.map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(offenders, `${offenders.length} offenders:\n${offenders.join('\n')}`).toEqual([]);
  });
});

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

describe('SDK pages and the data', () => {
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
        offenders.push(`sdk/markdowns/${f}: no module of src/data/sdk.ts has the page /sdk/markdowns/${base}`);
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
    const pages = mdxFiles('sdk').map((f) => relative(join(ROOT, 'sdk'), f).replace(/\.mdx$/, ''));
    expect(ids[0]).toBe('LabwireSDKOverview');
    expect([...ids].sort()).toEqual([...pages].sort());
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

describe('the SDK surface data', () => {
  it('keeps the core names of the shared conventions, exactly', () => {
    const expected = [
      'Labwire(environment: str | None = None, api_key: str | None = None, timeout_s: float = 30.0) -> Labwire',
      'query(sql: str, params: dict[str, object] | None = None) -> pandas.DataFrame',
      'read_table(name: str, columns: list[str] | None = None, where: str | None = None) -> pandas.DataFrame',
      'write_table(name: str, df: pandas.DataFrame, mode: str = "append") -> int',
      'list_tables() -> list[str]',
      'list_files(folder: str | None = None, tags: dict[str, str] | None = None) -> list[FileInfo]',
      'read_file(file_id: str) -> bytes',
      'upload_file(path: str, content: bytes, tags: dict[str, str] | None = None) -> FileInfo',
      'tag_file(file_id: str, tags: dict[str, str]) -> FileInfo',
      'untag_file(file_id: str, tag_types: list[str]) -> FileInfo',
      'trigger_flow(flow: str, inputs: dict[str, object] | None = None) -> FlowRun',
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
      'ProcessorResult(files: list[str] | None = None, flow_inputs: dict[str, object] | None = None, rows: list[dict[str, object]] | None = None, skip: bool = False) -> ProcessorResult',
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
