/**
 * The downloadable manuals: for each platform and locale, one PDF of the platform's pages, made
 * from the built site by scripts/manual.ts at the end of `npm run build`. Where they are is said
 * here once, for the script that writes them, the component that links them
 * (src/components/ManualDownload.tsx) and the tests that read them; and what they are printed on and with.
 */
import {type LocaleTable, localeOf, locales} from './locales';
import type {FontPackage} from './preview-images';

export const MANUAL_PLATFORMS = ['ios', 'mac'] as const;
export type ManualPlatform = (typeof MANUAL_PLATFORMS)[number];

/** The manual's file name: `breakdown-structure-mac.pdf`. */
export function manualFileName(platform: ManualPlatform): string {
  return `breakdown-structure-${platform}.pdf`;
}

/**
 * Where a platform's manual is, relative to a locale's base URL (and to its build folder):
 * `manual/breakdown-structure-mac.pdf`, so `/fr/manual/breakdown-structure-mac.pdf` in French. A
 * file like the samples of static/samples/, not a page: no route of the site changes.
 */
export function manualPath(platform: ManualPlatform): string {
  return `manual/${manualFileName(platform)}`;
}

/**
 * The paper each manual is printed on: US Letter for the English manuals, which readers in the
 * United States print, A4 for the others (a CSS `@page` size).
 */
export function manualPageSize(locale: string): 'letter' | 'A4' {
  return locale === 'en' ? 'letter' : 'A4';
}

/**
 * The fonts a locale's manual prints its Japanese or Chinese characters with (its `manualFonts` in
 * config/locales.ts), after the site's own font stacks (which draw the Latin text): Noto Sans JP and
 * SC, the faces of the link previews and of the site on Linux, as fontsource's static fonts, regular
 * and bold (TrueType outlines, in subset files of which Chromium loads those the text needs, from
 * node_modules on every machine). Chromium embeds such a face as a CID TrueType font, text that a
 * PDF reader extracts and reflows; a face with CFF outlines (Debian's Noto Sans CJK, macOS's
 * Hiragino Sans) or a variable font (fontsource's variable Noto Sans JP, the link previews') it
 * embeds as Type 3 glyph drawings, and a bold it has to make up from a regular too. Named rather
 * than left to the browser's fallback by the page's `lang`, which drew Chinese in Japanese forms.
 * Undefined for a locale whose script the site's stacks draw.
 */
export function manualFontsOf(locale: string, table: LocaleTable = locales): FontPackage[] | undefined {
  return localeOf(locale, table).manualFonts;
}
