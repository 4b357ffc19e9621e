/**
 * Link previews (issue 12), as the build writes them (src/plugins/preview-images/): every page a
 * reader can share (the not-found pages aside), in each of the six locales, names its own image in
 * `og:image` and `twitter:image`, with its type, its size, an alt text naming the page (its title)
 * and the page's Open Graph locale (its entry's `ogLocale`, config/locales.ts); each image is a
 * 1200 × 630 PNG of its locale within the byte budget of budgets.json (`previewImageBytes`). A card with a character no font of its locale
 * draws stops the build, naming the characters, rather than printing an empty box.
 * tests/http/icons-and-previews.spec.ts fetches them from both servers.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {localeOf} from '../../config/locales';
import {localeBaseUrl} from '../../server/site-index';
import {readBuiltPage} from '../../scripts/lib/built-page';
import {renderCard} from '../../src/plugins/preview-images/card';
import {buildDir} from '../support/build-dir';
import {builtSiteIndex, locales, sitePagesOf} from '../support/built-pages';
import {pngInfo} from '../support/png';

const budgets = JSON.parse(readFileSync(path.join(__dirname, '../../budgets.json'), 'utf8')) as {
  previewImageBytes: number;
};

const SITE_TITLE = 'Breakdown Structure';

/** The pages a reader can share: every page with a canonical link but the not-found one. */
const sharedPagesOf = (locale: string) =>
  sitePagesOf(locale).filter((page) => page.canonical !== undefined && !page.file.endsWith('/404.html'));

/** The preview tags of a built page. */
function previewOf(file: string) {
  const $ = readBuiltPage(buildDir, file);
  const meta = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`);
  return {
    title: $('title').text(),
    count: (key: string) => meta(key).length,
    value: (key: string) => meta(key).attr('content'),
  };
}

for (const locale of locales) {
  test(`${locale}: every page names its own preview image, with its size, alt text and locale`, () => {
    const pages = sharedPagesOf(locale);
    expect(pages.length, `pages of ${locale}`).toBeGreaterThan(60);
    const origin = builtSiteIndex().origin;
    const problems: string[] = [];
    const images = new Map<string, string>();
    for (const {file} of pages) {
      const preview = previewOf(file);
      const say = (problem: string) => problems.push(`${file}: ${problem}`);
      for (const key of [
        'og:image',
        'og:image:width',
        'og:image:height',
        'og:image:alt',
        'twitter:image',
        'og:locale',
      ]) {
        if (preview.count(key) !== 1) say(`${preview.count(key)} ${key} tags, not 1`);
      }
      const image = preview.value('og:image') ?? '';
      const url = new URL(image, origin);
      if (url.origin !== origin) say(`og:image ${image} is not on ${origin}`);
      if (!url.pathname.startsWith(`${localeBaseUrl(locale)}assets/og/`) || !url.pathname.endsWith('.png')) {
        say(`og:image ${image} is not a PNG of the locale's assets/og/`);
      }
      if (!existsSync(path.join(buildDir, url.pathname))) say(`og:image ${url.pathname} is not in the build`);
      if (images.has(url.pathname)) say(`shares its image with ${images.get(url.pathname)}`);
      images.set(url.pathname, file);
      if (preview.value('twitter:image') !== image) say(`twitter:image ${preview.value('twitter:image')} ≠ og:image`);
      if (preview.value('og:image:type') !== 'image/png') say(`og:image:type ${preview.value('og:image:type')}`);
      if (preview.value('og:image:width') !== '1200') say(`og:image:width ${preview.value('og:image:width')}`);
      if (preview.value('og:image:height') !== '630') say(`og:image:height ${preview.value('og:image:height')}`);
      // The alt text names the page as its title does, in its language.
      const pageTitle = preview.title.replace(` | ${SITE_TITLE}`, '');
      const alt = pageTitle === SITE_TITLE ? SITE_TITLE : `${pageTitle} — ${SITE_TITLE}`;
      if (preview.value('og:image:alt') !== alt) say(`og:image:alt "${preview.value('og:image:alt')}", not "${alt}"`);
      if (preview.value('twitter:image:alt') !== alt) say(`twitter:image:alt "${preview.value('twitter:image:alt')}"`);
      if (preview.value('og:locale') !== localeOf(locale).ogLocale) say(`og:locale ${preview.value('og:locale')}`);
    }
    expect(problems, `preview tags of the ${locale} pages`).toEqual([]);
    // No image left over from an earlier build or named by no page.
    const dir = path.join(buildDir, localeBaseUrl(locale), 'assets/og');
    const files = (readdirSync(dir, {recursive: true}) as string[])
      .filter((f) => f.endsWith('.png'))
      .map((f) => `${localeBaseUrl(locale)}assets/og/${f.split(path.sep).join('/')}`);
    expect(files.sort()).toEqual([...images.keys()].sort());
  });
}

test('each preview image is a 1200 × 630 PNG within its byte budget', () => {
  const sizes: number[] = [];
  const problems: string[] = [];
  for (const locale of locales) {
    for (const {file} of sharedPagesOf(locale)) {
      const pathname = new URL(previewOf(file).value('og:image') ?? '/', 'https://example.com').pathname;
      const image = readFileSync(path.join(buildDir, pathname));
      const {width, height} = pngInfo(image);
      if (width !== 1200 || height !== 630) problems.push(`${pathname}: ${width} × ${height}`);
      if (image.length > budgets.previewImageBytes) {
        problems.push(`${pathname}: ${image.length} B, budget ${budgets.previewImageBytes} B (budgets.json)`);
      }
      sizes.push(image.length);
    }
  }
  sizes.sort((a, b) => a - b);
  console.log(
    `${sizes.length} preview images: median ${sizes[Math.floor(sizes.length / 2)]} B, largest ${sizes.at(-1)} B, ` +
      `${(sizes.reduce((a, b) => a + b, 0) / 1e6).toFixed(1)} MB in all`,
  );
  expect(sizes.length).toBeGreaterThan(400);
  expect(problems).toEqual([]);
});

test('a card whose text no font of its locale draws stops the build, naming the characters', async () => {
  const card = {
    lang: 'fr',
    locale: 'fr',
    siteTitle: SITE_TITLE,
    description: 'Une description.',
    address: 'example.com/fr/x',
    tagline: 'Un slogan.',
  };
  // Drawn: French, and the Mac key symbols Inter's whole files hold.
  expect(pngInfo(await renderCard({...card, title: 'Rechercher un nœud : ⌘F, ⌥-clic'})).width).toBe(1200);
  // The fonts of the French cards have no Japanese: no empty box in a preview.
  await expect(renderCard({...card, title: '作業の分解'})).rejects.toThrow(/fr locale draws 作 業 の 分 解/);
  // The Japanese cards have Noto Sans JP.
  expect(pngInfo(await renderCard({...card, lang: 'ja', locale: 'ja', title: '作業の分解'})).height).toBe(630);
});
