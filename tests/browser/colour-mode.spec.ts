/** Colour mode: light by default, follows the system, a switch, remembered under `theme`. */
import type {Page} from '@playwright/test';
import {test, expect, hydrated, siteOf} from '../support/fixtures';

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

test('the switch changes the mode, stores it under "theme" and keeps it after a reload', async ({
  page,
  site,
  context,
}) => {
  await page.goto('/fr/faq');
  await expect(site.colourToggle).toHaveAttribute('title', /actuellement mode clair/);
  await site.colourToggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  expect(await theme(page)).toBe('dark');
  // A chosen mode wins over the system's light preference (the context's) on the next page the
  // reader opens. (A change of the system preference while a page is open resets the choice:
  // Docusaurus's rule.)
  const next = await context.newPage();
  await next.goto('/fr/ios');
  await hydrated(next);
  expect(await theme(next)).toBe('dark');
  await expect(siteOf(next).colourToggle).toHaveAttribute('title', /actuellement mode sombre/);
});
