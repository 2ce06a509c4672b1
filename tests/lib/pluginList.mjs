// Loads the site config and initialises its plugins exactly as `docusaurus build` does (Docusaurus's
// own loadContext and initPlugins, which reject a plugin registered twice), then prints each
// plugin's name and id as JSON. Run by tests/unit/siteLoad.test.ts with the environment under test.
import { createRequire } from 'node:module';

// Docusaurus's server internals are CommonJS files without an export map entry.
const require = createRequire(import.meta.url);
const { loadContext } = require('@docusaurus/core/lib/server/site');
const { initPlugins } = require('@docusaurus/core/lib/server/plugins/init');

try {
  const context = await loadContext({ siteDir: process.cwd() });
  const plugins = await initPlugins(context);
  const names = plugins.map((plugin) => `${plugin.name}:${plugin.options.id}`);
  process.stdout.write(
    JSON.stringify({ plugins: names, searchBackend: context.siteConfig.customFields.searchBackend }),
  );
} catch (error) {
  // Docusaurus wraps a config that throws ("could not load module"): print the chain of causes, as its CLI does.
  for (let e = error; e; e = e instanceof Error ? e.cause : undefined) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  }
  process.exit(1);
}
