/**
 * The value the API console starts with for a parameter, shared by the console (src/theme/ApiItem)
 * and the build-time samples (scripts/apiSamples.mjs), so both show the same request: the schema
 * default, then the example, the schema example, the first named example. Numbers and booleans
 * become strings, as if typed, since postman-code-generators drops non-string query values from
 * the Python and JavaScript samples.
 */
export interface PrefillParam {
  readonly example?: unknown;
  readonly examples?: Record<string, { readonly value?: unknown }>;
  readonly schema?: { readonly default?: unknown; readonly example?: unknown };
}

export function prefillValue(p: PrefillParam): unknown {
  const named = p.examples && typeof p.examples === 'object' ? Object.values(p.examples)[0]?.value : undefined;
  const value = p.schema?.default ?? p.example ?? p.schema?.example ?? named;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
}
