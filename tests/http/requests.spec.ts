/**
 * The server (`npm run serve`, or nginx with `TEST_SERVER=nginx`) answers bad requests with a
 * clean 4xx, never serves a file outside the build, and keeps answering afterwards. Raw
 * requests: a browser or fetch would normalise the paths.
 */
import http from 'node:http';
import net from 'node:net';
import {test, expect} from '@playwright/test';
import {PORT, SERVER} from '../../playwright.config';

function raw(method: string, path: string): Promise<{status: number; headers: http.IncomingHttpHeaders; body: string}> {
  return new Promise((resolve, reject) => {
    const req = http.request({host: '127.0.0.1', port: PORT, method, path}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

test('bad requests get a clean 4xx and nothing outside the build', async () => {
  const cases: [string, string, number][] = [
    ['POST', '/fr/', 405],
    ['PUT', '/fr/faq', 405],
    ['DELETE', '/fr/faq', 405],
    ['GET', '/fr/%E0%A4%A', 400],
    ['GET', '/fr/%', 400],
    ['GET', '/fr/../../package.json', 400],
    ['GET', '/fr/%2e%2e/%2e%2e/package.json', 400],
    ['GET', '/..%2f..%2fetc/passwd', 400],
    ['GET', '/fr/%00', 400],
    // Inside the build once resolved, but no link has a `..`: refused all the same.
    ['GET', '/fr/faq/../ios', 400],
    ['GET', '/fr/faq/.%2e/ios', 400],
    ['GET', `/fr/${'a'.repeat(5000)}`, 414],
    // Beyond nginx's request-line buffer (8k): refused before any config applies.
    ['GET', `/fr/${'a'.repeat(9000)}`, 414],
    ['GET', '/fr/<script>alert(1)</script>', 404],
  ];
  for (const [method, path, status] of cases) {
    const response = await raw(method, path);
    expect(response.status, `${method} ${path}`).toBe(status);
    expect(response.body, `${method} ${path}`).not.toContain('"name": "breakdown-structure-website"');
    expect(response.body).not.toContain('root:');
    if (status === 405) expect(response.headers.allow).toBe('GET, HEAD');
  }
  expect((await raw('GET', '/fr/')).status).toBe(200);
});

/** The status line of the answer to a request written byte for byte. */
function statusLine(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1', () => socket.write(request));
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

test('malformed request lines are refused', async () => {
  const headers = 'Host: 127.0.0.1\r\nConnection: close\r\n\r\n';
  // Where the two differ, each answers as its HTTP parser does: Node's rejects an unknown method
  // or version as malformed (400); nginx parses them, then refuses the method (405) or answers
  // that it speaks no HTTP/9.9 (505, the one refusal outside 4xx).
  const cases: [string, {node: number; nginx: number}][] = [
    [`GET fr/faq HTTP/1.1\r\n${headers}`, {node: 400, nginx: 400}],
    [`GET /fr/ faq HTTP/1.1\r\n${headers}`, {node: 400, nginx: 400}],
    [`GET /fr/\x01 HTTP/1.1\r\n${headers}`, {node: 400, nginx: 400}],
    ['GET /fr/ HTTP/1.1\r\nConnection: close\r\n\r\n', {node: 400, nginx: 400}],
    [`GARBAGE\r\n${headers}`, {node: 400, nginx: 400}],
    [`BREW /fr/ HTTP/1.1\r\n${headers}`, {node: 400, nginx: 405}],
    [`GET /fr/ HTTP/9.9\r\n${headers}`, {node: 400, nginx: 505}],
  ];
  for (const [request, statuses] of cases) {
    const status = statuses[SERVER];
    expect(await statusLine(request), JSON.stringify(request.split('\r\n')[0])).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  }
  expect(await statusLine(`GET /fr/ HTTP/1.1\r\n${headers}`)).toBe('HTTP/1.1 200 OK');
});

test('HEAD answers as GET without a body', async () => {
  const get = await raw('GET', '/fr/faq');
  const head = await raw('HEAD', '/fr/faq');
  expect(head.status).toBe(200);
  expect(head.headers['content-type']).toBe(get.headers['content-type']);
  expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
  expect(head.body).toBe('');
  expect((await raw('HEAD', '/fr/nope')).status).toBe(404);
});

test('hashed assets are cached for good, pages are revalidated', async () => {
  const page = await raw('GET', '/fr/');
  expect(page.headers['cache-control']).toBe('no-cache');
  const asset = /src="(\/fr\/assets\/js\/[^"]+\.js)"/.exec(page.body)![1];
  expect((await raw('GET', asset)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
});
