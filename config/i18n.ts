/**
 * Locales of the site. English is the default locale and the source language of every page;
 * the other locales fall back to the English page until a translation exists in i18n/<locale>/.
 * Readers of this site read it in French, under /fr/.
 */
import type {I18nConfig} from '@docusaurus/types';

export const defaultLocale = 'en';

export const i18n: I18nConfig = {
  defaultLocale,
  locales: ['en', 'de', 'fr', 'ja', 'nl', 'zh-Hans'],
  path: 'i18n',
  localeConfigs: {
    en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en'},
    de: {label: 'Deutsch', direction: 'ltr', htmlLang: 'de-DE', calendar: 'gregory', path: 'de'},
    fr: {label: 'Français', direction: 'ltr', htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr'},
    ja: {label: '日本語', direction: 'ltr', htmlLang: 'ja-JP', calendar: 'gregory', path: 'ja'},
    nl: {label: 'Nederlands', direction: 'ltr', htmlLang: 'nl-NL', calendar: 'gregory', path: 'nl'},
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
  de: 'Projekt-, Kosten- und Produktstrukturpläne, Schätzungen und Budgets auf Mac und iOS.',
  fr: 'Structures de découpage du travail, des coûts et des produits, estimations et budgets, sur Mac et iOS.',
  ja: 'Mac と iOS で、作業・コスト・製品の分解構成図、見積もり、予算を。',
  nl: 'Werk-, kosten- en productverdeelstructuren, ramingen en budgetten op Mac, iPhone en iPad.',
  'zh-Hans': '在 Mac、iPhone 和 iPad 上创建工作、成本和产品分解结构、估算与预算。',
};

export function taglineFor(locale: string | undefined): string {
  return taglines[locale ?? defaultLocale] ?? taglines[defaultLocale];
}
