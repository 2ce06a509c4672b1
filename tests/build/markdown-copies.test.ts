import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/site';
import { markdownProblems } from '../../src/toMarkdown/htmlToMarkdown';
import { markdownPath } from '../../src/toMarkdown/llmsTxt';
import { buildDir, readRouteList, repoRoot } from './buildOutput';

/** Every page of the route list has a clean Markdown copy, listed once in llms.txt and included in llms-full.txt. */
const siteUrl = loadSettings({}).url;
const routes = readRouteList(join(repoRoot, 'tests', 'routes.txt'))
  .pages.map((p) => p.route)
  .filter((route) => route !== '/search');
const read = (file: string) => readFileSync(join(buildDir, file), 'utf8');

describe('Markdown copies', () => {
  it.each(routes)('%s has a well-formed Markdown copy', (route) => {
    const file = markdownPath(route);
    expect(existsSync(join(buildDir, file)), `${file} is missing`).toBe(true);
    const markdown = read(file);
    expect(markdownProblems(markdown)).toEqual([]);
    expect(markdown).toMatch(/^# \S/);
    expect(markdown).toContain(`Source: ${siteUrl}${route}\n`);
    expect(markdown).not.toMatch(/<div|className=|<\/?span/);
  });

  it('an API operation copy has its method, path, parameters, schemas and examples', () => {
    const markdown = read('api/trigger-flow.md');
    expect(markdown).toContain('`POST /flows/{flowId}/runs`');
    expect(markdown).toContain('### Path parameters');
    expect(markdown).toMatch(/\| `flowId` \| string \| yes \|/);
    expect(markdown).toContain('- `options` ([TriggerOptions]');
    expect(markdown).toContain('### 202');
    expect(markdown).toMatch(/Example \(Process an uploaded HPLC report\):\n\n```json\n\{/);
  });

  it('links are absolute and code blocks keep their language', () => {
    const markdown = read('app/flows/FlowEditor.md');
    expect(markdown).toMatch(/\]\(https:\/\/[^)]+\/app\/flows\/FlowView\)/);
    expect(markdown).not.toMatch(/\]\(\//);
    expect(read('nodes/Analysis/Python.md')).toContain('```python\n');
  });
});

describe('llms.txt and llms-full.txt', () => {
  const llms = read('llms.txt');
  const full = read('llms-full.txt');

  it('follows the llmstxt.org layout: H1, summary blockquote, H2 sections, release notes last', () => {
    expect(llms).toMatch(/^# Labwire Documentation\n\n> \S/);
    expect(llms.match(/^## .*/gm)).toEqual(['## App guide', '## Nodes', '## API', '## SDK', '## Optional', '## Release notes']);
    for (const line of llms.split('\n').filter((l) => l.startsWith('- '))) {
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/\S+\.md\)(: .+)?$/);
    }
  });

  it('lists every page exactly once, linking to its Markdown copy', () => {
    for (const route of routes) {
      const url = `${siteUrl}/${markdownPath(route)})`;
      expect(llms.split(url).length - 1, route).toBe(1);
    }
  });

  it('holds every page in full', () => {
    for (const route of routes) expect(full, route).toContain(`Source: ${siteUrl}${route}\n`);
    expect(full.indexOf(`Source: ${siteUrl}/releases/ReleaseNotes\n`)).toBeGreaterThan(full.indexOf(`Source: ${siteUrl}/sdk/`));
  });
});
