/**
 * Turning what an assistant asks for into a key of the snapshot: a page route, an API operation, an
 * SDK symbol. The answer is always an entry of the snapshot's own lists, never a path built from the
 * input, so no input can reach a file outside the snapshot; inputs that try to are refused with a
 * message that says why.
 */
import type { SnapshotOperation } from './types';

/** A request the snapshot cannot answer; its message goes back to the assistant as the tool's error. */
export class LookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LookupError';
  }
}

/**
 * The route a page reference names: a route (`/app/flows/FlowRuns`), the same without its leading
 * slash, with `.md`, `.html`, a trailing slash, a query or an anchor, or the page's URL on this site.
 */
export function routeOf(input: string, siteUrl: string): string {
  const text = input.trim();
  if (text.includes('\\') || [...text].some((c) => c.charCodeAt(0) < 0x20)) {
    throw new LookupError(`"${input}" is not a route: it holds a backslash or a control character.`);
  }
  let path = text;
  if (/^[a-z][a-z\d+.-]*:/i.test(text) || text.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(text.startsWith('//') ? `https:${text}` : text);
    } catch {
      throw new LookupError(`"${input}" is not a valid URL.`);
    }
    const site = new URL(siteUrl);
    if (!/^https?:$/.test(url.protocol) || url.host !== site.host) {
      throw new LookupError(`${url.protocol}//${url.host} is not this site: only pages of ${site.origin} can be read.`);
    }
    path = url.pathname;
  }
  path = path.replace(/[?#].*$/, '');
  if (/%(2e|2f|5c|00)/i.test(path)) {
    throw new LookupError(
      `"${input}" holds an encoded dot, slash or backslash; routes are plain paths such as /app/flows/FlowRuns.`,
    );
  }
  try {
    path = decodeURI(path);
  } catch {
    throw new LookupError(`"${input}" holds a malformed percent-encoding.`);
  }
  const segments = path.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..')) {
    throw new LookupError(
      `"${input}" holds a "." or ".." segment; routes are plain paths such as /app/flows/FlowRuns.`,
    );
  }
  const last = segments.length - 1;
  if (last >= 0) segments[last] = segments[last].replace(/\.(md|html)$/, '');
  if (segments[last] === 'index') segments.pop();
  return `/${segments.join('/')}`;
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export { HTTP_METHODS };

/** Whether a request path (`/flows/flow_123/runs`, or under the server's `/api/v1`) fits an operation's path template. */
function pathMatches(template: string, path: string): boolean {
  if (template === path) return true;
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^(?:/api/v\\d+)?${pattern}/?$`).test(path);
}

/**
 * The operation an id names (`trigger-flow`, written in camel case as `triggerFlow` too, since
 * assistants often guess that form, or its route `/api/trigger-flow`), or a method and path.
 */
export function findOperation(
  operations: SnapshotOperation[],
  { operationId, method, path }: { operationId?: string; method?: string; path?: string },
): SnapshotOperation {
  if (operationId) {
    const id = operationId
      .trim()
      .replace(/^\/?api\//, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase();
    const found = operations.find((op) => op.operationId === id || op.route === `/api/${id}`);
    if (found) return found;
    const near = operations.filter((op) => op.operationId.toLowerCase().includes(id.toLowerCase())).slice(0, 5);
    throw new LookupError(
      `No API operation has the id "${operationId}".` +
        (near.length > 0 ? ` Close ones: ${near.map((op) => op.operationId).join(', ')}.` : '') +
        ' search_docs with section "api" finds operations by what they do.',
    );
  }
  if (method && path) {
    const bare = path
      .trim()
      .replace(/^https?:\/\/[^/]+/i, '')
      .replace(/[?#].*$/, '');
    const found = operations.find((op) => op.method === method.toUpperCase() && pathMatches(op.path, bare));
    if (found) return found;
    const onPath = operations.filter((op) => pathMatches(op.path, bare)).map((op) => `${op.method} ${op.path}`);
    throw new LookupError(
      `No API operation answers ${method.toUpperCase()} ${path}.` +
        (onPath.length > 0 ? ` That path has: ${onPath.join(', ')}.` : ''),
    );
  }
  throw new LookupError('Name an operation: its operationId, or both method and path.');
}
