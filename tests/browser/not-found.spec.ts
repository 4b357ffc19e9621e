/**
 * Unknown paths, as a reader meets them: the not-found page of the reader's locale, and clean
 * URLs. The statuses (404, the 301 of a `.html` path) and the locale of the page the servers
 * send are tests/http/requests.spec.ts's, on both servers; the French not-found page and its way
 * back are tests/engines/behaviours.spec.ts's, in Chromium, WebKit and Firefox.
 */
import {htmlPathRedirects} from '../routes';
import {test, expect} from '../support/fixtures';

// The browser logs the 404 status of the document itself.
test.use({expectedConsoleError: /status of 404/});

test('unknown paths of the other locales show their own not-found page', async ({page, site}) => {
  for (const [path, title] of [
    ['/gibt-es-nicht', 'Page not found'],
    ['/de/gibt-es-nicht', 'Seite nicht gefunden'],
    ['/ja/nai', 'ページが見つかりません'],
  ] as const) {
    await page.goto(path);
    await expect(site.heading, path).toHaveText(title);
  }
});

test('a path under /fr/ outside the specification shows the not-found page', async ({page, site}) => {
  const outside = [
    '/fr/ios/integrations',
    '/fr/blog/page/3',
    '/fr/blog/tags/inconnu',
    '/fr/mac/documents/document-browsing',
  ];
  for (const path of outside) {
    await page.goto(path);
    await expect(site.heading, path).toHaveText('Page introuvable');
  }
});

test('.html and /index.html land on the clean page', async ({page, site}) => {
  for (const [from, to] of htmlPathRedirects) {
    await page.goto(from);
    expect(new URL(page.url()).pathname, from).toBe(to);
    await expect(site.heading).toBeVisible();
  }
});
