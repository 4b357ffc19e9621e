/**
 * The Chromium every tool of the project drives — the browser tests, the PDF manuals, Lighthouse:
 * Debian's (scripts/install-chromium.sh), since Playwright cannot download its own here.
 */

/** Its executable: Debian's, or CHROME_PATH. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
