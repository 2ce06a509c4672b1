import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** One item of a sidebar, as sidebars files write them (the plugin exports only the whole config type). */
export type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];
