/**
 * The shape of the MCP snapshot: the files src/plugins/mcpSnapshot writes beside the site at build
 * time and the docs MCP server (src/mcp/server.ts) reads. Nothing here imports data.
 */
import type { SdkModule } from '../sdk/sdkTypes';

/** Bumped when the layout changes, so a server never reads a snapshot it does not understand. */
export const SNAPSHOT_VERSION = 1;

/** Where a deployment's function serves the docs MCP server (netlify/functions/mcp.ts). */
export const MCP_PATH = '/mcp';

/** The readers' page on connecting an assistant to the server. */
export const MCP_GUIDE_ROUTE = '/sdk/DocsMcpServer';

/** The file at the root of build/ that names the current snapshot folder. */
export const SNAPSHOT_POINTER = 'mcp-snapshot.json';

/** The sections search_docs can be narrowed to, by the first segment of a route. */
export const SECTIONS = ['app', 'nodes', 'api', 'sdk', 'releases'] as const;
export type Section = (typeof SECTIONS)[number];

/** The section of a route: the root and /app/… are the app guide; /contributing and the tag pages have none. */
export function sectionOfRoute(route: string): Section | undefined {
  if (route === '/') return 'app';
  const first = route.split(/[/#]/)[1];
  return (SECTIONS as readonly string[]).includes(first) ? (first as Section) : undefined;
}

/** build/mcp-snapshot.json: where the snapshot is and what it holds. */
export interface SnapshotPointer {
  version: typeof SNAPSHOT_VERSION;
  /** The snapshot folder, relative to build/: `mcp-snapshot/<content hash>`. */
  folder: string;
  /** The site's public URL, for get_page's URLs and the routes' links. */
  siteUrl: string;
  /** Every file of the folder, relative to it: the server opens no other. */
  files: string[];
}

/** pages.json: one entry per page with a Markdown copy. */
export interface SnapshotPage {
  route: string;
  title: string;
  description: string;
  section: Section | 'other';
  /** The page's Markdown, relative to the snapshot folder. */
  file: string;
}

/** One request or response sample as the operation page shows it (scripts/apiSamples.mjs). */
export interface SnapshotSample {
  label: string;
  language: string;
  code: string;
}

/** api.json: one entry per operation, its schemas resolved (no `$ref`). */
export interface SnapshotOperation {
  operationId: string;
  method: string;
  path: string;
  route: string;
  title: string;
  description: string;
  tags: string[];
  security: unknown;
  parameters: unknown[];
  requestBody: unknown;
  responses: Record<string, unknown>;
  samples: SnapshotSample[];
  responseExamples: { status: string; description: string; body: string }[];
}

/** sdk.json: the SDK surface as src/sdk/sdkSurface.ts reads it from the stubs. */
export interface SnapshotSdk {
  distribution: string;
  version: string;
  modules: readonly SdkModule[];
}
