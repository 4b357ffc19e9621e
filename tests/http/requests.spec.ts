/**
 * What each server answers by itself, request by request: every route of the specification, the
 * clean URL of a `.html` path, the not-found page of each locale, and a clean 4xx for what it will
 * not serve, never a file outside the build. Raw requests: a browser or fetch would normalise
 * the paths. tests/browser/ shows the same pages to a reader, on one server.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {SITE_INDEX_FILE, localeBaseUrl} from '../../server/site-index';
import {fr, htmlPathRedirects, siteRoutes} from '../routes';
import {buildDir} from '../support/build-dir';
import {test, expect} from '../support/http-fixtures';
import {platformDifferences} from '../support/platform-differences';

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
  ]) {
    const answer = await http.request(target);
    expect(answer.status, target).toBe(404);
    expect(answer.headers['content-type'], target).toBe('text/html; charset=utf-8');
    expect(answer.body.toString('utf8'), target).toContain(`<html lang="${lang}"`);
  }
});

test("the index of each locale's build is in the build but answers 404 with its not-found page", async ({http}) => {
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
});

test('bad requests get a clean 4xx and nothing outside the build', async ({http, server}) => {
  const {statuses} = platformDifferences[server];
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
    // However the `..` segment ends: a raw `#` (a fragment to nginx, where it once answered 200).
    ['GET', '/fr/faq/..#x', 400],
    ['GET', '/fr/faq/.%2E#top', 400],
    ['GET', '/fr/faq/..?x=1', 400],
    ['GET', `/fr/${'a'.repeat(5000)}`, 414],
    // Beyond nginx's request-line buffer (8k): refused before any config applies.
    ['GET', `/fr/${'a'.repeat(9000)}`, 414],
    ['GET', '/fr/<script>alert(1)</script>', 404],
  ];
  for (const [method, path, reference] of cases) {
    const response = await http.request(path, {method});
    const body = response.body.toString('utf8');
    const difference = statuses[path];
    const status = difference?.status ?? reference;
    expect(response.status, `${method} ${path.slice(0, 40)}${difference ? ` (${difference.why})` : ''}`).toBe(status);
    expect(body, `${method} ${path}`).not.toContain('"name": "breakdown-structure-website"');
    expect(body).not.toContain('root:');
    if (status === 405) expect(response.headers.allow).toBe('GET, HEAD');
  }
  expect((await http.request('/fr/')).status).toBe(200);
});

test('malformed request lines are refused', async ({http, server}) => {
  const own = platformDifferences[server].requestLines;
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
    const line = request.split('\r\n')[0];
    const status = own ? own.statuses[line] : statuses[server as keyof typeof statuses];
    expect(await http.statusLine(request), `${JSON.stringify(line)}${own ? ` (${own.why})` : ''}`).toMatch(
      new RegExp(`^HTTP/1\\.1 ${status} `),
    );
  }
  expect(await http.statusLine(`GET /fr/ HTTP/1.1\r\n${headers}`)).toBe('HTTP/1.1 200 OK');
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
});
