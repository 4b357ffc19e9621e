/**
 * A manual as one HTML document: its words in the locale (code.json's `manual.*`), a cover, a table
 * of contents, a chapter a page, and the print CSS of its pages and margin boxes.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import {i18n} from '../../../config/i18n';
import {type ManualPlatform, manualPageSize} from '../../../config/manual';
import {readBuiltPage} from '../built-page';
import {readChapters, type Chapter, type LocaleSite} from './chapters';
import {charactersWithoutFont, manualFace} from './fonts';

const REPO = path.resolve(__dirname, '../../..');

/** The manual's words, English by default; i18n/<locale>/code.json translates them (ids `manual.*`). */
const STRINGS = {
  'manual.platform.ios': 'iPhone and iPad',
  'manual.platform.mac': 'Mac',
  'manual.cover.platform': 'for {platform}',
  'manual.cover.kind': 'User Guide',
  'manual.cover.edition': 'Updated {date}',
  'manual.cover.online': 'Online: {url}',
  'manual.title': 'Breakdown Structure User Guide for {platform}',
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

/** Whether the locale's manual has a font for every character of `text` (the language's name, a date in its words). */
const printable = (text: string, locale: string) => charactersWithoutFont(text, locale).length === 0;

/** The edition date in the locale's words (`23 novembre 2026`), or as `2026-11-23` where the manual lacks their fonts. */
function editionDate(locale: string, date: Date): string {
  const htmlLang = i18n.localeConfigs[locale]?.htmlLang ?? locale;
  const long = new Intl.DateTimeFormat(htmlLang, {dateStyle: 'long', timeZone: 'UTC'}).format(date);
  return printable(long, locale) ? long : date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The document

/** A CSS string: `content: "…"` of a margin box. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\A ')}"`;

/** The print CSS: pages, margin boxes (running header, page number), fonts, breaks, what the screen CSS does not fit. */
function printCss(title: string, chapters: Chapter[], locale: string): string {
  const face = manualFace(locale);
  // The locale's face before each of the site's stacks (which draw the rest), none where the
  // locale names none: after them, a family that fontconfig matches to a face of the machine
  // (Helvetica, say) would draw some of the Japanese text.
  const faceFirst = face === undefined ? '' : face.families.map((family) => `${cssString(family)}, `).join('');
  // Margin boxes take their fonts from the page, which takes them from the root element.
  const margin = `font: 8pt/1.2 ${faceFirst}var(--ifm-font-family-base); color: #555;`;
  return `
@page {
  size: ${manualPageSize(locale)};
  margin: 20mm 17mm 18mm;
  @top-left { content: ${cssString(title)}; ${margin} }
  @bottom-right { content: counter(page) " / " counter(pages); ${margin} }
}
@page cover { @top-left { content: none } @top-right { content: none } @bottom-right { content: none } }
${chapters
  .map((c, i) => `@page chapter-${i} { @top-right { content: ${cssString(c.title)}; ${margin} text-align: right; } }`)
  .join('\n')}
${chapters.map((c, i) => `#${c.key} { page: chapter-${i}; }`).join('\n')}
${face?.css ?? ''}
/* The face before each of the site's stacks, for everything in the body, the drawings (which name
   the stacks themselves) included: body's own stacks, made of the root's. */
:root {
  --manual-site-font: var(--ifm-font-family-base);
  --manual-site-heading-font: var(--ifm-heading-font-family);
  --manual-site-monospace-font: var(--ifm-font-family-monospace);
}
body {
  --ifm-font-family-base: ${faceFirst}var(--manual-site-font);
  --ifm-heading-font-family: ${faceFirst}var(--manual-site-heading-font);
  --ifm-font-family-monospace: ${faceFirst}var(--manual-site-monospace-font);
  font-family: var(--ifm-font-family-base);
}
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
  /** Its language, as its `<html lang>` gives it (BCP 47). */
  lang: string;
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
  const home = readBuiltPage(site.dir, 'index.html');
  const stylesheets = home('link[rel="stylesheet"][href]')
    .toArray()
    .map((link) => home(link).attr('href')!);
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
<style>${printCss(title, chapters, site.locale)}</style>
</head>
<body>
<section class="manual-cover">
<img src="${site.baseUrl}img/logo.svg" alt="">
<p class="manual-cover-app">Breakdown Structure</p>
<p class="manual-cover-platform">${escapeHtml(t('manual.cover.platform', {platform: platformName}))}</p>
<p class="manual-cover-kind">${escapeHtml(t('manual.cover.kind'))}</p>
<p class="manual-cover-meta">${escapeHtml(printable(localeLabel, site.locale) ? `${localeLabel} (${htmlLang})` : htmlLang)}</p>
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
  return {title, lang: htmlLang, html, chapters};
}
