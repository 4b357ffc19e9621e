/**
 * The drawings on a phone (issue 28), in Chromium: on every page with a drawing, in every locale,
 * at 390 px (an iPhone 15) and 320 px (the narrowest phones), every word of every drawing is drawn
 * at 11 CSS px or more (tests/support/drawing-labels.ts: its font size times the scale it is drawn
 * at) and inside its drawing, and the page does not scroll sideways. Each page is loaded once, then
 * resized and recoloured as a reader's phone does, with no reload. On the first page that shows a
 * drawing in its locale, the same in dark mode too, and in both modes axe finds nothing in the
 * drawing, nor the drawings' own contrast check (tests/support/drawing-contrast.ts) in their text:
 * a drawing is the same on every page, and the same at 320 px as at 390 px, only smaller; what dark
 * mode changes is its colours, which are the same on every page. The same sizes in WebKit:
 * tests/engines/drawings.spec.ts; the scrolling frame by keyboard: tests/engines/behaviours.spec.ts.
 */
import type {Page} from '@playwright/test';
import {hydrated} from '../support/fixtures';
import {test, expect} from '../support/browsing';
import {axeViolations} from '../support/axe-scan';
import {drawingContrastViolations} from '../support/drawing-contrast';
import {type PageDrawings, SMALLEST_LABEL_PX, measureDrawings} from '../support/drawing-labels';
import {PHONE_WIDTHS, drawingPages, drawingsOfSources, pathInLocale, UNNAMED} from '../support/drawing-pages';
import {i18n} from '../../config/i18n';

test.describe.configure({timeout: 60_000});

const pages = drawingPages();

test('every drawing of the sources is on a page of every locale, on the pages English shows drawings on', () => {
  const sources = drawingsOfSources().map(({name}) => name);
  expect(sources.length, 'drawings in src/components/illustrations/').toBeGreaterThan(0);
  const english = pages.filter(({locale}) => locale === i18n.defaultLocale).map(pathInLocale);
  for (const locale of i18n.locales) {
    const ofLocale = pages.filter((page) => page.locale === locale);
    expect([...new Set(ofLocale.flatMap(({drawings}) => drawings))].sort(), `the drawings of ${locale}`).toEqual(
      sources,
    );
    expect(ofLocale.map(pathInLocale), `the pages with a drawing in ${locale}`).toEqual(english);
  }
});

/** Turns the loaded page into the colour mode the system asks for, as the site follows it once hydrated. */
async function colourMode(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  // The theme's colours change through CSS transitions: at rest, as a reader sees them a moment later.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
}

for (const {path, drawings, firstShown} of pages) {
  const first = firstShown.length > 0;
  const modes = first ? (['light', 'dark'] as const) : (['light'] as const);
  const scanned = first ? `, axe clean (${firstShown.join(', ')})` : '';
  test(`${path}: ${drawings.join(', ')}, at ${PHONE_WIDTHS.join(' and ')} px in ${modes.join(' and ')} mode: every word at ${SMALLEST_LABEL_PX} px or more, inside its drawing and the page${scanned}`, async ({
    page,
  }) => {
    await page.setViewportSize({width: PHONE_WIDTHS[0], height: 844});
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    const found: string[] = [];
    // What light mode measured at each width: dark mode must change the colours alone, as the
    // pages measured in light mode alone take for granted.
    const inLight = new Map<number, PageDrawings>();
    for (const colorScheme of modes) {
      await colourMode(page, colorScheme);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({width, height: 844});
        const at = `[${width} px, ${colorScheme}]`;
        const measured = await page.evaluate(measureDrawings, {minimum: SMALLEST_LABEL_PX, unnamed: UNNAMED});
        if (colorScheme === 'light') inLight.set(width, measured);
        else expect(measured, `${at} the drawings as light mode lays them out`).toEqual(inLight.get(width));
        expect(
          measured.drawings.map(({drawing}) => drawing),
          `${at} the drawings the page shows`,
        ).toEqual(drawings);
        if (measured.pageWidth > measured.windowWidth) {
          found.push(`${at} the page is ${measured.pageWidth} px wide in a ${measured.windowWidth} px window`);
        }
        for (const {drawing, runs, small, cut, smallest, smallestText} of measured.drawings) {
          if (runs === 0) found.push(`${at} ${drawing}: no words measured`);
          if (small.length > 0) {
            found.push(
              `${at} ${drawing}: ${small.length} of ${runs} runs under ${SMALLEST_LABEL_PX} px, smallest « ${smallestText} » ${smallest} px`,
            );
          }
          if (cut.length > 0) found.push(`${at} ${drawing}: cut at its edge ${cut.join(', ')}`);
        }
        if (first && width === PHONE_WIDTHS[0]) {
          const scans = [
            ...(await axeViolations(
              page,
              firstShown.map((drawing) => `main figure[data-drawing="${drawing}"]`).join(', '),
            )),
            ...(await drawingContrastViolations(page)),
          ];
          found.push(...scans.map((violation) => `${at} ${violation}`));
        }
      }
    }
    expect(found).toEqual([]);
  });
}
