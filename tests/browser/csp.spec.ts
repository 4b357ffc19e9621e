/**
 * The Content-Security-Policy at work in the browser: every kind of page loads and navigates
 * without a violation, the build's inline scripts run, an injected one does not.
 * tests/http/headers.spec.ts checks the header itself on both servers.
 */
import {test, expect, hydrated} from '../support/fixtures';

test.describe('the Content-Security-Policy in the browser', () => {
  // The not-found page's own status is logged as a console error.
  test.use({expectedConsoleError: /status of 404/});

  test('every kind of page keeps within the policy, loaded and navigated to', async ({page, site}) => {
    test.setTimeout(60_000);
    // One page of each template: docs (index, category, page), FAQ, blog list, post, tags,
    // archive, the test pages, a not-found page. The fixture fails the test on any violation.
    const pages = [
      '/fr/',
      '/fr/ios',
      '/fr/mac/maintenance/chatgpt/',
      '/fr/mac/integrations/csv-export',
      '/fr/faq',
      '/fr/blog',
      '/fr/blog/release4_0',
      '/fr/blog/tags',
      '/fr/blog/tags/excel',
      '/fr/blog/archive',
      '/fr/__tests__/toc',
      '/fr/__tests__/crash',
      '/ja/',
    ];
    for (const urlPath of pages) {
      await page.goto(urlPath);
      await hydrated(page);
    }
    await page.goto('/fr/cette-page-n-existe-pas');
    await hydrated(page);
    // Client-side navigation: chunks loaded by the router, the colour mode switched.
    await page.goto('/fr/');
    await hydrated(page);
    await site.archiveLink.click();
    await expect(page).toHaveURL(/\/fr\/blog\/archive$/);
    await site.colourToggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the inline scripts run', async ({page}) => {
    for (const urlPath of ['/fr/', '/fr/faq', '/fr/blog', '/', '/de/', '/zh-Hans/']) {
      await page.goto(urlPath);
      await page.waitForLoadState('load');
      // Set by the colour-mode and announcement-bar script only, never by React.
      await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'false');
      // A home page's base-URL banner script defines its functions globally.
      const home = urlPath.endsWith('/');
      expect(
        await page.evaluate(() => typeof (window as unknown as {maybeInsertBanner?: unknown}).maybeInsertBanner),
        urlPath,
      ).toBe(home ? 'function' : 'undefined');
    }
  });

  test.describe('an injected inline script', () => {
    test.use({
      expectedConsoleError:
        /CSP violation: script-src|violates the following Content Security Policy directive 'script-src/,
    });

    test('is blocked', async ({page}) => {
      await page.goto('/fr/');
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.head.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return '__injected' in window;
      });
      expect(ran).toBe(false);
    });
  });
});
