/**
 * The content check: what a reader gets on every doc page and post, in every locale, as the
 * server sends it (no JavaScript, so it checks the built HTML): enough text, headings, text
 * alternatives, no leftover markers, every linked file shipped, and in a translated locale no
 * English prose outside what is marked `lang="en"` (a page not translated yet) and the language's
 * typography (French spaces and quotes; German and Dutch quotes; Japanese and Chinese typography
 * is checked on the sources, by the terminology check).
 */
import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {blogPosts, docRoutes} from '../routes';
import {defaultLocale, i18n} from '../../config/i18n';

test.use({javaScriptEnabled: false});
test.describe.configure({timeout: 180_000});

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

/** Reads the page's article in the browser. */
function inspect(page: Page): Promise<PageReport> {
  return page.evaluate(() => {
    const body = document.querySelector('article .markdown');
    if (body === null) throw new Error('no article body');
    const prose: string[] = [];
    // The page's own language: text a page marks as English (not translated yet) is not in it.
    const local: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('pre, code, kbd, script, style')) continue;
      prose.push(node.textContent ?? '');
      if (node.parentElement?.closest('[lang]')?.getAttribute('lang') !== 'en') local.push(node.textContent ?? '');
    }
    const words = prose
      .join(' ')
      .split(/\s+/)
      .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    const cjk = prose.join('').match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
    const localText = local.join(' ');
    const latin = localText.match(/\p{Script=Latin}+/gu) ?? [];
    const english = new Set([
      'the',
      'and',
      'you',
      'your',
      'with',
      'this',
      'that',
      'from',
      'which',
      'when',
      'are',
      'for',
    ]);
    const letters = localText.match(/\p{L}/gu)?.length ?? 0;
    const around = (text: string, i: number) => text.slice(Math.max(0, i - 25), i + 5).trim();
    const findAll = (re: RegExp) =>
      prose.flatMap((text) => [...text.matchAll(re)].map((m) => around(text, m.index ?? 0)));
    const article = document.querySelector('article')!;
    return {
      words,
      cjk,
      latinWords: latin.length,
      englishWords: latin.filter((word) => english.has(word.toLowerCase())).length,
      letters,
      latinLetters: latin.join('').length,
      illustrations: [...body.querySelectorAll('figure svg[role="img"]')].map(
        (svg) => svg.getAttribute('aria-label') ?? '',
      ),
      h2: body.querySelectorAll('h2').length,
      missingAlt: [
        ...[...article.querySelectorAll('img')].filter((img) => !img.getAttribute('alt')?.trim()).map((img) => img.src),
        ...[...article.querySelectorAll('svg[role="img"]')]
          .filter((svg) => !svg.getAttribute('aria-label')?.trim())
          .map(() => 'svg'),
      ],
      asciiSpaceBefore: findAll(/ [:;!?](?=\s|$)/g),
      straightQuotes: findAll(/"/g),
      markers: findAll(/\b(TODO|FIXME|TBD)\b|Lorem ipsum/gi),
      files: [...article.querySelectorAll<HTMLAnchorElement | HTMLImageElement>('a[href], img[src]')]
        .map((el) => new URL('href' in el ? el.href : el.src))
        .filter(
          (url) => url.origin === location.origin && /\.\w+$/.test(url.pathname) && !url.pathname.endsWith('.html'),
        )
        .map((url) => url.pathname),
    };
  });
}

/** What is wrong with one page, as lines of a report. */
async function problemsOf(
  url: string,
  report: PageReport,
  locale: Locale,
  request: APIRequestContext,
): Promise<string[]> {
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
    if ((await request.get(file)).status() !== 200) problems.push(`${url}: links ${file}, which the build lacks`);
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
  prefix: locale === defaultLocale ? '' : `/${locale}`,
  translated: locale !== defaultLocale,
  french: locale === 'fr',
  typographicQuotes: ['fr', 'de', 'nl'].includes(locale),
  cjk: ['ja', 'zh-Hans'].includes(locale),
}));

/** Enough text for a doc page: 150 words, or 300 characters of Japanese or Chinese. */
const tooShort = (report: PageReport, locale: Locale) =>
  locale.cjk && report.cjk > 0 ? report.cjk < 300 : report.words < 150;

for (const locale of locales) {
  const {name, prefix} = locale;
  const checks = `an h2, alt texts, linked files, no leftovers${locale.translated ? ', no English prose, typography' : ''}`;

  test(`${name} doc pages: enough text, ${checks}`, async ({page, request}) => {
    const problems: string[] = [];
    const words: number[] = [];
    const illustrations = new Set<string>();
    for (const route of docRoutes) {
      const url = `${prefix}${route}`;
      await page.goto(url);
      const report = await inspect(page);
      words.push(report.words);
      report.illustrations.forEach((alt) => illustrations.add(alt));
      if (tooShort(report, locale)) problems.push(`${url}: ${report.words} words, ${report.cjk} CJK characters`);
      problems.push(...(await problemsOf(url, report, locale, request)));
    }
    expect(problems).toEqual([]);
    expect(illustrations.size, 'distinct illustrations on the doc pages').toBeGreaterThanOrEqual(12);
    if (locale.french) {
      const median = [...words].sort((a, b) => a - b)[Math.floor(words.length / 2)];
      expect(median, 'median words of a French doc page').toBeGreaterThanOrEqual(300);
    }
  });

  test(`${name} posts: ${checks}`, async ({page, request}) => {
    const problems: string[] = [];
    for (const post of blogPosts) {
      const url = `${prefix}/blog/${post}`;
      await page.goto(url);
      problems.push(...(await problemsOf(url, await inspect(page), locale, request)));
    }
    expect(problems).toEqual([]);
  });
}

test('the FAQ holds at least 15 questions, with the same stable anchors in French and English', async ({page}) => {
  const anchors = async (url: string) => {
    await page.goto(url);
    return page.locator('article .markdown h3[id]').evaluateAll((els) => els.map((el) => el.id));
  };
  const french = await anchors('/fr/faq');
  expect(french.length).toBeGreaterThanOrEqual(15);
  expect(await anchors('/faq')).toEqual(french);
});
