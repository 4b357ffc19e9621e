/**
 * The `test` of every browser spec: fails a test when the page logs a console error or throws,
 * unless the error matches what the test provokes on purpose (`expectedConsoleError`). Content
 * Security Policy violations (an inline script whose hash the server's CSP lacks…) count too.
 * Its `site` fixture names the parts of the French site a reader finds on every page (their roles
 * and French names: tests/support/site-parts.ts, shared with the WebKit and Firefox checks).
 */
import {test as base, expect, type Locator, type Page} from '@playwright/test';
import {HYDRATION_MARKER, PARTS, sidebarCategoryToggle, type PartQuery} from './site-parts';

/** The named parts of a page of the French site. */
export interface Site {
  /** The page's title, its h1: every page has one, on the not-found and error pages too. */
  heading: Locator;
  /** The navbar at the top: brand, tutorial and news links, language menu, colour toggle. */
  navbar: Locator;
  /** The navbar's button that opens the mobile menu, below the 996 px breakpoint. */
  menuButton: Locator;
  /**
   * The mobile menu's panel. It has no role or name of its own: the theme's class is the only
   * handle (src/theme/Navbar/MobileSidebar/ makes it a modal for the keyboard).
   */
  mobileMenu: Locator;
  /** The docs sidebar (on a wide screen; below the breakpoint the mobile menu holds the tree). */
  sidebar: Locator;
  /** The button that folds or unfolds a category of the docs sidebar. */
  sidebarCategoryToggle: (category: string) => Locator;
  /** The buttons that hide the docs sidebar and show it again. */
  collapseSidebar: Locator;
  expandSidebar: Locator;
  /** The navbar's switch between light and dark mode. */
  colourToggle: Locator;
  /** The announcement above the navbar, and its button that dismisses it. */
  announcementBar: Locator;
  closeAnnouncement: Locator;
  /** The first stop of the keyboard: a link past the navbar to the main content. */
  skipLink: Locator;
  /** The table of contents of a doc page or post, beside the article on a wide screen. */
  tableOfContents: Locator;
  /** The previous and next links under a doc page. */
  docsPager: Locator;
  footer: Locator;
  /** The footer's link to the blog archive, a page every test of route changes can reach. */
  archiveLink: Locator;
}

/** The Playwright locator of a part of tests/support/site-parts.ts. */
export function locate(page: Page, part: PartQuery): Locator {
  const root = part.within ? locate(page, part.within) : page;
  if ('css' in part) return root.locator(part.css);
  return root.getByRole(part.role, {name: part.name, exact: part.exact, level: part.level});
}

/** The named parts of the French site on `page`; the `site` fixture gives those of the test's page. */
export function siteOf(page: Page): Site {
  const at = (part: PartQuery) => locate(page, part);
  return {
    heading: at(PARTS.heading),
    navbar: at(PARTS.navbar),
    menuButton: at(PARTS.menuButton),
    mobileMenu: at(PARTS.mobileMenu),
    sidebar: at(PARTS.sidebar),
    sidebarCategoryToggle: (category) => at(sidebarCategoryToggle(category)),
    collapseSidebar: at(PARTS.collapseSidebar),
    expandSidebar: at(PARTS.expandSidebar),
    colourToggle: at(PARTS.colourToggle),
    announcementBar: at(PARTS.announcementBar),
    closeAnnouncement: at(PARTS.closeAnnouncement),
    skipLink: at(PARTS.skipLink),
    tableOfContents: at(PARTS.tableOfContents),
    docsPager: at(PARTS.docsPager),
    footer: at(PARTS.footer),
    archiveLink: at(PARTS.archiveLink),
  };
}

type Fixtures = {
  /** The console errors a test provokes on purpose. */
  expectedConsoleError: RegExp | undefined;
  consoleErrors: string[];
  site: Site;
};

/**
 * Reports every console error, uncaught exception and Content Security Policy violation of `page`
 * (of every document it loads from now on) to `report`, as one line each.
 */
export async function watchForErrors(page: Page, report: (error: string) => void): Promise<void> {
  page.on('console', (msg) => {
    if (msg.type() === 'error') report(msg.text());
  });
  page.on('pageerror', (error) => report(`pageerror: ${error.message}`));
  // Chromium logs most violations as console errors; the event names every one, with the
  // directive and what it blocked, so none depends on the wording of a log line.
  await page.exposeFunction('__reportCspViolation', (violation: string) => report(`CSP violation: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {__reportCspViolation: (violation: string) => void}).__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** Whether `error` is one the test does not provoke on purpose. */
export function unexpected(error: string, expected: RegExp | undefined): boolean {
  return !expected?.test(error);
}

export const test = base.extend<Fixtures>({
  site: async ({page}, use) => use(siteOf(page)),
  expectedConsoleError: [undefined, {option: true}],
  consoleErrors: [
    async ({page, expectedConsoleError}, use) => {
      const errors: string[] = [];
      await watchForErrors(page, (error) => {
        if (unexpected(error, expectedConsoleError)) errors.push(error);
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

/** Waits until React has hydrated the page (site-parts.ts's HYDRATION_MARKER says how it shows). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator(HYDRATION_MARKER)).toBeEnabled();
}

export {expect};
