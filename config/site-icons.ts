/**
 * The options of the site's icons (src/plugins/site-icons/): their source, the colours of the
 * browser's bars, and the PNG icons rendered from the source.
 */

/** The source of every icon, relative to static/ (docusaurus.config.ts's `favicon`). */
export const FAVICON = 'img/favicon.svg';
/** The navbar's background in each colour mode (Infima's surface colours): the browser's bars match it. */
export const THEME_COLORS = {light: '#ffffff', dark: '#242526'} as const;

export interface Icon {
  /** Where it is built, under the locale's base URL. */
  file: string;
  size: number;
  /**
   * Fills the square with the icon's own background colour (its first `<rect>`'s fill) and draws
   * the favicon within `inset` of each side: iOS and Android mask the icon themselves, and show
   * black where it is transparent.
   */
  opaque?: {inset: number};
  purpose?: 'any' | 'maskable';
}

export const ICONS = {
  favicon: {file: 'img/favicon-32.png', size: 32},
  appleTouch: {file: 'img/apple-touch-icon.png', size: 180, opaque: {inset: 0}},
  app192: {file: 'img/icon-192.png', size: 192},
  app512: {file: 'img/icon-512.png', size: 512},
  // Android's masks keep a centred circle of 80 % of the side: the drawing's corners stay inside.
  maskable512: {file: 'img/icon-maskable-512.png', size: 512, opaque: {inset: 0.12}, purpose: 'maskable'},
} satisfies Record<string, Icon>;
