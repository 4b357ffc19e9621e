/**
 * The Chromium every tool of the project drives — the browser tests, the PDF manuals, Lighthouse:
 * CHROME_PATH, else the first of the places below that the machine has. On Debian (CI, Linux)
 * scripts/install-chromium.sh installs Debian's when it is missing, since Playwright cannot
 * download its own here; on a writer's Mac, where the build installs nothing, Google Chrome or
 * Chromium where macOS puts them.
 */
import {accessSync, constants, statSync} from 'node:fs';
import {homedir} from 'node:os';

/** Google Chrome and Chromium where macOS installs them: for every user, then for one. */
const MAC_BROWSERS = ['/Applications', `${homedir()}/Applications`].flatMap((folder) => [
  `${folder}/Google Chrome.app/Contents/MacOS/Google Chrome`,
  `${folder}/Chromium.app/Contents/MacOS/Chromium`,
]);

/** Where the full browser is looked for, in order: Debian's, then macOS's. */
export const BROWSER_CANDIDATES = ['/usr/bin/chromium', ...MAC_BROWSERS];

/**
 * Where the tests' and manuals' Chromium is looked for: first Debian's headless shell (the same
 * Blink without the browser's windowing, as Playwright itself uses for headless runs; on two cores
 * it printed the twelve manuals with half the CPU of the full browser, 161 → 77 CPU seconds, and
 * loaded and scanned the sweep's pages with a seventh less), then a full browser.
 */
export const SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell', ...BROWSER_CANDIDATES];

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** CHROME_PATH when set, else the first of `candidates` that is an executable here; undefined when none is. */
export function findChromium(candidates: string[], env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.CHROME_PATH || candidates.find(isExecutable);
}

/**
 * What is missing, in one line a writer can act on: a CHROME_PATH that names no executable, or no
 * Chrome or Chromium in any of `candidates`. Undefined when there is one to drive.
 */
export function chromiumProblem(candidates: string[], env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROME_PATH) {
    return isExecutable(env.CHROME_PATH)
      ? undefined
      : `CHROME_PATH is ${env.CHROME_PATH}, which is not an executable: set it to Google Chrome's or Chromium's ` +
          `(on a Mac, "${MAC_BROWSERS[0]}").`;
  }
  return findChromium(candidates, env) === undefined
    ? `No Google Chrome or Chromium in ${candidates.join(', ')}: install Google Chrome, or set CHROME_PATH to ` +
        'a Chrome or Chromium executable.'
    : undefined;
}

/** What the tests and the manuals drive: CHROME_PATH, else the first of SHELL_CANDIDATES here (named even when missing). */
export const chromiumPath = findChromium(SHELL_CANDIDATES) ?? SHELL_CANDIDATES[0];

/**
 * The full browser, which Lighthouse measures (scripts/bench.ts: its new headless mode, as
 * Lighthouse asks, is the browser readers run). CHROME_PATH replaces it too.
 */
export const chromiumBrowserPath = findChromium(BROWSER_CANDIDATES) ?? BROWSER_CANDIDATES[0];

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
