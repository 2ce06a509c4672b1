/** DocSearch's stylesheet entry point ships without type declarations. */
declare module '@docsearch/react/style';

/** OpenAPI theme components this site wraps; the theme ships no declarations for these aliases. */
declare module '@theme-original/ApiExplorer' {
  import type { ComponentType } from 'react';
  const ApiExplorer: ComponentType<{ item: Record<string, unknown>; infoPath?: string }>;
  export default ApiExplorer;
}
declare module '@theme/SkeletonLoader' {
  import type { ComponentType } from 'react';
  const SkeletonLoader: ComponentType<{ size?: 'sm' | 'md' | 'lg' }>;
  export default SkeletonLoader;
}
/** Stylesheets imported for their side effect (bundled by docusaurus-plugin-sass). */
declare module '*.scss';
/** OpenAPI theme modules that the swizzled API components import through the theme alias. */
declare module '@theme/ApiItem/hooks' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/hooks';
}
declare module '@theme/ApiExplorer/Authorization/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Authorization/slice';
}
declare module '@theme/ApiExplorer/persistenceMiddleware' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/persistenceMiddleware';
}
declare module '@theme/ApiExplorer/storage-utils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/storage-utils';
}
declare module '@theme/ApiItem/Layout' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/Layout';
}
declare module '@theme/SchemaExpansion' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/SchemaExpansion';
}
declare module '@theme/SchemaItem' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/SchemaItem';
}
/** The bundler's runtime; `gca` (chunk asset URL by chunk name) is added by Docusaurus. */
declare const __webpack_require__: {
  (moduleId: string | number): unknown;
  gca(chunkName: string): string | undefined;
};
/** crypto-js (a dependency of the OpenAPI theme): its SHA1 module, used by src/lib/cryptoSha1.ts. */
declare module 'crypto-js/sha1' {
  export default function SHA1(message: string): { toString(): string };
}
/** lodash (a dependency of the OpenAPI plugin), compared with src/lib/lodash in a unit test. */
declare module 'lodash/merge' {
  export default function merge(object: unknown, ...sources: unknown[]): unknown;
}
declare module 'lodash/isEmpty' {
  export default function isEmpty(value: unknown): boolean;
}
declare module 'lodash/flatten' {
  export default function flatten(array: unknown[] | null | undefined): unknown[];
}
