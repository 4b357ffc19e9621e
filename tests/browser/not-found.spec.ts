/** Unknown paths: status 404 and the not-found page of the reader's locale. Clean URLs. */
import {test, expect} from '../support/fixtures';

// The browser logs the 404 status of the document itself.
test.use({expectedConsoleError: /status of 404/});

test('an unknown French path answers 404 with the French not-found page', async ({page}) => {
  const response = await page.goto('/fr/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page introuvable/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page introuvable');
  await expect(page.getByText("Nous n'avons pas trouvé ce que vous recherchez.")).toBeVisible();
  await expect(page.getByText(/faire savoir que leur lien est cassé/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  // A way back into the docs.
  await page.getByRole('link', {name: 'Démarrage rapide'}).last().click();
  await expect(page).toHaveURL(/\/fr\/$/);
});

test('unknown paths of the other locales get their own not-found page', async ({page}) => {
  for (const [path, title, lang] of [
    ['/gibt-es-nicht', 'Page Not Found', 'en-US'],
    ['/de/gibt-es-nicht', 'Seite nicht gefunden', 'de-DE'],
    ['/ja/nai', 'ページが見つかりません', 'ja-JP'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
});

test('a path under /fr/ outside the specification is not found', async ({page}) => {
  for (const path of ['/fr/ios/integrations', '/fr/blog/page/3', '/fr/blog/tags/inconnu', '/fr/mac/documents/document-browsing']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('.html and /index.html reach the clean page', async ({page}) => {
  for (const [from, to] of [
    ['/fr/faq.html', '/fr/faq'],
    ['/fr/faq/index.html', '/fr/faq'],
    ['/fr/ios/index.html', '/fr/ios'],
    ['/fr/index.html', '/fr/'],
    ['/fr/mac/maintenance/chatgpt/index.html', '/fr/mac/maintenance/chatgpt/'],
    ['/fr/blog/release4_0.html', '/fr/blog/release4_0'],
  ]) {
    const response = await page.goto(from);
    expect(response?.status(), from).toBe(200);
    expect(new URL(page.url()).pathname, from).toBe(to);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});
