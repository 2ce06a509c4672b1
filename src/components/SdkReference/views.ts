/**
 * What each SDK reference component shows, looked up in src/data/sdk.ts at build time by
 * src/plugins/remarkCatalogData.ts, which passes it to the component as its `data` prop. The
 * components import no data themselves, so a page carries the data it shows, not the whole SDK
 * surface (190 kB).
 */
import { getModule, referenceHref, resolve, sdkModules } from '../../data/sdk';
import { baseQualifiedName } from '../../data/sdkNames';
import type { SdkCallable, SdkModule, SdkModuleCategory } from '../../data/sdkTypes';

export interface SdkModuleView {
  module: SdkModule;
  /** Links of the documented base classes this module's classes name. */
  baseHrefs: Record<string, string>;
}

export interface SdkSignatureView {
  fn: SdkCallable;
  displayName: string;
  href?: string;
}

export type SdkModuleIndexView = Pick<SdkModule, 'name' | 'page' | 'category' | 'summary'>[];

export function sdkModuleView(name: string): SdkModuleView {
  const module = getModule(name);
  if (!module) {
    throw new Error(`<SdkModule name="${name}">: no module of that name in src/data/sdk.ts`);
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
  if (entry?.kind === 'function') view = { fn: entry.fn, displayName: entry.fn.name };
  else if (entry?.kind === 'method') view = { fn: entry.fn, displayName: `${entry.cls.name}.${entry.fn.name}` };
  else if (entry?.kind === 'class' && entry.cls.init) view = { fn: entry.cls.init, displayName: entry.cls.name };
  if (!view) {
    throw new Error(
      `<SdkSignature name="${name}">: no function, method or constructor of that name in src/data/sdk.ts`,
    );
  }
  const href = referenceHref(name);
  return href ? { ...view, href } : view;
}

export function sdkModuleIndexView(category?: SdkModuleCategory): SdkModuleIndexView {
  return sdkModules
    .filter((m) => !category || m.category === category)
    .map(({ name, page, category: c, summary }) => ({ name, page, category: c, summary }));
}
