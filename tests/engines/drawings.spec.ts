/**
 * The drawings on a phone (issue 28), in WebKit (the project `webkit`): every drawing, in every
 * locale, on the first page that shows it there (a drawing is the same on every page: Chromium
 * checks every page, tests/browser/drawings.spec.ts, with axe), at 390 and 320 px, in light and dark
 * mode: every word drawn at 11 CSS px or more and inside its drawing, and the page does not scroll
 * sideways (tests/support/drawing-labels.ts). Each page is loaded once, then resized; the dark mode
 * is the one the colour switch turns on (`data-theme`), since WebKit's driver cannot emulate the
 * system's. Firefox is not asked for by the issue: the project `firefox` leaves this file out
 * (playwright.config.ts).
 */
import {PHONE_WIDTHS, UNNAMED, drawingPages} from '../support/drawing-pages';
import {SMALLEST_LABEL_PX, measureDrawings} from '../support/drawing-labels';
import {test, expect} from './support/fixtures';

// Each page is loaded at the first width.
test.use({readerViewport: {width: PHONE_WIDTHS[0], height: 844}});

/** The modes, in the order a width measures them: each width starts in the mode the last one ended in. */
const themesAt = (widthIndex: number) => (widthIndex % 2 === 0 ? ['light', 'dark'] : ['dark', 'light']);

for (const {path, drawings} of drawingPages().filter(({firstShown}) => firstShown.length > 0)) {
  test(`${path}: ${drawings.join(', ')}, at ${PHONE_WIDTHS.join(' and ')} px in light and dark mode: every word at ${SMALLEST_LABEL_PX} px or more, inside its drawing and the page`, async ({
    reader,
  }) => {
    await reader.goto(path);
    // Once hydrated, React no longer sets the colour mode it started with over the one set here.
    await reader.hydrated();
    await reader.evaluate(() => document.fonts.ready.then(() => undefined));
    const found: string[] = [];
    for (const [widthIndex, width] of PHONE_WIDTHS.entries()) {
      await reader.setViewport({width, height: 844});
      for (const theme of themesAt(widthIndex)) {
        await reader.evaluate((mode: string) => document.documentElement.setAttribute('data-theme', mode), theme);
        const at = `[${width} px, ${theme}]`;
        const measured = await reader.evaluate(measureDrawings, {minimum: SMALLEST_LABEL_PX, unnamed: UNNAMED});
        expect(measured.windowWidth, "the window's width").toBe(width);
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
      }
    }
    expect(found).toEqual([]);
  });
}
