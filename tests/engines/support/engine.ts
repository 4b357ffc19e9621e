/**
 * The page of the cross-engine checks: the few things a test does to a page of the site, the same
 * in WebKit and in Firefox, built on each engine's Driver (webkit.ts, firefox.ts). One browser and
 * one page per worker: a test starts where the last one left, with its storage cleared.
 */
import {accessibleNameScript} from './accessible-names';
import {HYDRATION_MARKER, PARTS, type PartQuery} from '../../support/site-parts';
import {
  animationsEnded,
  hydration,
  installProbe,
  onPart,
  pageState,
  takeProbeErrors,
  toPageQuery,
  type PageState,
  type PartState,
  type Probe,
  type Which,
} from './in-page';

/** The engines Playwright does not drive here: every route is rendered in each (routes.spec.ts). */
export const ENGINE_NAMES = ['webkit', 'firefox'] as const;
/** Chromium too runs the behaviours; it renders every route in the axe sweep of tests/browser/. */
export type EngineName = 'chromium' | (typeof ENGINE_NAMES)[number];

export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'ArrowRight';

export interface Viewport {
  width: number;
  height: number;
}

/** The Chromium suite's screens (tests/browser/routes.spec.ts). */
export const DESKTOP: Viewport = {width: 1280, height: 800};
export const PHONE: Viewport = {width: 390, height: 844};

/** How long a page may take to hydrate: as long as an expect waits (playwright.config.ts). */
const HYDRATION_TIMEOUT_MS = 7_000;

/** A function sent to the page: self-contained, JSON in and out (in-page.ts). */
export type PageFunction<A extends unknown[], R> = (...args: A) => R;

/** What an engine's driver does for EnginePage. */
export interface Driver {
  readonly name: EngineName;
  /** The browser and its version, for the report. */
  readonly version: string;
  /** Loads the URL; resolves once its load event has fired. */
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn(...args)` in the page; a promise it returns is awaited. */
  run<A extends unknown[], R>(fn: PageFunction<A, R>, args: A): Promise<Awaited<R>>;
  /** Runs a script, given as its source, in the page (a library the page functions call). */
  inject(source: string): Promise<void>;
  /** Clicks, as a reader's mouse does (a trusted event at its centre), the element `fn(...args)` returns. */
  clickElement<A extends unknown[]>(fn: PageFunction<A, unknown>, args: A): Promise<void>;
  press(key: Key): Promise<void>;
  /** Sizes the page's viewport (window.innerWidth and innerHeight). */
  setViewport(viewport: Viewport): Promise<void>;
  close(): Promise<void>;
}

export class EnginePage {
  readonly engine: EngineName;
  /** Errors of documents the page has left, kept until takeErrors(). */
  private errors: string[] = [];
  private viewport: Viewport | undefined;
  /** Whether the document has the accessible-name library (accessible-names.ts). */
  private hasNames = false;

  constructor(
    private readonly driver: Driver,
    /** The origin of the server under test, `http://127.0.0.1:<port>`. */
    readonly origin: string,
  ) {
    this.engine = driver.name;
  }

  /**
   * Opens a path of the site and installs the error probe (in Firefox it was there before the
   * page's scripts). The accessible-name library follows when a part is first found by name.
   */
  async goto(path: string): Promise<void> {
    await this.keepErrors();
    await this.driver.navigate(new URL(path, this.origin).href);
    await this.prepareDocument();
  }

  async reload(): Promise<void> {
    await this.keepErrors();
    await this.driver.reload();
    await this.prepareDocument();
  }

  private async prepareDocument(): Promise<void> {
    await this.driver.run(installProbe, []);
    this.hasNames = false;
  }

  /** Puts the accessible-name library into the document if `part` is found by name and it is not there yet. */
  private async namesFor(part: PartQuery): Promise<void> {
    if (this.hasNames || !findsByName(part)) return;
    await this.driver.inject(accessibleNameScript());
    this.hasNames = true;
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<Awaited<R>> {
    return this.driver.run(fn, args);
  }

  /** Where the page is, its language, mode, storage and focus. */
  state(): Promise<PageState> {
    return this.driver.run(pageState, []);
  }

  /** What a part of the page shows (site-parts.ts): how many there are, visible, focused, text, attributes. */
  async part(part: PartQuery, which: Which = 'first'): Promise<PartState> {
    await this.namesFor(part);
    return (await this.driver.run(onPart, [toPageQuery(part), which, 'state'])) as PartState;
  }

  /** Clicks a part once the page's animations have ended (animationsEnded). */
  async click(part: PartQuery, which: Which = 'first'): Promise<void> {
    await this.namesFor(part);
    await this.driver.run(animationsEnded, [2000]);
    await this.driver.clickElement(onPart, [toPageQuery(part), which, 'element']);
  }

  async focus(part: PartQuery): Promise<void> {
    await this.namesFor(part);
    await this.driver.run(onPart, [toPageQuery(part), 'first', 'focus']);
  }

  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  async setViewport(viewport: Viewport): Promise<void> {
    if (this.viewport?.width === viewport.width && this.viewport.height === viewport.height) return;
    await this.driver.setViewport(viewport);
    this.viewport = viewport;
  }

  /**
   * Waits until React has hydrated the page (site-parts.ts's HYDRATION_MARKER), in the page; if it
   * does not, fails saying what the page shows instead and the script errors recorded so far.
   */
  async hydrated(): Promise<void> {
    if (await this.driver.run(hydration, [HYDRATION_MARKER, HYDRATION_TIMEOUT_MS])) return;
    const {path} = await this.state();
    const heading = (await this.part(PARTS.heading)).text;
    const errors = await this.takeErrors();
    throw new Error(
      `React did not hydrate ${path} in ${this.engine} within ${HYDRATION_TIMEOUT_MS} ms: its h1 reads « ${heading} »; ` +
        `script errors: ${errors.length ? errors.join('; ') : 'none recorded'}`,
    );
  }

  /** The script errors recorded since the last call (or finish). */
  async takeErrors(): Promise<string[]> {
    await this.keepErrors();
    return this.errors.splice(0);
  }

  /**
   * Ends a test: returns the script errors of the documents the page showed since the last call,
   * and clears the site's local and session storage for the next test. In Firefox the probe
   * watches each document from its start; WebKit's driver can run nothing before a page's own
   * scripts, so there it watches from the load event on: an error before then shows as a page that
   * React does not hydrate.
   */
  async finish(): Promise<string[]> {
    const taken = await this.driver.run(
      (origin: string) => {
        if (location.origin === origin) {
          localStorage.clear();
          sessionStorage.clear();
        }
        const probe = (window as Window & {__engineProbe?: Probe}).__engineProbe;
        return probe ? probe.errors.splice(0) : [];
      },
      [this.origin],
    );
    return this.errors.splice(0).concat(taken);
  }

  close(): Promise<void> {
    return this.driver.close();
  }

  private async keepErrors(): Promise<void> {
    this.errors.push(...(await this.driver.run(takeProbeErrors, [])));
  }
}

/** Whether finding `part` takes accessible names: a role with a name, or inside a part that does. */
function findsByName(part: PartQuery): boolean {
  return ('name' in part && part.name !== undefined) || (part.within !== undefined && findsByName(part.within));
}
