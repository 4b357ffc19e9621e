/**
 * Keyboard use: every element Tab reaches on a doc page shows a visible focus (an outline or a
 * shadow), and the mobile menu behaves as a modal: it takes the focus, keeps Tab and Shift+Tab
 * inside, closes with Escape and gives the focus back to its button (src/theme/Navbar/MobileSidebar/).
 * The skip link is tests/engines/behaviours.spec.ts's, in Chromium, WebKit and Firefox.
 */
import {test, expect, hydrated} from '../support/fixtures';

test('every element reached with Tab shows a visible focus indicator', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/fr/ios/documents/new-document');
  await hydrated(page);
  // The page holds more links and buttons than there are presses (navbar, sidebar, TOC): each
  // press must land on one, or the sweep checked nothing (focus never left <body>).
  const presses = 40;
  await expect.poll(() => page.locator('a[href]:visible, button:visible').count()).toBeGreaterThan(presses);
  const unseen: string[] = [];
  let reached = 0;
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return {
        name: `${el.tagName.toLowerCase()} « ${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)} »`,
        visible: outlined || style.boxShadow !== 'none',
      };
    });
    if (focus) reached += 1;
    if (focus && !focus.visible) unseen.push(focus.name);
  }
  expect(reached, 'Tab presses that focused an element').toBe(presses);
  expect(unseen).toEqual([]);
});

test.describe('the mobile menu', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('takes the focus, keeps Tab inside, closes with Escape and gives the focus back', async ({page, site}) => {
    await page.goto('/fr/faq');
    await hydrated(page);
    await site.menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(site.mobileMenu).toBeVisible();
    const focusInMenu = () => site.mobileMenu.evaluate((menu) => menu.contains(document.activeElement));
    // The focus moves in once the panel has started to appear.
    await expect.poll(focusInMenu).toBe(true);
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInMenu(), `after ${i + 1} Tab`).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInMenu(), `after ${i + 1} Shift+Tab`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(site.mobileMenu).toBeHidden();
    await expect(site.menuButton).toBeFocused();
  });
});
