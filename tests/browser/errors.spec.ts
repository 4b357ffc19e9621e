/**
 * When things go wrong: a page that crashes shows the French crash page
 * (src/theme/ErrorPageContent.tsx), with the navbar and footer still there, « Réessayer » to render
 * it again and a way back to the quick start (a test-only page crashes on request:
 * _dogfooding/test-pages/crash.tsx); a site deployed under the wrong base URL shows Docusaurus's
 * red banner, and the site at its own base URL does not.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildDir} from '../support/build-dir';
import {test, expect} from '../support/fixtures';

test.describe('a page that crashes', () => {
  test.use({expectedConsoleError: /Crash requested by the test page|The above error occurred/});

  test('shows « Cette page a planté. » and recovers with « Réessayer »', async ({page, site}) => {
    await page.goto('/fr/__tests__/crash');
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(site.heading).toHaveText('Cette page a planté.');
    await expect(page).toHaveTitle(/^Une erreur est survenue/);
    // The navbar and footer stay: the reader is still on the site.
    await expect(site.footer).toBeVisible();
    await page.getByRole('button', {name: 'Réessayer'}).click();
    await expect(site.heading).toHaveText('Crash test');
  });

  test('offers a way back to the quick start', async ({page, site}) => {
    await page.goto('/fr/__tests__/crash');
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await page.getByRole('link', {name: 'Revenir au démarrage rapide'}).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(site.heading).toBeVisible();
  });
});

test.describe('a site deployed under the wrong base URL', () => {
  test.use({expectedConsoleError: /status of 404/});

  test('shows the red banner saying the site did not load properly', async ({page}) => {
    // The French home page served from /docs/fr/, where its /fr/assets/ links lead nowhere.
    const home = readFileSync(path.join(buildDir, 'fr/index.html'), 'utf8');
    await page.route('http://wrong-base.test/**', (route) =>
      new URL(route.request().url()).pathname === '/docs/fr/'
        ? route.fulfill({status: 200, contentType: 'text/html', body: home})
        : route.fulfill({status: 404, body: 'Not found'}),
    );
    await page.goto('http://wrong-base.test/docs/fr/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toContainText('did not load properly');
    await expect(banner).toHaveCSS('border-top-color', 'rgb(255, 0, 0)');
  });

  test('no banner where the site is served at its base URL', async ({page}) => {
    await page.goto('/fr/');
    await page.waitForLoadState('load');
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
  });
});
