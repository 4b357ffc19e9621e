/**
 * Raw HTTP for the tests of what servers answer (tests/http/, tests/load/): no browser and no
 * fetch, which would follow redirects, normalise paths or decompress bodies on their own.
 */
import http from 'node:http';
import net from 'node:net';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent: still compressed when the server compressed it. */
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  /** A keep-alive agent for many requests on few connections (the load test). */
  agent?: http.Agent;
}

/** One request to `origin` (`http://127.0.0.1:3100`) for `target`, sent as written. */
export function request(
  origin: string,
  target: string,
  {method = 'GET', headers = {}, agent}: RequestOptions = {},
): Promise<Answer> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({host: hostname, port, method, path: target, headers, agent}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The head of an answer to a raw request: its status line and headers (names in lower case, repeats joined by `, `). */
export interface RawHead {
  statusLine: string;
  headers: Record<string, string>;
}

/**
 * The head of the answer to a request written byte for byte (malformed ones included; each
 * character one byte), or undefined when the server closes the connection without answering.
 */
export function rawHead(origin: string, rawRequest: string): Promise<RawHead | undefined> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(Buffer.from(rawRequest, 'latin1')));
    let answer = '';
    const settle = () => {
      socket.destroy();
      if (answer === '') return resolve(undefined);
      const [statusLine, ...lines] = answer.split('\r\n\r\n', 1)[0].split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const [name, value] = [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ];
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
      }
      resolve({statusLine, headers});
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n\r\n')) settle();
    });
    socket.on('error', reject);
    socket.on('close', settle);
  });
}

/** A GET whose client closes the connection once the first bytes of the body have come. */
export function abortedDownload(origin: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}${target}`, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (error) => (req.destroyed ? resolve() : reject(error)));
  });
}

/**
 * A request that announces a body (`Expect: 100-continue`, `Content-Length: 5`) and never sends
 * it, on a connection of its own, left open: once the server has answered (`100 Continue`, then
 * the page) or, for one that waits for the body without a word, after a second.
 */
export function abandonedExpect(origin: string, target: string): Promise<net.Socket> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n`),
    );
    let answer = '';
    const waited = setTimeout(() => resolve(socket), 1_000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      answer += chunk;
      // The page's status line, after the interim 100.
      if (/^HTTP\/1\.1 [2-5]\d\d /m.test(answer)) {
        clearTimeout(waited);
        resolve(socket);
      }
    });
    socket.on('error', reject);
  });
}
