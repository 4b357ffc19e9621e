/**
 * Docusaurus's `i18n` config, derived from the locale table (config/locales.ts): the default locale
 * first, then the others in the table's order, each under its own code as its path, in the
 * Gregorian calendar.
 */
import type {I18nConfig} from '@docusaurus/types';
import {type LocaleTable, defaultLocale, locales} from './locales';

export {defaultLocale};

/** The `i18n` config of a site whose locales are `table`. */
export function i18nConfigOf(table: LocaleTable): I18nConfig {
  return {
    defaultLocale,
    locales: [defaultLocale, ...Object.keys(table).filter((locale) => locale !== defaultLocale)],
    path: 'i18n',
    localeConfigs: Object.fromEntries(
      Object.entries(table).map(([locale, {label, htmlLang, direction = 'ltr'}]) => [
        locale,
        {label, direction, htmlLang, calendar: 'gregory', path: locale},
      ]),
    ),
  };
}

export const i18n: I18nConfig = i18nConfigOf(locales);

/**
 * The tagline of the locale being built (the config is loaded once per locale); the default
 * locale's where none is being built (Docusaurus reads the config once before it picks one).
 */
export function taglineFor(locale: string | undefined): string {
  return (locales[locale ?? defaultLocale] ?? locales[defaultLocale]).tagline;
}
