/**
 * The Python-style signature of an SDK callable, as the reference shows it (src/components/SdkReference)
 * and the docs MCP server returns it (src/mcp): no SDK data, no React.
 */
import type { SdkCallable, SdkParam } from './sdkTypes';

/** The line length the reference wraps Python at, as Black does. */
export const MAX_LINE = 88;

function paramText(p: SdkParam): string {
  return `${p.name}: ${p.type}${p.default === undefined ? '' : ` = ${p.default}`}`;
}

/** Python-style signature text; one line when it fits in 88 characters, else one parameter a line. */
export function signatureText(displayName: string, fn: SdkCallable): string {
  const items: string[] = [];
  let keywordOnly = false;
  for (const p of fn.params) {
    if (p.keywordOnly && !keywordOnly) {
      items.push('*');
      keywordOnly = true;
    }
    items.push(paramText(p));
  }
  const decorator =
    fn.kind === 'classmethod' || fn.kind === 'staticmethod' || fn.kind === 'contextmanager' ? `@${fn.kind}\n` : '';
  const result = fn.kind === 'constructor' ? '' : ` -> ${fn.returns.type}`;
  const oneLine = `${displayName}(${items.join(', ')})${result}`;
  if (oneLine.length <= MAX_LINE || items.length === 0) return decorator + oneLine;
  return `${decorator}${displayName}(\n${items.map((i) => `    ${i},`).join('\n')}\n)${result}`;
}
