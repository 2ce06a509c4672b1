/**
 * What each SDK reference component shows, looked up in the SDK stubs (sdk/stubs) at build time by
 * src/remark/componentData.ts, which passes it to the component as its `data` prop. The
 * components import no data themselves, so a page carries the data it shows, not the whole SDK
 * surface.
 */
import { getModule, referenceHref, resolve, sdkModules } from '../../sdk/sdkSurface';
import { anchorId, baseQualifiedName } from '../../sdk/sdkNames';
import type { SdkCallable, SdkModule, SdkModuleCategory } from '../../sdk/sdkTypes';

export interface SdkModuleView {
  module: SdkModule;
  /** Links of the documented base classes this module's classes name. */
  baseHrefs: Record<string, string>;
}

export interface SdkSignatureView {
  fn: SdkCallable;
  displayName: string;
  href?: string;
  /** The SDK version that added it: its own, else its class's or module's. */
  since?: string;
}

export type SdkModuleIndexView = Pick<SdkModule, 'name' | 'page' | 'category' | 'summary'>[];

export function sdkModuleView(name: string): SdkModuleView {
  const module = getModule(name);
  if (!module) {
    throw new Error(`<SdkModule name="${name}">: no module of that name in the SDK stubs (sdk/stubs)`);
  }
  const baseHrefs: Record<string, string> = {};
  for (const base of module.classes.flatMap((c) => c.bases ?? [])) {
    const q = baseQualifiedName(module, base);
    const href = resolve(q)?.kind === 'class' ? referenceHref(q) : undefined;
    if (href) baseHrefs[q] = href;
  }
  return { module, baseHrefs };
}

export function sdkSignatureView(name: string): SdkSignatureView {
  const entry = resolve(name);
  let view: SdkSignatureView | undefined;
  if (entry?.kind === 'function') {
    view = { fn: entry.fn, displayName: entry.fn.name, since: entry.fn.added ?? entry.module.added };
  } else if (entry?.kind === 'method') {
    const since = entry.fn.added ?? entry.cls.added ?? entry.module.added;
    view = { fn: entry.fn, displayName: `${entry.cls.name}.${entry.fn.name}`, since };
  } else if (entry?.kind === 'class' && entry.cls.init) {
    view = { fn: entry.cls.init, displayName: entry.cls.name, since: entry.cls.added ?? entry.module.added };
  }
  if (!view) {
    throw new Error(
      `<SdkSignature name="${name}">: no function, method or constructor of that name in the SDK stubs (sdk/stubs)`,
    );
  }
  const href = referenceHref(name);
  const withSince = view.since ? view : { fn: view.fn, displayName: view.displayName };
  return href ? { ...withSince, href } : withSince;
}

export function sdkModuleIndexView(category?: SdkModuleCategory): SdkModuleIndexView {
  return sdkModules
    .filter((m) => !category || m.category === category)
    .map(({ name, page, category: c, summary }) => ({ name, page, category: c, summary }));
}

/** A table-of-contents entry, in the shape of the `toc` export Docusaurus writes for each page. */
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/**
 * The headings `<SdkModule>` renders, as table-of-contents entries: a class or function at level 3,
 * a method at level 4 (the site's TOC shows levels 2 and 3), then the constants.
 */
export function sdkModuleToc(module: SdkModule): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const cls of module.classes) {
    entries.push({ value: `<code>${cls.name}</code>`, id: anchorId(`${module.name}.${cls.name}`), level: 3 });
    for (const fn of cls.methods) {
      const id = anchorId(`${module.name}.${cls.name}.${fn.name}`);
      entries.push({ value: `<code>${cls.name}.${fn.name}()</code>`, id, level: 4 });
    }
  }
  for (const fn of module.functions) {
    entries.push({ value: `<code>${fn.name}()</code>`, id: anchorId(`${module.name}.${fn.name}`), level: 3 });
  }
  if (module.constants.length > 0) {
    entries.push({ value: 'Constants', id: anchorId(`${module.name}.constants`), level: 3 });
  }
  return entries;
}
