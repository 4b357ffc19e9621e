/**
 * What every host of the built site answers, whichever server it is: the Node server of
 * `npm run serve` (server/static-server.ts) and the nginx config rendered by
 * server/nginx-config.ts both take their content types, caching rules and security headers
 * from here, so the two can never disagree. Where a URL leads is the site index's business
 * (server/site-index.ts).
 */
import {readSiteIndex} from './site-index';

/** Longer request targets (path and query) answer 414, like a URL no page of the site has. */
export const MAX_PATH_LENGTH = 2048;

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  // Each page as Markdown (src/plugins/page-markdown); llms.txt and robots.txt are .txt.
  '.md': 'text/markdown; charset=utf-8',
  // The manuals (scripts/manual.ts): compressed inside already, so not in COMPRESSIBLE.
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Text worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.md',
  '.csv',
  '.svg',
  '.webmanifest',
]);

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/**
 * The Vary of every response, compressed or not, 304s and redirects too: a cache keeps what it got
 * for one Accept-Encoding apart from what another gets (RFC 9110 §12.5.5, §15.4.5).
 */
export const VARY = 'Accept-Encoding';

/**
 * Matches the build paths of webpack's hashed output (`/assets/…`, `/<locale>/assets/…`): a
 * changed file gets a new name there, so it may be cached for good. Everything else, pages
 * first, keeps its name across builds and must be revalidated. The same source is written into
 * the nginx config, so it sticks to syntax PCRE and JavaScript read alike.
 */
export function hashedAssetPattern(localePaths: string[]): string {
  const locales = localePaths.map((l) => l.replace(/[^A-Za-z0-9-]/g, '')).join('|');
  return `^/(?:(?:${locales})/)?assets/`;
}

/** The Cache-Control of the file served at `buildPath` (`/fr/assets/js/main.1234.js`, `/fr/404.html`). */
export function cacheControlFor(buildPath: string, localePaths: string[]): string {
  return new RegExp(hashedAssetPattern(localePaths)).test(buildPath) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * Scripts only from the site itself, inline ones only by hash: an injected `<script>` or
 * `onclick=` does not run. Styles keep 'unsafe-inline' for the `style` attributes React writes.
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // The theme's CSS draws its icons with data: SVGs.
    "img-src 'self' data:",
    // The web app manifest of each locale (src/plugins/site-icons/): default-src allows it too, this says it.
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * HTTPS only, for a year, once a browser has seen it over HTTPS. Sent by the host that ends TLS,
 * never over plain HTTP (browsers ignore it there, and a local `npm run serve` must not claim
 * `localhost`): nginx with `--hsts on`, Cloudflare Pages (HTTPS only) always; never the Node
 * server. No includeSubDomains: the site cannot speak for its domain's other hosts.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

export interface SecurityOptions {
  /** The site is served over HTTPS: send Strict-Transport-Security. */
  hsts?: boolean;
}

/** The headers every response carries: pages, assets, redirects, 404s and refusals alike. */
export function securityHeaders(scriptHashes: string[], {hsts = false}: SecurityOptions = {}): Record<string, string> {
  return {
    ...(hsts ? {'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY} : {}),
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers without CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
    // Only features Chromium knows: an unknown one is logged as a console error.
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  };
}

/** The security headers of the build in `root`, its inline scripts hashed. */
export function securityHeadersOfBuild(root: string): Record<string, string> {
  return securityHeaders(readSiteIndex(root).scriptHashes);
}
