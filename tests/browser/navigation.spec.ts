/** The navbar, the mobile menu, skip-to-content, the footer, the sidebar and pagination. */
import {test, expect, hydrated} from '../support/fixtures';

test.describe('navbar on a wide screen', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('tutorial and news links, six languages, no mobile menu button', async ({page}) => {
    await page.goto('/fr/faq');
    const navbar = page.getByRole('navigation', {name: 'Navigation principale'});
    await navbar.getByRole('link', {name: 'Nouveautés'}).click();
    await expect(page).toHaveURL(/\/fr\/blog$/);
    await navbar.getByRole('link', {name: 'Tutoriel'}).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.getByRole('button', {name: 'Ouvrir/fermer la barre de navigation'})).toBeHidden();

    await navbar.getByRole('button', {name: 'Français'}).hover();
    const languages = navbar.locator('.dropdown__menu a');
    await expect(languages).toHaveText(['English', 'Deutsch', 'Français', '日本語', 'Nederlands', '简体中文']);
    await languages.filter({hasText: 'Deutsch'}).click();
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('link', {name: 'Anleitung'})).toBeVisible();
  });

  test('the skip link moves focus to the main content', async ({page}) => {
    await page.goto('/fr/ios/documents/new-document');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Aller au contenu principal'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The theme focuses <main> and lets go at once, so the next Tab lands on the first link of
    // the content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(focusedInMain).toBe(true);
    await expect(page.getByRole('navigation', {name: 'Navigation principale'}).locator(':focus')).toHaveCount(0);
  });

  test('footer with the French tagline and the copyright dated 2022', async ({page}) => {
    await page.goto('/fr/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      'Structures de découpage du travail, des coûts et des produits, estimations et budgets, sur Mac et iOS.',
    );
    await expect(footer).toContainText('Copyright © 2022 Breakdown Structure.');
    await expect(footer.getByRole('link', {name: 'Questions fréquentes'})).toHaveAttribute('href', '/fr/faq');
    await expect(footer.getByRole('link', {name: 'Notes de version'})).toHaveAttribute('href', '/fr/blog');
  });

  test('sidebar categories collapse and expand', async ({page}) => {
    await page.goto('/fr/ios/documents/new-document');
    const sidebar = page.getByRole('navigation', {name: 'Menu de la documentation'});
    const documentsLink = sidebar.getByRole('link', {name: 'Documents'}).first();
    const pageLink = sidebar.locator('a[href="/fr/ios/documents/new-document"]');
    await expect(pageLink).toBeVisible();
    const toggle = sidebar.getByRole('button', {name: /Plier\/Déplier la catégorie 'Documents'/}).first();
    await toggle.click();
    await expect(pageLink).toBeHidden();
    await expect(documentsLink).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(pageLink).toBeVisible();
    await expect(documentsLink).toHaveAttribute('aria-expanded', 'true');
  });

  test('the sidebar can be hidden and shown again', async ({page}) => {
    await page.goto('/fr/mac/customization/fields');
    const sidebar = page.getByRole('navigation', {name: 'Menu de la documentation'});
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', {name: 'Réduire le menu latéral'}).click();
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', {name: 'Déplier le menu latéral'}).click();
    await expect(sidebar).toBeVisible();
  });

  test('docs pagination leads to the previous and next pages', async ({page}) => {
    await page.goto('/fr/ios/documents/new-document');
    const pager = page.getByRole('navigation', {name: 'Pages de documentation'});
    await pager.getByRole('link', {name: /Suivant/}).click();
    await expect(page).toHaveURL(/\/fr\/ios\/documents\/open-document$/);
    await page.getByRole('navigation', {name: 'Pages de documentation'}).getByRole('link', {name: /Précédent/}).click();
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
  test('the menu button shows below the 996 px breakpoint and not above it', async ({page}) => {
    await page.setViewportSize({width: 995, height: 800});
    await page.goto('/fr/faq');
    const menuButton = page.getByRole('button', {name: 'Ouvrir/fermer la barre de navigation'});
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Menu de la documentation'})).toBeHidden();
    await page.setViewportSize({width: 997, height: 800});
    await expect(menuButton).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'Menu de la documentation'})).toBeVisible();
  });

  test('the mobile menu opens with the docs tree and closes', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/fr/faq');
    await page.getByRole('button', {name: 'Ouvrir/fermer la barre de navigation'}).click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', {name: 'Démarrage rapide'})).toBeVisible();
    await panel.getByRole('link', {name: 'iOS et iPadOS'}).first().click();
    await expect(page).toHaveURL(/\/fr\/ios$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('search', () => {
  test('the search placeholder renders nothing', async ({page}) => {
    await page.goto('/fr/');
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('button', {name: /recherche|search/i})).toHaveCount(0);
    // The theme's search slot is there, and empty.
    await expect(page.locator('.navbar [class*="searchBox"]')).toBeEmpty();
  });
});
