/**
 * The typography of each language in what components and drawings print: menu paths and their
 * shortcuts (`<Menu>`, src/components/Menu.tsx), lists of names, hours, amounts and percentages
 * (the drawings, src/components/illustrations/), and the quotation marks of the language.
 * Components ask here and hold no rule of their own; the rules of each language are its locale's
 * `typography` row in config/locales.ts, with the evidence from Apple's guides beside it.
 */

import {typographyRows} from '../plugins/client-locale/typography-rows';
import {keyNames} from './key-names';
import {NBSP, type Typography} from './typography-presets';

/**
 * The rules of `locale`, in `rows` (every locale's in Node; a bundle holds its own locale's alone,
 * src/plugins/client-locale/); a locale without a row is a mistake, not English.
 */
export function typographyOf(locale: string, rows: Record<string, Typography> = typographyRows): Typography {
  const row = rows[locale];
  if (row === undefined)
    throw new Error(
      `No typography row for the locale "${locale}": config/locales.ts has no entry for it, or this is the ` +
        `bundle of another locale, which holds its own row alone (src/plugins/client-locale/).`,
    );
  return row;
}

/** `text` between the language's quotation marks. */
export function quote(text: string, locale: string): string {
  const [open, close] = typographyOf(locale).quotes;
  return `${open}${text}${close}`;
}

/**
 * A UI name as a page names it: "Save" for the menu's "Save…", and quoted where the language quotes
 * it. A name that is only "…" is a placeholder (the terminology check's messages), not a command: kept.
 */
export function uiNameText(name: string, locale: string): string {
  const rules = typographyOf(locale);
  const named = commandName(name);
  return rules.uiName === 'quoted' ? quote(named, locale) : named;
}

/**
 * `name` as a page names the command: without the ellipsis its menu shows, as Apple's guides write
 * it in each of the site's languages (config/locales.ts cites them beside each row), not a rule of
 * one language.
 */
function commandName(name: string): string {
  return name.replace(/(?<=\S)\s*…$/, '');
}

/**
 * The tab to click after a command, as text and whether it is set bold: **Fields** in English,
 * „Felder“ in German, Champs in French (« Vue graphique » if it had two words).
 */
export function tabNameOf(name: string, locale: string): {text: string; bold: boolean} {
  const rules = typographyOf(locale);
  if (rules.tabName === 'uiName') return {text: uiNameText(name, locale), bold: rules.uiName === 'bold'};
  const named = commandName(name);
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
