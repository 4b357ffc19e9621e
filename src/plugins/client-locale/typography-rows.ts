/**
 * Each locale's typography row (config/locales.ts), by locale, for src/i18n/typography.ts. Here,
 * where Node reads it (the scripts, the tests), every locale's; in the site's bundles the plugin
 * (index.ts) puts in its place a module holding the row of the locale being built alone.
 */
import {type LocaleTable, locales} from '../../../config/locales';
import type {Typography} from '../../i18n/typography-presets';

/** The typography rows of the locales of `table`. */
export function typographyRowsOf(table: LocaleTable): Record<string, Typography> {
  return Object.fromEntries(Object.entries(table).map(([locale, {typography}]) => [locale, typography]));
}

export const typographyRows = typographyRowsOf(locales);
