/**
 * The manuals to download (scripts/manual.ts is the command line; scripts/build.ts runs it at the
 * end of `npm run build`): for each locale and platform, one PDF of the platform's pages in the
 * order of the sidebar, made from the built site as readers get it.
 *
 * - The order is the sidebar's (sidebars.ts): the platform's category, each category's own page
 *   before its items. Each doc id is found in the build by the `docs-doc-id-<id>` class the theme
 *   puts on a doc page's <html>, so the manual holds what that locale's build shows (the English
 *   page where a locale has no translation).
 * - Each page brings its article (`.theme-doc-markdown`: text, tables, code, the drawings as
 *   inline SVG), without the buttons and heading anchors of the screen. Its ids get the page's
 *   prefix, so that one document holds them all; a link to another page of the manual becomes a
 *   link inside the PDF, any other link an absolute link to the site.
 * - One HTML document: a cover, a table of contents, one chapter a page, the site's own CSS and a
 *   print CSS. Chromium prints it (page.pdf, with the outline of its headings as bookmarks):
 *   running headers and page numbers are CSS page margin boxes, one named page a chapter.
 * - The table of contents gets its page numbers in two prints: the first tells on which page each
 *   chapter starts (the named destinations Chromium writes for link targets, read with PDF.js),
 *   the second prints them; the numbers are checked in the second print too.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import type {Browser, Page} from 'playwright-core';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {defaultLocale, i18n} from '../../config/i18n';
import {chromiumArgs, chromiumPath} from '../../config/chromium';
import {MANUAL_PLATFORMS, type ManualPlatform, manualPath} from '../../config/manual';
import {readPdf} from './pdf';

const REPO = path.resolve(__dirname, '../..');

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

export interface ManualResult {
  locale: string;
  platform: ManualPlatform;
  file: string;
  bytes: number;
  pages: number;
  chapters: number;
  seconds: number;
}

/** The locales of the build in `buildDir` as `npm run build` lays it out: English at the root. */
export function sitesOfBuild(buildDir: string): LocaleSite[] {
  return i18n.locales.map((locale) =>
    locale === defaultLocale
      ? {locale, dir: buildDir, baseUrl: '/'}
      : {locale, dir: path.join(buildDir, locale), baseUrl: `/${locale}/`},
  );
}

// ---------------------------------------------------------------------------------------------
// The pages, in the sidebar's order

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/** The doc ids under a sidebar item, in reading order, with their depth; a category's own page first. */
function docsOf(item: SidebarItem, depth: number): {docId: string; depth: number}[] {
  if (typeof item === 'string') return [{docId: item, depth}];
  if (item.type === 'doc') return [{docId: item.id, depth}];
  if (item.type === 'category') {
    const own = item.link?.type === 'doc' ? [{docId: item.link.id, depth}] : [];
    const items = Array.isArray(item.items) ? (item.items as SidebarItem[]) : [];
    return [...own, ...items.flatMap((child) => docsOf(child, depth + 1))];
  }
  return [];
}

/** The doc ids of a platform, in the order of the sidebar: its category of sidebars.ts, its own page first. */
export function platformDocs(platform: ManualPlatform): {docId: string; depth: number}[] {
  // sidebars.ts hands its object to module.exports, as Docusaurus 2.4.1 reads it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sidebars = require('../../sidebars') as SidebarsConfig;
  for (const items of Object.values(sidebars)) {
    if (!Array.isArray(items)) continue;
    for (const item of items as SidebarItem[]) {
      if (typeof item === 'object' && item.type === 'category' && item.link?.type === 'doc') {
        if (item.link.id === `${platform}/index`) return docsOf(item, 0);
      }
    }
  }
  throw new Error(`sidebars.ts has no category whose page is ${platform}/index`);
}

/** The built doc pages of a locale's site: doc id → file. Other locales' folders (in build/) are skipped. */
export function docPagesOf(site: LocaleSite): Map<string, string> {
  const skip = new Set(['assets', ...i18n.locales]);
  const pages = new Map<string, string>();
  const walk = (dir: string, top: boolean) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(top && skip.has(entry.name))) walk(file, false);
      } else if (entry.name.endsWith('.html')) {
        // The <html> element comes first: its class names the doc.
        const head = readFileSync(file, 'utf8').slice(0, 1000);
        const docId = /<html[^>]*\sclass="[^"]*\bdocs-doc-id-([^\s"]+)/.exec(head)?.[1];
        if (docId !== undefined) pages.set(docId, file);
      }
    }
  };
  walk(site.dir, true);
  return pages;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

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
  const built = docPagesOf(site);
  const docs = platformDocs(platform);
  const missing = docs.filter(({docId}) => !built.has(docId)).map(({docId}) => docId);
  if (missing.length > 0) {
    throw new Error(`The ${site.locale} build in ${site.dir} lacks the pages of ${missing.join(', ')}`);
  }
  const pages = docs.map(({docId, depth}) => {
    const $ = load(readFileSync(built.get(docId)!, 'utf8'));
    const canonical = $('link[rel="canonical"]').attr('href');
    if (canonical === undefined) throw new Error(`${built.get(docId)}: no canonical link`);
    const title = $('.theme-doc-markdown h1').first().text().trim();
    if (title === '') throw new Error(`${built.get(docId)}: no h1 in its article`);
    return {docId, depth, key: keyOf(docId), title, url: new URL(canonical), $};
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

// ---------------------------------------------------------------------------------------------
// The words of the manual

/** The manual's words, English by default; i18n/<locale>/code.json translates them (ids `manual.*`). */
const STRINGS = {
  'manual.platform.ios': 'iPhone and iPad',
  'manual.platform.mac': 'Mac',
  'manual.cover.platform': 'for {platform}',
  'manual.cover.kind': 'User manual',
  'manual.cover.edition': 'Edition of {date}',
  'manual.cover.online': 'Online: {url}',
  'manual.title': 'Breakdown Structure for {platform}: user manual',
  'manual.toc.title': 'Contents',
} as const;
type StringId = keyof typeof STRINGS;

export type ManualStrings = (id: StringId, values?: Record<string, string>) => string;

/** The manual's strings for a locale: its code.json's message, else English. */
export function manualStrings(locale: string): ManualStrings {
  const file = path.join(REPO, 'i18n', locale, 'code.json');
  const translated = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>)
    : {};
  return (id, values = {}) =>
    (translated[id]?.message ?? STRINGS[id]).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Whether the machine has a font for every character of `text` (the language's name, a date in its words). */
const printable = (text: string) => charactersWithoutFont(text).length === 0;

/** The edition date in the locale's words (`23 novembre 2026`), or as `2026-11-23` where the machine lacks their fonts. */
function editionDate(locale: string, date: Date): string {
  const htmlLang = i18n.localeConfigs[locale]?.htmlLang ?? locale;
  const long = new Intl.DateTimeFormat(htmlLang, {dateStyle: 'long', timeZone: 'UTC'}).format(date);
  return printable(long) ? long : date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The document

/** A CSS string: `content: "…"` of a margin box. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\A ')}"`;

/** The print CSS: pages, margin boxes (running header, page number), breaks, what the screen CSS does not fit. */
function printCss(title: string, chapters: Chapter[]): string {
  const margin = 'font: 8pt/1.2 var(--ifm-font-family-base); color: #555;';
  return `
@page {
  size: A4;
  margin: 20mm 17mm 18mm;
  @top-left { content: ${cssString(title)}; ${margin} }
  @bottom-right { content: counter(page) " / " counter(pages); ${margin} }
}
@page cover { @top-left { content: none } @top-right { content: none } @bottom-right { content: none } }
${chapters
  .map((c, i) => `@page chapter-${i} { @top-right { content: ${cssString(c.title)}; ${margin} text-align: right; } }`)
  .join('\n')}
${chapters.map((c, i) => `#${c.key} { page: chapter-${i}; }`).join('\n')}
/* No ligatures: a reader's search for « modifier » finds the word, and so does any text extraction (« modi fi er »). */
html { font-size: 10pt; font-variant-ligatures: no-common-ligatures; }
body { background: #fff; }
.manual-cover { page: cover; display: flex; flex-direction: column; justify-content: center; min-height: 240mm; }
.manual-cover img { width: 28mm; height: 28mm; margin-bottom: 10mm; }
.manual-cover-app { font-size: 30pt; font-weight: 700; margin: 0; }
.manual-cover-platform { font-size: 20pt; margin: 0 0 8mm; }
.manual-cover-kind { font-size: 16pt; color: var(--ifm-color-primary-darker); margin: 0 0 30mm; }
.manual-cover-meta { font-size: 10pt; color: #444; margin: 0; }
.manual-toc { break-before: page; }
.manual-toc h1, .manual-chapter > h1 { font-size: 20pt; margin: 0 0 6mm; }
.manual-toc ol { list-style: none; padding: 0; margin: 0; }
.manual-toc li { margin: 0; padding: 0; }
.manual-toc a { display: flex; align-items: baseline; gap: 2mm; color: inherit; text-decoration: none; padding: 1mm 0; }
.manual-toc .toc-leader { flex: 1; border-bottom: 1px dotted #999; }
.manual-toc .toc-page { min-width: 8mm; text-align: right; font-variant-numeric: tabular-nums; }
${[0, 1, 2, 3, 4].map((d) => `.manual-toc .toc-depth-${d} a { padding-left: ${d * 6}mm; }`).join('\n')}
.manual-toc .toc-depth-0 a, .manual-toc .toc-depth-1 a { font-weight: 700; }
.manual-chapter { break-before: page; }
.manual-chapter-url { font-size: 8pt; margin: -4mm 0 6mm; color: #555; }
/* Chromium names a bookmark after its heading's lines, dropping the space where a line wraps
   (« déplacer undocument »), unless white space is preserved. */
.manual-chapter > h1, .markdown h2, .markdown h3, .markdown h4 { white-space: pre-wrap; }
/* Nor a hyphen of the site's title hyphenation (custom.css) in a bookmark: whole words. */
.manual-chapter > h1, .markdown h1, .markdown h2, .markdown h3 { hyphens: manual; }
.markdown > h2 { font-size: 15pt; }
.markdown > h3 { font-size: 12pt; }
.markdown h2, .markdown h3 { break-after: avoid; }
.manual-info-button { display: inline-block; width: 1.1em; height: 1.1em; border: 0.09em solid currentColor; border-radius: 50%; font-size: 0.8em; font-weight: 700; line-height: 1em; text-align: center; vertical-align: 0.05em; }
.markdown figure, .markdown pre, .markdown tr, .theme-admonition { break-inside: avoid; }
.markdown table { display: table; width: 100%; overflow: visible; font-size: 9pt; }
.markdown pre { white-space: pre-wrap; overflow-wrap: anywhere; }
.markdown code { overflow-wrap: anywhere; }
.markdown svg { max-width: 100%; height: auto; }
`;
}

export interface ManualDocument {
  title: string;
  html: string;
  chapters: Chapter[];
}

/** The HTML of a manual; `pageNumbers` (key → page) fills its table of contents, `…` until known. */
export function manualDocument(
  site: LocaleSite,
  platform: ManualPlatform,
  options: {date: Date; chapters?: Chapter[]},
): ManualDocument {
  const chapters = options.chapters ?? readChapters(site, platform);
  const t = manualStrings(site.locale);
  const platformName = t(`manual.platform.${platform}`);
  const title = t('manual.title', {platform: platformName});
  // The site's own CSS (Infima, the theme, the drawings' CSS modules), as its pages link it.
  const stylesheets = [
    ...readFileSync(path.join(site.dir, 'index.html'), 'utf8').matchAll(/<link rel="stylesheet" href="([^"]+)"/g),
  ].map((m) => m[1]);
  const htmlLang = i18n.localeConfigs[site.locale]?.htmlLang ?? site.locale;
  const localeLabel = i18n.localeConfigs[site.locale]?.label ?? site.locale;
  const toc = chapters
    .map(
      (c) =>
        `<li class="toc-depth-${c.depth}"><a href="#${c.key}"><span class="toc-title">${escapeHtml(c.title)}</span>` +
        `<span class="toc-leader"></span><span class="toc-page" data-chapter="${c.key}">…</span></a></li>`,
    )
    .join('\n');
  const body = chapters
    .map(
      (c) =>
        `<section class="manual-chapter" id="${c.key}"><h1>${escapeHtml(c.title)}</h1>` +
        `<p class="manual-chapter-url"><a href="${escapeHtml(c.url)}">${escapeHtml(c.url)}</a></p>\n${c.html}</section>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${htmlLang}" dir="ltr" data-theme="light">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
<style>${printCss(title, chapters)}</style>
</head>
<body>
<section class="manual-cover">
<img src="${site.baseUrl}img/logo.svg" alt="">
<p class="manual-cover-app">Breakdown Structure</p>
<p class="manual-cover-platform">${escapeHtml(t('manual.cover.platform', {platform: platformName}))}</p>
<p class="manual-cover-kind">${escapeHtml(t('manual.cover.kind'))}</p>
<p class="manual-cover-meta">${escapeHtml(printable(localeLabel) ? `${localeLabel} (${htmlLang})` : htmlLang)}</p>
<p class="manual-cover-meta">${escapeHtml(t('manual.cover.edition', {date: editionDate(site.locale, options.date)}))}</p>
<p class="manual-cover-meta">${escapeHtml(t('manual.cover.online', {url: chapters[0].url}))}</p>
</section>
<nav class="manual-toc" aria-labelledby="manual-toc"><h1 id="manual-toc">${escapeHtml(t('manual.toc.title'))}</h1>
<ol>
${toc}
</ol></nav>
${body}
</body>
</html>
`;
  return {title, html, chapters};
}

// ---------------------------------------------------------------------------------------------
// Printing

let coverage: [number, number][] | null | undefined;

/** The code points the machine's fonts cover (fontconfig's fc-list), or null where fc-list is missing. */
function fontCoverage(): [number, number][] | null {
  if (coverage !== undefined) return coverage;
  const listing = spawnSync('fc-list', ['--format', '%{charset}\\n'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  coverage =
    listing.status !== 0
      ? null
      : listing.stdout
          .split(/\s+/)
          .filter((range) => /^[0-9a-f]+(-[0-9a-f]+)?$/.test(range))
          .map((range) => {
            const [from, to = from] = range.split('-').map((hex) => parseInt(hex, 16));
            return [from, to];
          });
  return coverage;
}

/**
 * The characters of `text` that no font of the machine has: Chromium would print them as empty
 * boxes. Empty when fontconfig cannot tell (no fc-list).
 */
export function charactersWithoutFont(text: string): string[] {
  const ranges = fontCoverage();
  if (ranges === null) return [];
  const characters = [...new Set(text)].filter((c) => !/\s|\p{Cc}|\p{Cf}/u.test(c));
  return characters.filter((c) => {
    const code = c.codePointAt(0)!;
    return !ranges.some(([from, to]) => code >= from && code <= to);
  });
}

/** The address the manual is loaded at: nothing goes to the network, the build answers everything. */
const ORIGIN = 'http://manual.invalid';

/** What a print tells: its page count, and the page each chapter starts on (from the named destinations). */
async function readPrint(pdf: Buffer, chapters: Chapter[]): Promise<{pages: number; starts: Map<string, number>}> {
  const reading = await readPdf(pdf);
  try {
    const starts = new Map<string, number>();
    for (const {key} of chapters) {
      const page = reading.destinations.get(key);
      if (page === undefined) throw new Error(`The print has no destination for the chapter ${key}`);
      starts.set(key, page);
    }
    return {pages: reading.pages, starts};
  } finally {
    await reading.close();
  }
}

/** The first print only tells where chapters start; the last is the manual, with its outline, tagged for screen readers. */
async function print(page: Page, final: boolean): Promise<Buffer> {
  // Chromium writes the outline only into a tagged PDF.
  return page.pdf({preferCSSPageSize: true, printBackground: true, outline: final, tagged: final});
}

/** Prints one manual with a page of `browser`; resolves with the PDF and its page count. */
export async function printManual(
  browser: Browser,
  manual: ManualDocument,
  site: LocaleSite,
): Promise<{pdf: Buffer; pages: number}> {
  const page = await browser.newPage();
  try {
    const address = `${ORIGIN}${site.baseUrl}__manual__.html`;
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.href === address) return route.fulfill({contentType: 'text/html; charset=utf-8', body: manual.html});
      const relative = decodeURIComponent(url.pathname).slice(site.baseUrl.length);
      const file = path.join(site.dir, relative);
      if (
        url.origin === ORIGIN &&
        url.pathname.startsWith(site.baseUrl) &&
        !relative.includes('..') &&
        existsSync(file)
      ) {
        return route.fulfill({path: file});
      }
      return route.abort();
    });
    await page.emulateMedia({media: 'print', colorScheme: 'light'});
    await page.goto(address, {waitUntil: 'load'});
    await page.evaluate(() => document.fonts.ready);
    const missing = charactersWithoutFont(await page.evaluate(() => document.body.textContent ?? ''));
    if (missing.length > 0) {
      const named = missing.map((c) => `${c} U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
      throw new Error(
        `${manual.title} (${site.locale}): no font of this machine has ${named.join(', ')}; install one that ` +
          'has (bash scripts/install-fonts.sh for Japanese and Chinese) or draw it as the manual draws ⓘ',
      );
    }

    const fill = (starts: Map<string, number>) =>
      page.evaluate(
        (entries) => {
          for (const [key, number] of entries) {
            document.querySelector(`.toc-page[data-chapter="${key}"]`)!.textContent = String(number);
          }
        },
        [...starts],
      );
    // The numbers take the width the placeholders gave them: the second print lays out as the first.
    let {starts} = await readPrint(await print(page, false), manual.chapters);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await fill(starts);
      const pdf = await print(page, true);
      const printed = await readPrint(pdf, manual.chapters);
      if ([...printed.starts].every(([key, number]) => starts.get(key) === number)) return {pdf, pages: printed.pages};
      starts = printed.starts;
    }
    throw new Error(`${manual.title} (${site.locale}): the table of contents moved the chapters at every print`);
  } finally {
    await page.close();
  }
}

/** Chromium for the manuals: Debian's (or CHROME_PATH), as the tests use it; Playwright cannot download its own here. */
export async function launchChromium(): Promise<Browser> {
  const {chromium} = await import('playwright-core');
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `The manuals are printed by Chromium, and ${chromiumPath} is missing: bash scripts/install-chromium.sh`,
    );
  }
  return chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
}

/**
 * Makes the manual of each platform for each site, one Chromium for all, `jobs` at a time; writes
 * each to `<site dir>/manual/<file>` and resolves with what it wrote.
 */
export async function makeManuals(
  sites: LocaleSite[],
  {date = new Date(), jobs = 1, log = console.log}: {date?: Date; jobs?: number; log?: (line: string) => void} = {},
): Promise<ManualResult[]> {
  const tasks = sites.flatMap((site) => MANUAL_PLATFORMS.map((platform) => ({site, platform})));
  const browser = await launchChromium();
  const results: ManualResult[] = [];
  try {
    let next = 0;
    const worker = async () => {
      while (next < tasks.length) {
        const {site, platform} = tasks[next++];
        const start = Date.now();
        const manual = manualDocument(site, platform, {date});
        const {pdf, pages} = await printManual(browser, manual, site);
        const file = path.join(site.dir, manualPath(platform));
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, pdf);
        const result = {
          locale: site.locale,
          platform,
          file,
          bytes: pdf.length,
          pages,
          chapters: manual.chapters.length,
          seconds: (Date.now() - start) / 1000,
        };
        results.push(result);
        log(
          `manual ${site.baseUrl}${manualPath(platform)}: ${result.chapters} pages of the site, ` +
            `${pages} PDF pages, ${(pdf.length / 1024).toFixed(0)} KB, ${result.seconds.toFixed(1)} s`,
        );
      }
    };
    await Promise.all(Array.from({length: Math.max(1, jobs)}, worker));
  } finally {
    await browser.close();
  }
  // In the order of the tasks, whatever the order they finished in.
  const order = (r: ManualResult) => tasks.findIndex((t) => t.site.locale === r.locale && t.platform === r.platform);
  return results.sort((a, b) => order(a) - order(b));
}
