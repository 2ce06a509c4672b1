/** `lodash/flatten` for the OpenAPI theme in the browser (see ./merge.ts): one level. */
export default function flatten<T>(array: readonly (T | readonly T[])[] | null | undefined): T[] {
  return array ? ((array as T[]).flat(1) as T[]) : [];
}
