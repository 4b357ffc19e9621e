/**
 * What each server sends besides the files: the security headers and `Vary: Accept-Encoding` on
 * every response, 304s included, and no `Access-Control-Allow-Origin`; a CSP that lets the build's
 * inline scripts run and no other; the content type of each kind of file, caching by kind of file,
 * compression of text as `Accept-Encoding` asks. tests/browser/csp.spec.ts shows the policy at
 * work in the browser.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {MANUAL_PLATFORMS, manualPath} from '../../config/manual';
import {CONTENT_TYPES, VARY, securityHeadersOfBuild} from '../../server/hosting-policy';
import {buildDir as BUILD} from '../support/build-dir';
import type {Answer} from '../support/http-client';
import {test, expect, type HttpClient} from '../support/http-fixtures';
import {platformDifferences, statusDifference} from '../support/platform-differences';

/** The directives of a CSP header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/**
 * The hash sources of a page's inline scripts, computed here rather than by the server's code. A
 * data block (the breadcrumbs' `application/ld+json`) never runs: CSP does not apply to it.
 */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes.includes('type="application/ld+json"'))
    .map(([, , script]) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

/** A sample file of the docs (static/samples/), as a reader downloads it. */
const SAMPLE_CSV = '/fr/samples/construction-wbs-fr.csv';

/** One of each kind of response: page, asset, redirect, 404, refusals. */
const RESPONSES: [string, string, number][] = [
  ['GET', '/fr/', 200],
  ['GET', '/fr/faq', 200],
  ['GET', '/img/logo.svg', 200],
  ['GET', '/fr/faq.html', 301],
  ['GET', '/fr/cette-page-n-existe-pas', 404],
  ['GET', '/nope', 404],
  ['HEAD', '/fr/', 200],
  ['POST', '/fr/', 405],
  ['GET', '/fr/%', 400],
  ['GET', '/fr/../../package.json', 400],
  ['GET', `/fr/${'a'.repeat(5000)}`, 414],
];

test.describe('security headers', () => {
  test('every response carries them, Vary and Cache-Control, the same on every server', async ({http, server}) => {
    // server/hosting-policy.ts gives the headers to the Node server and to the nginx and Pages configs alike.
    const expected = {...securityHeadersOfBuild(BUILD), Vary: VARY};
    const expectHeaders = (answer: Answer, what: string) => {
      for (const [name, value] of Object.entries(expected))
        expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
      // Refusals too are revalidated: no cache keeps one for good.
      const cacheControl = answer.status === 404 ? platformDifferences[server].notFoundCacheControl : 'no-cache';
      expect(answer.headers['cache-control'], `${what}: Cache-Control`).toBe(cacheControl);
      // Pages adds it to every response unless `_headers` takes it away.
      expect(answer.headers['access-control-allow-origin'], what).toBeUndefined();
    };
    for (const [method, urlPath, status] of RESPONSES) {
      const answer = await http.request(urlPath, {method});
      const what = `${method} ${urlPath.slice(0, 40)}`;
      const difference = statusDifference(server, urlPath, method);
      expect(answer.status, `${what} ${difference?.why ?? ''}`).toBe(difference?.status ?? status);
      // An error page of the local runtime's own, not the platform's: no config applies to it.
      if (difference?.errorPage === 'local runtime') continue;
      expectHeaders(answer, what);
    }
    // A revalidated page (304), and a file that is never compressed, say it too.
    const {etag} = (await http.request('/fr/faq')).headers;
    const revalidated = await http.request('/fr/faq', {headers: {'If-None-Match': etag!}});
    expect(revalidated.status).toBe(304);
    expectHeaders(revalidated, 'GET /fr/faq If-None-Match');
    expectHeaders(await http.request(`/fr/${manualPath(MANUAL_PLATFORMS[0])}`, {method: 'HEAD'}), 'HEAD the PDF');
  });

  test('the values say what they should', async ({http}) => {
    const {headers} = await http.request('/fr/');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    // Plain HTTP here: HSTS belongs to an HTTPS host only (`--hsts on`).
    expect(headers['strict-transport-security']).toBeUndefined();
    const permissions = String(headers['permissions-policy']).split(/,\s*/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(permissions).toContain(`${feature}=()`);
    const csp = directives(String(headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')?.[0]).toBe("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(
      csp
        .get('script-src')
        ?.slice(1)
        .every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)),
    ).toBe(true);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  test('script-src holds the hash of every inline script the pages send', async ({http}) => {
    // Each locale's home page has the base-URL banner script besides the colour-mode script of
    // every page; the not-found and test pages are built by other code paths.
    const pages = [
      '/',
      '/de/',
      '/fr/',
      '/ja/',
      '/nl/',
      '/zh-Hans/',
      '/fr/faq',
      '/fr/blog',
      '/fr/nope',
      '/nope',
      '/fr/__tests__/crash',
    ];
    for (const urlPath of pages) {
      const answer = await http.request(urlPath);
      const scriptSrc = directives(String(answer.headers['content-security-policy'])).get('script-src') ?? [];
      const hashes = inlineScriptHashes(answer.body.toString('utf8'));
      expect(hashes.length, urlPath).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSrc, `${urlPath}: ${hash}`).toContain(hash);
    }
  });
});

test.describe('caching', () => {
  test('hashed assets for a year, everything else revalidated', async ({http, server}) => {
    const home = (await http.request('/fr/')).body.toString('utf8');
    const localeAsset = /src="(\/fr\/assets\/js\/[^"]+\.js)"/.exec(home)![1];
    const rootAsset = /src="(\/assets\/js\/[^"]+\.js)"/.exec((await http.request('/')).body.toString('utf8'))![1];
    const css = /href="(\/fr\/assets\/css\/[^"]+\.css)"/.exec(home)![1];
    for (const asset of [localeAsset, rootAsset, css]) {
      expect((await http.request(asset)).headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
    for (const urlPath of [
      '/fr/',
      '/fr/faq',
      '/',
      '/img/logo.svg',
      '/fr/sitemap.xml',
      // Redirects: the canonical path of a page may change with a build.
      '/fr/faq.html',
      '/fr/index.html',
    ]) {
      expect((await http.request(urlPath)).headers['cache-control'], urlPath).toBe('no-cache');
    }
    // Not-found pages: revalidated too, or never stored where the platform says so.
    for (const urlPath of ['/fr/nope', '/fr/assets/js/nope.js']) {
      const answer = await http.request(urlPath);
      expect([answer.status, answer.headers['cache-control']], urlPath).toEqual([
        404,
        platformDifferences[server].notFoundCacheControl,
      ]);
    }
  });
});

/** Text files of each type, with the file the build holds for them. */
async function textFiles(http: HttpClient): Promise<[string, string][]> {
  const home = (await http.request('/fr/')).body.toString('utf8');
  const js = /src="(\/fr\/assets\/js\/main[^"]+\.js)"/.exec(home)![1];
  const css = /href="(\/fr\/assets\/css\/[^"]+\.css)"/.exec(home)![1];
  return [
    ['/fr/faq', 'fr/faq/index.html'],
    [js, js.slice(1)],
    [css, css.slice(1)],
    ['/img/logo.svg', 'img/logo.svg'],
    ['/fr/sitemap.xml', 'fr/sitemap.xml'],
  ];
}

test('each kind of file has the content type of the hosting policy', async ({http, server}) => {
  const {contentTypes} = platformDifferences[server];
  const files = [
    ...(await textFiles(http)).map(([urlPath]) => urlPath),
    SAMPLE_CSV,
    `/fr/${manualPath(MANUAL_PLATFORMS[0])}`,
    '/img/favicon-32.png',
    '/fr/manifest.webmanifest',
  ];
  for (const urlPath of files) {
    const ext = path.extname(urlPath) || '.html';
    const answer = await http.request(urlPath, {method: 'HEAD'});
    expect([answer.status, answer.headers['content-type']], urlPath).toEqual([
      200,
      contentTypes[ext] ?? CONTENT_TYPES[ext],
    ]);
  }
});

test.describe('compression', () => {
  test('gzip for text, the content unchanged', async ({http, server}) => {
    const {uncompressed} = platformDifferences[server];
    for (const [urlPath, file] of [...(await textFiles(http)), [SAMPLE_CSV, SAMPLE_CSV.slice(1)]]) {
      if (uncompressed.includes(path.extname(urlPath))) {
        const plain = await http.request(urlPath, {headers: {'Accept-Encoding': 'gzip'}});
        expect(plain.headers['content-encoding'], `${urlPath}: not compressed by this server`).toBeUndefined();
        continue;
      }
      const answer = await http.request(urlPath, {headers: {'Accept-Encoding': 'gzip'}});
      expect(answer.headers['content-encoding'], urlPath).toBe('gzip');
      expect(answer.headers.vary, urlPath).toMatch(/Accept-Encoding/i);
      expect(zlib.gunzipSync(answer.body).equals(readFileSync(path.join(BUILD, file))), urlPath).toBe(true);
    }
    // Without Accept-Encoding, the file as it is.
    const plain = await http.request('/fr/faq');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(path.join(BUILD, 'fr/faq/index.html')))).toBe(true);
  });

  test('Accept-Encoding read as the reference servers read it', async ({http, server}) => {
    const {acceptEncodings} = platformDifferences[server];
    for (const [acceptEncoding, encoding] of [
      ['gzip;q=0', undefined],
      // Coding names are case-insensitive.
      ['GZIP', 'gzip'],
      // Anything but gzip by name: as it is.
      ['*', undefined],
      // Refusing the file as it is still gets it, rather than an error.
      ['identity;q=0', undefined],
    ]) {
      const difference = acceptEncodings[acceptEncoding!];
      const answer = await http.request('/fr/faq', {headers: {'Accept-Encoding': acceptEncoding!}});
      const what = `Accept-Encoding: ${acceptEncoding}${difference ? ` (${difference.why})` : ''}`;
      expect(answer.status, what).toBe(difference?.status ?? 200);
      expect(answer.headers['content-encoding'], what).toBe(
        difference && 'encoding' in difference ? difference.encoding : encoding,
      );
    }
  });

  test('a range of a page sent gzipped is the whole page', async ({http, server}) => {
    // The bytes of a range would be those of one gzipped stream: nginx sends the whole page.
    const gzipped = await http.request('/fr/faq', {headers: {'Accept-Encoding': 'gzip', Range: 'bytes=0-99'}});
    expect([gzipped.status, gzipped.headers['content-encoding'], gzipped.headers['accept-ranges']]).toEqual([
      200,
      'gzip',
      undefined,
    ]);
    const plain = await http.request('/fr/faq', {headers: {Range: 'bytes=0-99'}});
    expect(plain.status).toBe(platformDifferences[server].ranges ? 206 : 200);
  });

  test('brotli where the server has it, else what gzip-only servers do', async ({http, server}) => {
    // The Node server compresses with gzip only; nginx with brotli when the config loads it,
    // which scripts/hosting-config.ts does when the module is installed (and BROTLI is not off);
    // Pages always.
    const {brotli, prefersBrotli} = platformDifferences[server];
    for (const [urlPath, file] of await textFiles(http)) {
      const onlyBrotli = await http.request(urlPath, {headers: {'Accept-Encoding': 'br'}});
      expect(onlyBrotli.headers['content-encoding'], urlPath).toBe(brotli ? 'br' : undefined);
      const content = brotli ? zlib.brotliDecompressSync(onlyBrotli.body) : onlyBrotli.body;
      expect(content.equals(readFileSync(path.join(BUILD, file))), urlPath).toBe(true);
      const either = await http.request(urlPath, {headers: {'Accept-Encoding': 'gzip, deflate, br'}});
      expect(either.headers['content-encoding'], urlPath).toBe(prefersBrotli ? 'br' : 'gzip');
    }
  });
});
