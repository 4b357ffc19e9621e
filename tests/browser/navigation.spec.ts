/**
 * The navbar, the mobile menu's breakpoint, the footer, hiding the sidebar, pagination and search.
 * The mobile menu, the skip link, sidebar categories and the copy button are
 * tests/engines/behaviours.spec.ts's, in Chromium, WebKit and Firefox.
 */
import {test, expect} from '../support/fixtures';

test.describe('navbar on a wide screen', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('quick start and news links, six languages', async ({page, site}) => {
    await page.goto('/fr/faq');
    await site.navbar.getByRole('link', {name: 'Nouveautés'}).click();
    await expect(page).toHaveURL(/\/fr\/blog$/);
    await site.navbar.getByRole('link', {name: 'Démarrage rapide'}).click();
    await expect(page).toHaveURL(/\/fr\/$/);

    await site.navbar.getByRole('button', {name: 'Français'}).hover();
    const languages = site.navbar.locator('.dropdown__menu a');
    await expect(languages).toHaveText(['English', 'Deutsch', 'Français', '日本語', 'Nederlands', '简体中文']);
    await languages.filter({hasText: 'Deutsch'}).click();
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // site.navbar is found by its French name: on the German page, the navbar is found by its class.
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Schnellstart'})).toBeVisible();
  });

  test('footer with the French tagline and the copyright dated 2022', async ({page, site}) => {
    await page.goto('/fr/');
    await expect(site.footer).toContainText(
      'Structures de découpage du travail, des coûts et du produit, estimations et budgets sur Mac, iPhone et iPad.',
    );
    await expect(site.footer).toContainText('Copyright © 2022 Breakdown Structure.');
    await expect(site.footer.getByRole('link', {name: 'Questions fréquentes'})).toHaveAttribute('href', '/fr/faq');
    await expect(site.footer.getByRole('link', {name: 'Nouveautés'})).toHaveAttribute('href', '/fr/blog');
    await expect(site.archiveLink).toHaveAttribute('href', '/fr/blog/archive');
  });

  test('the sidebar can be hidden and shown again', async ({page, site}) => {
    await page.goto('/fr/mac/customization/fields');
    await expect(site.sidebar).toBeVisible();
    await site.collapseSidebar.click();
    await expect(site.sidebar).toBeHidden();
    await site.expandSidebar.click();
    await expect(site.sidebar).toBeVisible();
  });

  test('docs pagination leads to the previous and next pages', async ({page, site}) => {
    await page.goto('/fr/ios/documents/new-document');
    await site.docsPager.getByRole('link', {name: /Suivant/}).click();
    await expect(page).toHaveURL(/\/fr\/ios\/documents\/open-document$/);
    await site.docsPager.getByRole('link', {name: /Précédent/}).click();
    await expect(page).toHaveURL(/\/fr\/ios\/documents\/new-document$/);
  });
});

test.describe('mobile layout below 996 px', () => {
  // The theme's breakpoint is 996 px: its media query (max-width: 996px) and its JavaScript
  // (wider than 996 is desktop) put 996 itself on the mobile side.
  test('the menu button shows below the 996 px breakpoint and not above it', async ({page, site}) => {
    await page.setViewportSize({width: 995, height: 800});
    await page.goto('/fr/faq');
    await expect(site.menuButton).toBeVisible();
    await expect(site.sidebar).toBeHidden();
    await page.setViewportSize({width: 997, height: 800});
    await expect(site.menuButton).toBeHidden();
    await expect(site.sidebar).toBeVisible();
  });
});

test.describe('search', () => {
  test('the search placeholder renders nothing', async ({page, site}) => {
    await page.goto('/fr/');
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('button', {name: /recherche|search/i})).toHaveCount(0);
    // The theme's search slot is there, and empty.
    await expect(site.navbar.locator('[class*="searchBox"]')).toBeEmpty();
  });
});
