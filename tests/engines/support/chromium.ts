/**
 * Chromium for the behaviours of tests/engines/behaviours.spec.ts: Debian's (config/chromium.ts),
 * driven by Playwright's own library, so that each behaviour is written once, on the page API of
 * engine.ts, and run in the three engines. The error probe goes into every document before the
 * page's scripts, as in Firefox.
 */
import {chromium, type ElementHandle} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../../../config/chromium';
import type {Driver, PageFunction} from './engine';
import {installProbe} from './in-page';

/** `fn(...args)` as an expression the page evaluates: Playwright passes a function one argument only. */
const call = (fn: PageFunction<unknown[], unknown>, args: unknown[]) =>
  `(${fn.toString()})(...${JSON.stringify(args)})`;

export async function launchChromium(): Promise<Driver> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  // Light, as the system's preference of the other engines and of the browser suite.
  const context = await browser.newContext({locale: 'fr-FR', colorScheme: 'light'});
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    navigate: async (url) => void (await page.goto(url, {waitUntil: 'load'})),
    reload: async () => void (await page.reload({waitUntil: 'load'})),
    run: (fn, args) => page.evaluate(call(fn as PageFunction<unknown[], unknown>, args)) as never,
    inject: async (source) => void (await page.evaluate(source)),
    clickElement: async (fn, args) => {
      const handle = await page.evaluateHandle(call(fn as PageFunction<unknown[], unknown>, args));
      const element = handle.asElement();
      if (!element) throw new Error('Not an element');
      await (element as ElementHandle<Element>).click();
      await handle.dispose();
    },
    press: (key) => page.keyboard.press(key),
    setViewport: (viewport) => page.setViewportSize(viewport),
    close: () => browser.close(),
  };
}
