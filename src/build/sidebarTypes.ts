import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * One item of a sidebar, as sidebars.ts and src/sidebars write them: the plugin's entry point exports
 * only the type of the whole configuration.
 */
export type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];
