/**
 * Shortcuts in English running text (CONTENT.md, English, fifth reading): Apple names the keys in
 * text ("press Shift-Command-5") and keeps the glyphs for menus and tables, so a glyph shortcut in
 * a sentence is refused with its named form, and a named one must be written in the menu's order
 * (Control, Option, Shift, Command) and be a shortcut some command has (src/data/mac-menus.ts),
 * as scripts/lib/menu-check.ts asks of a typed glyph. Tables, code and what `<Menu keys>` prints
 * are not read (the caller gives prose without them).
 */
import {keyNames, namedShortcuts} from '../../../src/i18n/key-names';
import {glyphShortcut, knownShortcuts} from '../menu-check';

export type KeyHit = {index: number; length: number; message: string};

const WHY_NAMES =
  'In running text, Apple names the keys ("press Shift-Command-5", Apple Style Guide); glyphs are for menus and tables (CONTENT.md, English).';
const WHY_ORDER = "Apple names the modifiers in the menu's order: Control, Option, Shift, Command (Apple Style Guide).";

/** What to fix about the shortcuts of `text`, a sentence or a paragraph of English prose. */
export function keyNameHits(text: string): KeyHit[] {
  const glyphs = [...text.matchAll(glyphShortcut)].map((match) => ({
    index: match.index ?? 0,
    length: match[0].length,
    message: `${match[0]} => ${keyNames(match[0])}\n${WHY_NAMES}`,
  }));
  const named = namedShortcuts(text).flatMap(({index, written, glyphs: keys, canonical}) => {
    const at = {index, length: written.length};
    if (written !== canonical) return [{...at, message: `${written} => ${canonical}\n${WHY_ORDER}`}];
    if (!knownShortcuts.has(keys))
      return [{...at, message: `${written} => a shortcut of src/data/mac-menus.ts\nNo command has ${keys}.`}];
    return [];
  });
  return [...glyphs, ...named].sort((a, b) => a.index - b.index);
}
