/**
 * The characters a WOFF2 font draws, read from its `cmap` table: the link preview's card (./card.ts) picks a
 * font for each character of a card by it, as a browser does, and refuses a character no font
 * draws. A WOFF2 file is a header, a table directory and one Brotli stream holding the tables one
 * after the other (https://www.w3.org/TR/WOFF2/); `cmap` is never transformed, so it is read as
 * it is in a TrueType font (formats 4 and 12 of https://learn.microsoft.com/typography/opentype/spec/cmap).
 */
import {brotliDecompressSync} from 'node:zlib';

/** Inclusive ranges of code points. */
export type Ranges = [number, number][];

/** Whether `code` falls in one of `ranges`. */
export const inRanges = (ranges: Ranges, code: number) => ranges.some(([from, to]) => code >= from && code <= to);

/** The known tags of WOFF2's table directory, by index: `cmap` is index 0. */
const CMAP_INDEX = 0;
const GLYF_INDEX = 10;
const LOCA_INDEX = 11;

/** The code points `font` (a WOFF2 file) maps to a glyph. Throws on anything but a WOFF2 font. */
export function woff2Coverage(font: Buffer): Ranges {
  if (font.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 font');
  if (font.toString('latin1', 4, 8) === 'ttcf') throw new Error('a WOFF2 font collection: not supported');
  const numTables = font.readUInt16BE(12);
  const compressedLength = font.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = font[at++];
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('bad UIntBase128');
  };
  // Where cmap sits in the decompressed stream: after the tables listed before it.
  let offset = 0;
  let cmap: {offset: number; length: number} | undefined;
  for (let i = 0; i < numTables; i++) {
    const flags = font[at++];
    const index = flags & 0x3f;
    const version = flags >> 6;
    if (index === 63) at += 4;
    const origLength = base128();
    // glyf and loca are transformed unless their version is 3; other tables only with a version other than 0.
    const transformed = index === GLYF_INDEX || index === LOCA_INDEX ? version !== 3 : version !== 0;
    const length = transformed ? base128() : origLength;
    if (index === CMAP_INDEX) cmap = {offset, length};
    offset += length;
  }
  if (cmap === undefined) throw new Error('no cmap table');
  const tables = brotliDecompressSync(font.subarray(at, at + compressedLength));
  return cmapCoverage(tables.subarray(cmap.offset, cmap.offset + cmap.length));
}

/** The code points a `cmap` table maps to a glyph other than 0: its Unicode subtable of format 12, else of format 4. */
export function cmapCoverage(cmap: Buffer): Ranges {
  const subtables = new Map<number, number>();
  for (let i = 0, count = cmap.readUInt16BE(2); i < count; i++) {
    const record = 4 + i * 8;
    const [platform, encoding] = [cmap.readUInt16BE(record), cmap.readUInt16BE(record + 2)];
    // Unicode (platform 0) or Windows' Unicode encodings (3, 1 for the BMP and 3, 10 for all).
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))) {
      const offset = cmap.readUInt32BE(record + 4);
      subtables.set(cmap.readUInt16BE(offset), offset);
    }
  }
  const format12 = subtables.get(12);
  if (format12 !== undefined) {
    const ranges: Ranges = [];
    for (let i = 0, groups = cmap.readUInt32BE(format12 + 12); i < groups; i++) {
      const group = format12 + 16 + i * 12;
      ranges.push([cmap.readUInt32BE(group), cmap.readUInt32BE(group + 4)]);
    }
    return ranges;
  }
  const format4 = subtables.get(4);
  if (format4 === undefined) throw new Error('no Unicode cmap of format 4 or 12');
  const segments = cmap.readUInt16BE(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const ranges: Ranges = [];
  const add = (code: number) => {
    const last = ranges[ranges.length - 1];
    if (last !== undefined && last[1] === code - 1) last[1] = code;
    else ranges.push([code, code]);
  };
  for (let s = 0; s < segments; s++) {
    const [start, end] = [cmap.readUInt16BE(starts + s * 2), cmap.readUInt16BE(ends + s * 2)];
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffsetAt = rangeOffsets + s * 2;
    const rangeOffset = cmap.readUInt16BE(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const id = cmap.readUInt16BE(rangeOffsetAt + rangeOffset + (code - start) * 2);
        glyph = id === 0 ? 0 : (id + delta) & 0xffff;
      }
      if (glyph !== 0) add(code);
    }
  }
  return ranges;
}
