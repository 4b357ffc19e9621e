/**
 * The downloadable manuals: for each platform and locale, one PDF of the platform's pages, made
 * from the built site by scripts/manual.ts at the end of `npm run build`. Where they are is said
 * here once, for the script that writes them, the component that links them
 * (src/components/ManualDownload.tsx) and the tests that read them; and what they are printed on. The
 * faces they print Japanese and Chinese with are each locale's `manualFonts` (config/locales.ts).
 */

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
