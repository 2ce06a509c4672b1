/**
 * `lodash/merge` for the OpenAPI theme in the browser (see src/plugins/openapiTheme): the
 * theme uses it to combine schemas (oneOf/anyOf/allOf) for response examples, and lodash's
 * version brings dozens of modules to evaluate on every API page. Same
 * behaviour for what the theme merges (JSON-like schemas): source properties are merged into the
 * first object, recursively for plain objects and arrays (by index), undefined values are skipped
 * when the key exists; the first object is returned. Checked against lodash in
 * tests/unit/lodash-subset.test.ts.
 */
type Mergeable = Record<string | number, unknown>;

const isPlainObject = (value: unknown): value is Mergeable => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === null || proto === Object.prototype;
};

function mergeValue(target: unknown, source: unknown): unknown {
  if (Array.isArray(source)) {
    return mergeInto(Array.isArray(target) ? target : [], source);
  }
  if (isPlainObject(source)) {
    // Into the existing object (lodash does so for any object), or into a new one.
    return mergeInto(target !== null && typeof target === 'object' ? target : {}, source);
  }
  return source;
}

function mergeInto<T extends object>(target: T, source: object): T {
  const into = target as Mergeable;
  for (const key of Object.keys(source)) {
    const value = (source as Mergeable)[key];
    if (value === undefined && key in into) continue;
    if (value === into[key]) continue;
    into[key] = mergeValue(into[key], value);
  }
  return target;
}

export default function merge<T>(object: T, ...sources: unknown[]): T {
  if (object === null || object === undefined || typeof object !== 'object') return object;
  for (const source of sources) {
    if (source !== null && typeof source === 'object') mergeInto(object, source);
  }
  return object;
}
