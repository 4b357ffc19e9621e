/**
 * What the Node server refuses before it looks a request up, each as nginx with the production
 * config refuses it (tests/http/ sends both the same requests): a version other than 1.x (505),
 * header lines over nginx's buffers (431), a missing or malformed Host, a target that is no path,
 * malformed percent-encoding, NUL bytes or a `..` segment (400), methods other than GET and HEAD
 * (405), targets over MAX_PATH_LENGTH (414); and the status of what Node's own HTTP parser
 * refuses, where nginx, which parses more, answers otherwise.
 */
import type http from 'node:http';
import path from 'node:path';
import {MAX_PATH_LENGTH} from './hosting-policy';

/** A request the server will not serve, with the status it answers. */
export class BadRequest extends Error {
  constructor(
    readonly status: 400 | 405 | 414 | 431 | 505,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The path and query of a request target: the absolute form (`http://host/fr/faq`, which RFC 9112
 * says a server must accept) without its scheme and host, as nginx reads it.
 */
export function originForm(target: string): string {
  const schemeAndHost = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(target)?.[0];
  if (schemeAndHost === undefined) return target;
  const rest = target.slice(schemeAndHost.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The decoded URL path of a request target, normalised as nginx does (`//` is `/`, `/./` nothing),
 * or a BadRequest. Escapes that are not UTF-8 (`%C3`, `%c0%ae`) decode to U+FFFD, which no file of
 * the build has in its name: not found, as nginx, which looks the bytes up, answers them.
 */
function decodePath(target: string): string {
  const rawPath = originForm(target).split(/[?#]/, 1)[0];
  if (/%(?![0-9A-Fa-f]{2})/.test(rawPath)) throw new BadRequest(400, 'Bad Request: malformed percent-encoding');
  // Node's parser lets only ASCII into a target: each character is one byte.
  const bytes = rawPath.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const decoded = Buffer.from(bytes, 'latin1').toString('utf8');
  if (decoded.includes('\0')) throw new BadRequest(400, 'Bad Request');
  if (decoded.split('/').includes('..')) throw new BadRequest(400, 'Bad Request: path traversal');
  return path.posix.normalize(decoded);
}

/**
 * nginx's limits on request headers (its default `large_client_header_buffers 4 8k`): a line within
 * 8 KiB, all of them within 32 KiB (Node's parser, told so by `maxHeaderSize`); more is refused
 * with 431 by both.
 */
const HEADER_LINE_LIMIT = 8 * 1024;
export const HEADERS_LIMIT = 4 * HEADER_LINE_LIMIT;

/** Whether a header line of the request (`Name: value` and its CR LF) is over HEADER_LINE_LIMIT. */
function headerLineTooLong(req: http.IncomingMessage): boolean {
  const {rawHeaders} = req;
  return rawHeaders.some((name, i) => i % 2 === 0 && name.length + rawHeaders[i + 1].length + 4 > HEADER_LINE_LIMIT);
}

/**
 * Whether a request names its host as nginx requires it to (RFC 9112 §3.2): once, always in
 * HTTP/1.1, not empty, without spaces, control characters, `/` or `..`. Node's own check of it
 * (`requireHostHeader`) answers without the headers of every response: static-server.ts turns it off.
 */
function hostIsValid(req: http.IncomingMessage): boolean {
  const hosts = req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host');
  if (hosts.length === 0) return req.httpVersion !== '1.1';
  const host = (req.headers.host ?? '').replace(/\.$/, '');
  // eslint-disable-next-line no-control-regex -- control characters are among what it refuses
  return hosts.length === 1 && host !== '' && !host.includes('..') && !/[\s\u0000-\u001f\u007f/]/.test(host);
}

/** The decoded, normalised path a request asks for; throws a BadRequest for a request the server will not serve. */
export function requestedPath(req: http.IncomingMessage): string {
  if (req.httpVersionMajor !== 1) throw new BadRequest(505, 'HTTP Version Not Supported');
  if (headerLineTooLong(req)) throw new BadRequest(431, 'Request Header Fields Too Large');
  if (!hostIsValid(req)) throw new BadRequest(400, 'Bad Request: Host');
  const target = req.url ?? '/';
  // A target that is no path (`*`, `fr/faq`) is malformed whatever the method, as nginx's parser finds it.
  if (!originForm(target).startsWith('/')) throw new BadRequest(400, 'Bad Request');
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new BadRequest(405, 'Method Not Allowed');
  if (target.length > MAX_PATH_LENGTH) throw new BadRequest(414, 'URI Too Long');
  return decodePath(target);
}

/**
 * The status Node itself gives what its parser refuses (its `socketOnError`), but where the
 * request line is well formed and nginx, which parses more, refuses it as such: 405 for a method
 * Node does not know (`BREW /fr/ HTTP/1.1`), 505 for a major version above 1 (`HTTP/9.9`).
 */
export function statusOfParserError(error: NodeJS.ErrnoException & {rawPacket?: Buffer}): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  const requestLine = /^[A-Z_-]+ \/\S* HTTP\/(\d)\.\d$/.exec(
    error.rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? '',
  );
  if (requestLine && error.code === 'HPE_INVALID_METHOD') return 405;
  if (requestLine && error.code === 'HPE_INVALID_VERSION' && Number(requestLine[1]) > 1) return 505;
  return 400;
}
