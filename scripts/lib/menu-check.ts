/**
 * The menu part of the terminology check: the Mac's menu commands and shortcuts are written once,
 * in src/data/mac-menus.ts, and pages show them with `<Menu item="…" />` and `<Keys item="…" />`.
 * This finds, in a page's text (outside code blocks), a menu path typed by hand (naming the item
 * to use instead), a `<Menu>` or `<Keys>` naming no item, a `<Menu tab>` naming no tab of it or
 * one the page's locale does not name, and a shortcut that no command has;
 * and, in the page's locale, what would not agree with how `<Menu>` prints there
 * (src/i18n/typography.ts): a shortcut in parentheses of the other width, and, where the component
 * quotes each name („Ablage“ > „Neu“, ‘Archief’ > ‘Nieuw’, 「ファイル」>「新規」), a quotation mark of the page's own
 * beside it, a path typed in bold, and, in Japanese and Chinese, a space beside it.
 */
import {locales} from '../../config/locales';
import {macMenus, menuKeys, menuNames, menuPath, menuTab, tabKey, type MenuItem} from '../../src/data/mac-menus';
import {menuPathText, shortcutText, typographyOf} from '../../src/i18n/typography';
import {type PageSource, positionOf} from './page-source';

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

/** Every locale the menus have names in. */
const menuLocales = Object.keys(locales);

/** Every shortcut some command has, e.g. ⌥⌘I. */
export const knownShortcuts = new Set(
  menuEntries.flatMap(({id}) => menuLocales.flatMap((locale) => menuKeys(id, locale) ?? [])),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const component = /<(Menu|Keys)\s+item="([^"]*)"([^>]*)>/g;
/** Modifier glyphs then a key. A comma followed by a space ("hold ⌥, then drop") is prose. */
export const glyphShortcut = /(?<![⌃⌥⇧⌘])[⌃⌥⇧⌘]+(?:Tab|Return|[A-Z0-9+−=.⌫]|,(?!\s))/g;

// Bold spans are read over the whole text, not line by line: Prettier wraps prose, and a span may
// run onto the next line (`**Systemeinstellungen >\n  Schreibtisch & Dock**`), never past a paragraph.
/** A character of a span's text: anything but `*` and `>`, or a line break that does not end the paragraph. */
const inSpan = String.raw`(?:[^*>\n]|\n(?![^\S\n]*\n))`;
/** Spaces around a path's ">", a line break among them. */
const around = String.raw`[^\S\n]*\n?[^\S\n]*`;
/**
 * What the menu data names in every locale: each path → its item id ("File > Export > CSV…", and
 * "File > Export > CSV" as a text names it → "file.export.csv"), the menus of the bar, and a bold path
 * starting with one of them (`**File > …**`). Made on first use, not on import: a locale's file
 * missing a name is reported by scripts/lib/locale-check.ts first, not thrown here.
 */
let menuTables: {idByPath: Map<string, string>; barNames: Set<string>; handWritten: RegExp} | undefined;
function tables() {
  if (menuTables !== undefined) return menuTables;
  const idByPath = new Map<string, string>(
    menuEntries.flatMap(({id}) =>
      menuLocales.flatMap((locale) => {
        const names = menuNames(id, locale)!;
        return [names, names.map((name) => name.replace(/\s*…$/, ''))].map((path): [string, string] => [
          path.join(' > '),
          id,
        ]);
      }),
    ),
  );
  const barNames = new Set(
    Object.keys(macMenus).flatMap((id) => menuLocales.map((locale) => menuNames(id, locale)![0])),
  );
  const handWritten = new RegExp(
    String.raw`\*\*((?:${[...barNames].map(escape).join('|')})${around}>${around}(?:${inSpan}|>)+?)\*\*`,
    'g',
  );
  menuTables = {idByPath, barNames, handWritten};
  return menuTables;
}

/** A bold path of names, `**Systemeinstellungen > Schreibtisch & Dock**`. */
const boldPath = new RegExp(String.raw`\*\*(?=\S)(${inSpan}+?(?:${around}>${around}${inSpan}+?)+)(?<=\S)\*\*`, 'g');
/** A bold name beside the ">" of a path, `⋯ > **Anpassen** > **Felder**`. */
const boldInPath = new RegExp(
  String.raw`(?<=\s>${around})\*\*(?=\S)(${inSpan}+?)(?<=\S)\*\*|\*\*(?=\S)(${inSpan}+?)(?<=\S)\*\*(?=${around}>\s)`,
  'g',
);

/** A span's text on one line: `Systemeinstellungen > Schreibtisch & Dock`. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

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
    // Placeholders for the names, quoted by hand: menuPathText would drop an ellipsis as a command's.
    const placeholder = `${open}…${close}`;
    const prints = `it prints ${placeholder}${rules.menuSeparator}${placeholder} ${source}`;
    if (!rules.spaced) {
      // A space between the quoted path and the text: none beside a full-width mark (a table cell's "| " is Markdown).
      for (const match of line.matchAll(/(?<=[^\s|]) (?=<Menu\s)/g))
        hits.push([match, `space before <Menu> → none: ${prints}`]);
      for (const match of line.matchAll(/(?<=<Menu\s[^>]*\/>) (?=[^\s|])/g))
        hits.push([match, `space after <Menu> → none: ${prints}`]);
    }
    // The page's own quotation marks around it would double the component's.
    for (const match of line.matchAll(new RegExp(`${escape(open)}(?=<Menu\\s)`, 'g')))
      hits.push([match, `${open}<Menu> → <Menu>: ${prints}`]);
    for (const match of line.matchAll(new RegExp(`(?<=<Menu\\s[^>]*/>)${escape(close)}`, 'g')))
      hits.push([match, `<Menu>${close} → <Menu>: ${prints}`]);
  }
  return hits;
}

/** The bold paths of a page's prose, in `locale`: typed by hand, or not written as `<Menu>` prints one there. */
function boldPathHits(prose: string, locale: string): [RegExpMatchArray, string][] {
  const hits: [RegExpMatchArray, string][] = [];
  const {idByPath, barNames, handWritten} = tables();
  for (const match of prose.matchAll(handWritten)) {
    const path = oneLine(match[1]);
    const id = idByPath.get(path);
    hits.push([match, `**${path}** → ${id ? `<Menu item="${id}" />` : 'a <Menu> item of src/data/mac-menus.ts'}`]);
  }
  if (typographyOf(locale).uiName !== 'quoted') return hits;
  const source = '(src/i18n/typography.ts)';
  // Any other path (System Settings, Files, Excel) is written as the component writes the app's own.
  for (const match of prose.matchAll(boldPath)) {
    const names = match[1].split(/\s*>\s*/).map(oneLine);
    if (barNames.has(names[0])) continue; // a path of the app's menus: reported as typed by hand
    hits.push([match, `${oneLine(match[0])} → ${menuPathText(names, locale)} ${source}`]);
  }
  for (const match of prose.matchAll(boldInPath)) {
    hits.push([match, `${oneLine(match[0])} → ${menuPathText([oneLine(match[1] ?? match[2])], locale)} ${source}`]);
  }
  return hits;
}

/** What to fix in one page, a page of `locale`. */
export function checkMenus(page: PageSource, locale: string): MenuHit[] {
  const prose = page.withoutCodeBlocks();
  const hits: MenuHit[] = boldPathHits(prose, locale).map(([match, message]) => ({
    ...positionOf(prose, match.index ?? 0),
    message,
  }));
  prose.split('\n').forEach((line, index) => {
    const at = (match: RegExpMatchArray, message: string) =>
      hits.push({line: index + 1, column: (match.index ?? 0) + 1, message});
    for (const match of line.matchAll(component)) {
      const [, name, item, rest] = match;
      if (menuPath(item) === undefined) at(match, `<${name} item="${item}"> → an item of src/data/mac-menus.ts`);
      const tab = /\btab="([^"]*)"/.exec(rest)?.[1];
      if (tab === undefined || menuPath(item) === undefined) continue;
      if (menuTab(item, tab, 'en') === undefined)
        at(match, `<Menu item="${item}" tab="${tab}"> → a tab of ${item} in src/data/mac-menus.ts`);
      else if (menuTab(item, tab, locale) === undefined)
        at(match, `<Menu item="${item}" tab="${tab}"> → "${tabKey(item, tab)}" in src/data/mac-menus/${locale}.json`);
    }
    // Inline code (`⌘Z` in a table of raw text) is still a shortcut a reader is told to press.
    for (const match of line.matchAll(glyphShortcut)) {
      if (!knownShortcuts.has(match[0]))
        at(match, `${match[0]} → a shortcut of src/data/mac-menus.ts (no command has it)`);
    }
    for (const [match, message] of typographyHits(line, locale)) at(match, message);
  });
  return hits.sort((a, b) => a.line - b.line || a.column - b.column);
}
