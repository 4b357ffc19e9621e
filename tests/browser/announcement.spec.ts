/** The announcement bar: translated, dismissible, the dismissal remembered in localStorage. */
import {test, expect} from '../support/fixtures';

test('shows the French announcement, with a link to the release notes', async ({page, site}) => {
  await page.goto('/fr/');
  await expect(site.announcementBar).toContainText('Breakdown Structure 4.0 ébauche vos WBS, PBS et CBS avec ChatGPT.');
  await site.announcementBar.getByRole('link', {name: 'Lire les notes de version'}).click();
  await expect(page).toHaveURL(/\/fr\/blog\/release4_0$/);
});

test('a dismissed announcement stays dismissed after a reload and on other pages', async ({page, site}) => {
  await page.goto('/fr/faq');
  await expect(site.announcementBar).toBeVisible();
  await site.closeAnnouncement.click();
  await expect(site.announcementBar).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  await page.reload();
  await expect(site.heading).toBeVisible();
  await expect(site.announcementBar).toHaveCount(0);
  await page.goto('/fr/blog');
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(site.announcementBar).toHaveCount(0);
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
