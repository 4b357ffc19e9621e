/**
 * WebKit: WebKitGTK's MiniBrowser (Debian's libwebkit2gtk-4.1-0) driven by WebKitWebDriver
 * (webkit2gtk-driver) through classic W3C WebDriver, on an X server of its own (Xvfb: MiniBrowser
 * has no headless mode). scripts/install-webkit.sh installs the three.
 *
 * The driver speaks plain HTTP and JSON, and the checks use nine of its commands, so they are sent
 * here with fetch rather than through a client library: selenium-webdriver would bring its own
 * dependencies and need @types/selenium-webdriver, for the same nine calls.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
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

/** W3C WebDriver's element reference key and key codes. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const KEYS = {Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C', Shift: '\uE008'} as const;

/** Starts Xvfb on the first free display; resolves with the process and its DISPLAY. */
function startXvfb(): Promise<{xvfb: ChildProcess; display: string}> {
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display and writes its number to fd 3 once it accepts clients.
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    xvfb.stderr?.on('data', (chunk) => (stderr += chunk));
    xvfb.on('error', (error) => reject(new Error(`Xvfb did not start (apt-get install xvfb): ${error.message}`)));
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr.trim()}`)));
    let out = '';
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({xvfb, display: `:${out.trim()}`});
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

interface WebDriverError {
  error: string;
  message: string;
}

/** One WebDriver session: each method one command of the W3C protocol. */
class WebDriverSession {
  constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(base: string, capabilities: object): Promise<{session: WebDriverSession; version: string}> {
    const value = (await command(base, 'POST', '/session', {capabilities: {alwaysMatch: capabilities}})) as {
      sessionId: string;
      capabilities: {browserName: string; browserVersion: string};
    };
    const {browserName, browserVersion} = value.capabilities;
    return {session: new WebDriverSession(base, value.sessionId), version: `${browserName} ${browserVersion}`};
  }

  send(method: 'GET' | 'POST' | 'DELETE', route: string, body?: object): Promise<unknown> {
    return command(this.base, method, `/session/${this.id}${route}`, body);
  }
}

async function command(base: string, method: string, route: string, body?: object): Promise<unknown> {
  const response = await fetch(base + route, {
    method,
    headers: {'content-type': 'application/json; charset=utf-8'},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const {value} = (await response.json()) as {value: unknown};
  if (!response.ok) {
    const {error, message} = value as WebDriverError;
    throw new Error(`WebKitWebDriver ${method} ${route}: ${error}: ${message}`);
  }
  return value;
}

/** The script of Execute Script: calls the function with the command's arguments. */
const callScript = (fn: PageFunction<never[], unknown>) => `return (${fn.toString()}).apply(null, arguments);`;

export async function launchWebKit(): Promise<Driver> {
  const binary = miniBrowserPath();
  const {xvfb, display} = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    // Without accelerated compositing WebKitGTK paints without GL, which here is software GL
    // (llvmpipe): about a third less CPU a page. What a page runs and lays out is the same.
    env: {...process.env, DISPLAY: display, WEBKIT_DISABLE_COMPOSITING_MODE: '1'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What the driver and the browser (its child) print, the end of it, for the errors below.
  let log = '';
  const keepLog = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2000));
  driverProcess.stdout?.on('data', keepLog);
  driverProcess.stderr?.on('data', keepLog);
  const stop = () => {
    driverProcess.kill();
    xvfb.kill();
  };
  // A worker that dies leaves no X server or browser behind.
  process.once('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries += 1) {
      try {
        const status = (await command(base, 'GET', '/status')) as {ready: boolean};
        if (status.ready) break;
      } catch (error) {
        if (tries > 100) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const {session, version} = await WebDriverSession.create(base, {
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
    const keyActions = (keys: string[]) => [
      ...keys.map((value) => ({type: 'keyDown', value})),
      ...keys.reverse().map((value) => ({type: 'keyUp', value})),
    ];
    /** A failed command's error, with where the page was and the end of the browser's output. */
    const explained = async (error: Error) => {
      const at = await session.send('GET', '/url').catch(() => 'unknown');
      return new Error(
        `${error.message} (page at ${String(at)})${log.trim() ? `\nBrowser output: ${log.trim()}` : ''}`,
      );
    };
    const run = (script: string, args: unknown[]) =>
      session.send('POST', '/execute/sync', {script, args}).catch(async (error: Error) => {
        throw await explained(error);
      });
    return {
      name: 'webkit',
      version,
      navigate: async (url) => {
        await session.send('POST', '/url', {url});
        // The page must have left the session's first about:blank: a script run there finds no
        // site, and localStorage throws "The operation is insecure".
        const at = await session.send('GET', '/url');
        if (at === 'about:blank') throw await explained(new Error(`Navigation to ${url} left the page blank`));
      },
      reload: async () => void (await session.send('POST', '/refresh', {})),
      run: async (fn, args) => (await run(callScript(fn as never), args)) as never,
      clickElement: async (fn, args) => {
        const element = (await run(callScript(fn as never), args)) as Record<string, string>;
        await session.send('POST', `/element/${element[ELEMENT]}/click`, {});
      },
      press: async (key: Key) => {
        const keys = key === 'Shift+Tab' ? [KEYS.Shift, KEYS.Tab] : [KEYS[key]];
        await session.send('POST', '/actions', {actions: [{type: 'key', id: 'keyboard', actions: keyActions(keys)}]});
        await session.send('DELETE', '/actions');
      },
      setViewport: async ({width, height}: Viewport) =>
        void (await session.send('POST', '/window/rect', {width, height})),
      close: async () => {
        await session.send('DELETE', '').catch(() => undefined);
        stop();
        process.removeListener('exit', stop);
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
