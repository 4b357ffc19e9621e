/**
 * The content check: what a reader gets on every doc page and post, in French and English, as
 * the server sends it (no JavaScript, so it checks the built HTML): enough text, headings, text
 * alternatives, French typography, no leftover markers, and every linked file shipped.
 */
import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {blogPosts, docRoutes} from '../routes';

test.use({javaScriptEnabled: false});
test.describe.configure({timeout: 180_000});

interface PageReport {
  words: number;
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
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('pre, code, kbd, script, style')) continue;
      prose.push(node.textContent ?? '');
    }
    const words = prose
      .join(' ')
      .split(/\s+/)
      .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    const around = (text: string, i: number) => text.slice(Math.max(0, i - 25), i + 5).trim();
    const findAll = (re: RegExp) =>
      prose.flatMap((text) => [...text.matchAll(re)].map((m) => around(text, m.index ?? 0)));
    const article = document.querySelector('article')!;
    return {
      words,
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
  french: boolean,
  request: APIRequestContext,
): Promise<string[]> {
  const problems = [
    ...(report.h2 === 0 ? [`${url}: no h2`] : []),
    ...report.missingAlt.map((alt) => `${url}: picture without alt: ${alt}`),
    ...report.markers.map((marker) => `${url}: leftover marker: ${marker}`),
  ];
  if (french) {
    problems.push(...report.asciiSpaceBefore.map((s) => `${url}: ordinary space before a mark: « ${s} »`));
    problems.push(...report.straightQuotes.map((s) => `${url}: straight quote: « ${s} »`));
  }
  for (const file of report.files) {
    if ((await request.get(file)).status() !== 200) problems.push(`${url}: links ${file}, which the build lacks`);
  }
  return problems;
}

const locales = [
  {name: 'French', prefix: '/fr', french: true},
  {name: 'English', prefix: '', french: false},
];

for (const {name, prefix, french} of locales) {
  const checks = `an h2, alt texts, linked files, no leftovers${french ? ', French typography' : ''}`;

  test(`${name} doc pages: at least 150 words, ${checks}`, async ({page, request}) => {
    const problems: string[] = [];
    const words: number[] = [];
    const illustrations = new Set<string>();
    for (const route of docRoutes) {
      const url = `${prefix}${route}`;
      await page.goto(url);
      const report = await inspect(page);
      words.push(report.words);
      report.illustrations.forEach((alt) => illustrations.add(alt));
      if (report.words < 150) problems.push(`${url}: ${report.words} words`);
      problems.push(...(await problemsOf(url, report, french, request)));
    }
    expect(problems).toEqual([]);
    expect(illustrations.size, 'distinct illustrations on the doc pages').toBeGreaterThanOrEqual(12);
    if (french) {
      const median = [...words].sort((a, b) => a - b)[Math.floor(words.length / 2)];
      expect(median, 'median words of a French doc page').toBeGreaterThanOrEqual(300);
    }
  });

  test(`${name} posts: ${checks}`, async ({page, request}) => {
    const problems: string[] = [];
    for (const post of blogPosts) {
      const url = `${prefix}/blog/${post}`;
      await page.goto(url);
      problems.push(...(await problemsOf(url, await inspect(page), french, request)));
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
