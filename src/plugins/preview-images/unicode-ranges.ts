/**
 * Sets of characters as ranges of code points: the `unicode-range` of a card font's `@font-face`
 * (./card.ts) and the characters the machine's fonts print (fontconfig's, scripts/lib/manual/fonts.ts).
 */

/** Inclusive ranges of code points. */
export type Ranges = [number, number][];

/** Whether `code` falls in one of `ranges`. */
export const inRanges = (ranges: Ranges, code: number) => ranges.some(([from, to]) => code >= from && code <= to);
