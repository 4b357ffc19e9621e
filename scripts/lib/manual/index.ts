/**
 * The manuals to download: for each locale and platform, one PDF of the platform's pages in the
 * order of the sidebar, made from the built site as readers get it (after the locales are built,
 * before the new build replaces the old, so that a manual that fails leaves the last good one).
 *
 * - The order is the sidebar's, as the locale's build resolved sidebars.ts and wrote it in its
 *   index (src/plugins/site-index): the platform's category, each category's own page before its
 *   items. Each doc's page is the one the index lists with its doc id, so the manual holds what
 *   that locale's build shows (the English page where a locale has no translation).
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
 * - Then what PDF/UA-1 asks of the print and Chromium does not write (./pdf-ua.ts): the running
 *   headers as artifacts, XMP metadata, a role map, no figure without alternative text.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import {MANUAL_PLATFORMS, type ManualPlatform, manualPageSize, manualPath} from '../../../config/manual';
import type {LocaleSite} from './chapters';
import {manualDocument} from './document';
import {type EmbeddedFont, completeForReaders} from './pdf-ua';
import {launchChromium, printManual} from './print';

export {localeSite, sitesOfBuild, type LocaleSite} from './chapters';
export {manualStrings} from './document';

export interface ManualResult {
  locale: string;
  platform: ManualPlatform;
  file: string;
  bytes: number;
  pages: number;
  chapters: number;
  /** The fonts it embeds, as a PDF reader lists them. */
  fonts: EmbeddedFont[];
  seconds: number;
}

/** The build's words on a manual's fonts: their names, and those Chromium wrote as Type 3 (which a reader cannot reflow). */
function fontsLine(fonts: EmbeddedFont[]): string {
  const names = (list: EmbeddedFont[]) => [...new Set(list.map((f) => f.name.replace(/-\w+$/, '')))].join(', ');
  const type3 = fonts.filter((f) => f.type === 'Type3');
  return (
    `printed with ${names(fonts.filter((f) => f.type !== 'Type3'))}` +
    (type3.length === 0 ? '' : `; in Type 3, ${names(type3)} (a face with CFF outlines or a variable font)`)
  );
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
    const limit = pLimit(Math.max(1, jobs));
    // The first manual that fails rejects the whole: the build fails and keeps the last good build/.
    await Promise.all(
      tasks.map(({site, platform}) =>
        limit(async () => {
          const start = Date.now();
          const manual = manualDocument(site, platform, {date});
          const printed = await printManual(browser, manual, site);
          const {pdf, fonts} = await completeForReaders(printed.pdf, {title: manual.title, language: manual.lang});
          const file = path.join(site.dir, manualPath(platform));
          mkdirSync(path.dirname(file), {recursive: true});
          writeFileSync(file, pdf);
          const result = {
            locale: site.locale,
            platform,
            file,
            bytes: pdf.length,
            pages: printed.pages,
            chapters: manual.chapters.length,
            fonts,
            seconds: (Date.now() - start) / 1000,
          };
          results.push(result);
          log(
            `manual ${site.baseUrl}${manualPath(platform)}: ${result.chapters} pages of the site, ` +
              `${result.pages} PDF pages (${manualPageSize(site.locale)}), ${(pdf.length / 1024).toFixed(0)} KB, ` +
              `${result.seconds.toFixed(1)} s, ${fontsLine(fonts)}`,
          );
        }),
      ),
    );
  } finally {
    await browser.close();
  }
  // In the order of the tasks, whatever the order they finished in.
  const order = (r: ManualResult) => tasks.findIndex((t) => t.site.locale === r.locale && t.platform === r.platform);
  return results.sort((a, b) => order(a) - order(b));
}
