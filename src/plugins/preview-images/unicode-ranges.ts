/**
 * Sets of characters as ranges of code points: the `unicode-range` of a card font's `@font-face`
 * (./card.ts) and the characters the machine's fonts print (fontconfig's, scripts/lib/manual/fonts.ts);
 * and the characters both leave out, which no font has to draw.
 */

/** Inclusive ranges of code points. */
export type Ranges = [number, number][];

/** Whether `code` falls in one of `ranges`. */
export const inRanges = (ranges: Ranges, code: number) => ranges.some(([from, to]) => code >= from && code <= to);

/** A character no font needs to draw: a space, a control or a format character (a soft hyphen, a direction mark). */
export const drawsNothing = (char: string) => /[\s\p{Cc}\p{Cf}]/u.test(char);
