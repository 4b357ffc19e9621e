/**
 * The downloadable manuals: for each platform and locale, one PDF of the platform's pages, made
 * from the built site by scripts/manual.ts at the end of `npm run build`. Where they are is said
 * here once, for the script that writes them, the component that links them
 * (src/components/ManualDownload.tsx) and the tests that read them.
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
 * The face each locale's manual prints its Japanese or Chinese characters in (Debian's
 * fonts-noto-cjk, scripts/install-fonts.sh), after the site's own stack, which draws the Latin
 * text. Named rather than left to fontconfig's fallback by the page's `lang`: Chromium's headless
 * shell falls back to the Japanese forms for Chinese text, and to the regular weight for bold.
 */
export const MANUAL_CJK_FACES: Record<string, string> = {ja: 'Noto Sans CJK JP', 'zh-Hans': 'Noto Sans CJK SC'};
