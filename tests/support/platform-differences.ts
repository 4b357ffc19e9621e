/**
 * Where a server under test answers otherwise than the others, and cannot be made not to: the one
 * table of these differences, which each test of tests/http/ reads where it meets one. The Node server and nginx are the reference, and agree
 * but where their HTTP parsers read a malformed request each its own way (`rawRequests`) or a fault
 * shows how each is built (a not-found page or a file that changes under it). Cloudflare Pages, run
 * locally by `wrangler pages dev` (workerd), answers some requests its own way. Each entry says
 * whose the difference is:
 *
 * - Pages': what its asset server does whatever `_headers` and `_redirects` say. Its code is
 *   workers-sdk's pages-shared/asset-server/handler.ts, the same that wrangler bundles
 *   (node_modules/wrangler/wrangler-dist/cli.js); the documented ones are at
 *   developers.cloudflare.com/pages/configuration/serving-pages/ and …/headers/.
 * - the local runtime's: wrangler's dev server reads the files from disk and workerd parses the
 *   requests, where the deployed site has Cloudflare's edge and its asset store. What it answers
 *   there says nothing of Pages, so the test does not compare it; a test that would harm it stays
 *   below its limits.
 *
 * Nothing the rendered config can set belongs here: that is fixed in server/pages-config.ts
 * (`Allow` on a 405, `Vary: Accept-Encoding`, no `Access-Control-Allow-Origin`), in the nginx
 * template or in the Node server. Under load, the local runtime holds fewer connections: BOUNDS
 * in tests/load/load.spec.ts. Not tested, for it takes a minute a server: the local runtime
 * closes a connection whose headers are not all sent within 15 s, the Node server and nginx
 * within 60 s.
 */
import {brotliModule} from '../../server/nginx-config';
import type {ServerName} from './servers';

/** Whose a difference is, and why, as a test prints it beside the answer it expects. */
interface Why {
  why: string;
}

/** An answer with another status than the reference's. */
export interface StatusDifference extends Why {
  /** `closed`: the connection closed unanswered; `unanswered`: no answer comes (the test sends none). */
  status: number | 'closed' | 'unanswered';
  /** An error page of the local runtime's own, not the platform's: no config applies to it, so no header. */
  errorPage?: 'local runtime';
}

/** What a server answers when a locale's not-found page is removed from under it. */
export type NotFoundPageGone = "the locale's, held in memory" | "nginx's own" | 'the root one';

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
  /** Overlapping ranges (`bytes=0-9,5-15`) are merged into one (206), not answered with the whole file. */
  mergesRanges: boolean;
  /** `If-Match`, `If-Unmodified-Since` (412), `If-None-Match: *` and lists of ETags (304) are read. */
  preconditions: boolean;
  /** Content types other than the hosting policy's, by extension. */
  contentTypes: Record<string, string>;
  /** Extensions of the hosting policy's compressible files that are not compressed. */
  uncompressed: string[];
  /** Answers to an `Accept-Encoding` other than the reference's, by its value. */
  acceptEncodings: Record<string, Why & {status?: number; encoding?: string}>;
  /** Requests answered with another status than the reference's: `<target>` for a GET, else `<METHOD> <target>`. */
  statuses: Record<string, StatusDifference>;
  /** Raw requests, by the name a test gives them, that this server's parser reads its own way. */
  rawRequests: Record<string, StatusDifference>;
  /** PDF downloads a client aborts after the first bytes that a test makes, and how many at once. */
  abortedDownloads: {count: number; atOnce: number};
  /** The status of the next request of any client after a request announced a body (`Expect: 100-continue`) and sent none. */
  afterAbandonedExpect: number;
  /** The not-found page a locale's unknown path gets once that page is removed. */
  notFoundPageGone: NotFoundPageGone;
  /** A file added to the build is served at once (else once a locale's `index.html` changes: server/served-build.ts). */
  servesAddedFiles: boolean;
}

const REFERENCE: Differences = {
  notFoundCacheControl: 'no-cache',
  brotli: false,
  compressesMarkdown: true,
  prefersBrotli: false,
  contentLength: true,
  lastModified: true,
  ranges: true,
  mergesRanges: false,
  preconditions: true,
  contentTypes: {},
  uncompressed: [],
  acceptEncodings: {},
  statuses: {},
  rawRequests: {},
  abortedDownloads: {count: 200, atOnce: 10},
  afterAbandonedExpect: 200,
  notFoundPageGone: "the locale's, held in memory",
  servesAddedFiles: true,
};

const NODE_PARSER = "the Node server's: Node's HTTP parser (llhttp) refuses it before any code of the server runs";
const PAGES_RESOLVES_DOTS =
  "Pages': URL parsing resolves `..` before any rule, to a path inside the site (`/fr/faq/../ios` is `/fr/ios`)";
const PAGES_SPELLINGS =
  "Pages': `_redirects` matches a path as written; any other spelling reaches its asset server, which redirects a page's folder to its path with a slash (308)";
const LOCAL_PARSER =
  "the local runtime's: workerd parses requests its own way and answers what it cannot make a URL of with an error of its own; on Pages, Cloudflare's edge reads them before the site is involved";
const LOCAL_FILES = "the local runtime's: wrangler dev reads the file from disk, which refuses the path";

export const platformDifferences: Record<ServerName, Differences> = {
  node: {
    ...REFERENCE,
    // Express's `send` (range-parser with `combine`).
    mergesRanges: true,
    rawRequests: {
      'HTTP/1.2': {status: 400, why: NODE_PARSER},
      'raw UTF-8 in the path': {status: 400, why: NODE_PARSER},
    },
    // It reads the build's file list again when a locale's index.html changes (a new build), not on every request.
    servesAddedFiles: false,
  },
  nginx: {
    ...REFERENCE,
    // nginx compresses with brotli when its module is installed (scripts/hosting-config.ts loads it).
    brotli: brotliModule() !== undefined,
    prefersBrotli: brotliModule() !== undefined,
    // nginx's: its error_page names a file; when the file is gone, it answers a page of its own.
    notFoundPageGone: "nginx's own",
  },
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
    mergesRanges: false,
    // Pages': handler.ts compares `If-None-Match` with the file's ETag, whole, and reads no other precondition.
    preconditions: false,
    // Pages': its own table of types (the `mime` package), without charset; a `_headers` rule by
    // extension would also give a missing file's not-found page that type.
    contentTypes: {'.js': 'application/javascript', '.xml': 'application/xml'},
    // The local runtime's: workerd compresses a list of types of its own.
    uncompressed: ['.csv'],
    acceptEncodings: {
      'identity;q=0': {status: 415, why: "the local runtime's: workerd refuses a request that refuses identity"},
      GZIP: {encoding: undefined, why: "the local runtime's: workerd reads coding names in lower case only"},
    },
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
      '/fr/faq\\..\\ios': {
        status: 200,
        why: "Pages': URL parsing reads `\\` as `/`, then resolves `..` (`/fr/faq\\..\\ios` is `/fr/ios`)",
      },
      'POST /fr/faq.html': {status: 301, why: "Pages': `_redirects` applies before the method is checked"},
      [`/fr/faq?q=${'a'.repeat(2039)}`]: {
        status: 200,
        why: "Pages': no limit of its own on a request target (the site's is 2,048 characters)",
      },
      '/fr/404.html': {
        status: 308,
        why: "Pages': a file `x.html` is served at `x`, and `x.html` redirects there; the other servers serve a not-found page at its file",
      },
      '/fr/404/': {status: 308, why: "Pages': a file `x.html` is served at `x`, and `x/` redirects there"},
      '//fr//faq': {status: 308, why: PAGES_SPELLINGS},
      '/fr/faq/index': {status: 308, why: PAGES_SPELLINGS},
      '/fr/%66aq': {status: 308, why: PAGES_SPELLINGS},
      '//fr/faq.html': {
        status: 404,
        why: "Pages': `_redirects` matches a path as written; the asset server finds no `//fr/faq.html`",
      },
      // The local runtime's: wrangler's dev server passes the path to the file system, which refuses it.
      // Its error page (`[wrangler] Could not serve static asset`) bypasses `_headers`.
      '/fr/%00': {status: 502, why: `${LOCAL_FILES} (NUL in a path)`, errorPage: 'local runtime'},
      [`/fr/${'a'.repeat(5000)}`]: {status: 502, why: `${LOCAL_FILES} (a name too long)`, errorPage: 'local runtime'},
      [`/fr/${'a'.repeat(9000)}`]: {status: 431, why: "the local runtime's: workerd's request-header limit"},
      '/fr/sitemap.xml/': {status: 502, why: `${LOCAL_FILES} (a file as a folder)`, errorPage: 'local runtime'},
      '/_headers': {status: 502, why: `${LOCAL_FILES} (a name it keeps for its config)`, errorPage: 'local runtime'},
    },
    rawRequests: {
      'GET fr/faq': {status: 500, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'GET /fr/ faq': {status: 200, why: LOCAL_PARSER},
      'GET /fr/\\x01': {status: 200, why: LOCAL_PARSER},
      'no Host in HTTP/1.1': {status: 400, why: LOCAL_PARSER, errorPage: 'local runtime'},
      GARBAGE: {status: 501, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'BREW /fr/': {status: 501, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'HTTP/9.9': {status: 200, why: LOCAL_PARSER},
      'HTTP/2.0': {status: 200, why: LOCAL_PARSER},
      'HTTP/0.9': {status: 400, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'a request line cut by CR LF': {status: 400, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'the absolute form': {status: 500, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'CONNECT 127.0.0.1:80': {status: 500, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'OPTIONS *': {status: 500, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'an empty Host': {status: 400, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'two Host headers': {status: 500, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'Host: evil.com/x': {status: 500, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'HTTP/1.0 without Host': {status: 400, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'an empty line first': {status: 501, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'TRACE /fr/faq': {status: 'unanswered', why: `${LOCAL_PARSER}; TRACE gets no answer at all`},
      'a header of 20 KiB': {status: 431, why: LOCAL_PARSER, errorPage: 'local runtime'},
      'four cookies of 7.5 KiB': {
        status: 431,
        why: "the local runtime's: workerd takes headers of 16 KiB in all, not 32",
        errorPage: 'local runtime',
      },
      'Content-Length and Transfer-Encoding': {
        status: 200,
        why: "the local runtime's: workerd reads the body as chunked and answers the request smuggled after it too",
      },
      'Transfer-Encoding : chunked': {
        status: 200,
        why: "the local runtime's: workerd reads a header name with a space before the colon",
      },
    },
    // The local runtime's: each aborted download holds 100–275 of workerd's descriptors for ~10 s;
    // 300, 20 at a time, reach its 20,000 and wedge it until restarted (reliability review of
    // 2026-11-28, D-A1). Browsers' PDF viewers abort downloads: the deployed site is not workerd.
    abortedDownloads: {count: 20, atOnce: 2},
    // The local runtime's: miniflare answers the next request with a 500 ("Cannot reconstruct a
    // Request with a used body") and a stack trace, then recovers (D-A2).
    afterAbandonedExpect: 500,
    // Pages': a missing 404.html is looked for up the path, to the root's.
    notFoundPageGone: 'the root one',
    // The local runtime's: wrangler watches the folder.
    servesAddedFiles: true,
  },
};

/** The difference `server` has on a request for `target` with `method`, if any. */
export function statusDifference(server: ServerName, target: string, method = 'GET'): StatusDifference | undefined {
  return platformDifferences[server].statuses[method === 'GET' ? target : `${method} ${target}`];
}
