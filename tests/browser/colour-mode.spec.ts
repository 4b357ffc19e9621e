/**
 * Colour mode: light by default, follows the system. The switch, remembered under `theme`, is
 * tests/engines/behaviours.spec.ts's, in Chromium, WebKit and Firefox.
 */
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';

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
