import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { apiSidebarItems, type GeneratedItem } from '../build/apiSidebar';
import type { SidebarItemConfig } from '../build/sidebarTypes';
import { plainText } from '../build/plainText.mjs';
import { loadOpenApi } from '../sources/openapi';

/**
 * The API sidebar: the hand-written overview, then the operations generated from openapi.yaml
 * (api/sidebar.ts, written by `docusaurus gen-api-docs`), grouped by tag.
 */
const generatedFile = join(__dirname, '..', '..', 'api', 'sidebar.ts');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generated: GeneratedItem[] = existsSync(generatedFile) ? require(generatedFile).default : [];

const tagDescriptions = Object.fromEntries(
  (loadOpenApi().tags ?? []).flatMap((tag) => (tag.description ? [[tag.name, plainText(tag.description)]] : [])),
);

const sidebars: SidebarsConfig = {
  labwireapi: [
    { type: 'doc', id: 'index', label: 'Overview' },
    ...(apiSidebarItems(generated, tagDescriptions) as SidebarItemConfig[]),
  ],
};

export default sidebars;
