/**
 * Locales of the site. English is the default locale and the source language of every page;
 * the other locales fall back to the English page until a translation exists in i18n/<locale>/.
 * Readers of this site read it in French, under /fr/.
 *
 * `htmlLang` names the language alone (`fr`, not `fr-FR`): a page is written for every reader of
 * its language, in France, Belgium, Switzerland, Canada or Africa alike. Docusaurus writes it
 * into `<html lang>` and into each page's `hreflang` alternates, so that a search engine matches
 * a French reader anywhere to the French page rather than to `x-default` (English). Chinese keeps
 * its script (`zh-Hans`): the script, not a region, is what tells its readers apart.
 */
import type {I18nConfig} from '@docusaurus/types';

export const defaultLocale = 'en';

export const i18n: I18nConfig = {
  defaultLocale,
  locales: ['en', 'de', 'fr', 'ja', 'nl', 'zh-Hans'],
  path: 'i18n',
  localeConfigs: {
    en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    de: {label: 'Deutsch', direction: 'ltr', htmlLang: 'de', calendar: 'gregory', path: 'de'},
    fr: {label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr'},
    ja: {label: '日本語', direction: 'ltr', htmlLang: 'ja', calendar: 'gregory', path: 'ja'},
    nl: {label: 'Nederlands', direction: 'ltr', htmlLang: 'nl', calendar: 'gregory', path: 'nl'},
    'zh-Hans': {label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans', calendar: 'gregory', path: 'zh-Hans'},
  },
};

/**
 * The tagline is a site-config string, which Docusaurus 2 does not translate through i18n/
 * JSON files; the config is loaded once per locale, so it picks the tagline of the locale
 * being built.
 */
const taglines: Record<string, string> = {
  en: 'Work, cost, and product breakdown structures, estimates, and budgets on Mac, iPhone, and iPad.',
  de: 'Projekt-, Kosten- und Produktstrukturpläne, Schätzungen und Budgets auf Mac, iPhone und iPad.',
  fr: 'Structures de découpage du travail, des coûts et du produit, estimations et budgets sur Mac, iPhone et iPad.',
  ja: 'Mac、iPhone、iPadで、作業・コスト・製品の分解構造、見積もり、予算を。',
  nl: 'Werk-, kosten- en productverdeelstructuren, ramingen en budgetten op Mac, iPhone en iPad.',
  'zh-Hans': '在 Mac、iPhone 和 iPad 上创建工作、成本和产品分解结构、估算与预算。',
};

export function taglineFor(locale: string | undefined): string {
  return taglines[locale ?? defaultLocale] ?? taglines[defaultLocale];
}
