/**
 * The site's locales, each in one entry: what Docusaurus needs of it (config/i18n.ts derives its
 * `i18n` config from here), its tagline, its Open Graph locale, the typography components print it
 * with (src/i18n/typography.ts), the faces its link previews and manuals draw its script with
 * (config/preview-images.ts, config/manual.ts), how `npm run lint:terms` reads it
 * (scripts/terminology.ts), where its glossary and its Mac menu names are, and the words it names
 * a platform with (tests/support/route-labels.ts). A new language is an entry here plus its
 * translations (README, "A new language"); `scripts/lib/locale-check.ts` names each file an
 * entry points to that is missing or incomplete.
 *
 * English is the default locale and the source language of every page; the other locales fall
 * back to the English page until a translation exists in i18n/<locale>/. Readers of this site
 * read it in French, under /fr/.
 */
import type {FontPackage} from './preview-images';
import {NBSP, NNBSP, type Typography, cjk, latin} from '../src/i18n/typography-presets';
import de from '../src/data/mac-menus/de.json';
import fr from '../src/data/mac-menus/fr.json';
import ja from '../src/data/mac-menus/ja.json';
import nl from '../src/data/mac-menus/nl.json';
import zhHans from '../src/data/mac-menus/zh-Hans.json';

/** A platform the pages are about: the Mac, or iPhone and iPad. */
export type Platform = 'mac' | 'ios';

/** A locale's file of Mac menu names, its path and what it holds (src/data/mac-menus.ts says how it is read). */
export interface MenuFile {
  file: string;
  names: Record<string, string>;
}

/** One locale of the site. Paths are relative to the repository's root. */
export interface LocaleEntry {
  /** Its name in its own language, in the locale menu. */
  label: string;
  /**
   * `<html lang>`, and each page's `hreflang` alternates: the language alone (`fr`, not `fr-FR`),
   * as a page is written for every reader of its language, in France, Belgium, Switzerland, Canada
   * or Africa alike, so that a search engine matches a French reader anywhere to the French page
   * rather than to `x-default`; Chinese keeps its script (`zh-Hans`), which is what tells its
   * readers apart.
   */
  htmlLang: string;
  /** Its writing direction; left to right unless said. */
  direction?: 'ltr' | 'rtl';
  /**
   * The site's tagline in the language: a site-config string, which Docusaurus 2 does not
   * translate through i18n/ JSON files; the config is loaded once per locale and picks it.
   */
  tagline: string;
  /** The Open Graph locale of its link previews (`og:locale`): language_TERRITORY, the pair Open Graph lists first. */
  ogLocale: string;
  /** How components print it: menu paths, shortcuts, lists, hours and percentages (src/i18n/typography.ts). */
  typography: Typography;
  /** The faces its link previews draw its script with, after Inter (config/preview-images.ts). */
  cardFonts?: FontPackage[];
  /** The faces its PDF manuals print its Japanese or Chinese characters with (config/manual.ts). */
  manualFonts?: FontPackage[];
  /** Its glossary: the preferred term of each concept, and the variants `npm run lint:terms` refuses. */
  glossary: string;
  /** How `npm run lint:terms` reads its pages and strings (scripts/lib/terminology-check.ts). */
  lint: {
    /** Its textlint config: the glossary (through prh), and the language's own rules. */
    textlint: string;
    /** A config for its site strings, labels rather than sentences, where the pages' rules are about sentences. */
    textlintStrings?: string;
    /** A check of the language's own beside textlint: English's (scripts/lib/english/), zhlint for Chinese. */
    checker?: 'english' | 'chinese';
  };
  /**
   * Its names of the Mac app's menus (src/data/mac-menus.ts): the file its translators keep, read
   * in as `names`. Every locale but the default one, whose names are those of the menu data.
   */
  menus?: MenuFile;
  /**
   * The words it names a platform with: `qualifiers` in titles and link texts (« sur Mac »),
   * longest first, each removed in turn; `links` as a link saying a platform alone
   * (« Export CSV ([Mac], [iOS]) »).
   */
  platformNames: {qualifiers: string[]; links: Record<Platform, string[]>};
}

export type LocaleTable = Record<string, LocaleEntry>;

export const defaultLocale = 'en';

/**
 * Noto Sans JP or SC as fontsource's static fonts, regular and bold: TrueType outlines, which
 * Chromium embeds in a PDF as text (scripts/lib/manual/fonts.ts, `manualFontsOf`, says why these).
 */
const notoSansStatic = (name: string): FontPackage[] =>
  ['400.css', '700.css'].map((css) => ({package: `@fontsource/noto-sans-${name}`, css}));
/** Noto Sans JP or SC as fontsource's variable font, in subset files a card loads as it needs them. */
const notoSansVariable = (name: string): FontPackage => ({
  package: `@fontsource-variable/noto-sans-${name}`,
  css: 'index.css',
});

/**
 * The rows of `typography` are settled against Apple's own user guides in each language
 * (CONTENT.md, "Typography printed by components", cites them); the evidence is beside each row.
 * Apple's guides name a command without the ellipsis its menu shows in each of these languages (the
 * comments cite them): src/i18n/typography.ts drops it for all, not a row. A list of names (a post's
 * platforms) is joined with the language's enumeration comma, not Intl.ListFormat: its Japanese
 * and Chinese "unit" lists have no separator at all ("iOS macOS").
 */
export const locales: LocaleTable = {
  en: {
    label: 'English',
    htmlLang: 'en',
    tagline: 'Work, cost, and product breakdown structures, estimates, and budgets on Mac, iPhone, and iPad.',
    ogLocale: 'en_US',
    // Apple's English guides name a command without the ellipsis the menu shows after it:
    // « Choose File > Export To > PDF » (Pages, whose menu item is "PDF…"), « choose Safari > Settings,
    // then click Advanced » (Safari, "Settings…"); the Apple Style Guide's ellipsis entry says the same
    // (not confirmed by search). Apple's German guides drop it too: « wähle „Ablage“ > „Importieren“ »
    // (Kontakte, support.apple.com/de-lu/guide/contacts/adrbk1457/mac, whose File menu shows
    // "Importieren …"), « Wähle „Ablage“ > „Passwort festlegen“ » (Pages, "Passwort festlegen …",
    // support.apple.com/de-de/guide/pages/tanca246d3ac/mac). French, Dutch, Japanese and Chinese drop
    // it too (below): so `<Menu>` drops it in every language (src/i18n/typography.ts).
    typography: {
      ...latin,
      keysInText: 'names',
      serialComma: true,
      quotes: ['“', '”'],
      hours: `${NBSP}h`,
      percentSpace: '',
    },
    glossary: 'terminology/en.yml',
    lint: {textlint: 'config/textlint-en.json', checker: 'english'},
    platformNames: {
      qualifiers: ['on iPhone and iPad', 'on the Mac', 'on Mac'],
      links: {mac: ['Mac'], ios: ['iOS', 'iPhone and iPad', 'on iPhone and iPad', 'for iPhone and iPad']},
    },
  },
  de: {
    label: 'Deutsch',
    htmlLang: 'de',
    tagline: 'Projekt-, Kosten- und Produktstrukturpläne, Schätzungen und Budgets auf Mac, iPhone und iPad.',
    ogLocale: 'de_DE',
    // Apple's German guides quote each name of a menu path, spaced like the text around it:
    // wähle „Ablage“ > „Importieren“ (Kontakte, support.apple.com/de-lu/guide/contacts/adrbk1457/mac),
    // Wähle „Apple“ > „Systemeinstellungen“ (macOS, support.apple.com/de-at/guide/mac-help/mh11774),
    // „Einstellungen“ > „Bildschirmzeit“ (iPad, support.apple.com/de-ch/guide/ipad/ipadaf2aa9f2).
    // A name alone is quoted too: Klicke auf „iCloud“ und dann auf „Accountdetails“ (macOS,
    // support.apple.com/de-at/guide/mac-help/mchl3f671010), so a German page quotes it (scripts/lib/ui-name-check.ts).
    // 25 % and 36.800 as Intl writes them; hours "h" (the SI symbol, as German technical writing
    // sets it: "Std." did not fit the columns drawing's 52 px column).
    typography: {
      ...latin,
      uiName: 'quoted',
      quotes: ['„', '“'],
      hours: `${NBSP}h`,
      percentSpace: NBSP,
    },
    glossary: 'terminology/de.yml',
    lint: {textlint: 'config/textlint-de.json'},
    menus: {file: 'src/data/mac-menus/de.json', names: de},
    platformNames: {
      qualifiers: ['auf iPhone und iPad', 'auf dem Mac'],
      links: {mac: ['Mac'], ios: ['iOS', 'iPhone und iPad', 'auf iPhone und iPad', 'für iPhone und iPad']},
    },
  },
  fr: {
    label: 'Français',
    htmlLang: 'fr',
    tagline:
      'Structures de découpage du travail, des coûts et du produit, estimations et budgets sur Mac, iPhone et iPad.',
    ogLocale: 'fr_FR',
    // Apple's French guides write a path unquoted and name a command without its ellipsis:
    // « Choisissez Fichier > Définir le mot de passe » (Pages, menu item « Définir le mot de passe… »,
    // support.apple.com/fr-be/guide/pages/tanca246d3ac), « choisissez le menu Pomme > Réglages
    // Système » (support.apple.com/fr-mu/guide/mac-help/mchl3f671010), « choisissez Photos >
    // Réglages » (support.apple.com/fr-ca/guide/photos/pht4690f46da). They set it plain; the site
    // keeps it bold, as its French pages set every path (CONTENT.md, Typography printed by
    // components). The tab to click after it is set as the French text sets a button's name,
    // plain for one word and between « » for several, not bold: « cliquez sur Options » (Mac User
    // Guide, support.apple.com/fr-lu/guide/mac-help/mchlcfdfc3a5), so « choisissez **Présentation >
    // Personnaliser**, puis cliquez sur Champs » (CONTENT.md, French, fifth reading). A narrow
    // no-break space (U+202F) before % and h, and between thousands, as Intl writes them.
    typography: {
      ...latin,
      tabName: 'inText',
      quotes: [`«${NBSP}`, `${NBSP}»`],
      hours: `${NNBSP}h`,
      percentSpace: NNBSP,
    },
    glossary: 'terminology/fr.yml',
    lint: {textlint: 'config/textlint-fr.json'},
    menus: {file: 'src/data/mac-menus/fr.json', names: fr},
    platformNames: {
      qualifiers: ['sur iPhone et iPad', 'sur Mac'],
      links: {mac: ['Mac'], ios: ['iOS', 'iPhone et iPad', 'sur iPhone et iPad']},
    },
  },
  ja: {
    label: '日本語',
    htmlLang: 'ja',
    tagline: 'Mac、iPhone、iPadで、作業・コスト・製品の分解構造、見積もり、予算を。',
    ogLocale: 'ja_JP',
    // Pages for Mac User Guide (support.apple.com/ja-jp/guide/pages/tand23f7b5d7): each name in
    // brackets, no space around ">": 「挿入」>「行区切り」と選択します. The site's Japanese pages
    // write shortcuts in full-width parentheses, （⌘,）, and counters with no space (「25%」「120時間」).
    // A command is named without its menu's ellipsis, as in English: the Mac User Guide writes
    // « アップルメニュー >「システム設定」と選択し » for the menu item 「システム設定…」
    // (support.apple.com/ja-jp/guide/mac-help/mh36817/mac).
    typography: {...cjk, quotes: ['「', '」'], hours: '時間', percentSpace: ''},
    cardFonts: [notoSansVariable('jp')],
    manualFonts: notoSansStatic('jp'),
    glossary: 'terminology/ja.yml',
    lint: {textlint: 'config/textlint-ja.json', textlintStrings: 'config/textlint-ja.strings.json'},
    menus: {file: 'src/data/mac-menus/ja.json', names: ja},
    platformNames: {
      qualifiers: ['iPhoneとiPadで', 'iPhoneとiPadの', 'Macで', 'Macの'],
      links: {mac: ['Mac'], ios: ['iOS', 'iPhoneとiPad', 'iPhone・iPad版']},
    },
  },
  nl: {
    label: 'Nederlands',
    htmlLang: 'nl',
    tagline: 'Werk-, kosten- en productverdeelstructuren, ramingen en budgetten op Mac, iPhone en iPad.',
    ogLocale: 'nl_NL',
    // Apple's Dutch guides quote each name of a path, with spaces around ">" and the sentence:
    // Kies Apple-menu > 'Systeemvoorkeuren', klik op 'Apple ID', in het paneel 'Overzicht'
    // (support.apple.com/nl-nl/guide/mac-mini/apd8e4493b23), so a path prints ‘Archief’ > ‘Nieuw’, in
    // the site's Dutch single quotes ‘…’ (the Dutch reading of 2026-11-25, CONTENT.md). 25%, 8 uur.
    // They name a command without its menu's ellipsis: 'Systeemvoorkeuren' for the Apple menu's
    // "Systeemvoorkeuren…" (the same page, and Kies Apple-menu > 'Systeemvoorkeuren' en klik op
    // 'Ouderlijk toezicht', support.apple.com/nl-be/guide/mac-help/mchlp2911), so `<Menu>` drops it.
    typography: {
      ...latin,
      uiName: 'quoted',
      quotes: ['‘', '’'],
      hours: `${NBSP}uur`,
      percentSpace: '',
    },
    glossary: 'terminology/nl.yml',
    lint: {textlint: 'config/textlint-nl.json'},
    menus: {file: 'src/data/mac-menus/nl.json', names: nl},
    platformNames: {
      qualifiers: ['op iPhone en iPad', 'op de Mac'],
      links: {mac: ['Mac'], ios: ['iOS', 'iPhone en iPad', 'op iPhone en iPad', 'voor iPhone en iPad']},
    },
  },
  'zh-Hans': {
    label: '简体中文',
    htmlLang: 'zh-Hans',
    tagline: '在 Mac、iPhone 和 iPad 上创建工作、成本和产品分解结构、估算与预算。',
    ogLocale: 'zh_CN',
    // The Chinese pages name UI elements in “” (CONTENT.md, settled with Apple's Chinese guides), so
    // each name is quoted and joined with no space, “文件”>“导出”, as Apple's Chinese guides write
    // 选取苹果菜单 >“系统设置” (macOS User Guide, support.apple.com/zh-cn/guide/mac-help/mh35561) and
    // 选取“文件”>“新建日历订阅” (iCloud Calendar); those quotes also name a command without the menu's
    // ellipsis (“系统设置” for 系统设置…, “新建日历订阅” for 新建日历订阅…), so the ellipsis is dropped;
    // full-width （） around a shortcut as the pages wrote （⌘,）; a space between a digit and a
    // Chinese unit (8 小时), none before %.
    typography: {...cjk, quotes: ['“', '”'], hours: `${NBSP}小时`, percentSpace: ''},
    cardFonts: [notoSansVariable('sc')],
    manualFonts: notoSansStatic('sc'),
    glossary: 'terminology/zh-Hans.yml',
    lint: {textlint: 'config/textlint-zh-Hans.json', checker: 'chinese'},
    menus: {file: 'src/data/mac-menus/zh-Hans.json', names: zhHans},
    platformNames: {
      qualifiers: [
        '在 iPhone 和 iPad 上',
        'iPhone 和 iPad 上的',
        'iPhone 和 iPad 上',
        '在 Mac 上',
        'Mac 上的',
        'Mac 上',
      ],
      links: {mac: ['Mac'], ios: ['iOS', 'iPhone 和 iPad', 'iPhone 和 iPad 版']},
    },
  },
};

/** The entry of `locale` in `table`; a locale without one is a mistake, not English. */
export function localeOf(locale: string, table: LocaleTable = locales): LocaleEntry {
  const entry = table[locale];
  if (entry === undefined) throw new Error(`config/locales.ts has no entry for the locale "${locale}".`);
  return entry;
}
