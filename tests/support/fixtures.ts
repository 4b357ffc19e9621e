/**
 * The `test` of every browser spec: fails a test when the page logs a console error or throws,
 * unless the test says which errors it expects (`expectedConsoleErrors`).
 */
import {test as base, expect} from '@playwright/test';

type Fixtures = {
  /** Patterns of console errors a test provokes on purpose. */
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({page, expectedConsoleErrors}, use) => {
      const errors: string[] = [];
      const unexpected = (text: string) => !expectedConsoleErrors.some((re) => re.test(text));
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

export {expect};
