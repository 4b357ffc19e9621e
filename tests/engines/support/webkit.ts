/**
 * WebKit: WebKitGTK's MiniBrowser (Debian's libwebkit2gtk-4.1-0) driven by WebKitWebDriver
 * (webkit2gtk-driver) through classic W3C WebDriver with selenium-webdriver, the W3C client of the
 * Selenium project, on an X server that Debian's xvfb-run starts for it (MiniBrowser has no
 * headless mode). scripts/install-webkit.sh installs the four.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {freePort} from '../../support/free-port';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Builder, Capabilities, Key as WebDriverKey, type WebElement} from 'selenium-webdriver';
import type {Driver, Key, PageFunction, Viewport} from './engine';

/** MiniBrowser, where Debian puts it (`dpkg -L libwebkit2gtk-4.1-0 | grep MiniBrowser`), or MINIBROWSER. */
export function miniBrowserPath(): string {
  if (process.env.MINIBROWSER) return process.env.MINIBROWSER;
  for (const dir of readdirSync('/usr/lib')) {
    const candidate = path.join('/usr/lib', dir, 'webkit2gtk-4.1/MiniBrowser');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('MiniBrowser is missing: bash scripts/install-webkit.sh installs it (libwebkit2gtk-4.1-0).');
}

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: WebDriverKey.TAB,
  Enter: WebDriverKey.ENTER,
  Escape: WebDriverKey.ESCAPE,
  ArrowRight: WebDriverKey.ARROW_RIGHT,
};

/**
 * MiniBrowser's window stops narrowing at 334 px, the least width GTK's theme gives its widgets;
 * a GTK stylesheet that lets them shrink lets the page's viewport take a small phone's 320 px
 * (tests/engines/drawings.spec.ts). It changes nothing in the page.
 */
const GTK_CSS = '* { min-width: 0; min-height: 0; }\n';

/** The script of Execute Script: calls the function with the command's arguments. */
const callScript = (fn: PageFunction<never[], unknown>) => `return (${fn.toString()}).apply(null, arguments);`;

/** Resolves once the driver at `url` says it is ready for a session (W3C Status). */
async function driverReady(url: string, driver: ChildProcess): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const status = await fetch(`${url}/status`)
      .then((response) => response.json() as Promise<{value: {ready: boolean}}>)
      .catch((error: Error) => (tries > 200 ? Promise.reject(error) : undefined));
    if (status?.value.ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function launchWebKit(): Promise<Driver> {
  const binary = miniBrowserPath();
  const port = await freePort();
  // The driver's temporary folder. What the driver and the browser (its child) print goes to a file
  // there, whose end explains a failed command (see `explained`); GTK's stylesheet is there too.
  const driverDir = mkdtempSync(path.join(tmpdir(), 'webkit-driver-'));
  const logFile = path.join(driverDir, 'output.log');
  const logFd = openSync(logFile, 'w');
  mkdirSync(path.join(driverDir, 'gtk-3.0'));
  writeFileSync(path.join(driverDir, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  // xvfb-run starts an X server on the first free display (--auto-servernum: each worker its own)
  // and runs the driver on it. In a process group of its own (detached), so that one signal ends
  // xvfb-run, the X server, the driver and the browser, even from a dying worker's exit handler.
  const driverProcess = spawn(
    'xvfb-run',
    ['--auto-servernum', '--server-args=-screen 0 1920x1080x24 -nolisten tcp', 'WebKitWebDriver', `--port=${port}`],
    {
      // Without accelerated compositing WebKitGTK paints without GL, which here is software GL
      // (llvmpipe): about a third less CPU a page. What a page runs and lays out is the same.
      // GTK reads its stylesheet (GTK_CSS) from XDG_CONFIG_HOME: the driver's temporary folder.
      env: {...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1', XDG_CONFIG_HOME: driverDir},
      stdio: ['ignore', logFd, logFd],
      detached: true,
    },
  );
  const stop = () => {
    try {
      process.kill(-driverProcess.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    closeSync(logFd);
    rmSync(driverDir, {recursive: true, force: true});
  };
  // A worker that dies leaves no X server or browser behind.
  process.once('exit', stop);
  try {
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary,
        // --full-screen hides MiniBrowser's toolbar: the window is then the page's viewport, and
        // it narrows to a phone's width (with the toolbar it stops at 447 px).
        args: ['--automation', '--full-screen'],
      },
      pageLoadStrategy: 'normal',
      timeouts: {script: 30_000, pageLoad: 30_000, implicit: 0},
    });
    const url = `http://127.0.0.1:${port}`;
    await driverReady(url, driverProcess);
    const driver = await new Builder().usingServer(url).withCapabilities(capabilities).build();
    const granted = await driver.getCapabilities();
    /** A failed command's error, with where the page was and the end of the browser's output. */
    const explained = async (error: Error) => {
      const at = await driver.getCurrentUrl().catch(() => 'unknown');
      const log = readFileSync(logFile, 'utf8').slice(-2000).trim();
      return new Error(`${error.message} (page at ${at})${log ? `\nBrowser output: ${log}` : ''}`);
    };
    const run = (script: string, args: unknown[]) =>
      driver.executeScript(script, ...args).catch(async (error: Error) => {
        throw await explained(error);
      });
    return {
      name: 'webkit',
      version: `${granted.getBrowserName()} ${granted.getBrowserVersion()}`,
      navigate: async (url) => {
        await driver.get(url);
        // The page must have left the session's first about:blank: a script run there finds no
        // site, and localStorage throws "The operation is insecure".
        if ((await driver.getCurrentUrl()) === 'about:blank')
          throw await explained(new Error(`Navigation to ${url} left the page blank`));
      },
      reload: () => driver.navigate().refresh(),
      run: async (fn, args) => (await run(callScript(fn as never), args)) as never,
      inject: async (source) => void (await run(source, [])),
      clickElement: async (fn, args) => {
        const element = (await run(callScript(fn as never), args)) as WebElement;
        await element.click();
      },
      press: async (key: Key) => {
        const actions = driver.actions();
        if (key === 'Shift+Tab') {
          await actions
            .keyDown(WebDriverKey.SHIFT)
            .keyDown(WebDriverKey.TAB)
            .keyUp(WebDriverKey.TAB)
            .keyUp(WebDriverKey.SHIFT)
            .perform();
        } else {
          await actions.keyDown(KEYS[key]).keyUp(KEYS[key]).perform();
        }
        await actions.clear();
      },
      setViewport: async ({width, height}: Viewport) => void (await driver.manage().window().setRect({width, height})),
      close: async () => {
        await driver.quit().catch(() => undefined);
        stop();
        process.removeListener('exit', stop);
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
