/**
 * The pages of a manual, read from a locale's build in the order of its sidebar (the build's index), each
 * page's article made ready for one document (scripts/lib/manual/index.ts says how).
 */
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import escapeHtml from 'escape-html';
import {i18n} from '../../../config/i18n';
import {
  type LocaleIndex,
  type SidebarDoc,
  SITE_INDEX_FILE,
  localeBaseUrl,
  readLocaleIndex,
} from '../../../server/site-index';
import type {ManualPlatform} from '../../../config/manual';
import {readBuiltPage} from '../built-page';

/** One locale's built site: its folder and the base URL its pages name their files by. */
export interface LocaleSite {
  locale: string;
  /** The folder of its pages: build/ for English, build/<locale>/ (or build.parts/<locale>/) for others. */
  dir: string;
  /** `/` or `/fr/`. */
  baseUrl: string;
}

/** A page of the manual, read from the build. */
export interface Chapter {
  docId: string;
  /** Its depth in the platform's tree: 0 for the platform's own page. */
  depth: number;
  /** The id of its section in the manual (`ios-documents-new-document`), also its PDF destination. */
  key: string;
  title: string;
  /** Its URL on the site (its canonical link). */
  url: string;
  /** The article, ready for the manual. */
  html: string;
}

/** The locale's build in `dir`. */
export const localeSite = (locale: string, dir: string): LocaleSite => ({locale, dir, baseUrl: localeBaseUrl(locale)});

/** The locales of the build in `buildDir` as `npm run build` lays it out: English at the root. */
export function sitesOfBuild(buildDir: string): LocaleSite[] {
  return i18n.locales.map((locale) => localeSite(locale, path.join(buildDir, localeBaseUrl(locale))));
}

/** The locale's index, which the build writes in its folder. */
function indexOf(site: LocaleSite): LocaleIndex {
  const index = readLocaleIndex(site.dir);
  if (index === undefined) throw new Error(`The ${site.locale} build in ${site.dir} has no index (${SITE_INDEX_FILE})`);
  return index;
}

/**
 * The docs of a platform in the order of its sidebar, as the locale's build resolved it: the
 * category whose page is `<platform>/index`, that page first (depth 0), then what it holds.
 */
export function platformDocs(index: LocaleIndex, platform: ManualPlatform): SidebarDoc[] {
  for (const docs of Object.values(index.sidebars)) {
    const start = docs.findIndex(({docId}) => docId === `${platform}/index`);
    if (start === -1) continue;
    const top = docs[start].depth;
    const end = docs.findIndex(({depth}, i) => i > start && depth <= top);
    return docs.slice(start, end === -1 ? undefined : end).map(({docId, depth}) => ({docId, depth: depth - top}));
  }
  throw new Error(`No docs sidebar of the ${index.locale} build holds ${platform}/index`);
}

/** The built doc pages a locale's index lists: doc id → its file (in the build) and URL (its canonical link). */
function docPagesOf(index: LocaleIndex): Map<string, {file: string; url: URL}> {
  return new Map(
    index.pages.flatMap(({docId, file, canonical}) =>
      docId === undefined || canonical === undefined ? [] : [[docId, {file, url: new URL(canonical, index.origin)}]],
    ),
  );
}

/** `ios/documents/new-document` → `ios-documents-new-document`. */
const keyOf = (docId: string) => docId.replace(/[^A-Za-z0-9-]+/g, '-');

/** A URL path without its trailing slash, for comparing pages (`/fr/ios/maintenance/chatgpt/`). */
const pagePath = (urlPath: string) => (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath);

/** The app's ⓘ button, which the page's text names by its symbol. */
const INFO_BUTTON = '\u24d8';

/** Attributes that name ids of the page by themselves (space-separated lists). */
const ID_LIST_ATTRIBUTES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'for'];

/**
 * The article of a built page, made fit for the manual: the screen's controls out, ids prefixed
 * with the chapter's key (with every reference to them), links to the manual's own pages kept
 * inside the PDF (`chapters`: page path → key) and every other link of the site made absolute.
 */
function articleFor($: CheerioAPI, key: string, pageUrl: URL, chapters: Map<string, string>): string {
  const article = $('.theme-doc-markdown').first();
  if (article.length === 0) throw new Error(`${pageUrl.href}: no .theme-doc-markdown article in the built page`);
  // The title is the chapter's own heading; the rest is for the screen: copy buttons, `#` links.
  article.children('header').first().remove();
  // The page's own link to this manual (src/components/ManualDownload.tsx) too.
  article.find('button, .hash-link, .manual-download').remove();
  article.find('details').attr('open', '');
  // Focusable scrolling areas mean nothing on paper.
  article.find('[tabindex]').removeAttr('tabindex');
  // The app's ⓘ button, in text: drawn by CSS, since the fonts of the machine that prints may lack it.
  article
    .find('*')
    .not('svg, svg *')
    .contents()
    .filter((_, node) => node.type === 'text' && node.data.includes(INFO_BUTTON))
    .each((_, node) => {
      const parts = (node as unknown as {data: string}).data.split(INFO_BUTTON).map(escapeHtml);
      $(node).replaceWith(
        parts.join(`<span class="manual-info-button" role="img" aria-label="${INFO_BUTTON}">i</span>`),
      );
    });

  const prefixed = (id: string) => `${key}--${id}`;
  const ids = new Set(
    article
      .find('[id]')
      .map((_, el) => $(el).attr('id'))
      .get(),
  );
  article.find('[id]').each((_, el) => void $(el).attr('id', prefixed($(el).attr('id')!)));
  article.find('*').each((_, el) => {
    const element = $(el);
    for (const [name, value] of Object.entries(el.attribs)) {
      if (ID_LIST_ATTRIBUTES.includes(name)) {
        element.attr(
          name,
          value
            .split(/\s+/)
            .map((id) => (ids.has(id) ? prefixed(id) : id))
            .join(' '),
        );
      } else if (value.includes('url(#')) {
        element.attr(
          name,
          value.replace(/url\(#([^)]+)\)/g, (whole, id: string) => (ids.has(id) ? `url(#${prefixed(id)})` : whole)),
        );
      } else if ((name === 'href' || name === 'xlink:href') && value.startsWith('#') && el.tagName !== 'a') {
        // An SVG <use>: a reference inside the page.
        if (ids.has(value.slice(1))) element.attr(name, `#${prefixed(value.slice(1))}`);
      }
    }
  });

  article.find('a[href]').each((_, el) => {
    const link = $(el);
    const href = link.attr('href')!;
    const url = new URL(href, pageUrl);
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (href.startsWith('#')) {
      link.attr('href', ids.has(anchor) ? `#${prefixed(anchor)}` : `#${key}`);
      return;
    }
    if (url.origin !== pageUrl.origin) return;
    const target = chapters.get(pagePath(url.pathname));
    if (target === undefined) {
      // A page or file the manual does not hold: the site's.
      link.attr('href', url.href);
    } else {
      link.attr('href', anchor === '' ? `#${target}` : `#${target}--${anchor}`);
    }
  });
  return $.html(article);
}

/** The chapters of a platform's manual, read from the locale's build, in the sidebar's order. */
export function readChapters(site: LocaleSite, platform: ManualPlatform): Chapter[] {
  const index = indexOf(site);
  const built = docPagesOf(index);
  const docs = platformDocs(index, platform);
  const missing = docs.filter(({docId}) => !built.has(docId)).map(({docId}) => docId);
  if (missing.length > 0) {
    throw new Error(`The ${site.locale} build in ${site.dir} lacks the pages of ${missing.join(', ')}`);
  }
  const pages = docs.map(({docId, depth}) => {
    const {file, url} = built.get(docId)!;
    const $ = readBuiltPage(site.dir, file);
    const title = $('.theme-doc-markdown h1').first().text().trim();
    if (title === '') throw new Error(`${path.join(site.dir, file)}: no h1 in its article`);
    return {docId, depth, key: keyOf(docId), title, url, $};
  });
  const chapters = new Map(pages.map(({url, key}) => [pagePath(url.pathname), key]));
  return pages.map(({docId, depth, key, title, url, $}) => ({
    docId,
    depth,
    key,
    title,
    url: url.href,
    html: articleFor($, key, url, chapters),
  }));
}
