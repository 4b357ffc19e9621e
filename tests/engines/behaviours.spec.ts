/**
 * What a reader touches, written once and run in Chromium, WebKit and Firefox (the projects
 * `chromium`, `webkit` and `firefox`): the colour switch (dark, stored under `theme`, kept after a
 * reload and on the next page), dismissing the announcement (kept after a reload and on other
 * pages), the mobile menu at a phone's width (it opens with the docs tree and the focus inside,
 * Escape closes it and gives the focus back to its button, a link in it leads to its page), sidebar
 * categories, the copy button (the browser copies the block's text), the skip link, a drawing too
 * wide for a phone (Tab reaches its frame, the right arrow scrolls it), the French not-found page
 * and its way back. The parts are found by the names the Chromium suite uses
 * (site-parts.ts).
 */
import {FRENCH, PARTS, sidebarCategoryToggle} from '../support/site-parts';
import {drawingPages, drawingsOfSources} from '../support/drawing-pages';
import {PHONE} from './support/engine';
import {test, expect} from './support/fixtures';

test('the colour switch turns the page dark, stores it under "theme", and a reload keeps it', async ({reader}) => {
  await reader.goto('/fr/faq');
  await reader.hydrated();
  // Light: the system's preference, as the engine is set up.
  expect((await reader.state()).theme).toBe('light');
  expect((await reader.part(PARTS.colourToggle)).attributes.title).toMatch(/actuellement en mode clair/);
  await reader.click(PARTS.colourToggle);
  await expect.poll(async () => (await reader.state()).theme).toBe('dark');
  expect((await reader.state()).storage.theme).toBe('dark');
  await reader.reload();
  // Dark from the first paint (the inline script in the head), then in React's state once hydrated.
  expect((await reader.state()).theme).toBe('dark');
  await reader.hydrated();
  await expect
    .poll(async () => (await reader.part(PARTS.colourToggle)).attributes.title)
    .toMatch(/actuellement en mode sombre/);
  expect((await reader.state()).theme).toBe('dark');
  // The chosen mode wins over the system's light preference on the next page the reader opens.
  await reader.goto('/fr/ios');
  expect((await reader.state()).theme).toBe('dark');
  await reader.hydrated();
  await expect
    .poll(async () => (await reader.part(PARTS.colourToggle)).attributes.title)
    .toMatch(/actuellement en mode sombre/);
});

test('a dismissed announcement stays dismissed after a reload and on other pages', async ({reader}) => {
  await reader.goto('/fr/faq');
  await reader.hydrated();
  expect(await reader.part(PARTS.announcementBar)).toMatchObject({count: 1, visible: true});
  await reader.click(PARTS.closeAnnouncement);
  await expect.poll(async () => (await reader.part(PARTS.announcementBar)).count).toBe(0);
  expect((await reader.state()).storage['docusaurus.announcement.dismiss']).toBe('true');
  await reader.reload();
  await reader.hydrated();
  expect((await reader.part(PARTS.heading)).visible).toBe(true);
  expect((await reader.part(PARTS.announcementBar)).count).toBe(0);
  await reader.goto('/fr/blog');
  await reader.hydrated();
  expect((await reader.part(PARTS.announcementBar)).count).toBe(0);
});

test('at a phone width the menu button opens the mobile menu, Escape closes it, a link in it leads to its page', async ({
  reader,
}) => {
  await reader.setViewport(PHONE);
  await reader.goto('/fr/faq');
  await reader.hydrated();
  expect((await reader.state()).viewport).toEqual(PHONE);
  expect((await reader.part(PARTS.sidebar)).visible, 'no docs sidebar beside the page').toBe(false);
  expect((await reader.part(PARTS.mobileMenu)).visible).toBe(false);
  await reader.click(PARTS.menuButton);
  await expect.poll(async () => (await reader.part(PARTS.mobileMenu)).visible).toBe(true);
  // The docs tree is in it, and the focus moves in (the menu is a modal for the keyboard). The
  // navbar's item (first) and the docs tree's both name the quick start.
  const quickStart = {role: 'link', name: 'Démarrage rapide', within: PARTS.mobileMenu} as const;
  expect(await reader.part(quickStart)).toMatchObject({count: 2, visible: true});
  await expect.poll(async () => (await reader.part(PARTS.mobileMenu)).containsFocus).toBe(true);
  await reader.press('Escape');
  await expect.poll(async () => (await reader.part(PARTS.mobileMenu)).visible).toBe(false);
  await expect
    .poll(async () => (await reader.part(PARTS.menuButton)).focused, 'the focus back on the menu button')
    .toBe(true);
  await reader.click(PARTS.menuButton);
  await expect.poll(async () => (await reader.part(PARTS.mobileMenu)).visible).toBe(true);
  await reader.click({role: 'link', name: 'iPhone et iPad', exact: true, within: PARTS.mobileMenu});
  await expect.poll(async () => (await reader.state()).path).toBe('/fr/ios');
  await expect.poll(async () => (await reader.part(PARTS.mobileMenu)).visible).toBe(false);
});

test('sidebar categories collapse and expand', async ({reader}) => {
  await reader.goto('/fr/ios/documents/new-document');
  await reader.hydrated();
  const pageLink = {css: 'a[href="/fr/ios/documents/new-document"]', within: PARTS.sidebar};
  const categoryLink = {role: 'link', name: 'Documents', exact: true, within: PARTS.sidebar} as const;
  expect((await reader.part(pageLink)).visible).toBe(true);
  await reader.click(sidebarCategoryToggle('Documents'));
  await expect.poll(async () => (await reader.part(pageLink)).visible).toBe(false);
  expect((await reader.part(categoryLink)).attributes['aria-expanded']).toBe('false');
  await reader.click(sidebarCategoryToggle('Documents'));
  await expect.poll(async () => (await reader.part(pageLink)).visible).toBe(true);
  expect((await reader.part(categoryLink)).attributes['aria-expanded']).toBe('true');
});

test('the copy button copies the code of its block', async ({reader}) => {
  await reader.goto('/fr/mac/integrations/csv-export');
  await reader.hydrated();
  const block = {css: '.theme-code-block'};
  const code = (await reader.part({css: 'code', within: block})).renderedText.trim();
  expect(code).toContain('\n');
  await reader.click({role: 'button', name: FRENCH.copyCode, within: block});
  await expect
    .poll(async () => (await reader.part({role: 'button', name: FRENCH.copied, exact: true, within: block})).count)
    .toBe(1);
  // The browser ran the copy command (the probe records document.execCommand), with the block's text.
  const [copy] = (await reader.state()).copies;
  expect(copy?.ok, 'the browser copied').toBe(true);
  expect(copy?.text.trim()).toBe(code);
});

test('the skip link is the first stop of Tab and moves the focus to the main content', async ({reader}) => {
  await reader.goto('/fr/ios/documents/new-document');
  await reader.hydrated();
  await reader.press('Tab');
  await expect.poll(async () => (await reader.part(PARTS.skipLink)).focused).toBe(true);
  await reader.press('Enter');
  // The theme focuses <main> and lets go at once: the next Tab lands on the first link of the content.
  await reader.press('Tab');
  await expect.poll(async () => (await reader.state()).focus.inMain).toBe(true);
  expect((await reader.part(PARTS.navbar)).containsFocus).toBe(false);
});

/** The French pages with a drawing, each drawing's first: where a drawing that scrolls on a phone is tried. */
const frenchDrawingPages = drawingPages(['fr']);

for (const {name} of drawingsOfSources().filter(({scrolls}) => scrolls)) {
  const {path} = frenchDrawingPages.find(({drawings}) => drawings.includes(name))!;
  test(`on a phone, ${name} scrolls sideways in its frame: Tab reaches the frame and the right arrow scrolls it (${path})`, async ({
    reader,
  }) => {
    await reader.setViewport(PHONE);
    await reader.goto(path);
    await reader.hydrated();
    // The frame that scrolls: the group the figure holds its drawing in (Illustration.tsx).
    const frame = {css: `figure[data-drawing="${name}"] > [role="group"]`};
    const scrolled = () =>
      reader.evaluate((selector: string) => {
        const element = document.querySelector(selector)!;
        return {
          frame: element.scrollLeft,
          wider: element.scrollWidth > element.clientWidth,
          page: window.scrollX,
          pageWider: document.scrollingElement!.scrollWidth > window.innerWidth,
        };
      }, frame.css);
    expect(await scrolled(), 'the drawing wider than its frame, the page not wider than the window').toEqual({
      frame: 0,
      wider: true,
      page: 0,
      pageWider: false,
    });
    // The focus on the last element before the frame that Tab reaches, in the page's order.
    const before = await reader.evaluate((selector: string) => {
      const frameElement = document.querySelector(selector)!;
      const previous = [
        ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
      ]
        .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)
        .filter((element) => element.compareDocumentPosition(frameElement) & Node.DOCUMENT_POSITION_FOLLOWING)
        .pop()!;
      previous.focus();
      return previous.outerHTML.slice(0, 80);
    }, frame.css);
    await reader.press('Tab');
    await expect.poll(async () => (await reader.part(frame)).focused, `Tab from ${before}`).toBe(true);
    await reader.press('ArrowRight');
    await expect.poll(async () => (await scrolled()).frame, 'the frame scrolled by the right arrow').toBeGreaterThan(0);
    expect((await scrolled()).page, 'the page not scrolled sideways').toBe(0);
  });
}

test('an unknown French path shows the French not-found page, with a way back', async ({reader}) => {
  await reader.goto('/fr/cette-page-n-existe-pas');
  await reader.hydrated();
  expect((await reader.state()).title).toMatch(/Page introuvable/);
  expect(await reader.part(PARTS.heading)).toMatchObject({visible: true, text: FRENCH.notFoundTitle});
  const main = await reader.part({css: 'main'});
  expect(main.visible).toBe(true);
  // What the specification asks: the content was not found, and the linking site's owner should be told.
  expect(main.text).toContain("Nous n'avons pas trouvé le contenu que vous cherchez.");
  expect(main.text).toContain('lui signaler que son lien est rompu');
  await reader.click({role: 'link', name: 'Démarrage rapide'}, 'last');
  await expect.poll(async () => (await reader.state()).path).toBe('/fr/');
  expect((await reader.part(PARTS.heading)).visible).toBe(true);
});
