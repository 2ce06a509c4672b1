/**
 * Naming rules of the SDK reference, without the SDK data: the reference components import these,
 * and importing src/sdk/sdkSurface.ts would put the whole SDK surface in every SDK page's bundle.
 */
import type { SdkModule } from './sdkTypes';

/** The HTML id of a documented SDK name on its page: the qualified name itself. */
export function anchorId(qualifiedName: string): string {
  return qualifiedName;
}

/** The qualified name a base class name stands for: one of the module's classes, or `labwire.X`. */
export function baseQualifiedName(module: Pick<SdkModule, 'name' | 'classes'>, name: string): string {
  return module.classes.some((c) => c.name === name) ? `${module.name}.${name}` : `labwire.${name}`;
}
