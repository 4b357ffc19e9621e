/**
 * Route changes load the next page's chunks lazily: a progress bar after 200 ms, a full reload
 * when a chunk fails, prefetching of linked pages (once the page is idle:
 * src/clientModules/prefetchWhenIdle.ts) except on 2g or data-saver connections.
 */
import type {Page, Request} from '@playwright/test';
import {test, expect} from '../support/fixtures';

/** The JavaScript chunks of the French site. */
const CHUNK = /\/fr\/assets\/js\/.+\.js$/;

/** Resolves once the idle callbacks the page had asked for so far (prefetches among them) have run. */
async function idle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** Waits until the page has loaded and prefetched what it wanted, then records later chunk requests. */
async function chunkRequestsAfterLoad(page: Page): Promise<Request[]> {
  await page.waitForLoadState('networkidle');
  await idle(page);
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (CHUNK.test(request.url())) requests.push(request);
  });
  return requests;
}

test('a slow route change shows the progress bar', async ({page, site}) => {
  await page.goto('/fr/');
  await page.waitForLoadState('networkidle');
  await page.route(CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await site.archiveLink.click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/fr\/blog\/archive$/, {timeout: 10_000});
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
});

test.describe('a route chunk that fails to load', () => {
  test.use({expectedConsoleError: /net::ERR_FAILED|Loading chunk|ChunkLoadError/});

  test('triggers a full reload of the page', async ({page, site}) => {
    await page.goto('/fr/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
    // The first chunk the route change asks for fails; everything after loads.
    let failed = 0;
    await page.route(CHUNK, (route) => (failed++ === 0 ? route.abort('failed') : route.continue()));
    const reload = page.waitForEvent('load');
    await site.archiveLink.click();
    await reload;
    expect(failed).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/fr\/blog\/archive$/);
    await expect(page.locator('main')).toBeVisible();
    // A new document: the state of the previous one is gone.
    expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(false);
  });
});

test.describe('prefetching', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('links in view are prefetched, once the page is idle', async ({page}) => {
    // Idle callbacks are held back until the test lets them run.
    await page.addInitScript(() => {
      const held: Array<() => void> = [];
      window.requestIdleCallback = (callback) =>
        held.push(() => callback({didTimeout: false, timeRemaining: () => 50}));
      Object.assign(window, {runIdleCallbacks: () => held.splice(0).forEach((run) => run())});
    });
    await page.goto('/fr/blog/page/2');
    await page.waitForLoadState('networkidle');
    const prefetches = page.locator('link[rel="prefetch"]');
    await expect(prefetches).toHaveCount(0);
    await page.evaluate(() => (window as unknown as {runIdleCallbacks: () => void}).runIdleCallbacks());
    await expect(prefetches).not.toHaveCount(0);
    for (const href of await prefetches.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
      expect(href).toMatch(CHUNK);
    }
  });

  test('hovering a link loads the linked page ahead of the click', async ({page, site}) => {
    await page.goto('/fr/blog/page/2');
    const requests = await chunkRequestsAfterLoad(page);
    await site.archiveLink.hover();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['data-saver', {saveData: true, effectiveType: '4g'}],
    ['2g', {saveData: false, effectiveType: '2g'}],
    ['slow-2g', {saveData: false, effectiveType: 'slow-2g'}],
  ] as const) {
    test(`nothing is prefetched on a ${name} connection`, async ({page, site}) => {
      await page.addInitScript((c) => {
        Object.defineProperty(navigator, 'connection', {value: c, configurable: true});
      }, connection);
      await page.goto('/fr/blog/page/2');
      const requests = await chunkRequestsAfterLoad(page);
      await site.archiveLink.hover();
      await page.waitForTimeout(1000);
      await idle(page);
      expect(requests.map((r) => r.url())).toEqual([]);
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    });
  }
});
