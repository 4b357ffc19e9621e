/**
 * Sets of characters as ranges of code points: the `unicode-range` of a font package's
 * `@font-face` (a card font's, ./card.ts, or a manual's) and the characters the machine's fonts
 * print (fontconfig's; both in scripts/lib/manual/fonts.ts); and the characters no font has to draw.
 */

/** Inclusive ranges of code points. */
export type Ranges = [number, number][];

/** The ranges of a CSS `unicode-range` value: `U+0000-00FF,U+0131`. */
export const parseUnicodeRange = (value: string): Ranges =>
  value.split(',').map((range) => {
    const [start, end] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(start, 16), parseInt(end ?? start, 16)];
  });

/** Whether `code` falls in one of `ranges`. */
export const inRanges = (ranges: Ranges, code: number) => ranges.some(([from, to]) => code >= from && code <= to);

/** A character no font needs to draw: a space, a control or a format character (a soft hyphen, a direction mark). */
export const drawsNothing = (char: string) => /[\s\p{Cc}\p{Cf}]/u.test(char);
