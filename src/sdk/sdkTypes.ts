/**
 * The types of the SDK surface (src/sdk/sdkSurface.ts, read from the stubs in sdk/stubs), without its data: the reference components,
 * the naming rules in src/sdk/sdkNames.ts and the tests import them from here, so no module of
 * src/sdk needs to import the data to name its shape.
 */

/** One parameter of a Python callable. */
export interface SdkParam {
  readonly name: string;
  /** Python type hint, as written in the SDK source. */
  readonly type: string;
  /** Python literal of the default value; absent when the parameter is required. */
  readonly default?: string;
  /** True for parameters after a bare `*` (keyword-only). */
  readonly keywordOnly?: boolean;
  /** What the parameter means, with units. Backticks mark code; `[text](/route)` makes a link. */
  readonly description: string;
  /** The SDK version that added the parameter, when it came after its function. */
  readonly added?: string;
}

export interface SdkReturn {
  readonly type: string;
  readonly description: string;
}

export interface SdkRaise {
  /** Exception class, e.g. `NotFoundError` or `ValueError`. */
  readonly type: string;
  readonly when: string;
}

export type SdkCallableKind = 'function' | 'method' | 'classmethod' | 'staticmethod' | 'constructor' | 'contextmanager';

export interface SdkCallable {
  readonly name: string;
  readonly kind: SdkCallableKind;
  /** One line. */
  readonly summary: string;
  readonly params: readonly SdkParam[];
  readonly returns: SdkReturn;
  readonly raises: readonly SdkRaise[];
  /** A short, complete Python 3.10 example. */
  readonly example: string;
  /** Units, file formats, limits and behavior worth knowing. */
  readonly notes?: readonly string[];
  /** The SDK version (`major.minor`) that added it. */
  readonly added?: string;
  /** `file:line` of its definition, when the stubs are read with `positions`. */
  readonly definedAt?: string;
}

export interface SdkProperty {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly added?: string;
  /** `file:line` of its definition, when the stubs are read with `positions`. */
  readonly definedAt?: string;
}

export interface SdkClass {
  readonly name: string;
  readonly summary: string;
  /** Base classes, by simple name (an SDK class) or a built-in such as `Exception`. */
  readonly bases?: readonly string[];
  /** The constructor; absent for classes that the SDK creates and hands to you. */
  readonly init?: SdkCallable;
  readonly properties: readonly SdkProperty[];
  readonly methods: readonly SdkCallable[];
  readonly notes?: readonly string[];
  readonly added?: string;
  /** `file:line` of its definition, when the stubs are read with `positions`. */
  readonly definedAt?: string;
}

export interface SdkConstant {
  readonly name: string;
  readonly type: string;
  /** The value as a Python literal. */
  readonly value: string;
  readonly description: string;
  readonly added?: string;
  /** `file:line` of its definition, when the stubs are read with `positions`. */
  readonly definedAt?: string;
}

/** Where a module sits in the SDK sidebar: its own guide page, or a reference category. */
export type SdkModuleCategory = 'guide' | 'core' | 'integration' | 'analysis';

export interface SdkModule {
  /** Python module name, e.g. `labwire.lc.lc`. */
  readonly name: string;
  /** The route of the page that renders this module's reference, e.g. `/sdk/markdowns/lc.lc`. */
  readonly page: string;
  readonly category: SdkModuleCategory;
  readonly summary: string;
  readonly classes: readonly SdkClass[];
  readonly functions: readonly SdkCallable[];
  readonly constants: readonly SdkConstant[];
  readonly added?: string;
}

/** What a qualified name resolves to (see `resolve` in src/sdk/sdkSurface.ts). */
export type SdkEntry =
  | { readonly kind: 'module'; readonly module: SdkModule }
  | { readonly kind: 'class'; readonly module: SdkModule; readonly cls: SdkClass }
  | { readonly kind: 'function'; readonly module: SdkModule; readonly fn: SdkCallable }
  | { readonly kind: 'method'; readonly module: SdkModule; readonly cls: SdkClass; readonly fn: SdkCallable }
  | { readonly kind: 'constant'; readonly module: SdkModule; readonly constant: SdkConstant };
