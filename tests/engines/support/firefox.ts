/**
 * Firefox: Debian's firefox-esr, headless, driven through WebDriver BiDi by puppeteer-core (no
 * geckodriver here, which Selenium and WebdriverIO need for Firefox). puppeteer-core is already in
 * the tree as Lighthouse's dependency; the project never lets it download a browser
 * (PUPPETEER_SKIP_DOWNLOAD, .ci/run). scripts/install-firefox.sh installs firefox-esr.
 */
import {existsSync} from 'node:fs';
import puppeteer, {type ElementHandle, type Frame} from 'puppeteer-core';
import type {Driver, Key, PageFunction} from './engine';
import {installProbe} from './in-page';

/** Debian's Firefox ESR, or FIREFOX_PATH. */
export function firefoxPath(): string {
  const binary = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  if (!existsSync(binary))
    throw new Error(`${binary} is missing: bash scripts/install-firefox.sh installs firefox-esr.`);
  return binary;
}

export async function launchFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    // Without WebDriver BiDi's network events, which nothing here reads: Firefox's parent process
    // builds and sends several for each request of a page.
    networkEnabled: false,
    extraPrefsFirefox: {
      // The system's colour scheme as pages see it, light as in the Chromium suite (0 dark,
      // 1 light): Puppeteer's emulateMediaFeatures needs CDP, which Firefox does not speak.
      'layout.css.prefers-color-scheme.content-override': 1,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  // The error probe runs in every document before the page's own scripts.
  await page.evaluateOnNewDocument(installProbe);
  const frame = (): Frame => page.mainFrame();
  return {
    name: 'firefox',
    version: await browser.version(),
    navigate: async (url) => void (await page.goto(url, {waitUntil: 'load'})),
    reload: async () => void (await page.reload({waitUntil: 'load'})),
    run: (fn, args) => frame().evaluate(fn as PageFunction<unknown[], never>, ...args),
    inject: async (source) => void (await frame().evaluate(source)),
    clickElement: async (fn, args) => {
      const handle = await frame().evaluateHandle(fn as PageFunction<unknown[], Element>, ...args);
      const element = handle.asElement();
      if (!element) throw new Error('Not an element');
      await (element as ElementHandle<Element>).click();
      await handle.dispose();
    },
    press: async (key: Key) => {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else {
        await page.keyboard.press(key);
      }
    },
    setViewport: (viewport) => page.setViewport(viewport),
    close: () => browser.close(),
  };
}
