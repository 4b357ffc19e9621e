/**
 * The fonts a manual prints with: the site's own stacks, drawn by the machine's fonts, and for
 * Japanese and Chinese the locale's font package (`manualFontsOf`), loaded by the manual's
 * document from node_modules. Which characters they can print, so that a manual with a
 * character no font has stops the build naming it rather than printing an empty box, and one whose
 * Japanese or Chinese text would fall back to a face of the machine (another language's forms, a
 * face Chromium embeds as Type 3) stops it too.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import postcss, {type AtRule, type Declaration} from 'postcss';
import {type LocaleTable, localeOf, locales} from '../../../config/locales';
import type {FontPackage} from '../../../config/preview-images';
import {
  type Ranges,
  drawsNothing,
  inRanges,
  parseUnicodeRange,
} from '../../../src/plugins/preview-images/unicode-ranges';

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

let coverage: Ranges | null | undefined;

/** The code points the machine's fonts cover (fontconfig's fc-list), or null where fc-list is missing. */
function fontCoverage(): Ranges | null {
  if (coverage !== undefined) return coverage;
  const listing = spawnSync('fc-list', ['--format', '%{charset}\\n'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  coverage =
    listing.status !== 0
      ? null
      : listing.stdout
          .split(/\s+/)
          .filter((range) => /^[0-9a-f]+(-[0-9a-f]+)?$/.test(range))
          .map((range) => {
            const [from, to = from] = range.split('-').map((hex) => parseInt(hex, 16));
            return [from, to];
          });
  return coverage;
}

/** The font files of the manuals' faces are served to Chromium under this path of the manual's origin. */
const FONT_PATH = '/__manual-fonts__/';

/**
 * Where a locale's face draws: the CJK blocks (radicals to full-width forms, the enclosed
 * ideographs, the supplementary ideographs). Its Latin, punctuation and symbols are left to the
 * site's stacks, which draw the Latin text of every manual.
 */
const CJK_BLOCKS: Ranges = [
  [0x2e80, 0xfaff],
  [0xfe10, 0xfe4f],
  [0xff00, 0xffef],
  [0x1f200, 0x1f2ff],
  [0x20000, 0x3ffff],
];

/** `ranges` within the CJK blocks. */
const withinCjk = (ranges: Ranges): Ranges =>
  ranges.flatMap(([from, to]) =>
    CJK_BLOCKS.flatMap(([start, end]): Ranges =>
      from > end || to < start ? [] : [[Math.max(from, start), Math.min(to, end)]],
    ),
  );

const hex = (code: number) => code.toString(16);
const unicodeRange = (ranges: Ranges) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');

/** A locale's font package, ready for the manual's document. */
export interface ManualFace {
  /** Its family names (`Noto Sans JP`), to put before each of the site's stacks. */
  families: string[];
  /** Its `@font-face` rules, each limited to the CJK blocks, their files named by their path under FONT_PATH. */
  css: string;
  /** The characters it draws: the union of those `unicode-range`s. */
  ranges: Ranges;
  /** URL path → the font file in node_modules, for the manual's page to fetch. */
  files: Map<string, string>;
}

/** A face of a package's CSS, limited to the CJK blocks; undefined for one that has none of them (its Latin subset). */
function cjkFace(
  rule: AtRule,
  font: FontPackage,
  cssFile: string,
): {family: string; ranges: Ranges; file: string} | undefined {
  const declared = (prop: string) =>
    rule.nodes?.find((node): node is Declaration => node.type === 'decl' && node.prop === prop);
  const range = declared('unicode-range');
  // A face without a unicode-range has every character: which it draws could not be told.
  if (range === undefined) throw new Error(`${cssFile}: a @font-face without a unicode-range`);
  const ranges = withinCjk(parseUnicodeRange(range.value));
  if (ranges.length === 0) return undefined;
  range.value = unicodeRange(ranges);
  // The woff2 file only: Chromium reads it, and the woff beside it would be a second route.
  const src = declared('src');
  const file = /url\(["']?([^"')?]+\.woff2)/.exec(src?.value ?? '')?.[1];
  if (src === undefined || file === undefined) throw new Error(`${cssFile}: a @font-face without a woff2 file`);
  src.value = `url(${FONT_PATH}${font.package}/${path.basename(file)}) format('woff2')`;
  return {
    family: declared('font-family')!.value.replace(/^["']|["']$/g, ''),
    ranges,
    file: path.join(path.dirname(cssFile), file),
  };
}

const faces = new Map<string, ManualFace | undefined>();

/** The font package of a locale's manual (`manualFontsOf`), read from its CSS; undefined for a locale that has none. */
export function manualFace(locale: string): ManualFace | undefined {
  if (faces.has(locale)) return faces.get(locale);
  const fonts = manualFontsOf(locale);
  let face: ManualFace | undefined;
  if (fonts !== undefined) {
    face = {families: [], css: '', ranges: [], files: new Map()};
    for (const font of fonts) {
      const cssFile = require.resolve(`${font.package}/${font.css}`);
      const root = postcss.parse(readFileSync(cssFile, 'utf8'), {from: cssFile});
      root.walkAtRules('font-face', (rule) => {
        const found = cjkFace(rule, font, cssFile);
        if (found === undefined) {
          rule.remove();
          return;
        }
        if (!face!.families.includes(found.family)) face!.families.push(found.family);
        face!.ranges.push(...found.ranges);
        face!.files.set(`${FONT_PATH}${font.package}/${path.basename(found.file)}`, found.file);
      });
      face.css += root.toString();
    }
  }
  faces.set(locale, face);
  return face;
}

/**
 * The characters of `text` that no font of the machine nor the locale's face has: Chromium would
 * print them as empty boxes. Empty where fontconfig cannot tell (no fc-list: a Mac).
 */
export function charactersWithoutFont(text: string, locale: string): string[] {
  const machine = fontCoverage();
  if (machine === null) return [];
  const ranges = [...machine, ...(manualFace(locale)?.ranges ?? [])];
  return [...new Set(text)].filter((c) => !drawsNothing(c) && !inRanges(ranges, c.codePointAt(0)!));
}

/** Ideographs, kana, Hangul, CJK punctuation and full-width forms: what a locale's face must draw itself. */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;

/**
 * The Japanese or Chinese characters of `text` that the locale's face lacks: Chromium would draw
 * them in a face of the machine, in the forms of the language it guesses and, from a face with CFF
 * outlines, as Type 3 fonts. Empty for a locale without a face.
 */
export function charactersOutsideFace(text: string, locale: string): string[] {
  const face = manualFace(locale);
  if (face === undefined) return [];
  return [...new Set(text)].filter((c) => CJK.test(c) && !inRanges(face.ranges, c.codePointAt(0)!));
}
