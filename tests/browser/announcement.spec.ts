/** The announcement bar: translated, dismissible, the dismissal remembered in localStorage. */
import {test, expect} from '../support/fixtures';

test('shows the French announcement, with a link to the release notes', async ({page}) => {
  await page.goto('/fr/');
  const bar = page.getByRole('region', {name: 'Annonce'});
  await expect(bar).toContainText('Breakdown Structure 4.0 ébauche vos WBS, PBS et CBS avec ChatGPT.');
  await bar.getByRole('link', {name: 'Lire les notes de version'}).click();
  await expect(page).toHaveURL(/\/fr\/blog\/release4_0$/);
});

test('a dismissed announcement stays dismissed after a reload and on other pages', async ({page}) => {
  await page.goto('/fr/faq');
  const bar = page.getByRole('region', {name: 'Annonce'});
  await expect(bar).toBeVisible();
  await page.getByRole('button', {name: 'Fermer'}).click();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  await page.reload();
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(bar).toHaveCount(0);
  await page.goto('/fr/blog');
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('a new announcement shows again to a reader who dismissed the previous one', async ({page}) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.goto('/fr/');
  await expect(page.getByRole('region', {name: 'Annonce'})).toBeVisible();
});

test('other locales show their own announcement', async ({page}) => {
  await page.goto('/de/');
  await expect(page.getByRole('link', {name: 'Versionshinweise lesen'})).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', {name: 'Read the release notes'})).toBeVisible();
});
