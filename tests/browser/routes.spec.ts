/**
 * Every route of the specification, as a reader meets it: it renders in French, hydrates, logs no
 * console error, and axe finds no violation of WCAG 2.0/2.1/2.2 A and AA or of its best practices
 * on a desktop screen in light mode; and in dark mode and on a phone's screen wherever those can
 * differ (tests/support/variant-pages.ts: each template, every page with a drawing, a code block or
 * a wide table, chosen from the build); the not-found page, and a sample of four pages in each
 * other locale under its own `html lang`, in every variant. The drawings' text is held to the same
 * contrast as the page's (tests/support/drawing-contrast.ts), which axe leaves out. That each route
 * answers 200 is tests/http/requests.spec.ts's. The tests of a worker browse from route to route in
 * one page (tests/support/browsing.ts), as a reader does: no test changes what the next one sees.
 */
import type {Page} from '@playwright/test';
import {hydrated, siteOf} from '../support/fixtures';
import {test, expect} from '../support/browsing';
import {axeViolations, withAxe} from '../support/axe-scan';
import {drawingContrastViolations} from '../support/drawing-contrast';
import {fr, siteRoutes} from '../routes';
import {i18n} from '../../config/i18n';
import {localeBaseUrl} from '../../server/site-index';
import {VARIANTS, type Variant, variantPages} from '../support/variant-pages';

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};

test.describe.configure({timeout: 60_000});

/** Turns the loaded page into `variant`, as a reader's system would: no reload. */
async function turnInto(page: Page, variant: Variant): Promise<void> {
  const phone = variant.startsWith('on a phone');
  const colorScheme = variant.endsWith('dark mode') ? 'dark' : 'light';
  await page.setViewportSize(phone ? PHONE : DESKTOP);
  // The site follows prefers-color-scheme while the reader has chosen no mode.
  await page.emulateMedia({colorScheme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  // The theme's layout follows the window's size on its resize event (useWindowSize), and its
  // colours change through CSS transitions (a link's colour takes 200 ms): the transitions that
  // started are taken to their end, where the page is at rest in its new variant, as a reader
  // sees it a moment later. Finishing them costs nothing; waiting for them took a fifth of a
  // second a variant.
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
    }
  });
}

/**
 * Loads `path` on a desktop screen in light mode and scans it, then scans it again in each of
 * `variants`; the violations found, each led by the variant it was found in.
 */
async function renderAndScan(page: Page, path: string, variants: readonly Variant[], htmlLang = 'fr') {
  await withAxe(page);
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
  await expect(siteOf(page).heading).toBeVisible();
  // The page is the React app, hydrated: the navbar's colour toggle answers.
  await hydrated(page);
  const scan = async () => [...(await axeViolations(page)), ...(await drawingContrastViolations(page))];
  const found = (await scan()).map((v) => `[on a desktop in light mode] ${v}`);
  for (const variant of variants) {
    await turnInto(page, variant);
    found.push(...(await scan()).map((v) => `[${variant}] ${v}`));
  }
  return found;
}

const routes = siteRoutes.map(fr);
const chosen = new Map(variantPages('fr', routes).map(({path, variants}) => [path, variants]));

for (const route of routes) {
  const variants = chosen.get(route) ?? [];
  const also = variants.map(({variant, reasons}) => `, ${variant} (${reasons.join(', ')})`).join('');
  test(`${route} renders in French with no accessibility violation on a desktop in light mode${also}`, async ({
    page,
  }) => {
    expect(
      await renderAndScan(
        page,
        route,
        variants.map(({variant}) => variant),
      ),
    ).toEqual([]);
  });
}

/** Pages of each kind (home, platform index, a page with a drawing, a post), in every other locale. */
const localeSample = ['/', '/mac', '/ios/maintenance/basics/new-node', '/blog/release4_0'];

for (const locale of i18n.locales.filter((l) => l !== 'fr')) {
  const prefix = localeBaseUrl(locale).slice(0, -1);
  const {htmlLang} = i18n.localeConfigs[locale]!;
  for (const route of localeSample) {
    test(`${prefix}${route} renders with no accessibility violation in every variant (${locale} sample)`, async ({
      page,
    }) => {
      expect(await renderAndScan(page, `${prefix}${route}`, VARIANTS, htmlLang)).toEqual([]);
    });
  }
}

test.describe('the not-found page', () => {
  test.use({expectedConsoleError: /status of 404/});

  test('renders in French with no accessibility violation in every variant', async ({page}) => {
    expect(await renderAndScan(page, '/fr/cette-page-n-existe-pas', VARIANTS)).toEqual([]);
  });
});
