/**
 * Serves the built site the way its production host does (see README): clean URLs, the
 * not-found page of the reader's locale with status 404, `.html` and `/index.html` redirected to
 * the page's canonical path, gzip for text, long caching for hashed assets only, the security
 * headers (CSP with the hashes of the build's inline scripts) on every response. The stock
 * `docusaurus serve` answers every locale's unknown paths with the English root 404 page.
 * Content types, caching and headers come from hosting-policy.ts, shared with the nginx config.
 *
 * Requests it will not serve get a plain 4xx: methods other than GET/HEAD (405), malformed
 * percent-encoding or NUL bytes (400), over-long paths (414). Nothing outside the build folder
 * is ever read.
 */
import {createReadStream, promises as fs, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  COMPRESSIBLE,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  MAX_PATH_LENGTH,
  cacheControlFor,
  canonicalPathOf,
  pageFilesFor,
  securityHeadersOfBuild,
} from './hosting-policy';

export {MAX_PATH_LENGTH};

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

/**
 * The security headers of the build, CSP hashes included. Reading every page takes a moment,
 * so they are read again only when the root page has changed: a new build served without a
 * restart gets the hashes of its own inline scripts. Mid-build, the last ones stay.
 */
function securityHeadersOfTheBuild(buildRoot: string): () => Promise<Record<string, string>> {
  const rootPage = path.join(buildRoot, 'index.html');
  let built = statSync(rootPage, {throwIfNoEntry: false})?.mtimeMs;
  let headers = securityHeadersOfBuild(buildRoot);
  return async () => {
    const mtime = await fs.stat(rootPage).then((stat) => stat.mtimeMs, () => built);
    if (mtime !== built) {
      try {
        headers = securityHeadersOfBuild(buildRoot);
        built = mtime;
      } catch {
        // A page went between listing and reading: the build is being rewritten, try later.
      }
    }
    return headers;
  };
}

export function createStaticServer({root, localePaths}: ServerOptions): http.Server {
  const buildRoot = path.resolve(root);
  const headersOfBuild = securityHeadersOfTheBuild(buildRoot);
  const inBuild = (urlPath: string): string => {
    const file = path.join(buildRoot, urlPath);
    if (file !== buildRoot && !file.startsWith(buildRoot + path.sep)) {
      throw new BadRequest(400, 'Bad Request: path traversal');
    }
    return file;
  };
  const toBuildPath = (file: string) => `/${path.relative(buildRoot, file).split(path.sep).join('/')}`;

  async function notFoundPage(urlPath: string): Promise<Resolved> {
    const locale = localePaths.find((l) => urlPath === `/${l}` || urlPath.startsWith(`/${l}/`));
    return {file: inBuild(locale ? `/${locale}/404.html` : '/404.html'), status: 404};
  }

  async function resolve(urlPath: string): Promise<Resolved> {
    const pageFiles = pageFilesFor(urlPath);
    if (pageFiles.length > 0) {
      // `/x.html`, `/x/index.html`: the page built at `x/index.html` (or `x.html`), which
      // redirects to the route its canonical link names.
      for (const file of pageFiles.map(inBuild)) {
        if (!(await isFile(file))) continue;
        const canonical = canonicalPathOf(await fs.readFile(file, 'utf8'));
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

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, everyResponse: Record<string, string>): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new BadRequest(405, 'Method Not Allowed');
    }
    const urlPath = decodePath(req.url ?? '/');
    const resolved = await resolve(urlPath);
    if ('redirect' in resolved) {
      const query = new URL(req.url ?? '/', 'http://localhost').search;
      res.writeHead(301, {...everyResponse, Location: resolved.redirect + query, 'Content-Length': '0'});
      res.end();
      return;
    }
    const ext = path.extname(resolved.file);
    const headers: http.OutgoingHttpHeaders = {
      ...everyResponse,
      'Content-Type': CONTENT_TYPES[ext] ?? DEFAULT_CONTENT_TYPE,
      // By the file served, as nginx does: a missing asset's not-found page is revalidated.
      'Cache-Control': cacheControlFor(toBuildPath(resolved.file), localePaths),
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

  return http.createServer(async (req, res) => {
    const everyResponse = await headersOfBuild();
    handle(req, res, everyResponse).catch((error: unknown) => {
      const status = error instanceof BadRequest ? error.status : 500;
      const message = error instanceof BadRequest ? error.message : 'Internal Server Error';
      if (status === 500) console.error(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const headers: http.OutgoingHttpHeaders = {...everyResponse, 'Content-Type': 'text/plain; charset=utf-8'};
      if (status === 405) headers.Allow = 'GET, HEAD';
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : `${status} ${message}\n`);
    });
  });
}
