/**
 * Shortcuts named in English running text (src/i18n/key-names.ts; CONTENT.md, English, fifth
 * reading): each shortcut of the menu data has a named form, the one Apple's English guides write
 * ("Shift-Command-G"), and that form reads back as the menu's glyphs, which is how the terminology
 * check finds the command and tests/support/page-facts.ts matches it with a translation's glyphs.
 */
import {test, expect} from '@playwright/test';
import {knownShortcuts} from '../../scripts/lib/menu-check';
import {keyNames, namedShortcuts} from '../../src/i18n/key-names';
import {keysText} from '../../src/i18n/typography';

test('a shortcut is named as Apple writes it in text, modifiers in the menu order', () => {
  // Written out, not computed: what an English reader is told to press.
  expect(keyNames('⇧⌘G')).toBe('Shift-Command-G');
  expect(keyNames('⇧Tab')).toBe('Shift-Tab');
  expect(keyNames('⌥⇧⌘S')).toBe('Option-Shift-Command-S');
  expect(keyNames('⌃⌘S')).toBe('Control-Command-S');
  expect(keyNames('⌘,')).toBe('Command-Comma');
  expect(keyNames('⌘+')).toBe('Command-Plus sign');
  expect(keyNames('⌘−')).toBe('Command-Minus sign');
  expect(keyNames('⌘⌫')).toBe('Command-Delete');
  expect(keyNames('Return')).toBe('Return');
});

test('every shortcut of the menu data reads back from its named form', () => {
  const withModifiers = [...knownShortcuts].filter((keys) => /^[⌃⌥⇧⌘]/.test(keys));
  expect(withModifiers.length).toBeGreaterThan(20);
  for (const keys of withModifiers) {
    const named = keyNames(keys);
    expect(namedShortcuts(`press ${named} now`), keys).toEqual([
      {index: 6, written: named, glyphs: keys, canonical: named},
    ]);
  }
});

test('a named shortcut out of the menu order reads as its keys, with the order Apple writes', () => {
  expect(namedShortcuts('Command-Shift-G or Command-click')).toEqual([
    {index: 0, written: 'Command-Shift-G', glyphs: '⇧⌘G', canonical: 'Shift-Command-G'},
  ]);
});

test('<Keys> names the keys on an English page and keeps the glyphs elsewhere', () => {
  expect(keysText('⌥⌘I', 'en')).toBe('Option-Command-I');
  expect(keysText('⌥⌘I', 'fr')).toBe('⌥⌘I');
  expect(keysText('⌥⌘I', 'ja')).toBe('⌥⌘I');
});
