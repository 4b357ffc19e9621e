/**
 * The content check: what a reader gets on every doc page and post, in every locale, as the
 * server sends it (the built HTML, read from the files of build/ as a browser parses it, no
 * browser needed): enough text on a doc page (150 words, 300 characters in Japanese and Chinese),
 * an h2, a text alternative on every picture, no leftover marker (TODO, FIXME, TBD, Lorem ipsum),
 * every linked file shipped; in a translated locale no English prose outside what is marked
 * `lang="en"` (a page not translated yet) and the language's typography (no straight quotes in
 * French, German and Dutch; no ordinary space before « : ; ! ? » in French; Japanese and Chinese
 * typography is checked on the sources, by the terminology check). Over a locale's doc pages, at
 * least 12 distinct illustrations, and a French median of 300 words a page; the FAQ keeps 15
 * questions or more, with the same anchors in French and English.
 * One test per locale and kind of page, each naming every failing page in its report.
 */
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {test, expect} from '@playwright/test';
import {blogPosts, docRoutes} from '../routes';
import {defaultLocale, i18n} from '../../config/i18n';
import {localeBaseUrl} from '../../server/site-index';
import {typographyOf} from '../../src/i18n/typography';
import {buildDir} from '../support/build-dir';
import {parsedPage} from '../support/built-pages';

interface PageReport {
  words: number;
  /** Characters of Chinese or Japanese script: their text has no spaces to count words by. */
  cjk: number;
  /** Of the Latin words outside `lang="en"`, how many and how many are common English words. */
  latinWords: number;
  englishWords: number;
  /** Letters outside `lang="en"`, and how many of them are Latin. */
  letters: number;
  latinLetters: number;
  illustrations: string[];
  h2: number;
  missingAlt: string[];
  asciiSpaceBefore: string[];
  straightQuotes: string[];
  markers: string[];
  files: string[];
}

/** The text nodes under `root`, in document order. */
function textNodes(root: AnyNode): {text: string; parent: Element | null}[] {
  if (root.type === 'text') return [{text: root.data, parent: root.parent as Element | null}];
  return 'children' in root ? root.children.flatMap(textNodes) : [];
}

/** The element itself or its nearest ancestor that matches `test`. */
function closest(el: Element | null, test: (el: Element) => boolean): Element | undefined {
  for (let node: Element | null = el; node; node = node.parent as Element | null) {
    if (node.type === 'tag' && test(node)) return node;
  }
  return undefined;
}

/** A URL of the page's own origin (a link or image of the page, resolved as the browser resolves it). */
const PAGE_ORIGIN = 'http://site.invalid';

/** Reads the article of the page at `url` (a path) in its built HTML. */
function inspect($: CheerioAPI, url: string): PageReport {
  const body = $('article .markdown').first();
  if (body.length === 0) throw new Error(`${url}: no article body`);
  const prose: string[] = [];
  // The page's own language: text a page marks as English (not translated yet) is not in it.
  const local: string[] = [];
  const skipped = new Set(['pre', 'code', 'kbd', 'script', 'style']);
  for (const {text, parent} of textNodes(body[0]!)) {
    if (closest(parent, (el) => skipped.has(el.name))) continue;
    prose.push(text);
    if (closest(parent, (el) => el.attribs.lang !== undefined)?.attribs.lang !== 'en') local.push(text);
  }
  const words = prose
    .join(' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const cjk = prose.join('').match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const localText = local.join(' ');
  const latin = localText.match(/\p{Script=Latin}+/gu) ?? [];
  const english = new Set(['the', 'and', 'you', 'your', 'with', 'this', 'that', 'from', 'which', 'when', 'are', 'for']);
  const letters = localText.match(/\p{L}/gu)?.length ?? 0;
  const around = (text: string, i: number) => text.slice(Math.max(0, i - 25), i + 5).trim();
  const findAll = (re: RegExp) =>
    prose.flatMap((text) => [...text.matchAll(re)].map((m) => around(text, m.index ?? 0)));
  const article = $('article').first();
  const pageUrl = new URL(url, PAGE_ORIGIN);
  return {
    words,
    cjk,
    latinWords: latin.length,
    englishWords: latin.filter((word) => english.has(word.toLowerCase())).length,
    letters,
    latinLetters: latin.join('').length,
    illustrations: body
      .find('figure svg[role="img"]')
      .toArray()
      .map((svg) => svg.attribs['aria-label'] ?? ''),
    h2: body.find('h2').length,
    missingAlt: [
      ...article
        .find('img')
        .toArray()
        .filter((img) => !img.attribs.alt?.trim())
        .map((img) => img.attribs.src ?? 'img'),
      ...article
        .find('svg[role="img"]')
        .toArray()
        .filter((svg) => !svg.attribs['aria-label']?.trim())
        .map(() => 'svg'),
    ],
    asciiSpaceBefore: findAll(/ [:;!?](?=\s|$)/g),
    straightQuotes: findAll(/"/g),
    markers: findAll(/\b(TODO|FIXME|TBD)\b|Lorem ipsum/gi),
    files: article
      .find('a[href], img[src]')
      .toArray()
      .map((el) => new URL(el.attribs.href ?? el.attribs.src!, pageUrl))
      .filter((link) => link.origin === PAGE_ORIGIN && /\.\w+$/.test(link.pathname) && !link.pathname.endsWith('.html'))
      .map((link) => link.pathname),
  };
}

/** Whether the build holds the file a link's path names, as both servers serve it. */
const shipped = (urlPath: string) => {
  const file = path.join(buildDir, decodeURIComponent(urlPath));
  return existsSync(file) && statSync(file).isFile();
};

/** What is wrong with one page, as lines of a report. */
function problemsOf(url: string, report: PageReport, locale: Locale): string[] {
  const problems = [
    ...(report.h2 === 0 ? [`${url}: no h2`] : []),
    ...report.missingAlt.map((alt) => `${url}: picture without alt: ${alt}`),
    ...report.markers.map((marker) => `${url}: leftover marker: ${marker}`),
  ];
  if (locale.french) {
    problems.push(...report.asciiSpaceBefore.map((s) => `${url}: ordinary space before a mark: « ${s} »`));
  }
  if (locale.typographicQuotes) {
    problems.push(...report.straightQuotes.map((s) => `${url}: straight quote: « ${s} »`));
  }
  if (locale.translated) {
    // English left in a translation: common English words among its Latin words (product and
    // feature names are Latin in every language), or, in Japanese and Chinese, Latin letters.
    const englishShare = report.englishWords / Math.max(report.latinWords, 1);
    if (!locale.cjk && report.englishWords >= 10 && englishShare > 0.05) {
      problems.push(`${url}: English prose (${report.englishWords} common English words of ${report.latinWords})`);
    }
    if (locale.cjk && report.letters > 0 && report.latinLetters / report.letters > 0.5) {
      problems.push(`${url}: English prose (${report.latinLetters} Latin letters of ${report.letters})`);
    }
  }
  for (const file of report.files) {
    if (!shipped(file)) problems.push(`${url}: links ${file}, which the build lacks`);
  }
  return problems;
}

interface Locale {
  name: string;
  prefix: string;
  /** Not the English source. */
  translated: boolean;
  french: boolean;
  /** „…“, « … », “…”: no straight quote in prose. */
  typographicQuotes: boolean;
  /** Japanese or Chinese: text is measured in characters. */
  cjk: boolean;
}

const locales: Locale[] = i18n.locales.map((locale) => ({
  name: i18n.localeConfigs[locale]?.label ?? locale,
  prefix: localeBaseUrl(locale).slice(0, -1),
  translated: locale !== defaultLocale,
  french: locale === 'fr',
  // A translation in a Latin script: its quotes are the language's own, never the English typewriter's.
  typographicQuotes: locale !== defaultLocale && typographyOf(locale).script === 'latin',
  cjk: typographyOf(locale).script === 'cjk',
}));

/** Enough text for a doc page: 150 words, or 300 characters of Japanese or Chinese. */
const tooShort = (report: PageReport, locale: Locale) =>
  locale.cjk && report.cjk > 0 ? report.cjk < 300 : report.words < 150;

for (const locale of locales) {
  const {name, prefix} = locale;
  const checks = `an h2, alt texts, linked files, no leftovers${locale.translated ? ', no English prose, typography' : ''}`;

  test(`${name} doc pages: enough text, ${checks}`, () => {
    const problems: string[] = [];
    const words: number[] = [];
    const illustrations = new Set<string>();
    for (const route of docRoutes) {
      const url = `${prefix}${route}`;
      const report = inspect(parsedPage(url), url);
      words.push(report.words);
      report.illustrations.forEach((alt) => illustrations.add(alt));
      if (tooShort(report, locale)) problems.push(`${url}: ${report.words} words, ${report.cjk} CJK characters`);
      problems.push(...problemsOf(url, report, locale));
    }
    expect(problems).toEqual([]);
    expect(illustrations.size, 'distinct illustrations on the doc pages').toBeGreaterThanOrEqual(12);
    if (locale.french) {
      const median = [...words].sort((a, b) => a - b)[Math.floor(words.length / 2)];
      expect(median, 'median words of a French doc page').toBeGreaterThanOrEqual(300);
    }
  });

  test(`${name} posts: ${checks}`, () => {
    const problems: string[] = [];
    for (const post of blogPosts) {
      const url = `${prefix}/blog/${post}`;
      problems.push(...problemsOf(url, inspect(parsedPage(url), url), locale));
    }
    expect(problems).toEqual([]);
  });
}

test('the FAQ holds at least 15 questions, with the same stable anchors in French and English', () => {
  const anchors = (url: string) =>
    parsedPage(url)('article .markdown h3[id]')
      .toArray()
      .map((el) => el.attribs.id);
  const french = anchors('/fr/faq');
  expect(french.length).toBeGreaterThanOrEqual(15);
  expect(anchors('/faq')).toEqual(french);
});
