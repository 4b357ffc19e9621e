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
 * Requests it will not serve (request-checks.ts says which, as nginx refuses them) get a plain
 * 4xx with the headers of every response, and so does what Node's HTTP parser refuses before any of
 * this code runs (its `clientError`). Nothing outside the build folder is ever read.
 */
import http from 'node:http';
import path from 'node:path';
import type {Duplex} from 'node:stream';
import compression from 'compression';
import send from 'send';
import {CACHE_REVALIDATE, COMPRESSIBLE, CONTENT_TYPES, DEFAULT_CONTENT_TYPE, cacheControlFor} from './hosting-policy';
import {BadRequest, HEADERS_LIMIT, originForm, requestedPath, statusOfParserError} from './request-checks';
import {type ServedBuild, watchBuild} from './served-build';

export interface ServerOptions {
  /** The build folder. */
  root: string;
  /** Locales other than the default one, each built under /<locale>/. */
  localePaths: string[];
}

/**
 * Whether `Accept-Encoding` accepts gzip: named, with a q-value above 0 (`gzip;q=0` refuses it).
 * `*` alone is not taken for it, as nginx's gzip module and Pages take it: they read the name.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const qualities = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((param) => /^q\s*=/.test(param));
    if (coding) qualities.set(coding, q === undefined ? 1 : Number(q.split('=')[1]) || 0);
  }
  return (qualities.get('gzip') ?? 0) > 0;
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

/**
 * A HEAD is shown to `compression` as the GET it stands for (which it would leave alone): its
 * headers then say what the GET sends (`Content-Encoding: gzip`, no length of the plain file), as
 * nginx's and Pages' do; Node drops the body a HEAD answer would have.
 */
function compressAsPolicySays(req: http.IncomingMessage, res: http.ServerResponse, gzip: boolean): void {
  gzipStream({method: 'GET', headers: {'accept-encoding': gzip ? 'gzip' : 'identity'}}, res, () => undefined);
}

/** The not-found page of the locale of `urlPath`, from memory: there even while build/ is replaced. */
function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse, served: ServedBuild, urlPath: string): void {
  const body = served.notFoundPages.get(served.siteIndex.notFoundPage(urlPath))!;
  res.writeHead(404, {
    ...served.headers,
    'Content-Type': CONTENT_TYPES['.html'],
    'Cache-Control': CACHE_REVALIDATE,
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
/** Answers a request the server will serve; throws a BadRequest for one it will not. */
function handle(req: http.IncomingMessage, res: http.ServerResponse, served: ServedBuild, gzip: boolean): void {
  const {siteIndex, headers: everyResponse} = served;
  const urlPath = requestedPath(req);
  const destination = siteIndex.lookup(urlPath);
  if ('redirect' in destination) {
    const query = new URL(originForm(req.url ?? '/'), 'http://localhost').search;
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
  const contentType = CONTENT_TYPES[path.extname(destination.file)] ?? DEFAULT_CONTENT_TYPE;
  for (const [name, value] of Object.entries({
    ...everyResponse,
    'Content-Type': contentType,
    'Cache-Control': cacheControlFor(destination.file, siteIndex.localePaths),
  })) {
    res.setHeader(name, value);
  }
  // The site index knows the build's files only: nothing outside it can be named. `send` answers
  // conditional requests (304) and ranges (206), and closes the file when the client goes. A file
  // sent gzipped is sent whole, as nginx sends it: a range would count bytes of the gzipped stream.
  const gzipped = gzip && COMPRESSIBLE_TYPES.has(contentType.split(';')[0]);
  const encodedPath = destination.file.split('/').map(encodeURIComponent).join('/');
  send(req, encodedPath, {
    root: siteIndex.root,
    dotfiles: 'allow',
    index: false,
    cacheControl: false,
    acceptRanges: !gzipped,
  })
    // A folder where the index listed a file (a build corrupted or being rewritten): not found, not
    // `send`'s redirect to `…/index.html/`.
    .on('directory', () => sendNotFound(req, res, served, urlPath))
    .on('error', (error: {status?: number; headers?: Record<string, string>}) => {
      // Listed in the site index, gone since (a rebuild): as for any path the build lacks.
      if (error.status === 404) sendNotFound(req, res, served, urlPath);
      // A failed precondition (412) or an unsatisfiable range (416, with its Content-Range).
      else if (error.status === 412 || error.status === 416) refuse(req, res, served, error.status, error.headers);
      else refuse(req, res, served, 500, {}, error);
    })
    .pipe(res);
}

/** The body of a refusal: its status, plain text. */
const refusalBody = (status: number, reason = http.STATUS_CODES[status]) => `${status} ${reason}\n`;
const PLAIN_TEXT = 'text/plain; charset=utf-8';

/**
 * A plain-text answer to what the server will not or cannot serve, with the headers of every
 * response, revalidated as nginx's are.
 */
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
  res.writeHead(status, {...served.headers, ...headers, 'Content-Type': PLAIN_TEXT, 'Cache-Control': CACHE_REVALIDATE});
  res.end(
    req.method === 'HEAD' ? undefined : refusalBody(status, error instanceof BadRequest ? error.message : undefined),
  );
}

/**
 * A refusal written straight on the socket, closing it, for what never became a request: what
 * Node's HTTP parser cannot read (its `clientError`: 400, 431 for headers over its limit, 408 for a
 * client too slow to send them) and CONNECT. Node's own answer has none of the headers of every
 * response, and no body.
 */
function refuseOnSocket(socket: Duplex, served: ServedBuild, status: number): void {
  const body = refusalBody(status);
  const headers = {
    ...served.headers,
    ...(status === 405 ? {Allow: 'GET, HEAD'} : {}),
    'Content-Type': PLAIN_TEXT,
    'Cache-Control': CACHE_REVALIDATE,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
}

/** The server of `npm run serve`. Throws UnservableBuild (served-build.ts) for a build it cannot serve. */
export function createStaticServer(options: ServerOptions): http.Server {
  const build = watchBuild(path.resolve(options.root), options.localePaths);
  /** Connections with a response under way, on which a refusal would land inside it. */
  const answering = new WeakSet<Duplex>();
  const server = http.createServer({requireHostHeader: false, maxHeaderSize: HEADERS_LIMIT}, (req, res) => {
    // HTTP/0.9 has no status line nor headers to carry the policy: closed unanswered, as nginx does.
    if (req.httpVersionMajor === 0) {
      req.socket.destroy();
      return;
    }
    answering.add(req.socket);
    res.on('close', () => answering.delete(req.socket));
    build.refresh();
    const served = build.current();
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    compressAsPolicySays(req, res, gzip);
    try {
      handle(req, res, served, gzip);
    } catch (error) {
      if (!(error instanceof BadRequest)) {
        refuse(req, res, served, 500, {}, error);
        return;
      }
      refuse(req, res, served, error.status, error.status === 405 ? {Allow: 'GET, HEAD'} : {}, error);
    }
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || answering.has(socket) || error.code === 'ECONNRESET') socket.destroy();
    else refuseOnSocket(socket, build.current(), statusOfParserError(error));
  });
  // A proxy's request (`CONNECT host:443`): its target is no path, as nginx answers it.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => refuseOnSocket(socket, build.current(), 400));
  return server;
}
