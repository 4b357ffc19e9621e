/**
 * Printing a manual with Chromium, twice: the first print tells on which page each chapter starts,
 * the second prints those numbers in the table of contents.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {SHELL_CANDIDATES, chromiumArgs, chromiumPath, chromiumProblem} from '../../../config/chromium';
import {readPdf} from '../pdf';
import type {Chapter, LocaleSite} from './chapters';
import type {ManualDocument} from './document';
import {charactersOutsideFace, charactersWithoutFont, manualFace} from './fonts';

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
    const fontFiles = manualFace(site.locale)?.files ?? new Map<string, string>();
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.href === address) return route.fulfill({contentType: 'text/html; charset=utf-8', body: manual.html});
      if (url.origin === ORIGIN && fontFiles.has(url.pathname))
        return route.fulfill({path: fontFiles.get(url.pathname)});
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
    // The running header too, which the margin boxes print from the title.
    const text = manual.title + (await page.evaluate(() => document.body.textContent ?? ''));
    const named = (characters: string[]) =>
      characters.map((c) => `${c} U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(', ');
    const missing = charactersWithoutFont(text, site.locale);
    if (missing.length > 0) {
      throw new Error(
        `${manual.title} (${site.locale}): no font of this machine has ${named(missing)}; install one that ` +
          'has, or draw it as the manual draws ⓘ',
      );
    }
    const outside = charactersOutsideFace(text, site.locale);
    if (outside.length > 0) {
      throw new Error(
        `${manual.title} (${site.locale}): ${manualFace(site.locale)!.families.join(', ')} (its manualFonts in ` +
          `config/locales.ts) lacks ${named(outside)}, which a face of the machine would draw instead`,
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

/** Chromium for the manuals: Debian's headless shell, Chrome or Chromium on a Mac, or CHROME_PATH (config/chromium.ts), as the tests drive it. */
export async function launchChromium(): Promise<Browser> {
  const {chromium} = await import('playwright-core');
  const problem = chromiumProblem(SHELL_CANDIDATES);
  if (problem !== undefined) throw new Error(`The manuals are printed by Chromium. ${problem}`);
  return chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
}
