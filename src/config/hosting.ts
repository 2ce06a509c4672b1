/**
 * The static-host configuration of a deployment, written once: server redirects for the site's old
 * addresses, long caching of content-hashed files, and security headers with a Content-Security-
 * Policy the site runs under. src/plugins/hostConfig writes it into the build in two forms:
 * `serve.json` (the `serve` package, which `npm run serve` and the browser tests use) and
 * `_headers` + `_redirects` (Netlify and Cloudflare Pages).
 */
import type { SiteSettings } from './site';

export interface HostRules {
  redirects: { from: string; to: string }[];
  /** Header sets by path pattern, from the most general to the most specific. */
  headers: { source: string; headers: Record<string, string> }[];
}

/** Files whose names carry a content hash (assets/…-<hash>.js, search-index/<hash>/, mcp-snapshot/<hash>/): cached for a year. */
export const IMMUTABLE_PATHS = ['/assets/', '/search-index/', '/mcp-snapshot/'];
const YEAR = 'public, max-age=31536000, immutable';

/** The origins an OpenAPI server URL allows the API console to call: `{environment}` becomes a wildcard label. */
export function serverOrigins(urls: string[]): string[] {
  const origins = urls.map((url) => {
    const match = /^(https?:\/\/[^/]+)/.exec(url.replace(/\{[^}]+\}/g, '*'));
    if (!match) throw new Error(`openapi.yaml: the server URL "${url}" has no scheme and host.`);
    return match[1];
  });
  return [...new Set(origins)];
}

export interface PolicyInputs {
  /** sha256 sources ('sha256-…') of the inline scripts the built pages hold. */
  scriptHashes: string[];
  /** Origins the API console may send requests to (openapi.yaml's servers). */
  apiOrigins: string[];
}

/** Third-party origins the optional services need; none with no service configured. */
function serviceOrigins(settings: SiteSettings): { script: string[]; connect: string[]; img: string[] } {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  if (settings.hostedSearch) {
    connect.push(
      `https://${settings.hostedSearch.appId}-dsn.algolia.net`,
      'https://*.algolia.net',
      'https://*.algolianet.com',
    );
  }
  if (settings.analytics.tagManagerId) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://www.googletagmanager.com',
    );
    img.push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
  }
  return { script, connect, img };
}

export function contentSecurityPolicy(settings: SiteSettings, inputs: PolicyInputs): string {
  const extra = serviceOrigins(settings);
  const hashes = [...new Set(inputs.scriptHashes)].sort().map((h) => `'${h}'`);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...extra.script]],
    // React and the OpenAPI theme set style attributes; inline style cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Infima's icons are data: SVGs; the API explorer previews files as blob: URLs.
    ['img-src', ["'self'", 'data:', 'blob:', ...extra.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...inputs.apiOrigins, ...extra.connect]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export function hostRules(settings: SiteSettings, redirects: HostRules['redirects'], inputs: PolicyInputs): HostRules {
  return {
    redirects,
    headers: [
      {
        source: '/**',
        headers: {
          'Content-Security-Policy': contentSecurityPolicy(settings, inputs),
          'X-Content-Type-Options': 'nosniff',
          'X-Frame-Options': 'DENY',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
          'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
          'Cross-Origin-Opener-Policy': 'same-origin',
          'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        },
      },
      ...IMMUTABLE_PATHS.map((path) => ({ source: `${path}**`, headers: { 'Cache-Control': YEAR } })),
    ],
  };
}

/** `serve.json` for the `serve` package (serve-handler): clean URLs as Docusaurus builds them. */
export function serveJson(rules: HostRules): object {
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    redirects: rules.redirects.map(({ from, to }) => ({ source: from, destination: to, type: 301 })),
    // serve-handler matches header sources against the file's path without the leading slash.
    headers: rules.headers.map(({ source, headers }) => ({
      source: source.replace(/^\//, ''),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  };
}

/** Netlify and Cloudflare Pages `_headers`: `/*` is every path, `/assets/*` everything below. */
export function headersFile(rules: HostRules): string {
  return (
    rules.headers
      .map(
        ({ source, headers }) =>
          `${source.replace(/\*\*$/, '*')}\n${Object.entries(headers)
            .map(([key, value]) => `  ${key}: ${value}`)
            .join('\n')}`,
      )
      .join('\n\n') + '\n'
  );
}

/** Netlify and Cloudflare Pages `_redirects`. */
export function redirectsFile(rules: HostRules): string {
  return rules.redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n') + '\n';
}
