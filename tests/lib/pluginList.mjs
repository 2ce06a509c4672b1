// Loads the site config and initialises its plugins exactly as `docusaurus build` does (Docusaurus's
// own loadContext and initPlugins, which reject a plugin registered twice), then prints as JSON each
// plugin's name and id, and the files the search components resolve to (the theme aliases and the
// search plugin's own). Run by tests/unit/site-load.test.ts with the environment under test.
import { createRequire } from 'node:module';
import { relative } from 'node:path';

// Docusaurus's server internals are CommonJS files without an export map entry.
const require = createRequire(import.meta.url);
const { loadContext } = require('@docusaurus/core/lib/server/site');
const { initPlugins } = require('@docusaurus/core/lib/server/plugins/init');
const { loadThemeAliases } = require('@docusaurus/core/lib/webpack/aliases');

try {
  const context = await loadContext({ siteDir: process.cwd() });
  const plugins = await initPlugins(context);
  const names = plugins.map((plugin) => `${plugin.name}:${plugin.options.id}`);
  const theme = await loadThemeAliases({ siteDir: context.siteDir, plugins });
  const own = plugins.find((plugin) => plugin.name === 'labwire-search')?.configureWebpack?.({}, false, {});
  const aliases = { ...theme, ...own?.resolve?.alias };
  const searchComponents = Object.fromEntries(
    ['@theme/SearchBar', '@theme/SearchPage', '@labwire/algolia-search-bar'].map((name) => [
      name,
      aliases[name] && relative(context.siteDir, aliases[name]),
    ]),
  );
  process.stdout.write(
    JSON.stringify({ plugins: names, searchBackend: context.siteConfig.customFields.searchBackend, searchComponents }),
  );
} catch (error) {
  // Docusaurus wraps a config that throws ("could not load module"): print the chain of causes, as its CLI does.
  for (let e = error; e; e = e instanceof Error ? e.cause : undefined) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  }
  process.exit(1);
}
