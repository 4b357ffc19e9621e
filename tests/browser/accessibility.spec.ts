/**
 * WCAG 2.0/2.1/2.2 A and AA, plus axe's best practices, on every page of the French site, in
 * light and dark mode, on a desktop and a phone screen: zero violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from '../support/fixtures';
import {fr, siteRoutes} from '../routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

const screens = [
  {name: 'desktop', viewport: {width: 1280, height: 800}},
  {name: 'phone', viewport: {width: 390, height: 844}},
] as const;

/** The violations of the page as it stands, one readable line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? v.help}`),
  );
}

test.describe.configure({timeout: 90_000});

/** Scans one page in the four combinations of screen and colour mode. */
async function scan(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize(screen.viewport);
      await page.emulateMedia({colorScheme});
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      found.push(...(await violations(page)).map((v) => `[${screen.name}, ${colorScheme}] ${v}`));
    }
  }
  return found;
}

const checks = 'has no accessibility violation in light and dark mode, on desktop and phone';

for (const route of siteRoutes) {
  test(`${fr(route)} ${checks}`, async ({page}) => {
    expect(await scan(page, fr(route))).toEqual([]);
  });
}

test.describe('the not-found page', () => {
  test.use({expectedConsoleError: /status of 404/});

  test(`${checks}`, async ({page}) => {
    expect(await scan(page, '/fr/cette-page-n-existe-pas')).toEqual([]);
  });
});
