/**
 * Serves the built site the way its production host does (see README): clean URLs, the
 * not-found page of the reader's locale with status 404, `.html` and `/index.html` redirected to
 * the page's canonical path, gzip for text, long caching for hashed assets only. The stock
 * `docusaurus serve` answers every locale's unknown paths with the English root 404 page.
 *
 * Requests it will not serve get a plain 4xx: methods other than GET/HEAD (405), malformed
 * percent-encoding or NUL bytes (400), over-long paths (414). Nothing outside the build folder
 * is ever read.
 */
import {createReadStream, promises as fs} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

export const MAX_PATH_LENGTH = 2048;

const CONTENT_TYPES: Record<string, string> = {
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
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.csv', '.svg']);

export interface ServerOptions {
  /** The build folder. */
  root: string;
  /** Locales other than the default one, each built under /<locale>/. */
  localePaths: string[];
}

type Resolved = {file: string; status: 200 | 404} | {redirect: string};

class BadRequest extends Error {
  constructor(readonly status: 400 | 405 | 414, message: string) {
    super(message);
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The decoded URL path, or a BadRequest. */
function decodePath(rawUrl: string): string {
  if (rawUrl.length > MAX_PATH_LENGTH) throw new BadRequest(414, 'URI Too Long');
  const rawPath = rawUrl.split(/[?#]/, 1)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new BadRequest(400, 'Bad Request: malformed percent-encoding');
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) throw new BadRequest(400, 'Bad Request');
  if (decoded.split('/').includes('..')) throw new BadRequest(400, 'Bad Request: path traversal');
  return decoded;
}

/** The page's canonical path, read from its `<link rel="canonical">`. */
async function canonicalPathOf(file: string): Promise<string | undefined> {
  const html = await fs.readFile(file, 'utf8');
  const href = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1];
  return href === undefined ? undefined : new URL(href).pathname;
}

export function createStaticServer({root, localePaths}: ServerOptions): http.Server {
  const buildRoot = path.resolve(root);
  const inBuild = (urlPath: string): string => {
    const file = path.join(buildRoot, urlPath);
    if (file !== buildRoot && !file.startsWith(buildRoot + path.sep)) {
      throw new BadRequest(400, 'Bad Request: path traversal');
    }
    return file;
  };

  async function notFoundPage(urlPath: string): Promise<Resolved> {
    const locale = localePaths.find((l) => urlPath === `/${l}` || urlPath.startsWith(`/${l}/`));
    return {file: inBuild(locale ? `/${locale}/404.html` : '/404.html'), status: 404};
  }

  async function resolve(urlPath: string): Promise<Resolved> {
    if (urlPath.endsWith('.html') && !urlPath.endsWith('/404.html')) {
      // `/x.html`, `/x/index.html`: the page built at `x/index.html` (or `x.html`), which
      // redirects to the route its canonical link names.
      const page = urlPath.replace(/(\/index)?\.html$/, '');
      for (const file of [inBuild(`${page}/index.html`), inBuild(`${page}.html`)]) {
        if (!(await isFile(file))) continue;
        const canonical = await canonicalPathOf(file);
        return canonical !== undefined && canonical !== urlPath ? {redirect: canonical} : {file, status: 200};
      }
      return notFoundPage(urlPath);
    }
    const base = inBuild(urlPath);
    for (const candidate of [base, path.join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`]) {
      if (await isFile(candidate)) return {file: candidate, status: 200};
    }
    return notFoundPage(urlPath);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new BadRequest(405, 'Method Not Allowed');
    }
    const urlPath = decodePath(req.url ?? '/');
    const resolved = await resolve(urlPath);
    if ('redirect' in resolved) {
      const query = new URL(req.url ?? '/', 'http://localhost').search;
      res.writeHead(301, {Location: resolved.redirect + query, 'Content-Length': '0'});
      res.end();
      return;
    }
    const ext = path.extname(resolved.file);
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      // Hashed assets never change; pages and everything else are revalidated.
      'Cache-Control': urlPath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    else headers['Content-Length'] = String((await fs.stat(resolved.file)).size);
    res.writeHead(resolved.status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(resolved.file);
    (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof BadRequest ? error.status : 500;
      const message = error instanceof BadRequest ? error.message : 'Internal Server Error';
      if (status === 500) console.error(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const headers: http.OutgoingHttpHeaders = {'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff'};
      if (status === 405) headers.Allow = 'GET, HEAD';
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : `${status} ${message}\n`);
    });
  });
}
