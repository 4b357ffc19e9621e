/**
 * Every route of the specification, as a reader meets it: it renders in French, hydrates, logs no
 * console error, and axe finds no violation of WCAG 2.0/2.1/2.2 A and AA or of its best practices
 * on a desktop screen in light mode; and in dark mode and on a phone screen too wherever those can
 * differ (tests/support/variant-pages.ts: each template, every page with a drawing, a table or a
 * code block, chosen from the build); the not-found page and a sample of pages in each other
 * locale in every variant. That each route answers 200 is tests/http/requests.spec.ts's.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, hydrated, siteOf} from '../support/fixtures';
import {fr, siteRoutes} from '../routes';
import {i18n} from '../../config/i18n';
import {localeBaseUrl} from '../../server/site-index';
import {variantPages} from '../support/variant-pages';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

const screens = [
  {name: 'desktop', viewport: {width: 1280, height: 800}},
  {name: 'phone', viewport: {width: 390, height: 844}},
] as const;

/** The violations of the page as it stands, one readable line each. */
async function violations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page for every scan to
  // gather the results of cross-origin frames, which the site has none of: half of each scan's
  // time. Only violations are read, so axe skips the details of what passed.
  const results = await new AxeBuilder({page})
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({resultTypes: ['violations']})
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
    ),
  );
}

test.describe.configure({timeout: 90_000});

/**
 * Loads the page once per screen, in light mode, and scans it; then the reader's system turns to
 * dark mode, which the site follows without a reload (it respects prefers-color-scheme while the
 * reader has chosen no mode), and scans it again. `desktopLight` scans the first variant alone.
 */
async function renderAndScan(
  page: Page,
  path: string,
  {htmlLang = 'fr-FR', desktopLight = false} = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const screen of desktopLight ? screens.slice(0, 1) : screens) {
    await page.setViewportSize(screen.viewport);
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expect(siteOf(page).heading).toBeVisible();
    // The page is the React app, hydrated: the navbar's colour toggle answers. Every chunk the
    // page asked for has arrived without an error (the fixture fails the test on any).
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    for (const colorScheme of desktopLight ? (['light'] as const) : (['light', 'dark'] as const)) {
      await page.emulateMedia({colorScheme});
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      found.push(...(await violations(page)).map((v) => `[${screen.name}, ${colorScheme}] ${v}`));
    }
  }
  return found;
}

const checks = 'renders in French with no accessibility violation in light and dark mode, on desktop and phone';
const routes = siteRoutes.map(fr);
const everyVariant = new Map(variantPages('fr', routes).map(({path, reasons}) => [path, reasons]));

for (const route of routes) {
  const reasons = everyVariant.get(route);
  if (reasons === undefined) {
    test(`${route} renders in French with no accessibility violation on desktop in light mode`, async ({page}) => {
      expect(await renderAndScan(page, route, {desktopLight: true})).toEqual([]);
    });
  } else {
    test(`${route} ${checks} (${reasons.join(', ')})`, async ({page}) => {
      expect(await renderAndScan(page, route)).toEqual([]);
    });
  }
}

/** Pages of each kind (home, platform index, a page with a drawing, a post), in every other locale. */
const localeSample = ['/', '/mac', '/ios/maintenance/basics/new-node', '/blog/release4_0'];

for (const locale of i18n.locales.filter((l) => l !== 'fr')) {
  const prefix = localeBaseUrl(locale).slice(0, -1);
  const {htmlLang} = i18n.localeConfigs[locale]!;
  for (const route of localeSample) {
    test(`${prefix}${route} renders with no accessibility violation (${locale} sample)`, async ({page}) => {
      expect(await renderAndScan(page, `${prefix}${route}`, {htmlLang})).toEqual([]);
    });
  }
}

test.describe('the not-found page', () => {
  test.use({expectedConsoleError: /status of 404/});

  test(`${checks}`, async ({page}) => {
    expect(await renderAndScan(page, '/fr/cette-page-n-existe-pas')).toEqual([]);
  });
});
