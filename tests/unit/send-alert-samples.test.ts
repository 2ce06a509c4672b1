/**
 * Every alert a Python sample sends reaches someone. An alert without `recipients` goes, in a flow
 * run, to the flow's **Alert from code** rules, whose minimum severity is `warning` by default
 * (docs/app/flows/Notifications.mdx), and outside a flow run it is refused. So a `send_alert` or
 * `alert_on_failure` call without `recipients` passes a severity of `warning` or `critical` (the
 * default of `send_alert`, `info`, is not delivered), and a script that builds its own `Labwire`
 * client or an agent processor passes `recipients`. A sample that breaks the rule fails with page:line.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeSamples, type Sample, siteSamples } from './pythonSamples';

/** Reads each sample with Python's `ast` and prints one JSON finding per call that breaks the rule. */
const ANALYZER = String.raw`
import ast, json, sys

DELIVERED = {"warning", "critical"}
# Positions of severity and recipients, and the default severity, per function.
CALLS = {"send_alert": (2, 3, "info"), "alert_on_failure": (2, 3, "critical")}

def severities(node):
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        a, b = severities(node.body), severities(node.orelse)
        return None if a is None or b is None else a | b
    return None  # a variable: not decided here

out = []
for sample in json.load(sys.stdin):
    try:
        tree = ast.parse(sample["code"])
    except SyntaxError:
        continue
    names = {n.name for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    builds_client = any(
        isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "Labwire" for n in ast.walk(tree)
    )
    outside_flow = ("process" in names and "execute" not in names) or builds_client
    for call in ast.walk(tree):
        if not isinstance(call, ast.Call):
            continue
        f = call.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None
        if name not in CALLS:
            continue
        sev_at, rec_at, default = CALLS[name]
        kw = {k.arg: k.value for k in call.keywords}
        recipients = kw.get("recipients", call.args[rec_at] if len(call.args) > rec_at else None)
        if recipients is not None and not (isinstance(recipients, ast.Constant) and recipients.value is None):
            continue
        line = call.lineno
        if outside_flow:
            out.append({"where": sample["where"], "line": line, "why": f"{name} outside a flow run needs recipients"})
            continue
        sev_node = kw.get("severity", call.args[sev_at] if len(call.args) > sev_at else None)
        sevs = {default} if sev_node is None else severities(sev_node)
        if sevs is not None and not sevs <= DELIVERED:
            shown = ", ".join(sorted(sevs))
            out.append({"where": sample["where"], "line": line,
                        "why": f"{name} with severity {shown} and no recipients is below the rules' minimum, warning"})
print(json.dumps(out))
`;

const analyze = (samples: readonly Sample[]) => analyzeSamples(ANALYZER, samples);

let samples: Sample[] = [];

beforeAll(async () => {
  samples = await siteSamples();
}, 60_000);

describe('alerts sent by samples', () => {
  it('reads the calls it is meant to read', () => {
    const sample = (code: string): Sample => ({ where: 'x.md:10', code });
    expect(
      analyze([
        sample('def execute(params, lw):\n    lw.send_alert("a", "b")\n'),
        sample('def execute(params, lw):\n    lw.send_alert("a", "b", severity="critical" if x else "info")\n'),
        sample('def execute(params, lw):\n    lw.send_alert("a", "b", "warning")\n'),
        sample('def execute(params, lw):\n    lw.send_alert("a", "b", recipients=["q@acme.example"])\n'),
        sample('lw = Labwire()\nlw.send_alert("a", "b", severity="critical")\n'),
        sample('def process(event, ctx):\n    ctx.lw.send_alert("a", "b", severity="warning")\n'),
      ]),
    ).toEqual([
      "x.md:11: send_alert with severity info and no recipients is below the rules' minimum, warning",
      "x.md:11: send_alert with severity critical, info and no recipients is below the rules' minimum, warning",
      'x.md:11: send_alert outside a flow run needs recipients',
      'x.md:11: send_alert outside a flow run needs recipients',
    ]);
  });

  it('every send_alert and alert_on_failure of the pages and stubs reaches someone', () => {
    expect(samples.length).toBeGreaterThan(100);
    expect(analyze(samples)).toEqual([]);
  });
});
