/**
 * Icons and link previews as each server sends them (issue 12): every locale's pages name a PNG
 * favicon beside the SVG one, a 180 × 180 `apple-touch-icon`, a web app manifest (valid JSON, in
 * the locale's language, with its icons) and `theme-color` for light and dark; the preview
 * images answer 200 image/png of 1200 × 630, cached for good as a hashed asset: the image that one
 * served page of each folder names (a page's image lies in the folder of its path), since a server
 * answers every file of a folder by the same rules.
 * tests/build/preview-images.spec.ts checks every page's tags and image in the build.
 */
import path from 'node:path';
import {load} from 'cheerio';
import pLimit from 'p-limit';
import {localeBaseUrl} from '../../server/site-index';
import {builtSiteIndex, locales} from '../support/built-pages';
import {test, expect, type HttpClient} from '../support/http-fixtures';
import {pngInfo} from '../support/png';

/** GETs `target` from the server under test: 200 with `contentType`, the body. */
async function fetchOk(http: HttpClient, target: string, contentType: string): Promise<Buffer> {
  const answer = await http.request(target);
  expect(answer.status, target).toBe(200);
  expect(answer.headers['content-type'], target).toBe(contentType);
  return answer.body;
}

/** GETs the PNG at `target`: 200 image/png of `width` × `height`. */
async function expectPng(http: HttpClient, target: string, width: number, height: number): Promise<void> {
  const {width: w, height: h} = pngInfo(await fetchOk(http, target, 'image/png'));
  expect(`${w} × ${h}`, target).toBe(`${width} × ${height}`);
}

test('every locale names a PNG favicon, the Apple icon, a manifest and theme colours, all served', async ({http}) => {
  for (const locale of locales) {
    // A home page and a doc page of each locale.
    for (const page of [localeBaseUrl(locale), `${localeBaseUrl(locale)}faq`]) {
      const $ = load((await fetchOk(http, page, 'text/html; charset=utf-8')).toString('utf8'));
      const href = (selector: string) => {
        expect($(selector), `${page}: ${selector}`).toHaveLength(1);
        return new URL($(selector).attr('href')!, `http://x${page}`).pathname;
      };
      expect(href('link[rel="icon"][href$=".svg"]'), page).toBe(`${localeBaseUrl(locale)}img/favicon.svg`);
      await expectPng(http, href('link[rel="icon"][type="image/png"][sizes="32x32"]'), 32, 32);
      await expectPng(http, href('link[rel="apple-touch-icon"][sizes="180x180"]'), 180, 180);
      const themeColour = (scheme: string) =>
        $(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`).attr('content');
      expect([themeColour('light'), themeColour('dark')], page).toEqual(['#ffffff', '#242526']);

      const manifestPath = href('link[rel="manifest"]');
      expect(manifestPath).toBe(`${localeBaseUrl(locale)}manifest.webmanifest`);
      const manifest = JSON.parse((await fetchOk(http, manifestPath, 'application/manifest+json')).toString('utf8'));
      expect(manifest, manifestPath).toMatchObject({
        name: 'Breakdown Structure',
        lang: $('html').attr('lang'),
        start_url: localeBaseUrl(locale),
        scope: localeBaseUrl(locale),
      });
      const icons = manifest.icons as {src: string; sizes: string; type: string; purpose?: string}[];
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of icons) {
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(icon.type).toBe('image/png');
        await expectPng(http, new URL(icon.src, `http://x${manifestPath}`).pathname, width, height);
      }
    }
  }
});

test('the manifest is compressed like the other text files', async ({http}) => {
  const answer = await http.request('/fr/manifest.webmanifest', {headers: {'Accept-Encoding': 'gzip'}});
  expect(answer.headers['content-encoding']).toBe('gzip');
});

test('the preview images of every folder, named by the served pages: 1200 × 630 PNG, cached for a year', async ({
  http,
}) => {
  const siteIndex = builtSiteIndex();
  const pages = siteIndex.pages.filter((page) => page.canonical !== undefined && !page.file.endsWith('/404.html'));
  expect(pages.length).toBeGreaterThan(400);
  // A server answers the files of a folder by the same rules (nginx's locations, the Pages
  // _headers patterns, the Node server's paths), and a page's image lies in the folder of its
  // path under the locale's assets/og/ (/fr/mac/x → /fr/assets/og/mac/x.<hash>.png): one page of
  // each folder of pages, its image as the served page names it.
  const pageOfFolder = new Map<string, string>();
  for (const {canonical} of pages) {
    const folder = path.posix.dirname(canonical!);
    if (!pageOfFolder.has(folder)) pageOfFolder.set(folder, canonical!);
  }
  expect(pageOfFolder.size, 'folders of pages').toBeGreaterThan(locales.length * 10);
  const problems: string[] = [];
  const limit = pLimit(6);
  await Promise.all(
    [...pageOfFolder.values()].map((canonical) =>
      limit(async () => {
        const answer = await http.request(canonical);
        const $ = load(answer.body.toString('utf8'));
        const image = $('meta[property="og:image"]').attr('content');
        if (answer.status !== 200 || image === undefined) {
          problems.push(`${canonical}: ${answer.status}, og:image ${image}`);
          return;
        }
        const {pathname} = new URL(image);
        const png = await http.request(pathname);
        const size = png.status === 200 ? pngInfo(png.body) : undefined;
        const got = `${png.status} ${png.headers['content-type']} ${size?.width} × ${size?.height} ${png.headers['cache-control']}`;
        if (got !== '200 image/png 1200 × 630 public, max-age=31536000, immutable') {
          problems.push(`${canonical} → ${pathname}: ${got}`);
        }
      }),
    ),
  );
  expect(problems).toEqual([]);
});
