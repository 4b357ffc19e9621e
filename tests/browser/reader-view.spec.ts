/**
 * What a reader view keeps of a page (issue 29): Firefox's Reader View is Mozilla's Readability
 * (@mozilla/readability), run here as Firefox runs it, in the page as served and hydrated, over a
 * clone of its document. On the first page of each template (tests/support/page-templates.ts) and
 * on every page with a drawing, in French and in English, the text Readability keeps (what Reader
 * View shows without the page's CSS, reads aloud, and hands to the tools built on it) holds each
 * drawing's description and the page's numbered steps in order, and never two of a drawing's labels
 * run together, as a text without CSS printed them (« Refonte du site web1Conception2Réalisation… »).
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from '../support/fixtures';
import {drawingPages} from '../support/drawing-pages';
import {firstPageOfEachTemplate} from '../support/page-templates';
import {siteRoutes} from '../routes';
import {localeBaseUrl} from '../../server/site-index';

/** The site is read first in French; English is the default locale, built at the root. */
const LOCALES = ['fr', 'en'] as const;

const READABILITY = require.resolve('@mozilla/readability/Readability.js');

// Readability is injected as an inline script, which the site's Content Security Policy refuses
// (as Firefox's own Reader View is not): tests/browser/csp.spec.ts checks the policy.
test.use({bypassCSP: true});

const pages = LOCALES.flatMap((locale) => {
  const routes = siteRoutes.map((route) => `${localeBaseUrl(locale)}${route.slice(1)}`);
  const chosen = new Map<string, string[]>();
  const add = (path: string, why: string) => chosen.set(path, [...(chosen.get(path) ?? []), why]);
  for (const {path} of firstPageOfEachTemplate(locale, routes)) add(path, 'the first page of its template');
  for (const {path, drawings} of drawingPages(LOCALES.filter((l) => l === locale))) add(path, drawings.join(', '));
  return [...chosen];
});

/** What the page shows a reader with CSS: its drawings (description and labels) and its numbered steps. */
interface Shown {
  drawings: {name: string; description: string; labels: string[]}[];
  steps: string[];
}

/** Read in the page: each drawing's labels are its `<text>`s and the sentences its narrow layout wraps. */
function shownOf(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const words = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
    return {
      drawings: [...document.querySelectorAll<SVGSVGElement>('main figure svg[role="img"]')].map((svg) => ({
        name: svg.closest('figure')!.dataset.drawing ?? '',
        description: svg.getAttribute('aria-label') ?? '',
        labels: [...svg.querySelectorAll('text, foreignObject')].map(words).filter(Boolean),
      })),
      steps: [...document.querySelectorAll('main .markdown ol > li')].map(words),
    };
  });
}

/** Readability's text of the page, as Reader View makes it: null when it finds no article. */
async function readerViewText(page: Page): Promise<string | null> {
  await page.addScriptTag({path: READABILITY});
  return page.evaluate(() => {
    const {Readability} = window as unknown as {
      Readability: new (document: Document) => {parse(): {textContent: string} | null};
    };
    return new Readability(document.cloneNode(true) as Document).parse()?.textContent ?? null;
  });
}

for (const [path, why] of pages) {
  test(`${path} (${why.join('; ')}): Readability keeps each drawing's description and the steps in order, no labels run together`, async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page);
    const shown = await shownOf(page);
    const raw = await readerViewText(page);
    expect(raw, 'the article Readability finds').not.toBeNull();
    const text = raw!.replace(/\s+/g, ' ');
    const found: string[] = [];
    for (const {name, description, labels} of shown.drawings) {
      if (!text.includes(description)) found.push(`${name}: its description « ${description} » is missing`);
      // Two labels one after the other with nothing between: the drawing read as a run of words.
      for (let i = 1; i < labels.length; i++) {
        const glued = labels[i - 1] + labels[i];
        if (text.includes(glued)) found.push(`${name}: labels run together « ${glued} »`);
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
