/**
 * Serves the built site the way its production host does (see README): clean URLs, the
 * not-found page of the reader's locale with status 404, `.html` and `/index.html` redirected to
 * the page's canonical path, gzip for text, long caching for hashed assets only, the security
 * headers (CSP with the hashes of the build's inline scripts) on every response. The stock
 * `docusaurus serve` answers every locale's unknown paths with the English root 404 page.
 * Where a request leads comes from the site map of the build (site-map.ts, read again when the
 * build changes), content types, caching and headers from hosting-policy.ts: both are shared
 * with the nginx config.
 *
 * Requests it will not serve get a plain 4xx: methods other than GET/HEAD (405), malformed
 * percent-encoding or NUL bytes (400), over-long paths (414). Nothing outside the build folder
 * is ever read.
 */
import {createReadStream, promises as fs} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  COMPRESSIBLE,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  MAX_PATH_LENGTH,
  cacheControlFor,
  securityHeaders,
} from './hosting-policy';
import {type SiteMap, latestSiteMap} from './site-map';

export {MAX_PATH_LENGTH};

export interface ServerOptions {
  /** The build folder. */
  root: string;
  /** Locales other than the default one, each built under /<locale>/. */
  localePaths: string[];
}

class BadRequest extends Error {
  constructor(
    readonly status: 400 | 405 | 414,
    message: string,
  ) {
    super(message);
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

/** The site map of the build being served, and the security headers of every response. */
interface ServedBuild {
  siteMap: SiteMap;
  headers: Record<string, string>;
}

/** The build being served as of its last change. */
function servedBuild({root, localePaths}: ServerOptions): () => Promise<ServedBuild> {
  const siteMapNow = latestSiteMap(path.resolve(root), localePaths);
  let served: ServedBuild | undefined;
  return async () => {
    const siteMap = await siteMapNow();
    if (served?.siteMap !== siteMap) served = {siteMap, headers: securityHeaders(siteMap.scriptHashes)};
    return served;
  };
}

/** Answers a request the server will serve; throws a BadRequest for one it will not. */
async function handle(req: http.IncomingMessage, res: http.ServerResponse, served: ServedBuild): Promise<void> {
  const {siteMap, headers: everyResponse} = served;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new BadRequest(405, 'Method Not Allowed');
  }
  const destination = siteMap.lookup(decodePath(req.url ?? '/'));
  if ('redirect' in destination) {
    const query = new URL(req.url ?? '/', 'http://localhost').search;
    res.writeHead(301, {...everyResponse, Location: destination.redirect + query, 'Content-Length': '0'});
    res.end();
    return;
  }
  // The site map knows the build's files only: nothing outside it can be named.
  const file = path.join(siteMap.root, destination.file);
  const ext = path.extname(file);
  const headers: http.OutgoingHttpHeaders = {
    ...everyResponse,
    'Content-Type': CONTENT_TYPES[ext] ?? DEFAULT_CONTENT_TYPE,
    // By the file served, as nginx does: a missing asset's not-found page is revalidated.
    'Cache-Control': cacheControlFor(destination.file, siteMap.localePaths),
    Vary: 'Accept-Encoding',
  };
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = String((await fs.stat(file)).size);
  res.writeHead(destination.status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // The site map lists the files of the build as it was read: a rebuild may remove one before it
  // is streamed. Its headers are gone, so the connection ends rather than the server.
  const stream = createReadStream(file).on('error', (error) => res.destroy(error));
  (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
}

export function createStaticServer(options: ServerOptions): http.Server {
  const build = servedBuild(options);
  return http.createServer(async (req, res) => {
    const served = await build();
    handle(req, res, served).catch((error: unknown) => {
      const status = error instanceof BadRequest ? error.status : 500;
      const message = error instanceof BadRequest ? error.message : 'Internal Server Error';
      if (status === 500) console.error(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const headers: http.OutgoingHttpHeaders = {...served.headers, 'Content-Type': 'text/plain; charset=utf-8'};
      if (status === 405) headers.Allow = 'GET, HEAD';
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : `${status} ${message}\n`);
    });
  });
}
