/**
 * What every host of the built site answers, whichever server it is: the Node server of
 * `npm run serve` (server/static-server.ts) and the nginx config rendered by
 * scripts/hosting-config.ts both take their content types, caching rules and security headers
 * from here, so the two can never disagree.
 */
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

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
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Text worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.csv', '.svg']);

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

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

/** The HTML files of the build, as URL-style paths from the build root (`/fr/faq/index.html`). */
export function htmlFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string, urlDir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${urlDir}${entry.name}/`);
      else if (entry.isFile() && entry.name.endsWith('.html')) files.push(`${urlDir}${entry.name}`);
    }
  };
  walk(root, '/');
  return files.sort();
}

/**
 * The inline scripts of a page. Scripts with a `src` are covered by 'self'; data blocks
 * (`type="application/ld+json"`…) never run, so CSP ignores them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
    if (type !== undefined && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP source that allows exactly this script text: its SHA-256 in base64, over its UTF-8 bytes. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of every inline script of the build (the colour-mode and announcement-bar
 * script of every page, each locale's base-URL banner script…), sorted so that the header only
 * changes when a script does.
 */
export function inlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(root)) {
    for (const script of inlineScripts(readFileSync(path.join(root, file), 'utf8'))) hashes.add(scriptHashSource(script));
  }
  return [...hashes].sort();
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
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every response carries: pages, assets, redirects, 404s and refusals alike. */
export function securityHeaders(scriptHashes: string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers without CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
    // Only features Chromium knows: an unknown one is logged as a console error.
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  };
}

/** The security headers of the build in `root`, its inline scripts hashed. */
export function securityHeadersOfBuild(root: string): Record<string, string> {
  return securityHeaders(inlineScriptHashes(root));
}

/** The path of the page's `<link rel="canonical">`: the one URL a page answers 200 at. */
export function canonicalPathOf(html: string): string | undefined {
  const href = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1];
  return href === undefined ? undefined : new URL(href).pathname;
}

/**
 * The page a `….html` or `…/index.html` request names, as build paths to try in order: the
 * page built at `x/index.html`, else one built at `x.html`. Not-found pages are served as they
 * are: they have no clean URL to go to.
 */
export function pageFilesFor(htmlPath: string): string[] {
  if (!htmlPath.endsWith('.html') || htmlPath.endsWith('/404.html')) return [];
  const page = htmlPath.replace(/(\/index)?\.html$/, '');
  return [`${page}/index.html`, `${page}.html`];
}

/**
 * Every `….html` request that answers 301, with its target: the canonical path of the page it
 * names. The trailing slash follows the page's canonical link (`/fr/ios/index.html` → `/fr/ios`,
 * `/fr/ios/maintenance/chatgpt/index.html` → `/fr/ios/maintenance/chatgpt/`), which no rewrite
 * rule can guess, hence a table. `withoutCanonical` lists the pages lacking the link.
 */
export function canonicalRedirects(root: string): {redirects: Map<string, string>; withoutCanonical: string[]} {
  const files = new Set(htmlFiles(root));
  const canonicals = new Map<string, string | undefined>();
  const canonicalOf = (file: string) => {
    if (!canonicals.has(file)) canonicals.set(file, canonicalPathOf(readFileSync(path.join(root, file), 'utf8')));
    return canonicals.get(file);
  };
  // Each page is asked for as `x/index.html` and as `x.html`.
  const requests = new Set<string>();
  for (const file of files) {
    requests.add(file);
    if (file.endsWith('/index.html') && file !== '/index.html') requests.add(file.replace(/\/index\.html$/, '.html'));
    else if (!file.endsWith('/index.html')) requests.add(file.replace(/\.html$/, '/index.html'));
  }
  const redirects = new Map<string, string>();
  for (const request of [...requests].sort()) {
    const file = pageFilesFor(request).find((candidate) => files.has(candidate));
    if (file === undefined) continue;
    const canonical = canonicalOf(file);
    if (canonical !== undefined && canonical !== request) redirects.set(request, canonical);
  }
  const withoutCanonical = [...canonicals].filter(([, canonical]) => canonical === undefined).map(([file]) => file);
  return {redirects, withoutCanonical};
}
