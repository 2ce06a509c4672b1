/**
 * @docusaurus/plugin-content-docs, less one payload: every page of a docs instance loads the
 * version's metadata, which lists each doc of the instance with its description (most of the
 * payload's bytes in the app guide and node reference). Only DocCard reads those
 * descriptions, for generated-index category pages, which the instances using this wrapper do not
 * have (the API instance, which does, keeps the plugin as it is). Everything else is the plugin's.
 */
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import docsPlugin, { validateOptions, type PluginOptions } from '@docusaurus/plugin-content-docs';

export { validateOptions };

type VersionProp = { docs?: Record<string, { description?: string }> };

/** Removes the doc descriptions from every version-metadata prop in a route tree. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = (route.props as { version?: VersionProp } | undefined)?.version;
  const docs = version?.docs
    ? Object.fromEntries(Object.entries(version.docs).map(([id, { description: _, ...doc }]) => [id, doc]))
    : undefined;
  return {
    ...route,
    ...(docs ? { props: { ...route.props, version: { ...version, docs } } } : {}),
    ...(route.routes ? { routes: route.routes.map(withoutDocDescriptions) } : {}),
  };
}

export default async function leanDocs(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options)) as Plugin<unknown>;
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocDescriptions(route));
      await plugin.contentLoaded?.({ ...args, actions: { ...args.actions, addRoute } });
    },
  };
}
