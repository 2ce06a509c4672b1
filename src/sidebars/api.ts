import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { apiSidebarItems, type GeneratedItem } from '../lib/apiSidebar';
import type { SidebarItemConfig } from '../lib/sidebarTypes';

/**
 * The API sidebar: the hand-written overview, then the operations generated from openapi.yaml
 * (api/sidebar.ts, written by `docusaurus gen-api-docs`), grouped by tag.
 */
const generatedFile = join(__dirname, '..', '..', 'api', 'sidebar.ts');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generated: GeneratedItem[] = existsSync(generatedFile) ? require(generatedFile).default : [];

const sidebars: SidebarsConfig = {
  labwireapi: [{ type: 'doc', id: 'index', label: 'Overview' }, ...(apiSidebarItems(generated) as SidebarItemConfig[])],
};

export default sidebars;
