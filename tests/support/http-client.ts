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

/** The status line of the answer to a request written byte for byte (malformed ones included). */
export function statusLine(origin: string, rawRequest: string): Promise<string> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(rawRequest));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) {
        resolve(answer.slice(0, answer.indexOf('\r\n')));
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
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
