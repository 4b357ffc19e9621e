/**
 * The site index of a build (server/site-index.ts), on a small build made here: where each kind of
 * request leads (clean URLs, a page built at `x.html`, the `.html` forms redirected to the
 * canonical path with its trailing slash or without, the not-found page of each locale), the
 * redirect table the nginx config is rendered from, and the Node server reading it again when
 * the build changes. tests/http/ checks the same rules on the real build, through both servers.
 */
import {utimesSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {renderNginxConfig} from '../../server/nginx-config';
import {readSiteIndex, scriptHashSource} from '../../server/site-index';
import {request} from '../support/http-client';
import {servingSynthetic} from '../support/serving';
import {pageHtml, syntheticBuild, writeBuildFiles} from '../support/synthetic-build';

const LOCALES = ['fr', 'de'];

/** A French section and the root page: Docusaurus's shapes, and the odd ones it can write. */
const FILES = {
  'index.html': pageHtml('/', '<script>colourMode()</script><script src="/assets/js/main.1.js"></script>'),
  '404.html': pageHtml('/404.html'),
  'assets/js/main.1.js': 'main()',
  'fr/index.html': pageHtml('/fr/', '<script type="application/ld+json">{}</script><script>colourMode()</script>'),
  'fr/404.html': pageHtml('/fr/404.html'),
  'fr/faq/index.html': pageHtml('/fr/faq'),
  // A category index whose canonical link keeps the trailing slash.
  'fr/ios/chatgpt/index.html': pageHtml('/fr/ios/chatgpt/', '<script>banner()</script>'),
  // A page built at `x.html` rather than `x/index.html`.
  'fr/setup.html': pageHtml('/fr/setup'),
  'fr/draft/index.html': pageHtml(undefined),
  // No de/ folder: a build of fewer locales.
};

test('each request leads where both servers take it', () => {
  const {root, remove} = syntheticBuild(FILES);
  try {
    const siteIndex = readSiteIndex(root, LOCALES);
    const page = (file: string) => ({file, status: 200});
    const notFound = (file: string) => ({file, status: 404});
    const expected: [string, object][] = [
      ['/', page('/index.html')],
      ['/index.html', {redirect: '/'}],
      ['/fr', page('/fr/index.html')],
      ['/fr/', page('/fr/index.html')],
      ['/fr/index.html', {redirect: '/fr/'}],
      ['/fr.html', {redirect: '/fr/'}],
      ['/fr/faq', page('/fr/faq/index.html')],
      ['/fr/faq/', page('/fr/faq/index.html')],
      ['/fr//faq', page('/fr/faq/index.html')],
      ['/fr/./faq', page('/fr/faq/index.html')],
      ['/fr/faq.html', {redirect: '/fr/faq'}],
      ['/fr/faq/index.html', {redirect: '/fr/faq'}],
      ['/fr/ios/chatgpt', page('/fr/ios/chatgpt/index.html')],
      ['/fr/ios/chatgpt/index.html', {redirect: '/fr/ios/chatgpt/'}],
      ['/fr/ios/chatgpt.html', {redirect: '/fr/ios/chatgpt/'}],
      ['/fr/setup', page('/fr/setup.html')],
      ['/fr/setup/', page('/fr/setup.html')],
      ['/fr/setup.html', {redirect: '/fr/setup'}],
      ['/fr/setup/index.html', {redirect: '/fr/setup'}],
      // Without a canonical link, a page answers at each of its paths.
      ['/fr/draft/index.html', page('/fr/draft/index.html')],
      ['/fr/draft.html', page('/fr/draft/index.html')],
      ['/assets/js/main.1.js', page('/assets/js/main.1.js')],
      ['/fr/404.html', page('/fr/404.html')],
      ['/fr/404/index.html', {redirect: '/fr/404.html'}],
      ['/fr/nope', notFound('/fr/404.html')],
      ['/fr/nope.html', notFound('/fr/404.html')],
      ['/fr/assets/js/nope.js', notFound('/fr/404.html')],
      ['/french', notFound('/404.html')],
      ['/nope/', notFound('/404.html')],
      ['/de/nope', notFound('/404.html')],
    ];
    for (const [urlPath, destination] of expected) expect(siteIndex.lookup(urlPath), urlPath).toEqual(destination);
  } finally {
    remove();
  }
});

test('the build is read once: pages, redirects, not-found pages, inline script hashes', () => {
  const {root, remove} = syntheticBuild(FILES);
  try {
    const siteIndex = readSiteIndex(root, LOCALES);
    expect(siteIndex.pages.map(({file, canonical}) => `${file} ${canonical}`)).toEqual([
      '/404.html /404.html',
      '/fr/404.html /fr/404.html',
      '/fr/draft/index.html undefined',
      '/fr/faq/index.html /fr/faq',
      '/fr/index.html /fr/',
      '/fr/ios/chatgpt/index.html /fr/ios/chatgpt/',
      '/fr/setup.html /fr/setup',
      '/index.html /',
    ]);
    expect(Object.fromEntries(siteIndex.redirects)).toEqual({
      '/404/index.html': '/404.html',
      '/fr.html': '/fr/',
      '/fr/404/index.html': '/fr/404.html',
      '/fr/faq.html': '/fr/faq',
      '/fr/faq/index.html': '/fr/faq',
      '/fr/index.html': '/fr/',
      '/fr/ios/chatgpt.html': '/fr/ios/chatgpt/',
      '/fr/ios/chatgpt/index.html': '/fr/ios/chatgpt/',
      '/fr/setup.html': '/fr/setup',
      '/fr/setup/index.html': '/fr/setup',
      '/index.html': '/',
    });
    expect(Object.fromEntries(siteIndex.notFoundPages)).toEqual({'': '/404.html', fr: '/fr/404.html'});
    // Scripts with a src and data blocks are not inline scripts; the same script counts once.
    expect(siteIndex.scriptHashes).toEqual([scriptHashSource('banner()'), scriptHashSource('colourMode()')].sort());
    expect(siteIndex.origin).toBe('https://example.com');
  } finally {
    remove();
  }
});

test('the nginx config holds the redirects and not-found pages of the site index', () => {
  const {root, remove} = syntheticBuild(FILES);
  try {
    const siteIndex = readSiteIndex(root, LOCALES);
    const options = {outDir: '/srv/nginx', runDir: '/srv/nginx/run', port: 8080, errorLog: 'stderr', accessLog: 'off'};
    const files = renderNginxConfig(siteIndex, options);
    const redirectLines = files['redirects.map'].split('\n').filter((line) => line.startsWith('"'));
    expect(redirectLines).toEqual([...siteIndex.redirects].map(([from, to]) => `"${from}" "${from}|${to}";`));
    const notFoundMap = /map \$uri \$not_found_page \{\n([^}]*)\}/.exec(files['site.conf'])?.[1];
    expect(notFoundMap).toBe('    default /404.html;\n    "~^/fr(?:/|$)" "/fr/404.html";\n');
    expect(files['security-headers.conf']).toContain(siteIndex.scriptHashes.join(' '));
    // HSTS only for a site served over HTTPS, when asked.
    expect(files['security-headers.conf']).not.toContain('Strict-Transport-Security');
    expect(renderNginxConfig(siteIndex, {...options, hsts: true})['security-headers.conf']).toContain(
      'add_header Strict-Transport-Security "max-age=31536000" always;\n',
    );
  } finally {
    remove();
  }
});

test('the Node server reads the site index again when a locale is rebuilt, neither on each request nor in its way', async () => {
  const {root, origin, close} = await servingSynthetic(FILES, LOCALES);
  try {
    const scriptSrc = async () =>
      String((await request(origin, '/fr/')).headers['content-security-policy']).split('; ')[1];
    expect((await request(origin, '/fr/news')).status).toBe(404);
    const before = await scriptSrc();

    // A page written without the build changing: a request does not look at the folder.
    writeBuildFiles(root, {'fr/news/index.html': pageHtml('/fr/news', '<script>news()</script>')});
    expect((await request(origin, '/fr/news')).status).toBe(404);

    // The French build rewrites its home page: the request that notices it is answered at once,
    // from the build it had (the new one is read off the request path), and later ones get the new build.
    writeBuildFiles(root, {'fr/index.html': pageHtml('/fr/')});
    utimesSync(`${root}/fr/index.html`, new Date(), new Date(Date.now() + 60_000));
    expect((await request(origin, '/fr/news')).status).toBe(404);
    await expect.poll(async () => (await request(origin, '/fr/news')).status).toBe(200);
    const redirect = await request(origin, '/fr/news/index.html');
    expect([redirect.status, redirect.headers.location]).toEqual([301, '/fr/news']);
    expect(await scriptSrc()).not.toBe(before);
    expect(await scriptSrc()).toContain(scriptHashSource('news()'));
  } finally {
    await close();
  }
});
