import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { apiSidebarItems, type GeneratedItem } from '../build/apiSidebar';
import type { SidebarItemConfig } from '../build/sidebarTypes';
import { plainText } from '../build/plainText.mjs';

/**
 * The API sidebar: the hand-written overview, then the operations generated from openapi.yaml
 * (api/sidebar.ts, written by `docusaurus gen-api-docs`), grouped by tag.
 */
const generatedFile = join(__dirname, '..', '..', 'api', 'sidebar.ts');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generated: GeneratedItem[] = existsSync(generatedFile) ? require(generatedFile).default : [];

const spec = load(readFileSync(join(__dirname, '..', '..', 'openapi.yaml'), 'utf8')) as {
  tags?: { name: string; description?: string }[];
};
const tagDescriptions = Object.fromEntries(
  (spec.tags ?? []).filter((t) => t.description).map((t) => [t.name, plainText(t.description!)]),
);

const sidebars: SidebarsConfig = {
  labwireapi: [
    { type: 'doc', id: 'index', label: 'Overview' },
    ...(apiSidebarItems(generated, tagDescriptions) as SidebarItemConfig[]),
  ],
};

export default sidebars;
