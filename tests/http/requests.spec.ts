/**
 * What each server answers by itself, request by request: every route of the specification, the
 * clean URL of a `.html` path, the not-found page of each locale, whatever the spelling of the
 * path, and a clean 4xx for what it will not serve, with the headers of every response, never a
 * file outside the build. Raw requests: a browser or fetch would normalise the paths; requests
 * written byte for byte where no HTTP client would send them. tests/browser/ shows the same pages
 * to a reader, on one server.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {SITE_INDEX_FILE, localeBaseUrl} from '../../server/site-index';
import {fr, htmlPathRedirects, siteRoutes} from '../routes';
import {VARY, securityHeadersOfBuild} from '../../server/hosting-policy';
import {buildDir} from '../support/build-dir';
import {test, expect} from '../support/http-fixtures';
import {platformDifferences, statusDifference} from '../support/platform-differences';

test('every route of the specification answers 200 with its French page', async ({http}) => {
  for (const route of siteRoutes) {
    const answer = await http.request(fr(route));
    expect(answer.status, fr(route)).toBe(200);
    expect(answer.body.toString('utf8'), fr(route)).toContain('<html lang="fr"');
  }
});

test('`.html` and `/index.html` redirect to the canonical path, with the query', async ({http}) => {
  for (const [from, to] of [...htmlPathRedirects, ['/index.html?a=1', '/?a=1']]) {
    const answer = await http.request(from);
    expect(answer.status, from).toBe(301);
    expect(answer.headers.location, from).toBe(to);
  }
});

test('an unknown path answers 404 with the not-found page of its locale', async ({http}) => {
  for (const [target, lang] of [
    ['/fr/cette-page-n-existe-pas', 'fr'],
    // Paths a reader might guess that the specification leaves out.
    ['/fr/ios/integrations', 'fr'],
    ['/fr/blog/page/3', 'fr'],
    ['/fr/blog/tags/inconnu', 'fr'],
    ['/fr/mac/documents/document-browsing', 'fr'],
    ['/fr/assets/js/nope.js', 'fr'],
    ['/gibt-es-nicht', 'en'],
    ['/de/gibt-es-nicht', 'de'],
    ['/ja/nai', 'ja'],
    ['/nl/bestaat-niet', 'nl'],
    ['/zh-Hans/bu-cunzai', 'zh-Hans'],
    // Spellings of a French path: its locale all the same.
    ['//fr/nope', 'fr'],
    ['/./fr/nope', 'fr'],
    ['/%2Ffr/nope', 'fr'],
    // Escapes that are not UTF-8: a name no file has.
    ['/fr/%C3', 'fr'],
    ['/fr/%c0%ae%c0%ae/etc/passwd', 'fr'],
  ]) {
    const answer = await http.request(target);
    expect(answer.status, target).toBe(404);
    expect(answer.headers['content-type'], target).toBe('text/html; charset=utf-8');
    expect(answer.body.toString('utf8'), target).toContain(`<html lang="${lang}"`);
  }
});

test("the index of each locale's build is in the build but answers 404 with its not-found page, however spelt", async ({
  http,
}) => {
  for (const [locale, lang] of [
    ['en', 'en'],
    ['fr', 'fr'],
    ['zh-Hans', 'zh-Hans'],
  ]) {
    const target = `${localeBaseUrl(locale)}${SITE_INDEX_FILE}`;
    expect(existsSync(path.join(buildDir, target)), target).toBe(true);
    const answer = await http.request(target);
    expect(answer.status, target).toBe(404);
    expect(answer.body.toString('utf8'), target).toContain(`<html lang="${lang}"`);
  }
  // Spellings that reach the same file once decoded or normalised.
  for (const target of [
    '/fr/%2esite-index.json',
    '/fr/.site-index.jso%6E',
    '//fr//.site-index.json',
    '/%2esite-index.json',
  ]) {
    const answer = await http.request(target);
    const lang = target.includes('fr') ? 'fr' : 'en';
    expect([answer.status, answer.headers['content-type']], target).toEqual([404, 'text/html; charset=utf-8']);
    expect(answer.body.toString('utf8'), target).toContain(`<html lang="${lang}"`);
  }
});

test("spellings of a page's path that no link has answer as the reference servers answer them", async ({
  http,
  server,
}) => {
  for (const [target, reference] of [
    // The not-found page at its own file: soft 404s, which no link names.
    ['/fr/404.html', 200],
    ['/fr/404/', 200],
    ['//fr//faq', 200],
    ['/fr/faq/index', 200],
    ['/fr/%66aq', 200],
    ['//fr/faq.html', 301],
  ] as const) {
    const difference = statusDifference(server, target);
    const answer = await http.request(target);
    expect(answer.status, `${target}${difference ? ` (${difference.why})` : ''}`).toBe(difference?.status ?? reference);
    if (answer.status === 301) expect(answer.headers.location, target).toBe('/fr/faq');
  }
});

test('bad requests get a clean 4xx and nothing outside the build', async ({http, server}) => {
  const cases: [string, string, number][] = [
    ['POST', '/fr/', 405],
    ['PUT', '/fr/faq', 405],
    ['DELETE', '/fr/faq', 405],
    // A redirect, had it been a GET.
    ['POST', '/fr/faq.html', 405],
    ['GET', '/fr/%E0%A4%A', 400],
    ['GET', '/fr/%', 400],
    ['GET', '/fr/../../package.json', 400],
    ['GET', '/fr/%2e%2e/%2e%2e/package.json', 400],
    ['GET', '/..%2f..%2fetc/passwd', 400],
    ['GET', '/fr/%00', 400],
    // Inside the build once resolved, but no link has a `..`: refused all the same.
    ['GET', '/fr/faq/../ios', 400],
    ['GET', '/fr/faq/.%2e/ios', 400],
    // However the `..` segment ends: a raw `#` (a fragment to nginx, where it once answered 200).
    ['GET', '/fr/faq/..#x', 400],
    ['GET', '/fr/faq/.%2E#top', 400],
    ['GET', '/fr/faq/..?x=1', 400],
    // A backslash is part of a name: no file has this one.
    ['GET', '/fr/faq\\..\\ios', 404],
    ['GET', `/fr/${'a'.repeat(5000)}`, 414],
    // Beyond nginx's request-line buffer (8k): refused before any config applies.
    ['GET', `/fr/${'a'.repeat(9000)}`, 414],
    // The limit is of the whole target, its query too.
    ['GET', `/fr/faq?q=${'a'.repeat(2039)}`, 414],
    ['GET', '/fr/<script>alert(1)</script>', 404],
    // A file, or a name Pages keeps for its config, taken for a folder.
    ['GET', '/fr/sitemap.xml/', 404],
    ['GET', '/_headers', 404],
  ];
  for (const [method, path, reference] of cases) {
    const response = await http.request(path, {method});
    const body = response.body.toString('utf8');
    const difference = statusDifference(server, path, method);
    const status = difference?.status ?? reference;
    expect(response.status, `${method} ${path.slice(0, 40)}${difference ? ` (${difference.why})` : ''}`).toBe(status);
    expect(body, `${method} ${path}`).not.toContain('"name": "breakdown-structure-website"');
    expect(body).not.toContain('root:');
    if (status === 405) expect(response.headers.allow).toBe('GET, HEAD');
  }
  expect((await http.request('/fr/')).status).toBe(200);
});

/** Requests no HTTP client sends, written byte for byte, by name, with what the reference servers answer. */
function rawRequests(): [string, string, number | 'closed'][] {
  const headers = 'Host: 127.0.0.1\r\nConnection: close\r\n\r\n';
  const get = (requestLine: string) => `${requestLine}\r\n${headers}`;
  return [
    ['GET fr/faq', get('GET fr/faq HTTP/1.1'), 400],
    ['GET /fr/ faq', get('GET /fr/ faq HTTP/1.1'), 400],
    ['GET /fr/\\x01', get('GET /fr/\x01 HTTP/1.1'), 400],
    ['raw UTF-8 in the path', get('GET /fr/\xC3\xA9 HTTP/1.1'), 404],
    ['GARBAGE', get('GARBAGE'), 400],
    ['BREW /fr/', get('BREW /fr/ HTTP/1.1'), 405],
    ['TRACE /fr/faq', get('TRACE /fr/faq HTTP/1.1'), 405],
    ['OPTIONS *', get('OPTIONS * HTTP/1.1'), 400],
    ['CONNECT 127.0.0.1:80', 'CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1:80\r\n\r\n', 400],
    // RFC 9112 §3.2.2: a server accepts it; its host is not the one redirected to.
    ['the absolute form', get('GET http://evil.com/fr/faq.html HTTP/1.1'), 301],
    // No status line, so no header: closed unanswered.
    ['HTTP/0.9', 'GET /fr/\r\n\r\n', 'closed'],
    ['a request line cut by CR LF', get('GET /fr/faq.html\r\nSet-Cookie: x=1 HTTP/1.1'), 'closed'],
    ['HTTP/1.2', get('GET /fr/ HTTP/1.2'), 200],
    ['HTTP/2.0', get('GET /fr/ HTTP/2.0'), 505],
    ['HTTP/9.9', get('GET /fr/ HTTP/9.9'), 505],
    ['HTTP/1.0 without Host', 'GET /fr/ HTTP/1.0\r\n\r\n', 200],
    ['no Host in HTTP/1.1', 'GET /fr/ HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['an empty Host', 'GET /fr/ HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n', 400],
    ['two Host headers', `GET /fr/ HTTP/1.1\r\nHost: a\r\n${headers}`, 400],
    ['Host: evil.com/x', 'GET /fr/ HTTP/1.1\r\nHost: evil.com/x\r\nConnection: close\r\n\r\n', 400],
    ['an empty line first', `\r\n${get('GET /fr/ HTTP/1.1')}`, 200],
    // nginx's limits: a header line within 8 KiB, all of them within 32 KiB.
    ['a header of 20 KiB', `GET /fr/ HTTP/1.1\r\nX-Big: ${'a'.repeat(20480)}\r\n${headers}`, 431],
    ['four cookies of 7.5 KiB', `GET /fr/ HTTP/1.1\r\n${`Cookie: a=${'b'.repeat(7680)}\r\n`.repeat(4)}${headers}`, 200],
    // Request smuggling: a body both counted and chunked, the chunks hiding a second request.
    [
      'Content-Length and Transfer-Encoding',
      'GET /fr/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 60\r\nTransfer-Encoding: chunked\r\n\r\n' +
        '0\r\n\r\nGET /fr/nope HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      400,
    ],
    [
      'Transfer-Encoding : chunked',
      'GET /fr/ HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding : chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n',
      400,
    ],
  ];
}

test('malformed requests are refused, with the headers of every response', async ({http, server}) => {
  const own = platformDifferences[server].rawRequests;
  const expected = {...securityHeadersOfBuild(buildDir), Vary: VARY};
  for (const [name, request, reference] of rawRequests()) {
    const difference = own[name];
    const status = difference?.status ?? reference;
    const what = `${name}${difference ? ` (${difference.why})` : ''}`;
    // A request the server never answers would only wait for the test's timeout.
    if (status === 'unanswered') continue;
    const head = await http.rawHead(request);
    if (status === 'closed') {
      expect(head, what).toBeUndefined();
      continue;
    }
    expect(head?.statusLine, what).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    if (status === 405) expect(head?.headers.allow, what).toBe('GET, HEAD');
    if (status === 301) expect(head?.headers.location, what).toBe('/fr/faq');
    if (difference?.errorPage === 'local runtime') continue;
    for (const [header, value] of Object.entries(expected))
      expect(head?.headers[header.toLowerCase()], `${what}: ${header}`).toBe(value);
    const cacheControl = status === 404 ? platformDifferences[server].notFoundCacheControl : 'no-cache';
    expect(head?.headers['cache-control'], `${what}: Cache-Control`).toBe(cacheControl);
  }
  expect((await http.rawHead('GET /fr/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'))?.statusLine).toBe(
    'HTTP/1.1 200 OK',
  );
});

test('HEAD answers as GET without a body', async ({http, server}) => {
  const get = await http.request('/fr/faq');
  const head = await http.request('/fr/faq', {method: 'HEAD'});
  expect(head.status).toBe(200);
  expect(head.headers['content-type']).toBe(get.headers['content-type']);
  const length = platformDifferences[server].contentLength ? String(Buffer.byteLength(get.body)) : undefined;
  expect(head.headers['content-length']).toBe(length);
  expect(head.body.length).toBe(0);
  expect((await http.request('/fr/nope', {method: 'HEAD'})).status).toBe(404);
  // Compressed, it says what the GET sends: gzip, and no length of the plain file.
  for (const target of ['/fr/faq', '/img/logo.svg', '/fr/nope']) {
    const headers = {'Accept-Encoding': 'gzip'};
    const [gzipped, headGzipped] = [
      await http.request(target, {headers}),
      await http.request(target, {method: 'HEAD', headers}),
    ];
    expect(gzipped.headers['content-encoding'], target).toBe('gzip');
    expect([headGzipped.headers['content-encoding'], headGzipped.headers['content-length']], `HEAD ${target}`).toEqual([
      'gzip',
      undefined,
    ]);
  }
});
