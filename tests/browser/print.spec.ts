/**
 * Print (issue 12, src/css/print.css): a doc page or a post printed from the browser is the
 * article alone — the navbar, sidebars, table of contents, announcement, breadcrumbs, pagination,
 * footer and buttons a reader sees on screen are gone, the article takes the paper's width, in dark
 * ink on white whatever the colour mode; drawings, tables and code are not cut across pages; a
 * link to another site shows its address. Checked with Chromium's print emulation, and on the PDF
 * Chromium prints (its text read back by PDF.js, as the manuals' tests read theirs).
 */
import type {Locator} from '@playwright/test';
import {test, expect, hydrated, type Site} from '../support/fixtures';
import {readPdf} from '../../scripts/lib/pdf';

/** A doc page with a drawing, a table, a code block (and its copy button), breadcrumbs and a pager. */
const DOC_PAGE = '/fr/mac/integrations/csv-export';
const POST = '/fr/blog/release4_0';
/** A test-build page: the site's own pages link to no other site today. */
const EXTERNAL_LINK_PAGE = '/fr/__tests__/print';

/** The parts around the article every doc page and post has, by their French names (the `site` fixture). */
function surroundings(site: Site): Record<string, Locator> {
  return {
    navbar: site.navbar,
    'announcement bar': site.announcementBar,
    'table of contents': site.tableOfContents,
    footer: site.footer,
  };
}

/** What the reader of a printed page would miss, by name: the parts still visible. */
async function visible(parts: Record<string, Locator>): Promise<string[]> {
  const shown: string[] = [];
  for (const [name, locator] of Object.entries(parts)) {
    if (await locator.first().isVisible()) shown.push(name);
  }
  return shown;
}

/** The text of a PDF, every page's, and its number of pages. */
async function textOf(pdf: Buffer): Promise<{pages: number; text: string}> {
  const reading = await readPdf(pdf);
  try {
    const texts: string[] = [];
    for (let page = 1; page <= reading.pages; page++) texts.push(await reading.pageText(page));
    return {pages: reading.pages, text: texts.join(' ')};
  } finally {
    await reading.close();
  }
}

test.describe('print', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('a doc page prints as the article alone, the width of the paper', async ({page, site}) => {
    await page.goto(DOC_PAGE);
    await hydrated(page);
    const parts = {
      ...surroundings(site),
      sidebar: site.sidebar,
      breadcrumbs: page.locator('.theme-doc-breadcrumbs'),
      pagination: site.docsPager,
      buttons: page.locator('button:visible'),
    };
    // On screen, every one of them is there: the test looks for the right things.
    expect(await visible(parts)).toEqual(Object.keys(parts));
    await expect(page.getByRole('button', {name: /Copier/})).not.toHaveCount(0);

    await page.emulateMedia({media: 'print'});
    expect(await visible(parts)).toEqual([]);
    // Off the screen until focused; not on paper at all.
    await expect(site.skipLink).toBeHidden();
    const article = page.locator('article').first();
    await expect(article).toBeVisible();
    await expect(site.heading).toBeVisible();
    await expect(article.locator('figure svg')).toBeVisible();
    await expect(article.locator('table')).toBeVisible();
    const width = (await article.boundingBox())!.width;
    expect(width, 'the article, as wide as the page').toBeGreaterThan(1280 * 0.9);
  });

  test('a post prints as the article alone', async ({page, site}) => {
    await page.goto(POST);
    await hydrated(page);
    const parts = {
      ...surroundings(site),
      'recent posts': page.getByRole('navigation', {name: /récent/i}),
      pagination: page.locator('.pagination-nav'),
    };
    expect(await visible(parts)).toEqual(Object.keys(parts));
    await page.emulateMedia({media: 'print'});
    expect(await visible(parts)).toEqual([]);
    await expect(page.locator('button:visible')).toHaveCount(0);
    await expect(site.heading).toBeVisible();
  });

  test('drawings, tables and code blocks keep together on a sheet; headings stay with their text', async ({page}) => {
    await page.goto(DOC_PAGE);
    const breaks = () =>
      page.locator('article').evaluate((article) => {
        const style = (selector: string, property: 'breakInside' | 'breakAfter') =>
          [...article.querySelectorAll(selector)].map((element) => getComputedStyle(element)[property]);
        return {
          figure: style('figure', 'breakInside'),
          drawing: style('figure svg', 'breakInside'),
          table: style('table', 'breakInside'),
          row: style('tr', 'breakInside').slice(0, 1),
          code: style('pre', 'breakInside'),
          heading: style('h2', 'breakAfter').slice(0, 1),
        };
      });
    const onScreen = await breaks();
    for (const values of Object.values(onScreen)) expect(values.length).toBeGreaterThan(0);
    await page.emulateMedia({media: 'print'});
    const printed = await breaks();
    for (const [what, values] of Object.entries(printed)) {
      expect(new Set(values), what).toEqual(new Set(['avoid']));
    }
  });

  test('printed in dark mode, the text is dark on white', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(DOC_PAGE);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const colours = () =>
      page.locator('article').evaluate((article) => ({
        text: getComputedStyle(article.querySelector('p')!).color,
        drawingText: getComputedStyle(article.querySelector('figure svg text')!).fill,
        background: getComputedStyle(document.body).backgroundColor,
      }));
    const luminance = (colour: string) => {
      const [r, g, b] = colour.match(/[\d.]+/g)!.map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    expect(luminance((await colours()).text), 'on screen, light text').toBeGreaterThan(0.7);
    await page.emulateMedia({colorScheme: 'dark', media: 'print'});
    const printed = await colours();
    expect(luminance(printed.text), `text ${printed.text}`).toBeLessThan(0.25);
    expect(luminance(printed.drawingText), `drawing text ${printed.drawingText}`).toBeLessThan(0.5);
    expect(printed.background).toMatch(/^rgba?\(255, 255, 255|rgba\(0, 0, 0, 0\)/);
  });

  test('the PDF of a doc page holds its article and none of the page around it', async ({page, site}) => {
    await page.goto(DOC_PAGE);
    await hydrated(page);
    const title = (await site.heading.innerText()).trim();
    const firstParagraph = (await page.locator('article .markdown > p').first().innerText()).replace(/\s+/g, ' ');
    const announcement = (await site.announcementBar.innerText()).replace(/\s+/g, ' ').trim();
    const pager = (await site.docsPager.innerText()).split('\n')[0].trim();
    const pdf = await page.pdf({format: 'A4'});
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const {pages, text} = await textOf(pdf);
    console.log(`${DOC_PAGE}: ${pages} A4 pages, ${pdf.length} B`);
    expect(pages).toBeGreaterThanOrEqual(1);
    // The article comes first: no breadcrumbs, badge or navbar above its title.
    expect(text.trimStart().slice(0, title.length)).toBe(title);
    expect(text).toContain(firstParagraph.slice(0, 60));
    for (const around of [announcement.slice(0, 40), 'Copyright © 2022', pager, 'Sur cette page']) {
      expect(text, `"${around}" printed`).not.toContain(around);
    }
  });

  test('a link to another site prints its address after its text', async ({page}) => {
    await page.goto(EXTERNAL_LINK_PAGE);
    await hydrated(page);
    const {text} = await textOf(await page.pdf({format: 'A4'}));
    expect(text).toContain('App Store (https://www.apple.com/app-store/)');
    // On screen, the text alone.
    const after = await page
      .getByRole('link', {name: 'App Store'})
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(after).toBe('none');
  });
});
