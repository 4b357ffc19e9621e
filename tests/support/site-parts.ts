/**
 * The parts of the French site a reader finds on every page, as a screen reader finds them: by role
 * and French name, or by the theme's class where a part has no role. One table for both browser
 * suites: tests/support/fixtures.ts turns each part into a Playwright locator (Chromium), and
 * tests/engines/ looks it up in the page itself (WebKit and Firefox, which Playwright does not drive
 * here). The wording lives here only.
 */

/**
 * The French names of the site's controls and landmarks, as a screen reader announces them. They
 * come from i18n/fr/ (code.json, which decides the theme's strings too, and docusaurus-theme-classic/).
 */
export const FRENCH = {
  navbar: 'Navigation principale',
  menuButton: 'Afficher ou masquer le menu de navigation',
  sidebar: 'Menu de la documentation',
  collapseSidebar: 'Masquer la barre latérale',
  expandSidebar: 'Afficher la barre latérale',
  sidebarCategoryToggle: (category: string) =>
    `Replier ou déplier la section «\u00a0${category}\u00a0» de la barre latérale`,
  // « Changer d'apparence (actuellement en mode clair) »: the end follows the mode.
  colourToggle: /Changer d'apparence/,
  announcementBar: 'Annonce',
  closeAnnouncement: "Fermer l'annonce",
  skipLink: 'Aller au contenu principal',
  tableOfContents: 'Sur cette page',
  docsPager: 'Pages de documentation',
  archive: 'Archives',
  copyCode: 'Copier le code',
  copied: 'Copié',
  notFoundTitle: 'Page introuvable',
  crashTitle: 'Cette page a planté.',
} as const;

/** The ARIA roles the parts are found by. */
export type PartRole = 'button' | 'link' | 'navigation' | 'region' | 'heading' | 'contentinfo';

/**
 * How a part is found: by role, with its accessible name (a string matches case-insensitively
 * anywhere in the name, as Playwright's getByRole does; `exact` asks for the whole name) or its
 * heading level; or by a CSS selector. `within` looks inside another part.
 */
export type PartQuery = ({role: PartRole; name?: string | RegExp; exact?: boolean; level?: number} | {css: string}) & {
  within?: PartQuery;
};

const sidebar: PartQuery = {role: 'navigation', name: FRENCH.sidebar};
const announcementBar: PartQuery = {role: 'region', name: FRENCH.announcementBar};
const footer: PartQuery = {role: 'contentinfo'};

/** The named parts of every page of the French site (tests/support/fixtures.ts's `Site` says what each is). */
export const PARTS = {
  heading: {role: 'heading', level: 1},
  navbar: {role: 'navigation', name: FRENCH.navbar},
  menuButton: {role: 'button', name: FRENCH.menuButton},
  // No role or name of its own: the theme's class is the only handle.
  mobileMenu: {css: '.navbar-sidebar'},
  sidebar,
  collapseSidebar: {role: 'button', name: FRENCH.collapseSidebar},
  expandSidebar: {role: 'button', name: FRENCH.expandSidebar},
  colourToggle: {role: 'button', name: FRENCH.colourToggle},
  announcementBar,
  closeAnnouncement: {role: 'button', name: FRENCH.closeAnnouncement, within: announcementBar},
  skipLink: {role: 'link', name: FRENCH.skipLink},
  tableOfContents: {role: 'navigation', name: FRENCH.tableOfContents},
  docsPager: {role: 'navigation', name: FRENCH.docsPager},
  footer,
  archiveLink: {role: 'link', name: FRENCH.archive, within: footer},
} satisfies Record<string, PartQuery>;

/** The button that folds or unfolds a category of the docs sidebar. */
export function sidebarCategoryToggle(category: string): PartQuery {
  return {role: 'button', name: FRENCH.sidebarCategoryToggle(category), within: sidebar};
}

/**
 * React has hydrated the page once this element is enabled: the navbar's colour toggle stays
 * disabled until then, and clicks or key presses before it meet the static HTML only. It turns
 * enabled in the commit that lays the page out for the screen's size (phone or desktop: the
 * browserContext part of the core patch, UPGRADE.md). Found by its class, not by its French name:
 * this works on the pages of every locale.
 */
export const HYDRATION_MARKER = '[class*="colorModeToggle"] button';
