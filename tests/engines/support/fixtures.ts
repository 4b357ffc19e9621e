/**
 * The `test` of the cross-engine specs (tests/engines/), for the Playwright projects `chromium`,
 * `webkit` and `firefox` (playwright.config.ts sets `engine`). Each worker launches its engine once and keeps
 * one page; the `reader` fixture hands it to a test at the size of `readerViewport` (desktop unless
 * a file says otherwise), and afterwards fails the test on any script error the page recorded (in-page.ts's
 * probe) and clears the site's storage.
 */
import {test as base, expect} from '@playwright/test';
import {browserServer, originOf} from '../../support/servers';
import {DESKTOP, EnginePage, type Driver, type EngineName, type Viewport} from './engine';
import {launchChromium} from './chromium';
import {launchFirefox} from './firefox';
import {launchWebKit} from './webkit';

const launchers: Record<EngineName, () => Promise<Driver>> = {
  chromium: launchChromium,
  webkit: launchWebKit,
  firefox: launchFirefox,
};

type WorkerFixtures = {
  /** The engine of the project. */
  engine: EngineName;
  enginePage: EnginePage;
};

type TestFixtures = {
  /**
   * The viewport a test starts at (`test.use({readerViewport})`): a file whose tests all start on a
   * phone spares the engine laying out the last test's page at desktop size, then at the phone's.
   */
  readerViewport: Viewport;
  reader: EnginePage;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['webkit', {scope: 'worker', option: true}],
  enginePage: [
    async ({engine}, use, workerInfo) => {
      const driver = await launchers[engine]();
      console.log(`[${workerInfo.project.name}] ${driver.version}`);
      const page = new EnginePage(driver, originOf(browserServer));
      await use(page);
      await page.close();
    },
    {scope: 'worker', timeout: 60_000},
  ],
  readerViewport: [DESKTOP, {option: true}],
  reader: async ({enginePage, readerViewport}, use) => {
    await enginePage.setViewport(readerViewport);
    await use(enginePage);
    const errors = await enginePage.finish();
    expect(errors, `script errors in ${enginePage.engine}`).toEqual([]);
  },
});

export {expect};
