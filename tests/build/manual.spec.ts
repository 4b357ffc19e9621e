/**
 * The PDF manuals of the build (scripts/lib/manual/), one per platform and locale (twelve): each,
 * read with PDF.js, has the title of its locale and opens on a cover and a table of contents, then
 * holds every page of its platform in the order readers page through them on the site. That order
 * is read here from the built pages themselves, by following each page's « Suivant » link from the
 * platform's page (the theme draws it from the sidebar), not from sidebars.ts as the script does: a
 * page dropped, doubled or moved fails. For each page: a bookmark with its title, the page the
 * table of contents gives it, the running header and the page number, and the first words of its
 * article on its pages. The French manuals speak French (title, cover, table of contents); in the
 * French iOS manual, a link between pages leads to its chapter inside the PDF. And each reads well
 * in every PDF reader and screen reader, as far as PDF/UA-1 can be checked without a conformance
 * tool: no Type 3 font, running headers and page numbers as artifacts and nothing else outside
 * the tags, XMP metadata with the title, language and PDF/UA part, the title shown as the window's,
 * only standard structure types (through the role map), every figure with alternative text, and
 * its paper (US Letter in English, A4 elsewhere). How a reader finds them:
 * tests/browser/manual.spec.ts; how the servers send them: tests/http/manual.spec.ts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {localeBaseUrl} from '../../server/site-index';
import {i18n} from '../../config/i18n';
import {MANUAL_PLATFORMS, type ManualPlatform, manualPageSize, manualPath} from '../../config/manual';
import {type PdfReading, STANDARD_STRUCTURE_TYPES, readPdf} from '../../scripts/lib/pdf';
import {manualStrings} from '../../scripts/lib/manual';
import {locales, parsedPage} from '../support/built-pages';
import {buildDir} from '../support/build-dir';

// Each test reads a PDF of some 90 pages, page by page: 2 to 10 s on two busy cores, more when busier.
test.describe.configure({timeout: 180_000});

interface SitePage {
  url: string;
  title: string;
  /** The start of its article's first paragraph, without white space. */
  opening: string;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/**
 * Text without its white space, to compare a page's text with the PDF's: a PDF has no spaces, only
 * glyphs placed apart, and a Japanese or Chinese line ends anywhere in a sentence.
 */
const squash = (text: string) =>
  text
    .replace(/\s+/g, '')
    // Chromium's PDF maps a glyph two characters share to one of them (目 to the Kangxi radical ⽬,
    // ・ to ‧): their compatibility forms, and one middle dot, read alike on both sides.
    .normalize('NFKC')
    .replace(/[\u00b7\u2027\u30fb]/g, '·');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A pattern of `text` as a PDF's text layer gives it back: any Han character stands for itself or
 * another. Chromium writes, for a glyph the font shares between an ideograph and a radical, the
 * radical (贝 comes back as ⻉), which normalization does not undo.
 */
const inPdf = (text: string) => new RegExp(escapeRegExp(squash(text)).replace(/\p{Script=Han}/gu, '.'), 'u');

/** The platform's pages in reading order: its own page, then « next » while the next stays under it. */
function platformPages(locale: string, platform: ManualPlatform): SitePage[] {
  const root = `${localeBaseUrl(locale)}${platform}`;
  const pages: SitePage[] = [];
  for (let url: string | undefined = root; url !== undefined && pages.length < 200;) {
    // A canonical path, as the « next » links give it.
    const $ = parsedPage(url);
    const article = $('.theme-doc-markdown');
    pages.push({
      url,
      title: collapse(article.find('h1').first().text()),
      // The manual draws the app's ⓘ button as a circled « i » (scripts/lib/manual/chapters.ts).
      opening: squash(article.children('p').first().text())
        .replace(/\u24d8/g, 'i')
        .slice(0, 40),
    });
    const next = $('a.pagination-nav__link--next').attr('href');
    url = next !== undefined && (next === root || next.startsWith(`${root}/`)) ? next : undefined;
  }
  return pages;
}

/** The expected words of a locale's manual (its code.json, else English). */
function wordsOf(locale: string, platform: ManualPlatform) {
  const t = manualStrings(locale);
  return {title: t('manual.title', {platform: t(`manual.platform.${platform}`)}), toc: t('manual.toc.title')};
}

/** Points: US Letter and A4 (Chromium writes A4 as 594.96 × 841.92). */
const PAPER = {letter: [612, 792], A4: [595.28, 841.89]} as const;

/** The first few of `items`, to name what failed. */
const some = (items: string[]) => (items.length > 5 ? [...items.slice(0, 5), `… ${items.length} in all`] : items);

/**
 * What PDF/UA-1 asks that can be checked without a conformance tool, each check on its own (soft),
 * so that a failing manual names every defect at once.
 */
async function expectReadsWell(pdf: PdfReading, locale: string, platform: ManualPlatform) {
  const {title} = wordsOf(locale, platform);
  // XMP metadata (PDF/UA-1 7.1): the title, the language, the PDF/UA part; the title in the window.
  expect.soft(pdf.xmp?.get('dc:title'), 'XMP dc:title').toBe(title);
  expect.soft(pdf.xmp?.get('dc:language'), 'XMP dc:language').toBe(i18n.localeConfigs[locale].htmlLang);
  expect.soft(pdf.xmp?.get('pdfuaid:part'), 'XMP pdfuaid:part').toBe('1');
  expect.soft(pdf.displayDocTitle, 'ViewerPreferences DisplayDocTitle').toBe(true);

  const paper = PAPER[manualPageSize(locale)];
  const wrongSize: string[] = [];
  const type3: string[] = [];
  const untagged: string[] = [];
  const furniture: string[] = [];
  const nonStandard = new Set<string>();
  const figuresWithoutAlt: string[] = [];
  for (let page = 1; page <= pdf.pages; page += 1) {
    const [width, height] = await pdf.pageSize(page);
    if (Math.abs(width - paper[0]) > 1 || Math.abs(height - paper[1]) > 1) {
      wrongSize.push(`page ${page}: ${width.toFixed(0)} × ${height.toFixed(0)}`);
    }
    const type3Names = new Set((await pdf.pageFonts(page)).filter((font) => font.type3).map((font) => font.name));
    if (type3Names.size > 0) type3.push(`page ${page}: ${[...type3Names].join(', ')}`);
    // Every piece of text is tagged or an artifact (PDF/UA-1 7.1, Matterhorn 01-005).
    const pieces = (await pdf.markedText(page)).filter(({text}) => text.trim() !== '');
    const outside = pieces.filter(({tags, inStructure}) => !inStructure && !tags.includes('Artifact'));
    for (const {text} of outside) untagged.push(`page ${page}: « ${text} »`);
    // From the table of contents on, the running header and the page number are artifacts, not text to read.
    if (page > 1) {
      const artifacts = squash(
        pieces
          .filter(({tags}) => tags.includes('Artifact'))
          .map(({text}) => text)
          .join(''),
      );
      if (!inPdf(title).test(artifacts) || !artifacts.includes(squash(`${page} / ${pdf.pages}`))) {
        furniture.push(`page ${page}: « ${artifacts.slice(0, 60)} »`);
      }
    }
    for (const {role, alt} of await pdf.structure(page)) {
      if (!STANDARD_STRUCTURE_TYPES.has(role)) nonStandard.add(role);
      if (role === 'Figure' && (alt ?? '').trim() === '') figuresWithoutAlt.push(`page ${page}`);
    }
  }
  expect.soft(some(wrongSize), `pages not ${manualPageSize(locale)}`).toEqual([]);
  // A Type 3 font is drawings of glyphs: text a reader can neither reflow nor always extract in order.
  expect.soft(some(type3), 'Type 3 fonts').toEqual([]);
  expect.soft(some(untagged), 'text neither tagged nor an artifact').toEqual([]);
  expect.soft(some(furniture), 'pages whose running header and number are not artifacts').toEqual([]);
  expect.soft([...nonStandard], 'structure types outside PDF 1.7 without a role map').toEqual([]);
  expect.soft(some(figuresWithoutAlt), 'figures without alternative text').toEqual([]);
}

/** The manual holds the platform's pages, in their order on the site, each with its contents; stops at the first gap. */
async function expectHoldsEveryPage(pdf: PdfReading, locale: string, platform: ManualPlatform) {
  const pages = platformPages(locale, platform);
  // 33 today; fewer than 20 would be a reading of the build gone wrong, not a short manual.
  expect(pages.length, 'pages of the platform, by their « next » links').toBeGreaterThan(20);
  const words = wordsOf(locale, platform);
  expect(pdf.title).toBe(words.title);
  // A cover, a table of contents, then each page of the site on a page of its own at least.
  expect(pdf.pages).toBeGreaterThanOrEqual(2 + pages.length);

  // The bookmarks: the table of contents, then one per page, in reading order, each with its sections.
  const [toc, ...chapters] = pdf.outline;
  expect(toc.title).toBe(words.toc);
  expect(toc.page).toBe(2);
  expect(chapters.map((c) => c.title)).toEqual(pages.map((p) => p.title));
  const starts = chapters.map((c) => c.page!);
  for (let i = 1; i < starts.length; i += 1) expect(starts[i], chapters[i].title).toBeGreaterThan(starts[i - 1]);
  expect(chapters.filter((c) => c.items.length > 0).length, 'chapters with sections').toBeGreaterThan(pages.length / 2);

  // The table of contents (page 2 and the pages up to the first chapter): each title with its page.
  const tocText = (await Promise.all(Array.from({length: starts[0] - 2}, (_, i) => pdf.pageText(2 + i)))).join(' ');
  // Its page opens with the running header, then its heading.
  const tocSquashed = squash(tocText);
  expect(tocSquashed, 'the table of contents has its heading').toContain(squash(words.toc));
  let rest = tocSquashed.slice(tocSquashed.indexOf(squash(words.toc)));
  for (const [i, page] of pages.entries()) {
    const entry = new RegExp(`${inPdf(page.title).source}${starts[i]}(?!\\d)`, 'u');
    const found = entry.exec(rest);
    expect(
      found,
      `the table of contents lists « ${page.title} ${starts[i]} » after the entries before it`,
    ).not.toBeNull();
    rest = rest.slice(found!.index + found![0].length);
  }

  // Each chapter: the running header (the manual's title, the page's), the page number, its first words.
  const cover = await pdf.pageText(1);
  expect(cover).toContain('Breakdown Structure');
  expect(cover).not.toContain(' / ');
  for (const [i, page] of pages.entries()) {
    const first = await pdf.pageText(starts[i]);
    expect(squash(first), `running header of ${page.url}`).toMatch(inPdf(`${words.title}${page.title}`));
    expect(first, `page number of ${page.url}`).toContain(`${starts[i]} / ${pdf.pages}`);
    const last = i + 1 < starts.length ? starts[i + 1] - 1 : pdf.pages;
    const text = (
      await Promise.all(Array.from({length: last - starts[i] + 1}, (_, k) => pdf.pageText(starts[i] + k)))
    ).join(' ');
    expect(squash(text), `the opening of ${page.url} in its chapter`).toMatch(inPdf(page.opening));
  }
}

for (const locale of locales) {
  for (const platform of MANUAL_PLATFORMS) {
    const file = path.join(buildDir, localeBaseUrl(locale), manualPath(platform));

    // One reading of the manual for both: reading its pages is what a test of a manual costs.
    test(`${locale} ${platform}: the manual holds every page of the platform, in order, and every PDF reader and screen reader reads it well`, async () => {
      const pdf = await readPdf(readFileSync(file));
      try {
        // The soft checks first: a gap in the contents, which stops the test, hides none of them.
        await test.step('every PDF reader and screen reader reads the manual well', () =>
          expectReadsWell(pdf, locale, platform));
        await test.step('the manual holds every page of the platform, in order, with its contents', () =>
          expectHoldsEveryPage(pdf, locale, platform));
      } finally {
        await pdf.close();
      }
    });
  }
}

test('the French manuals speak French, on their cover and in their headers', async () => {
  for (const platform of MANUAL_PLATFORMS) {
    const pdf = await readPdf(readFileSync(path.join(buildDir, 'fr', manualPath(platform))));
    try {
      const device = platform === 'ios' ? 'iPhone et iPad' : 'Mac';
      expect(pdf.title).toBe(`Guide d'utilisation de Breakdown Structure sur ${device}`);
      const cover = await pdf.pageText(1);
      expect(cover).toContain(`sur ${device}`);
      expect(cover).toMatch(/Édition du \d{1,2} \p{L}+ \d{4}/u);
      expect(cover).toContain(`https://breakdown-structure.app/fr/${platform}`);
      expect(await pdf.pageText(2)).toContain('Table des matières');
    } finally {
      await pdf.close();
    }
  }
});

test('a link between pages of the manual stays in the PDF; a known page reads in full', async () => {
  const pdf = await readPdf(readFileSync(path.join(buildDir, 'fr', manualPath('ios'))));
  try {
    // Every chapter is a named destination: the table of contents and the pages' links lead there.
    expect(pdf.destinations.get('ios-documents-new-document')).toBeGreaterThan(2);
    const page = pdf.destinations.get('ios-documents-new-document')!;
    const text = await pdf.pageText(page);
    expect(text).toContain('Créer un document');
    expect(text).toContain("L'assistant de création règle en une seule fois le type de structure");
  } finally {
    await pdf.close();
  }
});
