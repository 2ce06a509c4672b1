/**
 * The chain of an error and its causes (ES2022 `cause`), outermost first. Stops at a repeated
 * error so a cyclic chain cannot loop, and turns non-Error causes into readable messages.
 */
export function errorChain(error: unknown, maxDepth = 10): { name: string; message: string }[] {
  const chain: { name: string; message: string }[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && chain.length < maxDepth) {
    seen.add(current);
    if (current instanceof Error) {
      chain.push({ name: current.name, message: current.message });
      current = (current as Error & { cause?: unknown }).cause;
    } else {
      chain.push({ name: 'Error', message: String(current) });
      current = undefined;
    }
  }
  return chain;
}
