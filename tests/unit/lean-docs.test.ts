import { describe, expect, it } from 'vitest';
import type { RouteConfig } from '@docusaurus/types';
import { withoutDocDescriptions } from '../../src/plugins/leanDocs';

describe('lean docs version metadata', () => {
  it('drops doc descriptions from the version prop at any depth and keeps everything else', () => {
    const route: RouteConfig = {
      path: '/',
      component: 'Root',
      routes: [
        {
          path: '/',
          component: 'VersionRoot',
          props: {
            version: {
              label: 'Latest',
              docs: { 'app/a': { id: 'app/a', title: 'A', description: 'About A', sidebar: 'webUiSidebar' } },
            },
          },
          routes: [{ path: '/app/a', component: 'Doc', props: { other: 1 } }],
        },
      ],
    };
    const lean = withoutDocDescriptions(route);
    const version = lean.routes![0].props!.version as { label: string; docs: Record<string, object> };
    expect(version.label).toBe('Latest');
    expect(version.docs['app/a']).toEqual({ id: 'app/a', title: 'A', sidebar: 'webUiSidebar' });
    expect(lean.routes![0].routes![0]).toEqual({ path: '/app/a', component: 'Doc', props: { other: 1 } });
    // The input is not changed.
    expect(JSON.stringify(route)).toContain('About A');
  });
});
