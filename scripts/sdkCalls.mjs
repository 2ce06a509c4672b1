/**
 * The Python SDK call shown beside an API operation, read from the SDK reference. This is the one
 * place that knows where SDK calls come from: an SDK callable belongs to the operation whose id is
 * its name in kebab case (`trigger_flow` for `trigger-flow`), or whose page its notes say it wraps
 * (`Wraps [get-files](/api/get-files)`); its example is the call shown. Optional: with no SDK
 * callable for an operation, the page shows the HTTP samples only. The SDK reference is read from the
 * stubs (src/sdk/sdkSurface.ts); if they cannot be read, the build fails there.
 */
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url, { interopDefault: true });

let calls;

function loadCalls() {
  const map = new Map();
  const { sdkModules: modules } = jiti('../src/sdk/sdkSurface.ts');
  for (const module of modules) {
    const callables = [...module.functions, ...module.classes.flatMap((c) => c.methods)];
    for (const fn of callables) {
      const ids = [fn.name.replace(/_/g, '-')];
      for (const note of fn.notes ?? [])
        for (const m of note.matchAll(/Wraps \[[^\]]+\]\(\/api\/([a-z-]+)\)/g)) ids.push(m[1]);
      for (const id of ids) if (!map.has(id) && fn.example) map.set(id, fn.example.trim());
    }
  }
  return map;
}

/** The SDK example of an operation, or undefined. */
export function sdkCallFor(operationId) {
  calls ??= loadCalls();
  return calls.get(operationId);
}
