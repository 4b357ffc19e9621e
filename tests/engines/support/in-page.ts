/**
 * Functions that run in the page, in WebKit and in Firefox alike: the drivers send each one as its
 * source text, so each is self-contained (no import, no closure) and takes and returns JSON.
 */
import type {PartQuery} from '../../support/site-parts';

/** A PartQuery as JSON: a regular expression travels as its source and flags. */
export type PagePartQuery = (PageRoleQuery | {css: string}) & {within?: PagePartQuery};
type PageRoleQuery = {role: string; name?: string | {source: string; flags: string}; exact?: boolean; level?: number};

export function toPageQuery(part: PartQuery): PagePartQuery {
  const within = part.within && toPageQuery(part.within);
  if ('css' in part) return {css: part.css, within};
  const {name} = part;
  return {...part, within, name: name instanceof RegExp ? {source: name.source, flags: name.flags} : name};
}

/** Which of the elements a query finds: the first in document order, or the last. */
export type Which = 'first' | 'last';

/** What a test reads of a part. `count` is how many elements the query finds; the rest is of one of them. */
export interface PartState {
  count: number;
  /** Rendered, with a box and `visibility: visible` (what Playwright's toBeVisible means). */
  visible: boolean;
  /** Holds the focus, or an element inside it does. */
  focused: boolean;
  containsFocus: boolean;
  text: string;
  /** The text as rendered (innerText): line breaks kept. */
  renderedText: string;
  attributes: Record<string, string | null>;
}

/** What the error probe keeps in the page: see installProbe. */
export interface Probe {
  errors: string[];
  /** Each `document.execCommand('copy')`: its result and the text it copied. */
  copies: {ok: boolean; text: string}[];
}

/**
 * Finds a part (`action` 'element': the element itself, for the driver to click; 'focus': focuses
 * it) or reads it ('state': a PartState). Roles are matched as the accessibility tree has them for
 * this site's markup: elements with the role's tag or an explicit `role`, their accessible name as
 * dom-accessibility-api computes it (accessible-names.ts); elements hidden from assistive technology
 * (`display: none`, `visibility: hidden`, `aria-hidden`) are skipped, as by Playwright's getByRole.
 */
export function onPart(query: PagePartQuery, which: Which, action: 'state' | 'element' | 'focus'): unknown {
  const tags: Record<string, string> = {
    button: 'button, input[type="button"], input[type="submit"]',
    link: 'a[href], area[href]',
    navigation: 'nav',
    region: 'section[aria-label], section[aria-labelledby]',
    heading: 'h1, h2, h3, h4, h5, h6',
    contentinfo: 'footer',
  };
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  const accessibleName = (el: Element): string => {
    // dom-accessibility-api's computeAccessibleName, put in the page by EnginePage (accessible-names.ts).
    const computeName = (window as Window & {__accessibleName?: (el: Element) => string}).__accessibleName;
    if (!computeName) throw new Error(`${location.href} has no accessible-name library: open pages with goto()`);
    return squash(computeName(el));
  };
  const hiddenFromAssistiveTechnology = (el: Element) =>
    Boolean(el.closest('[aria-hidden="true"]')) ||
    !el.checkVisibility({checkVisibilityCSS: true, visibilityProperty: true});
  const matchesName = (el: Element, q: PageRoleQuery) => {
    if (q.name === undefined) return true;
    const name = accessibleName(el);
    if (typeof q.name !== 'string') return new RegExp(q.name.source, q.name.flags).test(name);
    return q.exact ? name === q.name : name.toLowerCase().includes(squash(q.name).toLowerCase());
  };
  const findAll = (q: PagePartQuery): Element[] => {
    const roots: ParentNode[] = q.within ? findAll(q.within) : [document];
    const found = new Set<Element>();
    for (const root of roots) {
      if ('css' in q) {
        root.querySelectorAll(q.css).forEach((el) => found.add(el));
        continue;
      }
      root.querySelectorAll(`${tags[q.role] ?? 'x-none'}, [role="${q.role}"]`).forEach((el) => {
        const role = el.getAttribute('role');
        if (role && role !== q.role) return;
        if (hiddenFromAssistiveTechnology(el) || !matchesName(el, q)) return;
        if (q.level !== undefined) {
          const level = Number(el.getAttribute('aria-level') ?? /^H(\d)$/.exec(el.tagName)?.[1]);
          if (level !== q.level) return;
        }
        found.add(el);
      });
    }
    return [...found];
  };
  const all = findAll(query);
  const el = which === 'last' ? all[all.length - 1] : all[0];
  if (action === 'element' || action === 'focus') {
    if (!el) throw new Error(`No element for ${JSON.stringify(query)}`);
    if (action === 'focus') (el as HTMLElement).focus();
    return action === 'element' ? el : null;
  }
  const style = el && getComputedStyle(el);
  const box = el?.getBoundingClientRect();
  const state: PartState = {
    count: all.length,
    visible: Boolean(el && box && box.width > 0 && box.height > 0 && style?.visibility === 'visible'),
    focused: Boolean(el && document.activeElement === el),
    containsFocus: Boolean(el && el.contains(document.activeElement)),
    text: el ? squash(el.textContent ?? '') : '',
    renderedText: el instanceof HTMLElement ? el.innerText : '',
    attributes: Object.fromEntries(
      ['aria-expanded', 'aria-label', 'title', 'href', 'disabled'].map((name) => [
        name,
        el?.getAttribute(name) ?? null,
      ]),
    ),
  };
  return state;
}

/**
 * Resolves once the page's running animations and transitions have ended (at most `limitMs`), as
 * Playwright waits for an element to be stable before it clicks: WebDriver's click refuses an
 * element a transition is still moving in (WebKit: "element not interactable", the mobile menu
 * sliding in).
 */
export function animationsEnded(limitMs: number): Promise<void> {
  const ended = Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  return Promise.race([ended.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
}

/**
 * Records, from now on in this document, what would show in the browser's console as an error:
 * uncaught exceptions, unhandled rejections, resources that failed to load, Content Security Policy
 * violations and console.error calls (React reports its errors there). Also records each copy to
 * the clipboard. Does nothing the second time in a document.
 */
export function installProbe(): void {
  const w = window as Window & {__engineProbe?: Probe};
  if (w.__engineProbe) return;
  const probe: Probe = {errors: [], copies: []};
  w.__engineProbe = probe;
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement || target instanceof HTMLImageElement) {
        probe.errors.push(`failed to load ${target.src}`);
      } else if (target instanceof HTMLLinkElement) {
        probe.errors.push(`failed to load ${target.href}`);
      } else if (event instanceof ErrorEvent) {
        probe.errors.push(`uncaught ${event.message} (${event.filename}:${event.lineno})`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as {stack?: string} | undefined;
    probe.errors.push(`unhandled rejection: ${reason?.stack ?? String(reason)}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    probe.errors.push(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    probe.errors.push(`console.error: ${args.map(String).join(' ')}`);
    consoleError.apply(console, args);
  };
  const execCommand = document.execCommand;
  document.execCommand = function (command: string, ...rest: [boolean?, string?]) {
    const active = document.activeElement;
    const text = active instanceof HTMLTextAreaElement ? active.value : String(document.getSelection());
    const ok = execCommand.call(document, command, ...rest);
    if (command === 'copy') probe.copies.push({ok, text});
    return ok;
  };
}

/** The probe's errors since the last call. */
export function takeProbeErrors(): string[] {
  const probe = (window as Window & {__engineProbe?: Probe}).__engineProbe;
  return probe ? probe.errors.splice(0) : [];
}

/**
 * Resolves true once React has hydrated the page (site-parts.ts's HYDRATION_MARKER is there and
 * enabled), false once `limitMs` have passed without: the page checks every 20 ms, and the driver
 * waits for the answer in one command.
 */
export function hydration(marker: string, limitMs: number): Promise<boolean> {
  const deadline = performance.now() + limitMs;
  return new Promise((resolve) => {
    const check = () => {
      const toggle = document.querySelector(marker);
      if (toggle && !toggle.hasAttribute('disabled')) resolve(true);
      else if (performance.now() >= deadline) resolve(false);
      else setTimeout(check, 20);
    };
    check();
  });
}

/** The page as a test reads it at once: where it is, its language and mode, its storage and focus. */
export function pageState() {
  return {
    path: location.pathname,
    title: document.title,
    lang: document.documentElement.lang,
    theme: document.documentElement.dataset.theme ?? null,
    storage: {...localStorage} as Record<string, string>,
    viewport: {width: window.innerWidth, height: window.innerHeight},
    /** Where the focus is: its tag and text, and whether it is inside <main>. */
    focus: {
      tag: document.activeElement?.tagName.toLowerCase() ?? null,
      text: (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
      inMain: Boolean(document.activeElement?.closest('main')),
    },
    copies: (window as Window & {__engineProbe?: Probe}).__engineProbe?.copies ?? [],
  };
}
export type PageState = ReturnType<typeof pageState>;
