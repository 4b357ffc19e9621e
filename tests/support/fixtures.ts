/**
 * The `test` of every browser spec: fails a test when the page logs a console error or throws,
 * unless the error matches what the test provokes on purpose (`expectedConsoleError`). Content
 * Security Policy violations (an inline script whose hash the server's CSP lacks…) count too.
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
      // Chromium logs most violations as console errors; the event names every one, with the
      // directive and what it blocked, so none depends on the wording of a log line.
      await page.exposeFunction('__reportCspViolation', (violation: string) => {
        if (unexpected(`CSP violation: ${violation}`)) errors.push(`CSP violation: ${violation}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as {__reportCspViolation: (violation: string) => void}).__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
        });
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
