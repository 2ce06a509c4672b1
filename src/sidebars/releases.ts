import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import type { SidebarItemConfig } from '../build/sidebarTypes';
import { monthLabel } from '../lib/monthLabel';
import { releaseMonths } from '../build/releases';

/** Newest first, grouped by year; the newest year starts expanded. */
function monthsByYear(months: string[]): SidebarItemConfig[] {
  const years = [...new Set(months.map((m) => m.slice(0, 4)))];
  return years.map((year, i) => ({
    type: 'category' as const,
    label: year,
    collapsed: i > 0,
    items: months.filter((m) => m.startsWith(year)).map((id) => ({ type: 'doc' as const, id, label: monthLabel(id) })),
  }));
}

const sidebars: SidebarsConfig = {
  releaseSideBar: [
    { type: 'doc', id: 'ReleaseNotes', label: 'Release notes' },
    { type: 'doc', id: 'AgentVersionHistory', label: 'Agent version history' },
    ...monthsByYear(releaseMonths()),
  ],
};

export default sidebars;
