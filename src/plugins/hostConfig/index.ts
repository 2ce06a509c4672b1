import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headersFile, hostRules, redirectsFile, serveJson, serverOrigins } from '../../config/hosting';
import { constants, loadSettings } from '../../config/site';
import { loadOpenApi } from '../../sources/openapi';
import type { BuiltPage, PostBuildContext } from '../postBuild/types';

/** Script types a browser executes, and so Content-Security-Policy governs; JSON and JSON-LD data blocks are not. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/** The sha256 CSP sources of the executable inline scripts of one HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) continue;
    hashes.push(`sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}`);
  }
  return hashes;
}

/**
 * Post-build step (src/plugins/postBuild), the last: writes the static-host configuration of
 * src/config/hosting.ts into build/: `serve.json` (`npm run serve`, the browser tests) and
 * `_headers` + `_redirects` (Netlify, Cloudflare Pages). The policy allows exactly the inline
 * scripts the final pages hold (React's and Docusaurus's own), by hash, and requests to the API
 * servers of openapi.yaml.
 */
export async function writeHostConfig(pages: BuiltPage[], { outDir, siteDir }: PostBuildContext): Promise<void> {
  const scriptHashes = new Set(pages.flatMap((page) => inlineScriptHashes(page.html)));
  const spec = loadOpenApi(join(siteDir, 'openapi.yaml'));
  const rules = hostRules(loadSettings(), constants.redirects, {
    scriptHashes: [...scriptHashes],
    apiOrigins: serverOrigins((spec.servers ?? []).map((s) => s.url)),
  });
  await writeFile(join(outDir, 'serve.json'), `${JSON.stringify(serveJson(rules), null, 2)}\n`);
  await writeFile(join(outDir, '_headers'), headersFile(rules));
  await writeFile(join(outDir, '_redirects'), redirectsFile(rules));
}
