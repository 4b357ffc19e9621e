/**
 * Colour mode: light by default, follows the system. The switch, remembered under `theme`, is
 * tests/engines/behaviours.spec.ts's, in Chromium, WebKit and Firefox.
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from '../support/fixtures';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

test('light when the system has no preference', async ({page}) => {
  await page.emulateMedia({colorScheme: 'no-preference'});
  await page.goto('/fr/');
  expect(await theme(page)).toBe('light');
});

test('follows the system preference while the reader has not chosen', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/fr/');
  expect(await theme(page)).toBe('dark');
  await page.emulateMedia({colorScheme: 'light'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('follows a change of the system preference made while the page was still loading its scripts', async ({page}) => {
  // The page's scripts held back: the system turns light after the inline script chose dark and
  // before the theme listens to the system, as on a slow phone.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/fr/', {waitUntil: 'domcontentloaded'});
  expect(await theme(page)).toBe('dark');
  await page.emulateMedia({colorScheme: 'light'});
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
