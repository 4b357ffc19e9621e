/**
 * The `test` of every browser spec: fails a test when the page logs a console error or throws,
 * unless the error matches what the test provokes on purpose (`expectedConsoleError`).
 */
import {test as base, expect, type Page} from '@playwright/test';

type Fixtures = {
  /** The console errors a test provokes on purpose. */
  expectedConsoleError: RegExp | undefined;
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  expectedConsoleError: [undefined, {option: true}],
  consoleErrors: [
    async ({page, expectedConsoleError}, use) => {
      const errors: string[] = [];
      const unexpected = (text: string) => !expectedConsoleError?.test(text);
      page.on('console', (msg) => {
        if (msg.type() === 'error' && unexpected(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => {
        if (unexpected(error.message)) errors.push(`pageerror: ${error.message}`);
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

/**
 * Waits until React has hydrated the page: the colour toggle stays disabled until then, and
 * clicks or key presses before it meet the static HTML only.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('[class*="colorModeToggle"] button')).toBeEnabled();
}

export {expect};
