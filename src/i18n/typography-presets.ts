/**
 * What a typography row is (`Typography`), and the presets rows start from: one per script. A row
 * per locale is in config/locales.ts, beside the rest of what that locale is; src/i18n/typography.ts
 * prints with it. Kept apart from both so that the table can build its rows from these presets while
 * the printing functions read the table.
 */

/** The rules of one language. */
export interface Typography {
  /**
   * How a UI name (a menu, a command) is set apart: in bold, or between `quotes`, as that
   * language's guides and the site's pages in it do.
   */
  uiName: 'bold' | 'quoted';
  /**
   * How the tab named after a command (`<Menu tab>`, "then click Fields") is set: like the
   * command's names (`uiName`), or as the language's running text sets a button's name (`inText`:
   * one word as it is, several between `quotes`, never bold, as French does).
   */
  tabName: 'uiName' | 'inText';
  /**
   * The script the language is written in. Where Latin letters are set bold, a UI name in bold is
   * the other form a writer may type beside the quoted one (scripts/lib/ui-name-check.ts refuses it).
   */
  script: 'latin' | 'cjk';
  /** The language's quotation marks, opening and closing. */
  quotes: readonly [string, string];
  /** Between the names of a menu path. */
  menuSeparator: string;
  /**
   * Whether a space parts a menu path from the words beside it: not in Japanese and Chinese,
   * whose full-width quotation marks stand against the text (「ファイル」>「新規」を選択).
   */
  spaced: boolean;
  /** Around a shortcut that follows a menu path: `[before, after]`. */
  shortcut: readonly [string, string];
  /**
   * A shortcut alone in running text (`<Keys>`): as the menu's glyphs (⇧⌘G), or its keys by name
   * (Shift-Command-G), as Apple's English guides write it (src/i18n/key-names.ts).
   */
  keysInText: 'glyphs' | 'names';
  /** Between the items of a list of names. */
  listSeparator: string;
  /**
   * Whether a list of three or more takes a comma before its last "and" (English's serial comma,
   * as Apple writes "Mac, iPhone, and iPad"), also when the last name is itself a pair.
   */
  serialComma: boolean;
  /** After a number of hours: the space and the unit. */
  hours: string;
  /** Before the % sign. */
  percentSpace: string;
}

export const NBSP = '\u00a0';
/** Narrow no-break space, the French espace fine insécable. */
export const NNBSP = '\u202f';

/** Latin scripts: " > " between names, " (⌘N)" after it, spaced from the text; bold unless quoted (de, nl). */
export const latin = {
  uiName: 'bold',
  tabName: 'uiName',
  script: 'latin',
  menuSeparator: ' > ',
  spaced: true,
  shortcut: [' (', ')'],
  keysInText: 'glyphs',
  listSeparator: ', ',
  serialComma: false,
} as const;

/** Japanese and Chinese: each name quoted, ">" alone between them, "（⌘N）" after it, "、" in lists. */
export const cjk = {
  uiName: 'quoted',
  tabName: 'uiName',
  script: 'cjk',
  menuSeparator: '>',
  spaced: false,
  shortcut: ['（', '）'],
  keysInText: 'glyphs',
  listSeparator: '、',
  serialComma: false,
} as const;
