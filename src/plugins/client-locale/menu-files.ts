/**
 * Each locale's file of Mac menu names (its entry's `menus` in config/locales.ts), by locale, for
 * src/data/mac-menus.ts; the default locale has none, its names are those of the menu data. Here,
 * where Node reads it (the scripts, the tests), every locale's; in the site's bundles the plugin
 * (index.ts) puts in its place a module holding the file of the locale being built alone.
 */
import {type MenuFile, defaultLocale, locales} from '../../../config/locales';

export {defaultLocale};

export const menuFiles: Record<string, MenuFile> = Object.fromEntries(
  Object.entries(locales).flatMap(([locale, {menus}]) => (menus ? [[locale, menus]] : [])),
);
