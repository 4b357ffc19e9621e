/**
 * `npm run serve` answers bad requests with a clean 4xx, never serves a file outside the build,
 * and keeps answering afterwards. Raw requests: a browser or fetch would normalise the paths.
 */
import http from 'node:http';
import {test, expect} from '@playwright/test';
import {PORT} from '../../playwright.config';

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
    ['GET', `/fr/${'a'.repeat(5000)}`, 414],
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
