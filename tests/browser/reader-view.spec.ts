/**
 * What a reader view keeps of a page (issue 29): Firefox's Reader View is Mozilla's Readability
 * (@mozilla/readability), run here as Firefox runs it, in the page as served and hydrated, over a
 * clone of its document. On the first page of each template (tests/support/page-templates.ts) and
 * on every page with a drawing, in French and in English, the text Readability keeps (its
 * `textContent`, the page's words without its markup or CSS, which it hands to the tools built on
 * it) holds each drawing's description and the page's numbered steps in order, and never two of a
 * drawing's labels run together, as a text without CSS printed them (« Refonte du site
 * web1Conception2Réalisation… »), beyond what the page's own text runs together (a table's cells).
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {hydrated} from '../support/fixtures';
import {test, expect} from '../support/browsing';
import {drawingPages} from '../support/drawing-pages';
import {firstPageOfEachTemplate} from '../support/page-templates';
import {siteRoutes} from '../routes';
import {localeBaseUrl} from '../../server/site-index';

/** The site is read first in French; English is the default locale, built at the root. */
const LOCALES = ['fr', 'en'] as const;

/**
 * Readability, run from its source as the DevTools protocol runs a script, not as a script
 * element, which the site's Content Security Policy refuses (as Firefox's own Reader View is not
 * refused; tests/browser/csp.spec.ts checks the policy).
 */
const READABILITY = `${readFileSync(require.resolve('@mozilla/readability/Readability.js'), 'utf8')}
globalThis.Readability = Readability;`;

const pages = LOCALES.flatMap((locale) => {
  const routes = siteRoutes.map((route) => `${localeBaseUrl(locale)}${route.slice(1)}`);
  const chosen = new Map<string, string[]>();
  const add = (path: string, why: string) => chosen.set(path, [...(chosen.get(path) ?? []), why]);
  for (const {path} of firstPageOfEachTemplate(locale, routes)) add(path, 'the first page of its template');
  for (const {path, drawings} of drawingPages([locale])) add(path, drawings.join(', '));
  return [...chosen];
});

/** The drawings of a page, as a reader with CSS meets them. */
const DRAWINGS = 'main figure svg[role="img"]';

/** What the page shows a reader with CSS: its drawings (description and labels) and its numbered steps. */
interface Shown {
  drawings: {name: string; description: string; labels: string[]}[];
  steps: string[];
}

/** Text as compared here: its white space (no-break spaces too) as one space. */
const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Read in the page: each drawing's labels are its `<text>`s and the sentences its narrow layout wraps. */
function shownOf(page: Page): Promise<Shown> {
  return page.evaluate((drawings) => {
    const words = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
    return {
      drawings: [...document.querySelectorAll<SVGSVGElement>(drawings)].map((svg) => ({
        name: svg.closest('figure')!.dataset.drawing ?? '',
        description: svg.getAttribute('aria-label') ?? '',
        labels: [...svg.querySelectorAll('text, foreignObject')].map(words).filter(Boolean),
      })),
      steps: [...document.querySelectorAll('main .markdown ol > li')].map(words),
    };
  }, DRAWINGS);
}

/**
 * Readability's text of the page, as Reader View makes it (null when it finds no article), and
 * its text of the same page without the drawings' SVGs: what the page's own text runs together
 * (a table's cells, in a text without markup) is not the drawings' doing.
 */
async function readerViewTexts(page: Page): Promise<{text: string | null; withoutDrawings: string | null}> {
  await page.evaluate(READABILITY);
  return page.evaluate((drawings) => {
    const {Readability} = window as unknown as {
      Readability: new (document: Document) => {parse(): {textContent: string} | null};
    };
    const textOf = (document: Document) => new Readability(document).parse()?.textContent ?? null;
    const withoutDrawings = document.cloneNode(true) as Document;
    withoutDrawings.querySelectorAll(drawings).forEach((svg) => svg.remove());
    return {text: textOf(document.cloneNode(true) as Document), withoutDrawings: textOf(withoutDrawings)};
  }, DRAWINGS);
}

/** How many times `part` occurs in `text`. */
const occurrences = (text: string, part: string) => text.split(part).length - 1;

for (const [path, why] of pages) {
  test(`${path} (${why.join('; ')}): Readability keeps each drawing's description and the steps in order, no labels run together`, async ({
    page,
  }) => {
    // One page browses from test to test (tests/support/browsing.ts): a desktop in light mode, whatever the last test left.
    await page.setViewportSize({width: 1280, height: 800});
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(path);
    await hydrated(page);
    const shown = await shownOf(page);
    const reader = await readerViewTexts(page);
    expect(reader.text, 'the article Readability finds').not.toBeNull();
    const text = normalised(reader.text!);
    const ownText = normalised(reader.withoutDrawings ?? '');
    const found: string[] = [];
    for (const {name, description, labels} of shown.drawings) {
      if (!text.includes(normalised(description))) found.push(`${name}: its description « ${description} » is missing`);
      // Two labels one after the other with nothing between, more often than the page's own text has them.
      for (let i = 1; i < labels.length; i++) {
        const glued = labels[i - 1] + labels[i];
        if (occurrences(text, glued) > occurrences(ownText, glued))
          found.push(`${name}: labels run together « ${glued} »`);
      }
    }
    let after = -1;
    for (const step of shown.steps) {
      const at = text.indexOf(step, after + 1);
      if (at === -1) found.push(`the step « ${step} » is missing, or out of order`);
      else after = at;
    }
    expect(found).toEqual([]);
  });
}
