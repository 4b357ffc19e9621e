/**
 * What a reader of a translated locale is told about a page (src/plugins/translation-status/):
 * a page not translated yet shows its English text marked `lang="en"` under a notice in the
 * reader's language; a stale translation (its English changed since, src/plugins/translation-status/translations.ts)
 * shows under a notice too; an up-to-date translation shows none. The test build has a doc page
 * in each state (_dogfooding/test-docs/: stale in French, missing in every locale).
 */
import {test, expect} from '../support/fixtures';

const notice = (page: import('@playwright/test').Page) => page.locator('[data-translation-status]');

test('a page with no translation shows the English text, marked as English, under a notice in French', async ({
  page,
  site,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/fr/__tests__/docs/missing');
  await expect(notice(page)).toHaveText(
    "Cette page n'est pas encore traduite en français\u00a0: elle s'affiche en anglais. Lire la page en anglais",
  );
  await expect(notice(page).getByRole('link', {name: 'Lire la page en anglais'})).toHaveAttribute(
    'href',
    '/__tests__/docs/missing',
  );
  // The notice is in the page's language; the title, the text and the table of contents in English.
  await expect(notice(page)).not.toHaveAttribute('lang');
  expect(await notice(page).evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('fr');
  for (const english of [site.heading, page.getByText('The English text.'), site.tableOfContents.getByRole('link')]) {
    expect(await english.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('en');
  }
  await expect(site.heading).toHaveText('Translation notice, missing');
});

test('a stale translation shows under a notice that its English has changed, with a link to it', async ({
  page,
  site,
}) => {
  await page.goto('/fr/__tests__/docs/stale');
  await expect(notice(page)).toHaveText(
    "La page anglaise a changé depuis cette traduction, qui n'est peut-être plus à jour. Lire la page en anglais",
  );
  await expect(notice(page).getByRole('link')).toHaveAttribute('href', '/__tests__/docs/stale');
  await expect(notice(page).getByRole('link')).toHaveAttribute('hreflang', 'en');
  // A translation is in the page's language: nothing in it says otherwise.
  await expect(site.heading).toHaveText('Avis de traduction, page périmée');
  expect(await site.heading.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('fr');
});

test('an up-to-date translation shows no notice, nor does an English page', async ({page, site}) => {
  for (const path of [
    '/fr/',
    '/fr/mac/maintenance/basics/new-node',
    '/fr/blog/release4_0',
    '/de/',
    '/ja/blog/release4_0',
    '/',
  ]) {
    await page.goto(path);
    await expect(site.heading).toBeVisible();
    await expect(notice(page), path).toHaveCount(0);
  }
});

test('in German too: a page not translated yet is English, marked so, under a notice in German', async ({
  page,
  site,
}) => {
  await page.goto('/de/__tests__/docs/missing');
  await expect(notice(page)).toContainText('Diese Seite ist noch nicht ins Deutsche übersetzt');
  await expect(notice(page).getByRole('link', {name: 'Englische Fassung lesen'})).toHaveAttribute(
    'href',
    '/__tests__/docs/missing',
  );
  const languages = await page
    .locator('article h1, article .markdown p')
    .evaluateAll((els) => [...new Set(els.map((el) => el.closest('[lang]')?.getAttribute('lang')))]);
  expect(languages).toEqual(['en']);
  await expect(site.heading).toHaveText('Translation notice, missing');
});
