/** The navbar, the mobile menu, skip-to-content, the footer, the sidebar and pagination. */
import {test, expect, hydrated} from '../support/fixtures';

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
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    // site.navbar is found by its French name: on the German page, the navbar is found by its class.
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Schnellstart'})).toBeVisible();
  });

  test('the skip link moves focus to the main content', async ({page, site}) => {
    await page.goto('/fr/ios/documents/new-document');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(site.skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    // The theme focuses <main> and lets go at once, so the next Tab lands on the first link of
    // the content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(focusedInMain).toBe(true);
    await expect(site.navbar.locator(':focus')).toHaveCount(0);
  });

  test('footer with the French tagline and the copyright dated 2022', async ({page, site}) => {
    await page.goto('/fr/');
    await expect(site.footer).toContainText(
      'Structures de découpage du travail, des coûts et des produits, estimations et budgets, sur Mac et iOS.',
    );
    await expect(site.footer).toContainText('Copyright © 2022 Breakdown Structure.');
    await expect(site.footer.getByRole('link', {name: 'Questions fréquentes'})).toHaveAttribute('href', '/fr/faq');
    await expect(site.footer.getByRole('link', {name: 'Nouveautés'})).toHaveAttribute('href', '/fr/blog');
    await expect(site.archiveLink).toHaveAttribute('href', '/fr/blog/archive');
  });

  test('sidebar categories collapse and expand', async ({page, site}) => {
    await page.goto('/fr/ios/documents/new-document');
    const documentsLink = site.sidebar.getByRole('link', {name: 'Documents'}).first();
    const pageLink = site.sidebar.locator('a[href="/fr/ios/documents/new-document"]');
    await expect(pageLink).toBeVisible();
    const toggle = site.sidebarCategoryToggle('Documents');
    await toggle.click();
    await expect(pageLink).toBeHidden();
    await expect(documentsLink).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(pageLink).toBeVisible();
    await expect(documentsLink).toHaveAttribute('aria-expanded', 'true');
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

  test('code blocks have a copy button that copies the code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/fr/mac/integrations/csv-export');
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: 'Copier le code'}).click();
    await expect(block.getByRole('button', {name: 'Copié', exact: true})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe((await block.locator('code').innerText()).trim());
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

  test('the mobile menu opens with the docs tree and closes', async ({page, site}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/fr/faq');
    await site.menuButton.click();
    await expect(site.mobileMenu).toBeVisible();
    // The navbar's item (first) and the docs tree's both name the quick start.
    await expect(site.mobileMenu.getByRole('link', {name: 'Démarrage rapide'})).toHaveCount(2);
    await expect(site.mobileMenu.getByRole('link', {name: 'Démarrage rapide'}).first()).toBeVisible();
    await site.mobileMenu.getByRole('link', {name: 'iOS et iPadOS'}).first().click();
    await expect(page).toHaveURL(/\/fr\/ios$/);
    await expect(site.mobileMenu).toBeHidden();
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
