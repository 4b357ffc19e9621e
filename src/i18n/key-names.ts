/**
 * A Mac shortcut as English running text writes it: the keys by name, joined by hyphens, in the
 * order of the menu's glyphs ("Shift-Command-G" for ⇧⌘G, "Shift-Tab" for ⇧Tab). The Apple Style
 * Guide names keys in text ("press Shift-Command-5"; entries "key, keys" and "keyboard shortcuts")
 * and keeps the glyphs for menus and tables; so does the site (CONTENT.md, English, fifth reading).
 * `<Keys>` prints this form on an English page, `npm run lint:terms` refuses a glyph shortcut in
 * English prose (scripts/lib/english/key-names.ts), and tests/support/page-facts.ts reads a named
 * shortcut as the glyphs it stands for, so a translation that keeps the glyphs still matches.
 */

/** The modifiers, in the order macOS shows them in a menu and Apple names them in text. */
const MODIFIERS: [glyph: string, name: string][] = [
  ['⌃', 'Control'],
  ['⌥', 'Option'],
  ['⇧', 'Shift'],
  ['⌘', 'Command'],
];

/** Keys whose glyph is not their name. Apple names + and − "Plus sign" and "Minus sign". */
const KEYS: [glyph: string, name: string][] = [
  [',', 'Comma'],
  ['+', 'Plus sign'],
  ['−', 'Minus sign'],
  ['⌫', 'Delete'],
  ['⎋', 'Esc'],
  ['←', 'Left Arrow'],
  ['→', 'Right Arrow'],
  ['↑', 'Up Arrow'],
  ['↓', 'Down Arrow'],
];

const nameOfModifier = new Map(MODIFIERS);
const nameOfKey = new Map(KEYS);
const glyphOfKey = new Map(KEYS.map(([glyph, name]) => [name, glyph]));

/** "⇧⌘G" → "Shift-Command-G", "⇧Tab" → "Shift-Tab", "⌘," → "Command-Comma"; a key without a modifier stays. */
export function keyNames(glyphs: string): string {
  const modifiers = [...glyphs].filter((character) => nameOfModifier.has(character));
  const key = glyphs.slice(modifiers.join('').length);
  return [...modifiers.map((glyph) => nameOfModifier.get(glyph)), nameOfKey.get(key) ?? key].join('-');
}

/** A named shortcut: one or more modifiers by name, each with its hyphen, then a key ("Option-Command-I"). */
export const NAMED_SHORTCUT = new RegExp(
  String.raw`\b((?:(?:${MODIFIERS.map(([, name]) => name).join('|')})-)+)` +
    String.raw`(${KEYS.map(([, name]) => name).join('|')}|Tab|Return|F\d{1,2}|[A-Z0-9])(?![\w-])`,
  'g',
);

export type NamedShortcut = {index: number; written: string; glyphs: string; canonical: string};

/**
 * Each named shortcut of `text`: where it is, as written, as glyphs in the menu's order, and as
 * Apple writes it (the modifiers in that order: "Command-Shift-G" is written "Shift-Command-G").
 */
export function namedShortcuts(text: string): NamedShortcut[] {
  return [...text.matchAll(NAMED_SHORTCUT)].map((match) => {
    const written = match[1].split('-').filter(Boolean);
    const modifiers = MODIFIERS.filter(([, name]) => written.includes(name)).map(([glyph]) => glyph);
    const glyphs = modifiers.join('') + (glyphOfKey.get(match[2]) ?? match[2]);
    return {index: match.index ?? 0, written: match[0], glyphs, canonical: keyNames(glyphs)};
  });
}
