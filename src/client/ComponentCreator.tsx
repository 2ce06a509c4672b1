/**
 * Docusaurus's ComponentCreator, deferred: the route table (@generated/routes) calls it once for
 * each of the site's ~400 routes when main.js starts, and each call built a react-loadable
 * component (flattening the route's chunk names and looking each up in the registry). That was
 * one 60 to 90 ms task on a 4x-throttled phone CPU before every page could hydrate. Here each
 * call returns a small component that builds the loadable one the first time the route is
 * rendered or preloaded, so a page pays for its own routes only. Put in place of
 * `@docusaurus/ComponentCreator` by src/plugins/stagedEntry.ts.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import createLoadable from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ComponentType<Record<string, unknown>> & { preload?: () => Promise<unknown> };

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const get = (): RouteComponent => (loadable ??= createLoadable(path, hash) as RouteComponent);
  // The loadable component is made once per route, then the same one is rendered every time.
  const Route = (props: Record<string, unknown>): ReactNode => createElement(get(), props);
  Route.preload = () => get().preload?.() ?? Promise.resolve();
  return Route;
}
