/**
 * A link preview for every page (issue 12): after each locale's build, each page that has a
 * canonical link (every page but the not-found one) gets its card (./card.ts),
 * written to `<locale>/assets/og/<page>.<hash>.png`, and its HTML gets the tags that name it:
 * `og:image` with its type, size and alt text, `twitter:image` and its alt text (Docusaurus 2.4.1
 * announces `twitter:card` = summary_large_image but gives no image), and `og:locale`.
 *
 * The tags are written into the built HTML, before `</head>`, rather than by the theme: a card
 * needs the page's title, description and canonical link as the page renders them, which only
 * exist once the page is rendered (the head postBuild receives, read as src/plugins/site-index reads it). The HTML gains `<meta>` tags only, no script, so the hashes of its
 * inline scripts (the CSP of server/site-index.ts) stay those of the build; the site index and the
 * nginx config are read after the locales are built (the last step of `npm run build`) and see the final pages.
 * The tags are not React's: a reader who follows links within the site keeps the first page's
 * tags in the DOM, which nothing reads — link previews read the HTML each URL serves.
 *
 * The file name carries the hash of the image, so that it may be cached for good (hashed assets
 * under assets/, server/hosting-policy.ts) and a changed card gets a new URL, which link-preview
 * caches fetch again. PREVIEW_IMAGES=0 builds without them (scripts/bench-previews.ts compares).
 */
import {mkdirSync, promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import escapeHtml from 'escape-html';
import {localeOf} from '../../../config/locales';
import type {SiteIndexPage} from '../../../server/site-index';
import {builtPages} from '../site-index';
import {CARD_HEIGHT, CARD_WIDTH, type Card, contentHash, renderCard} from './card';

/** Where the cards go, under the locale's base URL: a hashed-asset path, cached for a year. */
export const PREVIEW_DIR = 'assets/og';

export const previewImagesEnabled = process.env.PREVIEW_IMAGES !== '0';

/** The alt text of a page's card: what it shows. */
export const previewAlt = (title: string, siteTitle: string): string =>
  title === siteTitle ? siteTitle : `${title} — ${siteTitle}`;

/** What a card says of its site, in the locale being built. */
export interface SiteFacts {
  siteTitle: string;
  tagline: string;
  /** `<html lang>` of the locale's pages. */
  htmlLang: string;
  locale: string;
}

/**
 * The card of a built page, from what its head says (src/plugins/site-index), its canonical path
 * read on `siteUrl`; undefined for the not-found page, which has no address to share.
 */
export function cardOf(page: SiteIndexPage, siteUrl: string, site: SiteFacts): Card | undefined {
  // Its canonical link names 404.html.
  if (page.canonical === undefined || path.basename(page.file) === '404.html') return undefined;
  const fullTitle = page.title ?? site.siteTitle;
  const suffix = ` | ${site.siteTitle}`;
  const {host, pathname} = new URL(page.canonical, siteUrl);
  return {
    lang: site.htmlLang,
    locale: site.locale,
    siteTitle: site.siteTitle,
    title: fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle,
    description: page.description ?? site.tagline,
    address: `${host}${decodeURI(pathname)}`.replace(/\/$/, ''),
    tagline: site.tagline,
  };
}

/** The `<meta>` tags that name a page's card at `url`. */
export function previewTags(card: Card, url: string): string {
  const alt = previewAlt(card.title, card.siteTitle);
  return [
    ['property', 'og:image', url],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(CARD_WIDTH)],
    ['property', 'og:image:height', String(CARD_HEIGHT)],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:image', url],
    ['name', 'twitter:image:alt', alt],
    ['property', 'og:locale', localeOf(card.locale).ogLocale],
  ]
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('');
}

export default function previewImagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'preview-images',
    async postBuild({outDir, baseUrl, routesPaths, head}) {
      if (!previewImagesEnabled) return;
      const start = process.hrtime.bigint();
      const {siteConfig, i18n} = context;
      const site: SiteFacts = {
        siteTitle: siteConfig.title,
        tagline: siteConfig.tagline,
        htmlLang: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
        locale: i18n.currentLocale,
      };
      let count = 0;
      for (const page of builtPages({outDir, baseUrl, routesPaths, head})) {
        const card = cardOf(page, siteConfig.url, site);
        if (card === undefined) continue;
        let png: Buffer;
        try {
          png = await renderCard(card);
        } catch (error) {
          throw new Error(`The link preview of ${page.file}: ${(error as Error).message}`);
        }
        // `faq/index.html` → `assets/og/faq.<hash>.png`; the home page → `assets/og/index.<hash>.png`.
        const name = page.file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '') || 'index';
        const image = `${PREVIEW_DIR}/${name}.${contentHash(png)}.png`;
        mkdirSync(path.dirname(path.join(outDir, image)), {recursive: true});
        await fs.writeFile(path.join(outDir, image), png);
        const tags = previewTags(card, new URL(baseUrl + image, siteConfig.url).href);
        const file = path.join(outDir, page.file);
        const html = await fs.readFile(file, 'utf8');
        if (!html.includes('</head>')) throw new Error(`${file} has no </head>`);
        await fs.writeFile(
          file,
          html.replace('</head>', () => `${tags}</head>`),
        );
        count += 1;
      }
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      // scripts/bench-previews.ts reads this line.
      console.log(`[preview-images] ${i18n.currentLocale}: ${count} images in ${seconds.toFixed(1)} s`);
    },
  };
}
