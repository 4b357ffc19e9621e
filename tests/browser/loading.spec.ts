/**
 * Route changes load the next page's chunks lazily, code blocks with the pages that have them
 * (src/plugins/code-blocks-on-demand/): a progress bar after 200 ms, a full reload when a chunk
 * fails, prefetching of the pages a reader is likely to open next (the pager's next
 * page, the article's links in view, once the page is idle: src/clientModules/prefetchLikelyNext.ts)
 * except on 2g or data-saver connections. A drawing keeps the server's markup through hydration
 * (src/components/illustrations/Illustration.tsx) and is rendered alike on a route change.
 */
import type {Browser, Page, Request} from '@playwright/test';
import {test, expect, hydrated} from '../support/fixtures';
import {FRENCH} from '../support/site-parts';

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

test('a route change to a page with code blocks brings their code block', async ({page}) => {
  // No code block on the first page: the theme's code block comes with the pages that have one
  // (src/plugins/code-blocks-on-demand/), loaded with the page's chunks on the route change.
  await page.goto('/fr/ios/documents/new-document');
  await hydrated(page);
  await expect(page.locator('.theme-code-block')).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
  await page.locator('article .markdown a[href="/fr/ios/maintenance/chatgpt/wbs"]').first().click();
  await expect(page).toHaveURL(/\/fr\/ios\/maintenance\/chatgpt\/wbs$/);
  const block = page.locator('.theme-code-block').first();
  await expect(block).toBeVisible();
  await expect(block.getByRole('button', {name: FRENCH.copyCode})).toBeAttached();
  // The same document: a route change, not a reload.
  expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
});

/** What a drawing shows, and how many of its elements React holds a fibre for (a key `__reactFiber$…`). */
function drawingAsShown(svg: SVGSVGElement) {
  const elements = Array.from(svg.querySelectorAll('*'));
  const hasFibre = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  return {
    svgHasFibre: hasFibre(svg),
    elements: elements.map((element) => `${element.tagName} ${element.getAttribute('class') ?? ''}`),
    text: svg.textContent,
    withFibre: elements.filter(hasFibre).length,
  };
}

test('a drawing keeps the markup it was served with through hydration, and a route change renders the same', async ({
  page,
}) => {
  await page.goto('/fr/');
  await hydrated(page);
  const drawing = page.locator('figure[data-drawing="WbsTree"] svg');
  const served = await drawing.evaluate(drawingAsShown);
  expect(served.svgHasFibre, 'the SVG element itself is hydrated').toBe(true);
  expect(served.elements.length).toBeGreaterThan(20);
  expect(served.withFibre, 'elements of the drawing React built a fibre for on load').toBe(0);
  // Away and back, in the same document: the drawing now comes with a route change. The address
  // changes at once, the page only once its chunks are in: each step waits for the page itself.
  await page.locator('article .markdown a[href="/fr/ios/documents/new-document"]').first().click();
  await expect(page).toHaveURL(/\/fr\/ios\/documents\/new-document$/);
  await expect(page.locator('figure[data-drawing="NewDocumentWizard"]')).toBeVisible();
  await expect(drawing).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(drawing).toBeVisible();
  const rendered = await drawing.evaluate(drawingAsShown);
  expect(rendered.withFibre, 'elements React rendered after the route change').toBe(rendered.elements.length);
  expect(rendered.elements).toEqual(served.elements);
  expect(rendered.text).toBe(served.text);
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
  // Wide enough for the docs sidebar, its links in view beside the article.
  test.use({viewport: {width: 1280, height: 800}});

  const DOC = '/fr/ios/documents/new-document';
  const NEXT = '/fr/ios/documents/open-document';
  /** Pages linked from the sidebar and the navbar, both in view at the top of DOC. */
  const NOT_LIKELY = ['/fr/ios/documents/save-document', '/fr/blog'];
  /** A page the article links to, further down. */
  const ARTICLE_LINK = '/fr/ios/maintenance/chatgpt/wbs';

  /**
   * The chunks the first load of `route` requests that the page of `origin` has not loaded
   * (`loaded`): those of `route` alone. Loaded in a browser context of its own, whose cache the
   * page under test does not share. Docusaurus prefetches a page's own chunks (its content, its
   * route's components), not those they share with other pages (a code block's): a prefetched
   * page is one with some of these chunks prefetched.
   */
  async function chunksOnlyOf(browser: Browser, origin: string, route: string, loaded: Set<string>): Promise<string[]> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const own = new Set<string>();
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (request.resourceType() === 'script' && !loaded.has(file)) own.add(file);
    });
    await page.goto(new URL(route, origin).href);
    await page.waitForLoadState('networkidle');
    await context.close();
    expect([...own], `${route} loads chunks of its own`).not.toEqual([]);
    return [...own];
  }

  /** Records the scripts the page runs and the route chunks it only prefetches, by path. */
  function recordChunks(page: Page): {loaded: Set<string>; prefetched: Set<string>} {
    const loaded = new Set<string>();
    const prefetched = new Set<string>();
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (request.resourceType() === 'script') loaded.add(file);
      else if (CHUNK.test(file)) prefetched.add(file);
    });
    return {loaded, prefetched};
  }

  test('the next page is prefetched once the page is idle, not every page linked in view', async ({page, browser}) => {
    // Idle callbacks are held back until the test lets them run.
    await page.addInitScript(() => {
      const held: Array<() => void> = [];
      window.requestIdleCallback = (callback) =>
        held.push(() => callback({didTimeout: false, timeRemaining: () => 50}));
      Object.assign(window, {runIdleCallbacks: () => held.splice(0).forEach((run) => run())});
    });
    const {loaded, prefetched} = recordChunks(page);
    await page.goto(DOC);
    await page.waitForLoadState('networkidle');
    expect([...prefetched]).toEqual([]);
    const runIdleCallbacks = () =>
      page.evaluate(() => (window as unknown as {runIdleCallbacks: () => void}).runIdleCallbacks());
    const next = await chunksOnlyOf(browser, page.url(), NEXT, loaded);
    await expect
      .poll(async () => {
        await runIdleCallbacks();
        return next.filter((chunk) => prefetched.has(chunk)).length;
      }, `chunks of ${NEXT}, the next page, prefetched`)
      .toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) await runIdleCallbacks();
    await page.waitForLoadState('networkidle');
    for (const route of NOT_LIKELY) {
      const chunks = await chunksOnlyOf(browser, page.url(), route, loaded);
      expect(
        chunks.filter((chunk) => prefetched.has(chunk)),
        `chunks of ${route} prefetched`,
      ).toEqual([]);
    }
  });

  test('a page the article links to is prefetched when its link scrolls into view', async ({page, browser}) => {
    const {loaded, prefetched} = recordChunks(page);
    await page.goto(DOC);
    await page.waitForLoadState('networkidle');
    const linked = await chunksOnlyOf(browser, page.url(), ARTICLE_LINK, loaded);
    await idle(page);
    expect(
      linked.filter((chunk) => prefetched.has(chunk)),
      'prefetched before its link was in view',
    ).toEqual([]);
    await page.locator(`article .markdown a[href="${ARTICLE_LINK}"]`).first().scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        await idle(page);
        return linked.filter((chunk) => prefetched.has(chunk)).length;
      }, `chunks of ${ARTICLE_LINK} prefetched`)
      .toBeGreaterThan(0);
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
