/**
 * The announcement bar: translated, shown again when it changes. Dismissing it (remembered in
 * localStorage) is tests/engines/behaviours.spec.ts's, in Chromium, WebKit and Firefox.
 */
import {test, expect} from '../support/fixtures';

test('shows the French announcement, with a link to the release notes', async ({page, site}) => {
  await page.goto('/fr/');
  await expect(site.announcementBar).toContainText('Breakdown Structure 4.0 ébauche vos WBS, PBS et CBS avec ChatGPT.');
  await site.announcementBar.getByRole('link', {name: 'Lire les notes de version'}).click();
  await expect(page).toHaveURL(/\/fr\/blog\/release4_0$/);
});

test('a new announcement shows again to a reader who dismissed the previous one', async ({page, site}) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.goto('/fr/');
  await expect(site.announcementBar).toBeVisible();
});

test('other locales show their own announcement', async ({page}) => {
  await page.goto('/de/');
  await expect(page.getByRole('link', {name: 'Versionshinweise lesen'})).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', {name: 'Read the release notes'})).toBeVisible();
});
