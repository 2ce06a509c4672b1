/**
 * `lodash/isEmpty` for the OpenAPI theme in the browser (see src/plugins/openapiTheme and
 * ./merge.ts): true for null, undefined, primitives and functions, for strings, arrays and typed
 * arrays of length 0, for empty maps and sets, and for objects without own enumerable keys.
 */
export default function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0;
  if (ArrayBuffer.isView(value)) return (value as unknown as ArrayLike<unknown>).length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return true;
}
