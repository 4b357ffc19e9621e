/**
 * A `test` whose tests share one page per worker, which goes from route to route as a reader
 * browses: for a sweep that loads every route once and changes nothing on it (routes.spec.ts).
 * Playwright's own `page` opens a fresh browser context per test, so each load started cold — the
 * site's scripts, styles and fonts fetched and compiled again: the sweep's loads took three times
 * as long. Each test still fails on a console error, an uncaught exception or a Content Security
 * Policy violation that happens during it (fixtures.ts's watch, with its `expectedConsoleError`).
 * Each test's verdict waits for the requests made during it to end, so that a chunk it asked
 * for fails in it, not in the next one.
 * A failed test ends its worker (Playwright's rule), so the next test starts on a new page.
 */
import {test as base, expect, type Page, type Request} from '@playwright/test';
import {browserServer, originOf} from './servers';
import {unexpected, watchForErrors} from './fixtures';

/** Where the running test's errors go, and which it provokes on purpose. */
interface ErrorSink {
  errors: string[];
  expected: RegExp | undefined;
}

export const test = base.extend<
  {expectedConsoleError: RegExp | undefined; consoleErrors: string[]},
  {sharedPage: {page: Page; sink: {current?: ErrorSink}; inFlight: Set<Request>}}
>({
  sharedPage: [
    async ({browser}, use) => {
      // Worker fixtures cannot read the project's `use`: the browser project's options, again.
      const context = await browser.newContext({locale: 'fr-FR', baseURL: originOf(browserServer)});
      const page = await context.newPage();
      const sink: {current?: ErrorSink} = {};
      // Not Playwright's `networkidle`: that waits for half a second without a request, on every
      // page, where the requests under way are known.
      const inFlight = new Set<Request>();
      page.on('request', (request) => inFlight.add(request));
      page.on('requestfinished', (request) => inFlight.delete(request));
      page.on('requestfailed', (request) => inFlight.delete(request));
      await watchForErrors(page, (error) => {
        // Between tests nobody is listening: what the page does then belongs to no test.
        if (sink.current !== undefined && unexpected(error, sink.current.expected)) sink.current.errors.push(error);
      });
      await use({page, sink, inFlight});
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({sharedPage}, use) => use(sharedPage.page),
  expectedConsoleError: [undefined, {option: true}],
  consoleErrors: [
    async ({sharedPage, expectedConsoleError}, use) => {
      const current = {errors: [], expected: expectedConsoleError};
      sharedPage.sink.current = current;
      await use(current.errors);
      await expect.poll(() => sharedPage.inFlight.size, {message: 'requests under way', intervals: [50]}).toBe(0);
      sharedPage.sink.current = undefined;
      expect(current.errors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
