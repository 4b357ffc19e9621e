/**
 * The menu part of the terminology check: the Mac's menu commands and shortcuts are written once,
 * in src/data/mac-menus.ts, and pages show them with `<Menu item="…" />` and `<Keys item="…" />`.
 * This finds, in a page's text (outside code blocks), a menu path typed by hand (naming the item
 * to use instead), a `<Menu>` or `<Keys>` naming no item, and a shortcut that no command has;
 * and, in the page's locale, what would not agree with how `<Menu>` prints there
 * (src/i18n/typography.ts): a shortcut in parentheses of the other width, and, where the component
 * quotes each name („Ablage“ > „Neu“, ‘Archief’ > ‘Nieuw’, 「ファイル」>「新規」), a quotation mark of the page's own
 * beside it, a path typed in bold, and, in Japanese and Chinese, a space beside it.
 */
import {macMenus, menuKeys, menuLocales, menuNames, menuPath, type MenuItem} from '../../src/data/mac-menus';
import {menuPathText, shortcutText, typographyOf} from '../../src/i18n/typography';

export type MenuHit = {line: number; column: number; message: string};

type Entry = {id: string; path: MenuItem[]};

/** Every item of the menu bar, with its dotted id and the items down to it. */
function entries(items: Record<string, MenuItem>, parent?: Entry): Entry[] {
  return Object.entries(items).flatMap(([id, item]) => {
    const entry = {id: parent ? `${parent.id}.${id}` : id, path: [...(parent?.path ?? []), item]};
    return [entry, ...entries(item.items ?? {}, entry)];
  });
}

/** Every menu of the bar and every item under it, by dotted id (`file`, `file.export.csv`). */
export const menuEntries = entries(macMenus);

/** "File > Export > CSV…", in each locale → "file.export.csv". */
const idByPath = new Map<string, string>(
  menuEntries.flatMap(({id}) => menuLocales.map((locale) => [menuNames(id, locale)!.join(' > '), id])),
);

/** Every shortcut some command has, e.g. ⌥⌘I. */
const shortcuts = new Set(menuEntries.flatMap(({id}) => menuLocales.flatMap((locale) => menuKeys(id, locale) ?? [])));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const barNames = new Set(Object.keys(macMenus).flatMap((id) => menuLocales.map((locale) => menuNames(id, locale)![0])));
/** `**File > …**`: a bold menu path that starts with a menu of the bar. */
const handWritten = new RegExp(`\\*\\*((?:${[...barNames].map(escape).join('|')}) > [^*]+)\\*\\*`, 'g');
const component = /<(Menu|Keys)\s+item="([^"]*)"/g;
/** Modifier glyphs then a key. A comma followed by a space ("hold ⌥, then drop") is prose. */
const shortcut = /(?<![⌃⌥⇧⌘])[⌃⌥⇧⌘]+(?:Tab|Return|[A-Z0-9+−=.]|,(?!\s))/g;

/** A bold path of names, `**Systemeinstellungen > Schreibtisch & Dock**`. */
const boldPath = /\*\*(?=\S)([^*>]+?(?:\s*>\s*[^*>]+?)+)(?<=\S)\*\*/g;
/** A bold name beside the ">" of a path, `⋯ > **Anpassen** > **Felder**`. */
const boldInPath = /(?<= > )\*\*(?=\S)([^*]+?)(?<=\S)\*\*|\*\*(?=\S)([^*]+?)(?<=\S)\*\*(?= > )/g;

/** A shortcut in parentheses of either width: `(⌥⌘I)`, `（⌥⌘I）`, `(⌘)`. */
const parenthesised = /[(（]([⌃⌥⇧⌘][^()（）\s]*)[)）]/g;

/** What a line of a page in `locale` writes otherwise than `<Menu>` prints it there: [match, message]. */
function typographyHits(line: string, locale: string): [RegExpMatchArray, string][] {
  const hits: [RegExpMatchArray, string][] = [];
  const source = '(src/i18n/typography.ts)';
  for (const match of line.matchAll(parenthesised)) {
    const expected = shortcutText(match[1], locale).trim();
    if (match[0] !== expected) hits.push([match, `${match[0]} → ${shortcutText(match[1], locale)} ${source}`]);
  }
  const rules = typographyOf(locale);
  if (rules.uiName === 'quoted') {
    const [open, close] = rules.quotes;
    const prints = `it prints ${menuPathText(['…', '…'], locale)} ${source}`;
    if (!rules.spaced) {
      // A space between the quoted path and the text: none beside a full-width mark (a table cell's "| " is Markdown).
      for (const match of line.matchAll(/(?<=[^\s|]) (?=<Menu\s)/g))
        hits.push([match, `space before <Menu> → none: ${prints}`]);
      for (const match of line.matchAll(/(?<=<Menu\s[^>]*\/>) (?=[^\s|])/g))
        hits.push([match, `space after <Menu> → none: ${prints}`]);
    }
    // Any other path (System Settings, Files, Excel) is written as the component writes the app's own.
    for (const match of line.matchAll(boldPath)) {
      const names = match[1].split(/\s*>\s*/);
      if (barNames.has(names[0])) continue; // a path of the app's menus: reported as typed by hand
      hits.push([match, `${match[0]} → ${menuPathText(names, locale)} ${source}`]);
    }
    for (const match of line.matchAll(boldInPath))
      hits.push([match, `${match[0]} → ${menuPathText([match[1] ?? match[2]], locale)} ${source}`]);
    // The page's own quotation marks around it would double the component's.
    for (const match of line.matchAll(new RegExp(`${escape(open)}(?=<Menu\\s)`, 'g')))
      hits.push([match, `${open}<Menu> → <Menu>: ${prints}`]);
    for (const match of line.matchAll(new RegExp(`(?<=<Menu\\s[^>]*/>)${escape(close)}`, 'g')))
      hits.push([match, `<Menu>${close} → <Menu>: ${prints}`]);
  }
  return hits;
}

/** What to fix in one page's text, a page of `locale`. */
export function checkMenus(text: string, locale: string): MenuHit[] {
  const hits: MenuHit[] = [];
  let inCode = false;
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (/^\s*```/.test(line)) inCode = !inCode;
    if (inCode) return;
    const at = (match: RegExpMatchArray, message: string) =>
      hits.push({line: index + 1, column: (match.index ?? 0) + 1, message});
    // A path wrapped onto the next line (`**Fichier > Ouvrir\n  l'élément récent**`) is still typed by hand.
    const next = lines[index + 1];
    const joined = next === undefined || /^\s*```/.test(next) ? line : `${line} ${next.trim()}`;
    for (const match of joined.matchAll(handWritten)) {
      if ((match.index ?? 0) >= line.length) continue; // starts on the next line, reported there
      const path = match[1].replace(/\s+/g, ' ');
      const id = idByPath.get(path);
      at(match, `**${path}** → ${id ? `<Menu item="${id}" />` : 'a <Menu> item of src/data/mac-menus.ts'}`);
    }
    for (const match of line.matchAll(component)) {
      if (menuPath(match[2]) === undefined)
        at(match, `<${match[1]} item="${match[2]}"> → an item of src/data/mac-menus.ts`);
    }
    // Inline code (`⌘Z` in a table of raw text) is still a shortcut a reader is told to press.
    for (const match of line.matchAll(shortcut)) {
      if (!shortcuts.has(match[0])) at(match, `${match[0]} → a shortcut of src/data/mac-menus.ts (no command has it)`);
    }
    for (const [match, message] of typographyHits(line, locale)) at(match, message);
  });
  return hits;
}
