/**
 * The `test` of every browser spec: fails a test when the page logs a console error or throws,
 * unless the error matches what the test provokes on purpose (`expectedConsoleError`). Content
 * Security Policy violations (an inline script whose hash the server's CSP lacks…) count too.
 * Its `site` fixture names the parts of the French site a reader finds on every page.
 */
import {test as base, expect, type Locator, type Page} from '@playwright/test';

/**
 * The French names of the site's controls and landmarks, as a screen reader announces them: the
 * wording lives here only. They come from i18n/fr/ (code.json, docusaurus-theme-classic/) and,
 * for the theme's own controls, from its French translations
 * (@docusaurus/theme-translations/locales/fr/).
 */
const FRENCH = {
  navbar: 'Navigation principale',
  menuButton: 'Ouvrir/fermer la barre de navigation',
  sidebar: 'Menu de la documentation',
  collapseSidebar: 'Réduire le menu latéral',
  expandSidebar: 'Déplier le menu latéral',
  sidebarCategoryToggle: (category: string) => `Plier/Déplier la catégorie '${category}' de la barre latérale`,
  // « Basculer entre le mode sombre et clair (actuellement mode clair) »: the end follows the mode.
  colourToggle: /mode sombre et clair/,
  announcementBar: 'Annonce',
  closeAnnouncement: 'Fermer',
  skipLink: 'Aller au contenu principal',
  tableOfContents: 'Sur cette page',
  docsPager: 'Pages de documentation',
  archive: 'Archives',
} as const;

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

/** The named parts of the French site on `page`; the `site` fixture gives those of the test's page. */
export function siteOf(page: Page): Site {
  const footer = page.getByRole('contentinfo');
  const sidebar = page.getByRole('navigation', {name: FRENCH.sidebar});
  const announcementBar = page.getByRole('region', {name: FRENCH.announcementBar});
  return {
    heading: page.getByRole('heading', {level: 1}),
    navbar: page.getByRole('navigation', {name: FRENCH.navbar}),
    menuButton: page.getByRole('button', {name: FRENCH.menuButton}),
    mobileMenu: page.locator('.navbar-sidebar'),
    sidebar,
    sidebarCategoryToggle: (category) => sidebar.getByRole('button', {name: FRENCH.sidebarCategoryToggle(category)}),
    collapseSidebar: page.getByRole('button', {name: FRENCH.collapseSidebar}),
    expandSidebar: page.getByRole('button', {name: FRENCH.expandSidebar}),
    colourToggle: page.getByRole('button', {name: FRENCH.colourToggle}),
    announcementBar,
    closeAnnouncement: announcementBar.getByRole('button', {name: FRENCH.closeAnnouncement}),
    skipLink: page.getByRole('link', {name: FRENCH.skipLink}),
    tableOfContents: page.getByRole('navigation', {name: FRENCH.tableOfContents}),
    docsPager: page.getByRole('navigation', {name: FRENCH.docsPager}),
    footer,
    archiveLink: footer.getByRole('link', {name: FRENCH.archive}),
  };
}

type Fixtures = {
  /** The console errors a test provokes on purpose. */
  expectedConsoleError: RegExp | undefined;
  consoleErrors: string[];
  site: Site;
};

export const test = base.extend<Fixtures>({
  site: async ({page}, use) => use(siteOf(page)),
  expectedConsoleError: [undefined, {option: true}],
  consoleErrors: [
    async ({page, expectedConsoleError}, use) => {
      const errors: string[] = [];
      const unexpected = (text: string) => !expectedConsoleError?.test(text);
      page.on('console', (msg) => {
        if (msg.type() === 'error' && unexpected(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => {
        if (unexpected(error.message)) errors.push(`pageerror: ${error.message}`);
      });
      // Chromium logs most violations as console errors; the event names every one, with the
      // directive and what it blocked, so none depends on the wording of a log line.
      await page.exposeFunction('__reportCspViolation', (violation: string) => {
        if (unexpected(`CSP violation: ${violation}`)) errors.push(`CSP violation: ${violation}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as {__reportCspViolation: (violation: string) => void})
            .__reportCspViolation;
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

/**
 * Waits until React has hydrated the page: the colour toggle stays disabled until then, and
 * clicks or key presses before it meet the static HTML only. Found by its class, not by its
 * French name: this works on the pages of every locale.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('[class*="colorModeToggle"] button')).toBeEnabled();
}

export {expect};
