/**
 * The Chromium every tool of the project drives — the browser tests, the PDF manuals, Lighthouse:
 * Debian's (scripts/install-chromium.sh), since Playwright cannot download its own here.
 */

/**
 * What the tests and the manuals drive: Chromium's headless shell (Debian's chromium-headless-shell,
 * the same Blink without the browser's windowing, as Playwright itself uses for headless runs). On
 * two cores it printed the twelve manuals with half the CPU of the full browser (161 → 77 CPU
 * seconds) and loaded and scanned the sweep's pages with a seventh less. CHROME_PATH replaces it.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The full browser, which Lighthouse measures (scripts/bench.ts: its new headless mode, as
 * Lighthouse asks, is the browser readers run). CHROME_PATH replaces it too.
 */
export const chromiumBrowserPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Root (as in CI) needs --no-sandbox; the rest keeps Chromium off a network it cannot reach. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
