/**
 * The typography of each language in what components and drawings print: menu paths and their
 * shortcuts (`<Menu>`, src/components/Menu.tsx), lists of names, hours, amounts and percentages
 * (the drawings, src/components/illustrations/), and the quotation marks of the language. One row
 * per locale, settled against Apple's own user guides in that language (CONTENT.md, "Typography
 * printed by components", cites them); components ask here and hold no rule of their own.
 *
 * Evidence behind the rows:
 * - ja: Pages for Mac User Guide (support.apple.com/ja-jp/guide/pages/tand23f7b5d7): each name in
 *   brackets, no space around ">": 「挿入」>「行区切り」と選択します. The site's Japanese pages
 *   write shortcuts in full-width parentheses, （⌘,）, and counters with no space (「25%」「120時間」).
 *   A command is named without its menu's ellipsis, as in English: the Mac User Guide writes
 *   « アップルメニュー >「システム設定」と選択し » for the menu item 「システム設定…」
 *   (support.apple.com/ja-jp/guide/mac-help/mh36817/mac).
 * - zh-Hans: the Chinese pages name UI elements in “” (CONTENT.md, settled with Apple's Chinese
 *   guides), so each name is quoted and joined with no space, “文件”>“导出”, as Apple's Chinese
 *   guides write 选取苹果菜单 >“系统设置” (macOS User Guide, support.apple.com/zh-cn/guide/mac-help/mh35561)
 *   and 选取“文件”>“新建日历订阅” (iCloud Calendar); those quotes also name a command without the
 *   menu's ellipsis (“系统设置” for 系统设置…, “新建日历订阅” for 新建日历订阅…), so the ellipsis is
 *   dropped; full-width （） around a shortcut as the pages wrote （⌘,）; a space between a digit
 *   and a Chinese unit (8 小时), none before %.
 * - de: Apple's German guides quote each name of a menu path, spaced like the text around it:
 *   wähle „Ablage“ > „Importieren“ (Kontakte, support.apple.com/de-lu/guide/contacts/adrbk1457/mac),
 *   Wähle „Apple“ > „Systemeinstellungen“ (macOS, support.apple.com/de-at/guide/mac-help/mh11774),
 *   „Einstellungen“ > „Bildschirmzeit“ (iPad, support.apple.com/de-ch/guide/ipad/ipadaf2aa9f2).
 *   A name alone is quoted too: Klicke auf „iCloud“ und dann auf „Accountdetails“ (macOS,
 *   support.apple.com/de-at/guide/mac-help/mchl3f671010), so a German page quotes it (scripts/lib/ui-name-check.ts).
 *   25 % and 36.800 as Intl writes them; hours "h" (the SI symbol, as German technical writing
 *   sets it: "Std." did not fit the columns drawing's 52 px column).
 * - nl: Apple's Dutch guides quote each name of a path, with spaces around ">" and the sentence:
 *   Kies Apple-menu > 'Systeemvoorkeuren', klik op 'Apple ID', in het paneel 'Overzicht'
 *   (support.apple.com/nl-nl/guide/mac-mini/apd8e4493b23), so a path prints ‘Archief’ > ‘Nieuw’, in
 *   the site's Dutch single quotes ‘…’ (the Dutch reading of 2026-11-25, CONTENT.md). 25%, 8 uur.
 *   They name a command without its menu's ellipsis: 'Systeemvoorkeuren' for the Apple menu's
 *   "Systeemvoorkeuren…" (the same page, and Kies Apple-menu > 'Systeemvoorkeuren' en klik op
 *   'Ouderlijk toezicht', support.apple.com/nl-be/guide/mac-help/mchlp2911), so `<Menu>` drops it.
 * - fr: Apple's French guides write a path unquoted and name a command without its ellipsis:
 *   « Choisissez Fichier > Définir le mot de passe » (Pages, menu item « Définir le mot de passe… »,
 *   support.apple.com/fr-be/guide/pages/tanca246d3ac), « choisissez le menu Pomme > Réglages
 *   Système » (support.apple.com/fr-mu/guide/mac-help/mchl3f671010), « choisissez Photos >
 *   Réglages » (support.apple.com/fr-ca/guide/photos/pht4690f46da). They set it plain; the site
 *   keeps it bold, as its French pages set every path (CONTENT.md, Typography printed by
 *   components). The tab to click after it is set as the French text sets a button's name,
 *   plain for one word and between « » for several, not bold: « cliquez sur Options » (Mac User
 *   Guide, support.apple.com/fr-lu/guide/mac-help/mchlcfdfc3a5), so « choisissez **Présentation >
 *   Personnaliser**, puis cliquez sur Champs » (CONTENT.md, French, fifth reading). A narrow
 *   no-break space (U+202F) before % and h, and between thousands, as Intl writes them.
 * - en: Apple's English guides name a command without the ellipsis the menu shows after it:
 *   « Choose File > Export To > PDF » (Pages, whose menu item is "PDF…"), « choose Safari > Settings,
 *   then click Advanced » (Safari, "Settings…"); the Apple Style Guide's ellipsis entry says the same
 *   (not confirmed by search). Apple's German guides drop it too: « wähle „Ablage“ > „Importieren“ »
 *   (Kontakte, support.apple.com/de-lu/guide/contacts/adrbk1457/mac, whose File menu shows
 *   "Importieren …"), « Wähle „Ablage“ > „Passwort festlegen“ » (Pages, "Passwort festlegen …",
 *   support.apple.com/de-de/guide/pages/tanca246d3ac/mac). French, Dutch, Japanese and Chinese drop
 *   it too (above): every row does.
 * - A list of names (a post's platforms) is joined with the language's enumeration comma, not
 *   Intl.ListFormat: its Japanese and Chinese "unit" lists have no separator at all ("iOS macOS").
 */

import {keyNames} from './key-names';

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
  quotes: [string, string];
  /** Between the names of a menu path. */
  menuSeparator: string;
  /** Whether a page names a command with the ellipsis its menu shows (Save…) or without it (Save). */
  commandEllipsis: 'kept' | 'dropped';
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

const NBSP = '\u00a0';
/** Narrow no-break space, the French espace fine insécable. */
const NNBSP = '\u202f';

/** Latin scripts: " > " between names, " (⌘N)" after it, spaced from the text; bold unless quoted (de, nl). */
const latin = {
  uiName: 'bold',
  tabName: 'uiName',
  script: 'latin',
  menuSeparator: ' > ',
  commandEllipsis: 'kept',
  spaced: true,
  shortcut: [' (', ')'],
  keysInText: 'glyphs',
  listSeparator: ', ',
  serialComma: false,
} as const;
/** Japanese and Chinese: each name quoted, ">" alone between them, "（⌘N）" after it, "、" in lists. */
const cjk = {
  uiName: 'quoted',
  tabName: 'uiName',
  script: 'cjk',
  menuSeparator: '>',
  commandEllipsis: 'kept',
  spaced: false,
  shortcut: ['（', '）'],
  keysInText: 'glyphs',
  listSeparator: '、',
  serialComma: false,
} as const;

const typographies: Record<string, Typography> = {
  en: {
    ...latin,
    commandEllipsis: 'dropped',
    keysInText: 'names',
    serialComma: true,
    quotes: ['“', '”'],
    hours: `${NBSP}h`,
    percentSpace: '',
  },
  fr: {
    ...latin,
    tabName: 'inText',
    commandEllipsis: 'dropped',
    quotes: [`«${NBSP}`, `${NBSP}»`],
    hours: `${NNBSP}h`,
    percentSpace: NNBSP,
  },
  de: {
    ...latin,
    uiName: 'quoted',
    commandEllipsis: 'dropped',
    quotes: ['„', '“'],
    hours: `${NBSP}h`,
    percentSpace: NBSP,
  },
  nl: {
    ...latin,
    uiName: 'quoted',
    commandEllipsis: 'dropped',
    quotes: ['‘', '’'],
    hours: `${NBSP}uur`,
    percentSpace: '',
  },
  ja: {...cjk, commandEllipsis: 'dropped', quotes: ['「', '」'], hours: '時間', percentSpace: ''},
  'zh-Hans': {...cjk, commandEllipsis: 'dropped', quotes: ['“', '”'], hours: `${NBSP}小时`, percentSpace: ''},
};

/** The rules of `locale`; a locale without a row is a mistake, not English. */
export function typographyOf(locale: string): Typography {
  const rules = typographies[locale];
  if (rules === undefined) throw new Error(`src/i18n/typography.ts has no rules for the locale "${locale}".`);
  return rules;
}

/** Every locale with a row. */
export const typographyLocales = Object.keys(typographies);

/** `text` between the language's quotation marks. */
export function quote(text: string, locale: string): string {
  const [open, close] = typographyOf(locale).quotes;
  return `${open}${text}${close}`;
}

/**
 * A UI name as a page names it: "Save" for the menu's "Save…" where the language drops the ellipsis, and
 * quoted where the language quotes it. A name that is only "…" is a placeholder (the terminology check's
 * messages), not a command: kept.
 */
export function uiNameText(name: string, locale: string): string {
  const rules = typographyOf(locale);
  const named = commandName(name, rules);
  return rules.uiName === 'quoted' ? quote(named, locale) : named;
}

/** `name` as a page names the command: without its menu's ellipsis where the language drops it. */
function commandName(name: string, rules: Typography): string {
  return rules.commandEllipsis === 'dropped' ? name.replace(/(?<=\S)\s*…$/, '') : name;
}

/**
 * The tab to click after a command, as text and whether it is set bold: **Fields** in English,
 * „Felder“ in German, Champs in French (« Vue graphique » if it had two words).
 */
export function tabNameOf(name: string, locale: string): {text: string; bold: boolean} {
  const rules = typographyOf(locale);
  if (rules.tabName === 'uiName') return {text: uiNameText(name, locale), bold: rules.uiName === 'bold'};
  const named = commandName(name, rules);
  return {text: /\s/.test(named) ? quote(named, locale) : named, bold: false};
}

/** A menu path's names as text: "File > Export > CSV", 「ファイル」>「書き出す」>「CSV」. */
export function menuPathText(names: string[], locale: string): string {
  return names.map((name) => uiNameText(name, locale)).join(typographyOf(locale).menuSeparator);
}

/** A shortcut as it follows a menu path: " (⌘N)", "（⌘N）". */
export function shortcutText(keys: string, locale: string): string {
  const [before, after] = typographyOf(locale).shortcut;
  return `${before}${keys}${after}`;
}

/** A shortcut alone in running text: "Shift-Command-G" in English, "⇧⌘G" where the language keeps the glyphs. */
export function keysText(keys: string, locale: string): string {
  return typographyOf(locale).keysInText === 'names' ? keyNames(keys) : keys;
}

/**
 * Names as a list: "Mac, iPhone, and iPad" (the release entry's Mac and "iPhone and iPad": three
 * devices to an English reader), "Mac, iPhone et iPad", "Mac、iPhoneとiPad" (each name as the locale writes it).
 */
export function listText(names: string[], locale: string): string {
  const rules = typographyOf(locale);
  const text = names.join(rules.listSeparator);
  return rules.serialComma && names.length > 1 ? text.replace(/ (and|or) (?=[^,]*$)/, ', $1 ') : text;
}

/** Numbers, hours, percentages and amounts of `locale`. */
export interface NumberTypography {
  /** 36800 → "36,800", "36 800" (U+202F) in French, "36.800" in German. */
  number: (value: number) => string;
  /** 460 → "460 h", "460時間", "460 小时". */
  hours: (value: number) => string;
  /** 0.25 → "25%", "25 %" (U+202F) in French, "25 %" in German. */
  percent: (value: number) => string;
  /**
   * An amount as a page writes it: 20400.5 → "20,400.50" in English, "20 400,50" in French, with a
   * no-break space (U+00A0) as the French pages have, not the narrow one Intl gives; cents only when
   * there are some.
   */
  amount: (value: number) => string;
}

export function numberTypographyOf(locale: string): NumberTypography {
  const rules = typographyOf(locale);
  const number = new Intl.NumberFormat(locale);
  const cents = new Intl.NumberFormat(locale, {minimumFractionDigits: 2, maximumFractionDigits: 2});
  return {
    number: (value) => number.format(value),
    hours: (value) => `${number.format(value)}${rules.hours}`,
    percent: (value) => `${number.format(Math.round(value * 100))}${rules.percentSpace}%`,
    amount: (value) => (Number.isInteger(value) ? number : cents).format(value).replace(/[\u00a0\u202f]/g, NBSP),
  };
}
