/**
 * Where a server under test answers otherwise than the others, and cannot be made not to: the one
 * table of these differences, which each test of tests/http/ reads where it meets one (and README
 * "Hosting on Cloudflare Pages" lists). The Node server and nginx are the reference; Cloudflare
 * Pages, run locally by `wrangler pages dev` (workerd), answers some requests its own way. Each
 * entry says whose the difference is:
 *
 * - Pages': what its asset server does whatever `_headers` and `_redirects` say. Its code is
 *   workers-sdk's pages-shared/asset-server/handler.ts, the same that wrangler bundles
 *   (node_modules/wrangler/wrangler-dist/cli.js); the documented ones are at
 *   developers.cloudflare.com/pages/configuration/serving-pages/ and …/headers/.
 * - the local runtime's: wrangler's dev server reads the files from disk and workerd parses the
 *   requests, where the deployed site has Cloudflare's edge and its asset store. What it answers
 *   there says nothing of Pages, so the test does not compare it.
 *
 * Nothing the rendered config can set belongs here: that is fixed in server/pages-config.ts
 * (`Allow` on a 405, `Vary: Accept-Encoding`).
 */
import {brotliModule} from '../../server/nginx-config';
import type {ServerName} from './servers';

export interface Differences {
  /** The Cache-Control of a not-found page (404), where every other response follows the policy. */
  notFoundCacheControl: string;
  /** Text is compressed with brotli for a client that accepts it (else gzip only). */
  brotli: boolean;
  /** The pages as Markdown (`text/markdown`) are compressed like the other text files. */
  compressesMarkdown: boolean;
  /** Brotli rather than gzip for a client that accepts both. */
  prefersBrotli: boolean;
  /** A HEAD answer and a file streamed whole (a PDF) carry Content-Length. */
  contentLength: boolean;
  /** Files carry Last-Modified, so `If-Modified-Since` revalidates them (ETag always does). */
  lastModified: boolean;
  /** A Range request gets 206 with those bytes (else 200, the whole file). */
  ranges: boolean;
  /** Requests answered with another status than the reference's, by request target, with whose it is. */
  statuses: Record<string, {status: number; why: string; errorPage?: 'local runtime'}>;
  /**
   * Malformed request lines answered by a parser of the runtime's own, not as the Node server or
   * nginx answer them: the status by request line, and whose the parser is.
   */
  requestLines?: {statuses: Record<string, number>; why: string};
}

const REFERENCE: Differences = {
  notFoundCacheControl: 'no-cache',
  brotli: false,
  compressesMarkdown: true,
  prefersBrotli: false,
  contentLength: true,
  lastModified: true,
  ranges: true,
  statuses: {},
};

const PAGES_RESOLVES_DOTS =
  "Pages': URL parsing resolves `..` before any rule, to a path inside the site (`/fr/faq/../ios` is `/fr/ios`)";

export const platformDifferences: Record<ServerName, Differences> = {
  node: REFERENCE,
  // nginx compresses with brotli when its module is installed (scripts/hosting-config.ts loads it).
  nginx: {...REFERENCE, brotli: brotliModule() !== undefined, prefersBrotli: brotliModule() !== undefined},
  cdn: {
    notFoundCacheControl: 'no-store', // Pages': handler.ts replaces the 404's Cache-Control.
    brotli: true, // Pages': Cloudflare compresses text with brotli or gzip, as the client accepts.
    // Pages': Cloudflare compresses the types of its list only, which names text/x-markdown but not
    // text/markdown (RFC 7763's, the one the site sends); miniflare's src/shared/mime-types.ts copies it.
    compressesMarkdown: false,
    // The local runtime's: workerd takes gzip when a client accepts both.
    prefersBrotli: false,
    contentLength: false, // Pages': assets stream from its store, chunked; HEAD has no body to count.
    lastModified: false, // Pages': its assets carry an ETag (a content hash) only.
    // Pages': handler.ts reads no Range header (Cloudflare's cache in front of a deployed site may).
    ranges: false,
    statuses: {
      '/fr/%': {status: 404, why: "Pages': a path it cannot decode is looked up as written, and not found"},
      '/fr/%E0%A4%A': {status: 404, why: "Pages': a path it cannot decode is looked up as written, and not found"},
      '/fr/../../package.json': {status: 404, why: PAGES_RESOLVES_DOTS},
      '/fr/%2e%2e/%2e%2e/package.json': {status: 404, why: PAGES_RESOLVES_DOTS},
      '/..%2f..%2fetc/passwd': {status: 404, why: "Pages': an encoded slash is part of a file name, not found"},
      '/fr/faq/../ios': {status: 200, why: PAGES_RESOLVES_DOTS},
      '/fr/faq/.%2e/ios': {status: 200, why: PAGES_RESOLVES_DOTS},
      '/fr/faq/..#x': {status: 200, why: PAGES_RESOLVES_DOTS},
      '/fr/faq/.%2E#top': {status: 200, why: PAGES_RESOLVES_DOTS},
      '/fr/faq/..?x=1': {status: 200, why: PAGES_RESOLVES_DOTS},
      // The local runtime's: wrangler's dev server passes the path to the file system, which refuses it.
      // Its error page (`[wrangler] Could not serve static asset`) bypasses `_headers`.
      '/fr/%00': {
        status: 502,
        why: "the local runtime's: wrangler dev reads the file from disk (NUL in a path)",
        errorPage: 'local runtime',
      },
      [`/fr/${'a'.repeat(5000)}`]: {
        status: 502,
        why: "the local runtime's: a file name longer than the disk allows",
        errorPage: 'local runtime',
      },
      [`/fr/${'a'.repeat(9000)}`]: {status: 431, why: "the local runtime's: workerd's request-header limit"},
    },
    requestLines: {
      statuses: {
        'GET fr/faq HTTP/1.1': 500,
        'GET /fr/ faq HTTP/1.1': 200,
        'GET /fr/\x01 HTTP/1.1': 200,
        'GET /fr/ HTTP/1.1': 400,
        GARBAGE: 501,
        'BREW /fr/ HTTP/1.1': 501,
        'GET /fr/ HTTP/9.9': 200,
      },
      why:
        "the local runtime's: workerd parses request lines leniently and answers a target without / with 500; " +
        "on Pages, Cloudflare's edge reads them before the site is involved",
    },
  },
};
