/**
 * Serves the built site the way its production host does (see README): clean URLs, the
 * not-found page of the reader's locale with status 404, `.html` and `/index.html` redirected to
 * the page's canonical path, gzip for text, long caching for hashed assets only, the security
 * headers (CSP with the hashes of the build's inline scripts) on every response. The stock
 * `docusaurus serve` answers every locale's unknown paths with the English root 404 page.
 * Where a request leads comes from the site index of the build (site-index.ts, read again when the
 * build changes: served-build.ts), content types, caching and headers from hosting-policy.ts:
 * both are shared with the nginx config. Sending a file — validators and 304, ranges and 206,
 * closing it when the client goes — is `send`'s (Express's file sender), gzip `compression`'s.
 *
 * Requests it will not serve get a plain 4xx: methods other than GET/HEAD (405), malformed
 * percent-encoding or NUL bytes (400), over-long paths (414). Nothing outside the build folder
 * is ever read.
 */
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import send from 'send';
import {
  CACHE_REVALIDATE,
  COMPRESSIBLE,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  MAX_PATH_LENGTH,
  cacheControlFor,
} from './hosting-policy';
import {type ServedBuild, watchBuild} from './served-build';

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

/**
 * Whether `Accept-Encoding` accepts gzip: named, or through `*`, with a q-value above 0
 * (`gzip;q=0` refuses it).
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const qualities = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((param) => /^q\s*=/.test(param));
    if (coding) qualities.set(coding, q === undefined ? 1 : Number(q.split('=')[1]) || 0);
  }
  return (qualities.get('gzip') ?? qualities.get('*') ?? 0) > 0;
}

/** The MIME types of COMPRESSIBLE (nginx's gzip_types): by what a response is, not by its name. */
const COMPRESSIBLE_TYPES = new Set([...COMPRESSIBLE].map((ext) => CONTENT_TYPES[ext].split(';')[0]));

/**
 * gzip, as nginx compresses: files and not-found pages of a compressible type, whatever their size
 * (`compression` does the streaming). Which encoding is the policy's: gzip only, when the request
 * accepts it; `compression` alone would also answer brotli and deflate, so it is shown the request
 * as this decided it.
 */
const gzipStream = compression({
  threshold: 0,
  filter: (_req, res) =>
    (res.statusCode === 200 || res.statusCode === 404) &&
    COMPRESSIBLE_TYPES.has(String(res.getHeader('Content-Type')).split(';')[0]),
  // Typed for Express; it reads a request's method and headers only, and wraps a plain response.
}) as unknown as (
  request: Pick<http.IncomingMessage, 'method' | 'headers'>,
  res: http.ServerResponse,
  next: () => void,
) => void;

function compressAsPolicySays(req: http.IncomingMessage, res: http.ServerResponse): void {
  const encoding = acceptsGzip(req.headers['accept-encoding']) ? 'gzip' : 'identity';
  gzipStream({method: req.method, headers: {'accept-encoding': encoding}}, res, () => undefined);
}

/** The not-found page of the locale of `urlPath`, from memory: there even while build/ is replaced. */
function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse, served: ServedBuild, urlPath: string): void {
  const body = served.notFoundPages.get(served.siteIndex.notFoundPage(urlPath))!;
  res.writeHead(404, {
    ...served.headers,
    'Content-Type': CONTENT_TYPES['.html'],
    'Cache-Control': CACHE_REVALIDATE,
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
/** Answers a request the server will serve; throws a BadRequest for one it will not. */
function handle(req: http.IncomingMessage, res: http.ServerResponse, served: ServedBuild): void {
  const {siteIndex, headers: everyResponse} = served;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new BadRequest(405, 'Method Not Allowed');
  }
  const urlPath = decodePath(req.url ?? '/');
  const destination = siteIndex.lookup(urlPath);
  if ('redirect' in destination) {
    const query = new URL(req.url ?? '/', 'http://localhost').search;
    res.writeHead(301, {
      ...everyResponse,
      Location: destination.redirect + query,
      // As nginx's: a redirect follows the canonical link of a page, which a build may change.
      'Cache-Control': CACHE_REVALIDATE,
      'Content-Length': '0',
    });
    res.end();
    return;
  }
  if (destination.status === 404) {
    sendNotFound(req, res, served, urlPath);
    return;
  }
  const ext = path.extname(destination.file);
  for (const [name, value] of Object.entries({
    ...everyResponse,
    'Content-Type': CONTENT_TYPES[ext] ?? DEFAULT_CONTENT_TYPE,
    'Cache-Control': cacheControlFor(destination.file, siteIndex.localePaths),
    Vary: 'Accept-Encoding',
  })) {
    res.setHeader(name, value);
  }
  // The site index knows the build's files only: nothing outside it can be named. `send` answers
  // conditional requests (304) and ranges (206), and closes the file when the client goes.
  const encodedPath = destination.file.split('/').map(encodeURIComponent).join('/');
  send(req, encodedPath, {root: siteIndex.root, dotfiles: 'allow', index: false, cacheControl: false})
    .on('error', (error: {status?: number; headers?: Record<string, string>}) => {
      // Listed in the site index, gone since (a rebuild): as for any path the build lacks.
      if (error.status === 404) sendNotFound(req, res, served, urlPath);
      // A failed precondition (412) or an unsatisfiable range (416, with its Content-Range).
      else if (error.status === 412 || error.status === 416) refuse(req, res, served, error.status, error.headers);
      else refuse(req, res, served, 500, {}, error);
    })
    .pipe(res);
}

/** A plain-text answer to what the server will not or cannot serve, with the security headers. */
function refuse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  served: ServedBuild,
  status: number,
  headers: http.OutgoingHttpHeaders = {},
  error?: unknown,
): void {
  if (status === 500) console.error(error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  const reason = error instanceof BadRequest ? error.message : http.STATUS_CODES[status];
  res.writeHead(status, {...served.headers, ...headers, 'Content-Type': 'text/plain; charset=utf-8'});
  res.end(req.method === 'HEAD' ? undefined : `${status} ${reason}\n`);
}

/** The server of `npm run serve`. Throws UnservableBuild (served-build.ts) for a build it cannot serve. */
export function createStaticServer(options: ServerOptions): http.Server {
  const build = watchBuild(path.resolve(options.root), options.localePaths);
  return http.createServer((req, res) => {
    build.refresh();
    const served = build.current();
    compressAsPolicySays(req, res);
    try {
      handle(req, res, served);
    } catch (error) {
      if (!(error instanceof BadRequest)) {
        refuse(req, res, served, 500, {}, error);
        return;
      }
      refuse(req, res, served, error.status, error.status === 405 ? {Allow: 'GET, HEAD'} : {}, error);
    }
  });
}
