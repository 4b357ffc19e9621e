/**
 * What the server sends besides the files (`npm run serve`, or nginx with TEST_SERVER=nginx):
 * the security headers on every response, a CSP that lets the build's inline scripts run and no
 * other, caching by kind of file, compression of text.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {test as httpTest} from '@playwright/test';
import {PORT, SERVER} from '../../playwright.config';
import {brotliModule} from '../../scripts/hosting-config';
import {securityHeadersOfBuild} from '../../server/hosting-policy';
import {buildDir} from '../support/build-dir';
import {test, expect, hydrated} from '../support/fixtures';

const BUILD = buildDir;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function raw(method: string, urlPath: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({host: '127.0.0.1', port: PORT, method, path: urlPath, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

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

/** The hash sources of a page's inline scripts, computed here rather than by the server's code. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, script]) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

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

httpTest.describe('security headers', () => {
  httpTest('every response carries them, the same on both servers', async () => {
    // server/hosting-policy.ts gives the headers to the Node server and to the nginx config alike.
    const expected = securityHeadersOfBuild(BUILD);
    for (const [method, urlPath, status] of RESPONSES) {
      const answer = await raw(method, urlPath);
      const what = `${method} ${urlPath.slice(0, 40)}`;
      expect(answer.status, what).toBe(status);
      for (const [name, value] of Object.entries(expected)) expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
    }
  });

  httpTest('the values say what they should', async () => {
    const {headers} = await raw('GET', '/fr/');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    const permissions = String(headers['permissions-policy']).split(/,\s*/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
    const csp = directives(String(headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')?.[0]).toBe("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')?.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))).toBe(true);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  httpTest("script-src holds the hash of every inline script the pages send", async () => {
    // Each locale's home page has the base-URL banner script besides the colour-mode script of
    // every page; the not-found and test pages are built by other code paths.
    const pages = ['/', '/de/', '/fr/', '/ja/', '/nl/', '/zh-Hans/', '/fr/faq', '/fr/blog', '/fr/nope', '/nope', '/fr/__tests__/crash'];
    for (const urlPath of pages) {
      const answer = await raw('GET', urlPath);
      const scriptSrc = directives(String(answer.headers['content-security-policy'])).get('script-src') ?? [];
      const hashes = inlineScriptHashes(answer.body.toString('utf8'));
      expect(hashes.length, urlPath).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSrc, `${urlPath}: ${hash}`).toContain(hash);
    }
  });
});

test.describe('in the browser', () => {
  // The not-found page's own status is logged as a console error.
  test.use({expectedConsoleError: /status of 404/});

  test('every kind of page keeps within the policy, loaded and navigated to', async ({page}) => {
    test.setTimeout(60_000);
    // One page of each template: docs (index, category, page), FAQ, blog list, post, tags,
    // archive, the test pages, a not-found page. The fixture fails the test on any violation.
    const pages = [
      '/fr/', '/fr/ios', '/fr/mac/maintenance/chatgpt/', '/fr/mac/integrations/csv-export', '/fr/faq',
      '/fr/blog', '/fr/blog/release4_0', '/fr/blog/tags', '/fr/blog/tags/excel', '/fr/blog/archive',
      '/fr/__tests__/toc', '/fr/__tests__/crash', '/ja/',
    ];
    for (const urlPath of pages) {
      await page.goto(urlPath);
      await hydrated(page);
    }
    const notFound = await page.goto('/fr/cette-page-n-existe-pas');
    expect(notFound?.status()).toBe(404);
    await hydrated(page);
    // Client-side navigation: chunks loaded by the router, the colour mode switched.
    await page.goto('/fr/');
    await hydrated(page);
    await page.locator('footer a[href="/fr/blog/archive"]').click();
    await expect(page).toHaveURL(/\/fr\/blog\/archive$/);
    await page.locator('[class*="colorModeToggle"] button').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the inline scripts run', async ({page}) => {
    for (const urlPath of ['/fr/', '/fr/faq', '/fr/blog', '/', '/de/', '/zh-Hans/']) {
      await page.goto(urlPath);
      await page.waitForLoadState('load');
      // Set by the colour-mode and announcement-bar script only, never by React.
      await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'false');
      // A home page's base-URL banner script defines its functions globally.
      const home = urlPath.endsWith('/');
      expect(await page.evaluate(() => typeof (window as unknown as {maybeInsertBanner?: unknown}).maybeInsertBanner), urlPath).toBe(
        home ? 'function' : 'undefined',
      );
    }
  });

  test.describe('an injected inline script', () => {
    test.use({expectedConsoleError: /CSP violation: script-src|violates the following Content Security Policy directive 'script-src/});

    test('is blocked', async ({page}) => {
      await page.goto('/fr/');
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.head.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return '__injected' in window;
      });
      expect(ran).toBe(false);
    });
  });
});

httpTest.describe('caching', () => {
  httpTest('hashed assets for a year, everything else revalidated', async () => {
    const home = (await raw('GET', '/fr/')).body.toString('utf8');
    const localeAsset = /src="(\/fr\/assets\/js\/[^"]+\.js)"/.exec(home)![1];
    const rootAsset = /src="(\/assets\/js\/[^"]+\.js)"/.exec((await raw('GET', '/')).body.toString('utf8'))![1];
    const css = /href="(\/fr\/assets\/css\/[^"]+\.css)"/.exec(home)![1];
    for (const asset of [localeAsset, rootAsset, css]) {
      expect((await raw('GET', asset)).headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
    for (const urlPath of ['/fr/', '/fr/faq', '/', '/img/logo.svg', '/fr/sitemap.xml', '/fr/nope', '/fr/assets/js/nope.js']) {
      expect((await raw('GET', urlPath)).headers['cache-control'], urlPath).toBe('no-cache');
    }
  });
});

httpTest.describe('compression', () => {
  /** Text files of each type, with the file the build holds for them. */
  async function textFiles(): Promise<[string, string][]> {
    const home = (await raw('GET', '/fr/')).body.toString('utf8');
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

  httpTest('gzip for text, the content unchanged', async () => {
    for (const [urlPath, file] of await textFiles()) {
      const answer = await raw('GET', urlPath, {'Accept-Encoding': 'gzip'});
      expect(answer.headers['content-encoding'], urlPath).toBe('gzip');
      expect(answer.headers.vary, urlPath).toMatch(/Accept-Encoding/i);
      expect(zlib.gunzipSync(answer.body).equals(readFileSync(path.join(BUILD, file))), urlPath).toBe(true);
    }
    // Without Accept-Encoding, the file as it is.
    const plain = await raw('GET', '/fr/faq');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(path.join(BUILD, 'fr/faq/index.html')))).toBe(true);
  });

  httpTest('brotli where nginx has its module, else what gzip-only servers do', async () => {
    // The Node server compresses with gzip only; nginx with brotli when the config loads it,
    // which scripts/hosting-config.ts does when the module is installed (and BROTLI is not off).
    const brotli = SERVER === 'nginx' && brotliModule() !== undefined;
    for (const [urlPath, file] of await textFiles()) {
      const onlyBrotli = await raw('GET', urlPath, {'Accept-Encoding': 'br'});
      expect(onlyBrotli.headers['content-encoding'], urlPath).toBe(brotli ? 'br' : undefined);
      const content = brotli ? zlib.brotliDecompressSync(onlyBrotli.body) : onlyBrotli.body;
      expect(content.equals(readFileSync(path.join(BUILD, file))), urlPath).toBe(true);
      const either = await raw('GET', urlPath, {'Accept-Encoding': 'gzip, deflate, br'});
      expect(either.headers['content-encoding'], urlPath).toBe(brotli ? 'br' : 'gzip');
    }
  });
});
