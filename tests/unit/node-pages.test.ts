/**
 * The node reference agrees with itself and with the spec: every node route of routes.txt has a
 * catalog entry (src/data/nodes.yaml) and a page (docs/nodes/<Category>/<Node>.mdx), every page
 * renders its own facts, the sidebar lists every page once, and every page is long enough.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import NodeCatalog from '../../src/components/NodeCatalog';
import NodeFacts from '../../src/components/NodeFacts';
import { nodeFactsView } from '../../src/components/NodeFacts/buildData';
import { nodeCatalogView } from '../../src/components/NodeCatalog/buildData';
import { CATALOG_FILE, getNode, nodeDocId, nodes } from '../../src/sources/nodeCatalog';
import { nodeCategories, nodeRoute } from '../../src/sources/nodeFormat';
import type { NodeCategory, NodeEntry, PythonRequirement } from '../../src/sources/nodeTypes';
import { nodesSidebarCategory } from '../../src/sidebars/nodes';
import { blank, codeBlocks, withoutCodeBlocks } from '../../src/build/codeFences';
import type { SidebarItemConfig } from '../../src/build/sidebarTypes';
import {
  countLabel,
  filterNodes,
  initialFilters,
  initialSort,
  nextSort,
  sortNodes,
} from '../../src/components/NodeCatalog/catalogModel';

const repoRoot = path.resolve(__dirname, '..', '..');
const routesFile = path.resolve(repoRoot, 'tests', 'routes.txt');
const docsDir = path.join(repoRoot, 'docs');
const nodesDir = path.join(docsDir, 'nodes');
const MIN_WORDS = 350;

/** Every page route of routes.txt (redirect lines and comments left out). */
function readRoutes(): string[] {
  return readFileSync(routesFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/') && !line.includes('->'))
    .map((line) => line.split(/\s+/)[0]);
}

/** Node page routes: the "node reference" section, without the overview. */
function nodeRoutes(routes: string[]): string[] {
  return routes.filter((route) => route.startsWith('/nodes/') && route !== '/nodes/NodeOverview');
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

interface Page {
  /** The page, relative to the repository root, as messages name it. */
  file: string;
  /** Path under docs/nodes without extension, e.g. File/CSV_Read. */
  id: string;
  frontMatter: Record<string, unknown>;
  /** The page with its front matter blanked: each line is on its line of the file. */
  body: string;
}

function readPage(file: string): Page {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) {
    throw new Error(`${file}: no front matter`);
  }
  const frontMatter = load(match[1]) as Record<string, unknown>;
  const id = path
    .relative(nodesDir, file)
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '');
  const body = blank(match[0]) + text.slice(match[0].length);
  return { file: path.relative(repoRoot, file).replace(/\\/g, '/'), id, frontMatter, body };
}

/** Words of prose: code blocks, imports and JSX component lines do not count. */
function proseWords(page: Page): number {
  const prose = withoutCodeBlocks(page.body, page.file)
    .split('\n')
    .filter((line) => !/^\s*(import|export)\s/.test(line) && !/^\s*<[A-Z][\s\S]*\/>\s*$/.test(line))
    .join('\n')
    .replace(/[|#*_`>[\]()-]/g, ' ');
  return prose.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Link targets of a page: markdown links and JSX `to`/`href` attributes. */
function linkTargets(page: Page): string[] {
  const withoutCode = withoutCodeBlocks(page.body, page.file).replace(/`[^`\n]*`/g, ' ');
  const targets = [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  return targets.filter((t) => !/^(https?:|mailto:|#)/.test(t));
}

/** The route a link from `file` points at: absolute routes as written, relative .mdx links resolved. */
function linkRoute(file: string, target: string): string {
  const bare = target.split('#')[0];
  if (bare.startsWith('/')) {
    return bare.replace(/\/$/, '') || '/';
  }
  const resolved = path.resolve(repoRoot, path.dirname(file), bare);
  const relative = path
    .relative(docsDir, resolved)
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '');
  return `/${relative}`;
}

function docIdsIn(item: SidebarItemConfig): string[] {
  if (typeof item === 'string') {
    return [item];
  }
  if (!('type' in item)) {
    return [];
  }
  if (item.type === 'doc') {
    return [item.id];
  }
  if (item.type === 'category') {
    const own = item.link && item.link.type === 'doc' ? [item.link.id] : [];
    const children = Array.isArray(item.items) ? item.items.flatMap((child) => docIdsIn(child)) : [];
    return [...own, ...children];
  }
  return [];
}

const routes = readRoutes();
const routeSet = new Set(routes);
const pages = walk(nodesDir)
  .filter((file) => /\.mdx?$/.test(file))
  .map(readPage);
const nodePages = pages.filter((page) => page.id !== 'NodeOverview');
const allowedTags = new Set(
  Object.keys(load(readFileSync(path.join(docsDir, 'tags.yml'), 'utf8')) as Record<string, unknown>),
);

describe('node catalog against routes.txt', () => {
  it('lists the node reference routes', () => {
    expect(nodeRoutes(routes).length).toBeGreaterThanOrEqual(59);
    expect(routeSet.has('/nodes/NodeOverview')).toBe(true);
  });

  it.each(nodeRoutes(routes))('%s has a catalog entry and a page', (route) => {
    const id = route.slice('/nodes/'.length);
    const node = getNode(id);
    expect(node, `no catalog entry for ${id} in src/data/nodes.yaml`).toBeDefined();
    expect(nodeRoute(node!)).toBe(route);
    expect(existsSync(path.join(nodesDir, `${id}.mdx`)), `missing docs/nodes/${id}.mdx`).toBe(true);
  });

  it('has no entry without a route', () => {
    const nodeRouteSet = new Set(nodeRoutes(routes));
    expect(nodes.map((node) => nodeRoute(node)).filter((route) => !nodeRouteSet.has(route))).toEqual([]);
  });

  it('has unique ids whose category is the first path segment', () => {
    const ids = nodes.map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const node of nodes) {
      expect(node.id.split('/')[0]).toBe(node.category);
    }
  });
});

describe('node catalog entries', () => {
  const categoryNames = new Set<NodeCategory>(nodeCategories.map((category) => category.name));

  it('defines the five categories, each with a description', () => {
    expect([...categoryNames]).toEqual(['Analysis', 'App', 'File', 'Instrument', 'Tag']);
    for (const category of nodeCategories) {
      expect(category.description.length).toBeGreaterThan(20);
    }
  });

  it.each(nodes.map((node) => [node.id, node] as const))('%s is complete and consistent', (_id, node) => {
    expect(categoryNames.has(node.category), `unknown category ${node.category}`).toBe(true);
    expect(node.name.trim()).not.toBe('');
    expect(node.summary.length).toBeGreaterThan(30);
    for (const related of node.related) {
      expect(getNode(related), `${node.id}: unknown related node ${related}`).toBeDefined();
      expect(related).not.toBe(node.id);
    }
    for (const helper of node.sdkHelpers) {
      expect(routeSet.has(helper), `${node.id}: SDK helper ${helper} is not a route`).toBe(true);
    }
    if (node.code === 'python' || node.code === 'python+sql') {
      expect(node.entryPoint).toMatch(/^execute\(.*params: dict\[str, Any\], lw: Labwire\) -> NodeReturn$/);
    } else {
      expect(node.entryPoint).toBeNull();
    }
    const names = node.parameters.map((p) => p.name);
    expect(new Set(names).size, `${node.id}: duplicate parameter`).toBe(names.length);
    for (const parameter of node.parameters) {
      if (parameter.type === 'enum') {
        expect(parameter.options?.length, `${node.id}.${parameter.name}: enum without options`).toBeGreaterThan(1);
        if (parameter.default !== null) {
          expect(parameter.options).toContain(parameter.default);
        }
      }
    }
    for (const format of node.fileFormats) {
      expect(format).toMatch(/^\.[a-z0-9]+$/);
    }
  });

  it('describes a file-reading node with a file input and a Multi node with a files input', () => {
    for (const node of nodes) {
      if (node.id.endsWith('_Multi') && node.category !== 'App') {
        expect(
          node.inputs.some((port) => port.kind === 'file' && port.name === 'files'),
          node.id,
        ).toBe(true);
        expect(getNode(node.id.replace(/_Multi$/, '')), `${node.id} has no single-file node`).toBeDefined();
      }
    }
  });
});

describe('node pages', () => {
  it('include the overview with the catalog table', () => {
    const overview = pages.find((page) => page.id === 'NodeOverview');
    expect(overview, 'docs/nodes/NodeOverview.mdx is missing').toBeDefined();
    expect(overview!.body).toMatch(/<NodeCatalog\s*\/>/);
    expect(proseWords(overview!)).toBeGreaterThanOrEqual(MIN_WORDS);
  });

  it.each(nodePages.map((page) => [page.id, page] as const))('%s matches its catalog entry', (id, page) => {
    const node = getNode(id);
    expect(node, `docs/nodes/${id}.mdx has no catalog entry`).toBeDefined();
    const facts = [...page.body.matchAll(/<NodeFacts\s+id="([^"]+)"/g)].map((m) => m[1]);
    expect(facts, `${id}: must render <NodeFacts id="${id}" /> once`).toEqual([id]);
    expect(page.body).toContain("import NodeFacts from '@site/src/components/NodeFacts';");
    expect(page.frontMatter.sidebar_label).toBe(node!.name);
    expect(typeof page.frontMatter.title).toBe('string');
    const description = String(page.frontMatter.description ?? '');
    expect(description.length, `${id}: description length`).toBeGreaterThanOrEqual(80);
    expect(description.length, `${id}: description length`).toBeLessThanOrEqual(160);
    const tags = page.frontMatter.tags as string[];
    expect(tags).toContain('nodes');
    for (const tag of tags) {
      expect(allowedTags.has(tag), `${id}: tag ${tag} is not in docs/tags.yml`).toBe(true);
    }
    expect(page.body).not.toMatch(/^# /m);
  });

  it.each(pages.map((page) => [page.id, page] as const))('%s has at least 350 words of prose', (_id, page) => {
    expect(proseWords(page)).toBeGreaterThanOrEqual(MIN_WORDS);
  });

  it.each(pages.map((page) => [page.id, page] as const))('%s links only to routes of the site', (_id, page) => {
    const broken = linkTargets(page)
      .map((target) => ({ target, route: linkRoute(page.file, target) }))
      .filter(({ route }) => !routeSet.has(route));
    expect(broken).toEqual([]);
  });
});

/** Lines of src/data/nodes.yaml, to name where a catalog text is written. */
const catalogLines = readFileSync(path.join(repoRoot, CATALOG_FILE), 'utf8').split('\n');

/**
 * `src/data/nodes.yaml:<line>` of the first line holding `needle` in the node's own block (a
 * _Multi variant's block is its node's) from the first line there holding `after`, or else
 * anywhere in the file, as for a shared parameter.
 */
function catalogLine(node: Pick<NodeEntry, 'id'>, needle: string, after = ''): string {
  const baseId = node.id.replace(/_Multi$/, '');
  const block = catalogLines.findIndex((line) => line.trim() === `- id: ${baseId}`);
  const start = catalogLines.findIndex((line, i) => i >= block && line.includes(after));
  const end = catalogLines.findIndex((line, i) => i > start && /^ {2}- id: /.test(line));
  const within = catalogLines.slice(start, end < 0 ? undefined : end).findIndex((line) => line.includes(needle));
  const line = within >= 0 ? start + within : catalogLines.findIndex((text) => text.includes(needle));
  return `${CATALOG_FILE}:${line + 1}`;
}

/** The texts the node's page renders from the catalog: summary, port descriptions, meanings, table texts. */
function catalogTexts(node: NodeEntry): string[] {
  return [
    node.summary,
    ...node.inputs.map((port) => port.description),
    ...node.outputs.map((port) => port.description),
    ...node.parameters.map((parameter) => parameter.meaning),
    ...node.tables.flatMap((table) => [
      table.rows,
      table.moreColumns ?? '',
      ...table.columns.map((column) => column.description),
    ]),
  ];
}

/** The package pandas opens a file format with, for the formats whose package is not preinstalled. */
const PANDAS_ENGINES: Record<string, string> = { '.xls': 'xlrd', '.ods': 'odfpy', '.xlsb': 'pyxlsb' };

describe('node catalog text fits its node', () => {
  const everyParameter = new Set(nodes.flatMap((node) => node.parameters.map((parameter) => parameter.name)));
  const everyColumn = new Set(
    nodes.flatMap((node) => node.tables.flatMap((table) => table.columns.map((column) => column.name))),
  );

  it.each(nodes.map((node) => [node.id, node] as const))('%s names only parameters it has', (_id, node) => {
    const own = new Set(node.parameters.map((parameter) => parameter.name));
    const known = new Set([
      ...own,
      ...node.inputs.map((port) => port.name),
      ...node.outputs.map((port) => port.name),
      ...node.tables.flatMap((table) => table.columns.map((column) => column.name)),
    ]);
    const wrong = catalogTexts(node).flatMap((text) => {
      // Quoted JSON keys and @query parameters in examples are the reader's names, not the node's.
      const prose = text.replace(/"[^"]*"/g, ' ').replace(/@\w+/g, ' ');
      const otherNodesParameters = [...prose.matchAll(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g)]
        .map((match) => match[0])
        .filter((word) => everyParameter.has(word) && !known.has(word));
      // "when task_id is set", "Value of key_column": words used as a parameter of this node.
      const usedAsParameter = [
        ...prose.matchAll(/\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+) is (?:set|empty|skip|true|false)\b/g),
        ...prose.matchAll(/\b[Vv]alue of ([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b/g),
      ]
        .map((match) => match[1])
        .filter((word) => !known.has(word));
      return [...new Set([...otherNodesParameters, ...usedAsParameter])].map(
        (word) => `${catalogLine(node, word)}: ${node.id} has no parameter ${word}: "${text}"`,
      );
    });
    expect(wrong).toEqual([]);
  });

  it.each(nodes.map((node) => [node.id, node] as const))(
    '%s: a table output that promises a column ("with source_file") declares it',
    (_id, node) => {
      const wrong = node.outputs.flatMap((port) => {
        const table = node.tables.find((candidate) => candidate.output === port.name);
        if (!table) return [];
        const promised = [
          ...port.description.matchAll(
            /\bwith (?:its |a |an )?([a-z]+(?:_[a-z0-9]+)+)(?: and ([a-z]+(?:_[a-z0-9]+)+))?/g,
          ),
        ]
          .flatMap((match) => [match[1], match[2]])
          .filter((name): name is string => Boolean(name) && everyColumn.has(name));
        return promised
          .filter((name) => !table.columns.some((column) => column.name === name))
          .map(
            (name) =>
              `${catalogLine(node, port.description.slice(0, 30))}: ${node.id} output ${port.name} promises ${name}, which ${table.name} does not declare`,
          );
      });
      expect(wrong).toEqual([]);
    },
  );

  it('marks no parameter required whose meaning says what an empty value does', () => {
    const wrong = nodes.flatMap((node) =>
      node.parameters
        .filter((parameter) => parameter.required && /\bempty\b/i.test(parameter.meaning))
        .map(
          (parameter) =>
            `${catalogLine(node, `name: ${parameter.name}`, 'parameters:')}: ${node.id}.${parameter.name} is required, so Save & deploy refuses the empty value its meaning describes`,
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('lists the package a pandas reader needs for each file format the node reads', () => {
    const wrong = nodes.flatMap((node) =>
      node.fileFormats
        .filter((format) => format in PANDAS_ENGINES)
        .filter((format) => !node.requirements.some((requirement) => requirement.package === PANDAS_ENGINES[format]))
        .map(
          (format) =>
            `${catalogLine(node, `- ${format}`)}: ${node.id} reads ${format}, which pandas opens with ${PANDAS_ENGINES[format]}, not preinstalled: add it to requirements or drop the format`,
        ),
    );
    expect(wrong).toEqual([]);
  });
});

describe('nodes sidebar category', () => {
  const ids = docIdsIn(nodesSidebarCategory);

  it('links the overview and holds one sub-category per node category', () => {
    expect(
      typeof nodesSidebarCategory === 'object' && 'type' in nodesSidebarCategory && nodesSidebarCategory.type,
    ).toBe('category');
    expect(ids[0]).toBe('nodes/NodeOverview');
  });

  it.each(nodes.map((node) => node.id))('lists %s exactly once', (id) => {
    expect(ids.filter((docId) => docId === nodeDocId({ id }))).toHaveLength(1);
  });

  it('lists nothing that is not a node page', () => {
    const known = new Set(['nodes/NodeOverview', ...nodes.map((node) => nodeDocId(node))]);
    expect(ids.filter((docId) => !known.has(docId))).toEqual([]);
  });
});

describe('node catalog table model', () => {
  it('shows every node before any filter is set', () => {
    const rows = sortNodes(filterNodes(nodes, initialFilters), initialSort);
    expect(rows).toHaveLength(nodes.length);
    expect(countLabel(rows.length, nodes.length)).toBe(`${nodes.length} of ${nodes.length} nodes`);
    expect(rows[0].category).toBe('Analysis');
    expect(rows[rows.length - 1].category).toBe('Tag');
  });

  it('filters by category, port kind, integration and text', () => {
    expect(
      filterNodes(nodes, { ...initialFilters, category: 'Instrument' }).every((n) => n.category === 'Instrument'),
    ).toBe(true);
    expect(
      filterNodes(nodes, { ...initialFilters, inputKind: 'event' })
        .map((n) => n.id)
        .sort(),
    ).toEqual(['App/Benchling_Event', 'App/S3_Event', 'App/Webhook_Event']);
    expect(filterNodes(nodes, { ...initialFilters, integration: 'Benchling' }).length).toBe(6);
    expect(filterNodes(nodes, { ...initialFilters, text: 'mzml' }).map((n) => n.id)).toContain('Instrument/LCMS_Read');
    expect(filterNodes(nodes, { ...initialFilters, text: 'no such node anywhere' })).toEqual([]);
  });

  it('sorts by name both ways and toggles the direction', () => {
    const asc = sortNodes(nodes, { key: 'name', direction: 'ascending' }).map((n) => n.name);
    const desc = sortNodes(nodes, { key: 'name', direction: 'descending' }).map((n) => n.name);
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(desc).toEqual([...asc].reverse());
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'code')).toEqual({ key: 'code', direction: 'ascending' });
  });
});

describe('node components (server render)', () => {
  it.each(nodes.map((node) => node.id))('NodeFacts renders %s', (id) => {
    const html = renderToStaticMarkup(createElement(NodeFacts, { id, data: nodeFactsView(id) }));
    const node = getNode(id)!;
    expect(html).toContain(`data-node-id="${id}"`);
    for (const parameter of node.parameters) {
      expect(html).toContain(`<code>${parameter.name}</code>`);
    }
    for (const related of node.related) {
      expect(html).toContain(`href="/nodes/${related}"`);
    }
  });

  it('NodeFacts throws a clear error for an unknown id', () => {
    expect(() => nodeFactsView('File/No_Such_Node')).toThrow(/unknown node id "File\/No_Such_Node"/);
    expect(() => renderToStaticMarkup(createElement(NodeFacts, { id: 'File/CSV_Read' }))).toThrow(/no data prop/);
  });

  it('NodeCatalog renders the complete table before hydration', () => {
    const html = renderToStaticMarkup(createElement(NodeCatalog, { data: nodeCatalogView() }));
    expect(html).toContain('data-testid="node-catalog"');
    const rows = [...html.matchAll(/<tr data-node-id="([^"]+)"/g)].map((m) => m[1]);
    expect(rows).toEqual(sortNodes(nodes, initialSort).map((node) => node.id));
    for (const node of nodes) {
      expect(html).toContain(`href="/nodes/${node.id}"`);
    }
    expect(html).toContain(`${nodes.length} of ${nodes.length} nodes`);
    expect(html).toMatch(/aria-live="polite"/);
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*><button type="button"/);
    for (const label of ['Search', 'Category', 'Input kind', 'Output kind', 'Integration']) {
      const match = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(html);
      expect(match, `label ${label}`).not.toBeNull();
      expect(html).toContain(`id="${match![1]}"`);
    }
  });
});

describe('node pages agree with the platform', () => {
  /** Prose lines of a page (front matter and code blocks blanked), numbered from 1 like the file. */
  const proseLines = (page: Page): [number, string][] =>
    withoutCodeBlocks(page.body, page.file)
      .split('\n')
      .map((line, i): [number, string] => [i + 1, line]);
  const pythonBlocks = (page: Page): string[] =>
    codeBlocks(page.body, page.file)
      .filter((block) => block.lang === 'python')
      .map((block) => block.value);
  const allParameters = new Set(nodes.flatMap((node) => node.parameters.map((parameter) => parameter.name)));

  it.each(nodePages.map((page) => [page.id, page] as const))(
    '%s only asks readers to change parameters the node has',
    (id, page) => {
      const own = new Set(getNode(id)!.parameters.map((parameter) => parameter.name));
      const wrong = proseLines(page).flatMap(([line, text]) =>
        // "raise `a`", "raise `a` and the `b`", "use a larger `b`"
        [
          ...text.matchAll(
            /\b(?:raise|increase|lower|set|change|use)\s+((?:(?:the|and|or|a|larger)\s+|`[a-z_]+`,?\s*)+)/gi,
          ),
        ]
          .flatMap((match) => [...match[1].matchAll(/`([a-z_]+)`/g)].map((name) => name[1]))
          .filter((name) => allParameters.has(name) && !own.has(name))
          .map((name) => `${page.file}:${line}: ${name}`),
      );
      expect(wrong).toEqual([]);
    },
  );

  // What every Python node has without a requirements.txt: the node editor's "Python packages".
  const PREINSTALLED = new Set(['labwire', 'pandas', 'numpy', 'scipy', 'pyarrow', 'openpyxl', 'requests', 'rdkit']);
  const stdlib = new Set(
    execFileSync('python3', ['-c', 'import sys; print(" ".join(sys.stdlib_module_names))'], { encoding: 'utf8' })
      .trim()
      .split(' '),
  );
  const importName = (requirement: PythonRequirement) =>
    requirement.import ?? requirement.package.replace(/\[.*\]$/, '');

  it.each(nodePages.map((page) => [page.id, page] as const))(
    '%s: its Python imports are preinstalled, standard library, or requirements of the node in the catalog',
    (id, page) => {
      const requirements = getNode(id)!.requirements;
      const imported = new Set(
        pythonBlocks(page).flatMap((code) =>
          [...code.matchAll(/^\s*(?:import\s+([\w., ]+?)(?:\s+as\s+\w+)?|from\s+([\w.]+)\s+import\b.*)$/gm)].flatMap(
            (match) => (match[1] ?? match[2]).split(',').map((name) => name.trim().split('.')[0]),
          ),
        ),
      );
      const declared = new Set(requirements.map(importName));
      const missing = [...imported].filter(
        (name) => !PREINSTALLED.has(name) && !stdlib.has(name) && !declared.has(name),
      );
      expect(missing, `${page.file}: add them to the node's requirements in src/data/nodes.yaml`).toEqual([]);
      // A pandas reader's engine is imported by pandas, not by the template.
      const engines = new Set(getNode(id)!.fileFormats.map((format) => PANDAS_ENGINES[format]));
      const unused = requirements.filter(
        (requirement) => !imported.has(importName(requirement)) && !engines.has(requirement.package),
      );
      expect(unused, `${page.file}: the template does not import these requirements`).toEqual([]);
      // The paragraph and the requirements.txt lines render from the catalog, written once.
      const shown = page.body.includes(`<NodeRequirements id="${id}" />`);
      expect(shown, `${page.file}: <NodeRequirements id="${id}" /> shows the catalog's requirements`).toBe(
        requirements.length > 0,
      );
      expect(page.body, `${page.file}: requirements.txt is rendered by <NodeRequirements>`).not.toMatch(
        /title="requirements\.txt"|not among the packages preinstalled/,
      );
    },
  );

  it('no node code waits for other flow runs (flow run automation: do not wait inside a node)', () => {
    const waiting = nodePages.filter((page) => pythonBlocks(page).some((code) => code.includes('wait_for_flow_run')));
    expect(waiting.map((page) => page.file)).toEqual([]);
  });

  // The SDK's exception classes with an API error code and HTTP status, from the class tree of
  // sdk/ErrorsAndRetries.mdx, e.g. "NotFoundError  not_found, HTTP 404".
  const errorsPage = readFileSync(path.join(repoRoot, 'sdk', 'ErrorsAndRetries.mdx'), 'utf8');
  const apiErrors = new Map(
    [...errorsPage.matchAll(/^\s*[├└]── (\w+Error)\s+(.*\b[45]\d\d\b.*)$/gm)].map((match) => [
      match[1],
      [...match[2].matchAll(/([a-z_]+),? (?:HTTP )?([45]\d\d)/g)].map((pair) => `${pair[1]}, HTTP ${pair[2]}`),
    ]),
  );

  it('reads the API exception classes from the errors page', () => {
    expect(apiErrors.get('NotFoundError')).toEqual(['not_found, HTTP 404']);
    expect(apiErrors.get('InvalidRequestError')).toEqual(['bad_request, HTTP 400', 'validation_failed, HTTP 422']);
  });

  it.each(pages.map((page) => [page.id, page] as const))(
    '%s writes Labwire errors as str(err) shows them, with 26-character ids',
    (_id, page) => {
      const wrong = proseLines(page).flatMap(([line, text]) => {
        const spans = [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
        const errors = spans
          .filter((span) => apiErrors.has(/^(?:labwire\.)?(\w+Error):/.exec(span)?.[1] ?? ''))
          .filter((span) => {
            const match =
              /^labwire\.(\w+Error): .+[.?] \(([a-z_]+, HTTP \d{3}), request req_[0-9A-HJKMNP-TV-Z]{26}\)$/.exec(span);
            return !match || !apiErrors.get(match[1])!.includes(match[2]);
          });
        const ids = [...text.matchAll(/\b(?:run|req|flw|fil|dep)_[0-9A-Z]{6,}\b/g)]
          .map((match) => match[0])
          .filter((id) => !/^[a-z]+_[0-9A-HJKMNP-TV-Z]{26}$/.test(id));
        return [...errors, ...ids].map((found) => `${page.file}:${line}: ${found}`);
      });
      expect(wrong).toEqual([]);
    },
  );
});
