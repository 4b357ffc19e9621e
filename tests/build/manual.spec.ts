/**
 * The PDF manuals of the build (scripts/lib/manual/), one per platform and locale (twelve): each,
 * read with PDF.js, has the title of its locale and opens on a cover and a table of contents, then
 * holds every page of its platform in the order readers page through them on the site. That order
 * is read here from the built pages themselves, by following each page's « Suivant » link from the
 * platform's page (the theme draws it from the sidebar), not from sidebars.ts as the script does: a
 * page dropped, doubled or moved fails. For each page: a bookmark with its title, the page the
 * table of contents gives it, the running header and the page number, and the first words of its
 * article on its pages. The French manuals speak French (title, cover, table of contents); in the
 * French iOS manual, a link between pages leads to its chapter inside the PDF. How a reader finds
 * them: tests/browser/manual.spec.ts; how the servers send them: tests/http/manual.spec.ts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {localeBaseUrl} from '../../server/site-index';
import {MANUAL_PLATFORMS, type ManualPlatform, manualPath} from '../../config/manual';
import {type PdfReading, readPdf} from '../../scripts/lib/pdf';
import {manualStrings} from '../../scripts/lib/manual';
import {locales, parsedPage} from '../support/built-pages';
import {buildDir} from '../support/build-dir';

// Each test reads a PDF of some 90 pages, page by page: 5 to 20 s on two idle cores, more when busy.
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

for (const locale of locales) {
  for (const platform of MANUAL_PLATFORMS) {
    const file = path.join(buildDir, localeBaseUrl(locale), manualPath(platform));

    test(`${locale} ${platform}: the manual holds every page of the platform, in order, with its contents`, async () => {
      const pages = platformPages(locale, platform);
      // 33 today; fewer than 20 would be a reading of the build gone wrong, not a short manual.
      expect(pages.length, 'pages of the platform, by their « next » links').toBeGreaterThan(20);
      const words = wordsOf(locale, platform);
      let pdf: PdfReading | undefined;
      try {
        pdf = await readPdf(readFileSync(file));
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
        expect(chapters.filter((c) => c.items.length > 0).length, 'chapters with sections').toBeGreaterThan(
          pages.length / 2,
        );

        // The table of contents (page 2 and the pages up to the first chapter): each title with its page.
        const tocText = (await Promise.all(Array.from({length: starts[0] - 2}, (_, i) => pdf!.pageText(2 + i)))).join(
          ' ',
        );
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
            await Promise.all(Array.from({length: last - starts[i] + 1}, (_, k) => pdf!.pageText(starts[i] + k)))
          ).join(' ');
          expect(squash(text), `the opening of ${page.url} in its chapter`).toMatch(inPdf(page.opening));
        }
      } finally {
        await pdf?.close();
      }
    });
  }
}

test('the French manuals speak French, on their cover and in their headers', async () => {
  for (const platform of MANUAL_PLATFORMS) {
    const pdf = await readPdf(readFileSync(path.join(buildDir, 'fr', manualPath(platform))));
    try {
      const device = platform === 'ios' ? 'iPhone et iPad' : 'Mac';
      expect(pdf.title).toBe(`Manuel d'utilisation de Breakdown Structure sur ${device}`);
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
