/**
 * Node names and flow inputs in openapi.yaml follow the flow editor's rules (docs/app/flows/FlowEditor.mdx,
 * docs/nodes/Tag/Input_Param.mdx): a node's name is lower snake_case and unique in its flow, and
 * each Input Param node declares one flow input. In the examples, every flow input is declared by a
 * node of its own, every input a run received is an input node of that flow, and a page's
 * `inputs` literal for a flow the examples describe names only that flow's inputs. A mistake fails
 * with openapi.yaml:line or page:line.
 */
import { describe, expect, it } from 'vitest';
import { isNode, type Json, type Node, openapi, pages, read } from '../lib/sources';

const SNAKE = /^[a-z][a-z0-9_]*$/;
const INPUT_NODES = new Set(['Input_File', 'Input_File_Multi', 'Input_Param']);
const yamlLines = read('openapi.yaml').split('\n');

/** The first line of openapi.yaml at or after `from` that contains `text`, as `openapi.yaml:N`. */
function lineOf(text: string, from = 0): string {
  const i = yamlLines.findIndex((l, n) => n >= from && l.includes(text));
  return `openapi.yaml:${i + 1}`;
}

/** Every example value of openapi.yaml (`example`, and the `value` of each `examples` entry). */
function examples(): Json[] {
  const found: Json[] = [];
  const visit = (value: Json) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value)) return;
    if (isNode(value.examples)) {
      for (const e of Object.values(value.examples)) if (isNode(e) && 'value' in e) found.push(e.value);
    }
    if ('example' in value && (isNode(value.example) || Array.isArray(value.example))) found.push(value.example);
    for (const [k, v] of Object.entries(value)) if (k !== 'examples' && k !== 'example') visit(v);
  };
  visit(openapi);
  return found;
}

/** Every object inside a value, depth first. */
function objects(value: Json): Node[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (!isNode(value)) return [];
  return [value, ...Object.values(value).flatMap(objects)];
}

const all = examples().flatMap(objects);
/** The flows of the examples, by id: their nodes' names and the input nodes among them. */
const flows = new Map<string, { name: string; nodes: Node[] }>();
for (const o of all) {
  if (typeof o.id === 'string' && o.id.startsWith('flw_') && Array.isArray(o.nodes)) {
    flows.set(o.id, { name: String(o.name), nodes: o.nodes.filter(isNode) });
  }
}
const inputsOf = (nodes: Node[]) => nodes.filter((n) => INPUT_NODES.has(String(n.nodeType))).map((n) => String(n.name));

describe('node names and flow inputs in openapi.yaml', () => {
  it('the schema states the rule as a pattern', () => {
    const schemas = (openapi.components as Node).schemas as Node;
    const name = ((schemas.FlowNodeSummary as Node).properties as Node).name as Node;
    expect(new RegExp(String(name.pattern)).source).toBe(SNAKE.source);
  });

  it('examples name nodes in lower snake_case, once per flow', () => {
    expect(flows.size).toBeGreaterThan(1);
    const problems: string[] = [];
    for (const o of all) {
      for (const key of ['nodeName'] as const) {
        const v = o[key];
        if (typeof v === 'string' && !SNAKE.test(v))
          problems.push(`${lineOf(`${key}: ${v}`)}: ${key} "${v}" is not lower snake_case`);
      }
      if (typeof o.nodeType === 'string' && typeof o.name === 'string' && !SNAKE.test(o.name)) {
        problems.push(`${lineOf(`name: ${o.name}`)}: node name "${o.name}" is not lower snake_case`);
      }
    }
    for (const { name, nodes } of flows.values()) {
      const names = nodes.map((n) => String(n.name));
      const twice = names.filter((n, i) => names.indexOf(n) !== i);
      if (twice.length)
        problems.push(`${lineOf(`name: ${name}`)}: flow ${name} has two nodes named ${twice.join(', ')}`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('each flow input of the examples has a node of its own', () => {
    const problems: string[] = [];
    for (const o of all) {
      if (!Array.isArray(o.data)) continue;
      const inputs = o.data.filter((d): d is Node => isNode(d) && typeof d.nodeId === 'string' && 'type' in d);
      const seen = new Map<string, string>();
      for (const input of inputs) {
        const other = seen.get(String(input.nodeId));
        if (other) {
          problems.push(
            `${lineOf(`- name: ${String(input.name)}`)}: inputs ${other} and ${String(input.name)} share node ${String(input.nodeId)}; an Input Param node declares one input`,
          );
        }
        seen.set(String(input.nodeId), String(input.name));
      }
    }
    expect(problems).toEqual([]);
  });

  it("the inputs of each run example are input nodes of the run's flow", () => {
    const problems: string[] = [];
    for (const o of all) {
      const flow = typeof o.flowId === 'string' ? flows.get(o.flowId) : undefined;
      if (!flow || !isNode(o.inputs) || typeof o.id !== 'string') continue;
      const known = inputsOf(flow.nodes);
      for (const key of Object.keys(o.inputs)) {
        if (!known.includes(key)) {
          problems.push(
            `${lineOf(`id: ${o.id}`)}: run ${o.id} has input ${key}, which flow ${flow.name} has no node for`,
          );
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});

describe('flow inputs in page samples', () => {
  /** `trigger_flow("<flow>", inputs=...)` calls whose inputs are a dict literal on the page, by line. */
  const CALL = /trigger_flow\(\s*"([a-z0-9_]+)",\s*inputs=(\{[^}]*\}|\w+)/g;

  it.each(pages)("%s names only the inputs of a flow the API's examples describe", (page) => {
    const text = read(page);
    const byName = new Map([...flows.values()].map((f) => [f.name, inputsOf(f.nodes)]));
    const problems: string[] = [];
    for (const m of text.matchAll(CALL)) {
      const known = byName.get(m[1]);
      if (!known) continue;
      let literal = m[2];
      if (!literal.startsWith('{')) {
        // A variable: its last dict literal assignment before the call.
        const before = text.slice(0, m.index);
        const assigned = [...before.matchAll(new RegExp(`^\\s*${literal}(?::[^=\\n]*)? = (\\{[^}]*\\})`, 'gm'))].pop();
        if (!assigned) continue;
        literal = assigned[1];
      }
      const line = text.slice(0, m.index).split('\n').length;
      for (const key of literal.matchAll(/"([a-z0-9_]+)":/g)) {
        if (!known.includes(key[1]))
          problems.push(`${page}:${line}: flow ${m[1]} has no input ${key[1]} (openapi.yaml examples)`);
      }
    }
    expect(problems).toEqual([]);
  });
});
