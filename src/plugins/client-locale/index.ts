/**
 * What a reader's browser gets of config/locales.ts: the typography row and the Mac menu names of
 * the locale being built, and nothing else. Each locale is one entry of that table, which also
 * holds what only the build and the checks read (taglines, fonts, glossaries, textlint configs);
 * imported as it is by `<Menu>` and the drawings, the whole table came into every page's first
 * load (+1.8 KB gzip on a doc page). So the site's bundles, the browser's and the server
 * renderer's, read in place of typography-rows.ts and menu-files.ts two modules written here from
 * the table at each build: the built locale's row, and its menu names imported from their file
 * (`npm start` shows an edit to that file at once; an edit to config/locales.ts, as to any file of
 * config/, takes a restart). Two modules, not one: the drawings print with the typography alone,
 * and each page's chunk that holds one would hold the menu names too.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {NormalModuleReplacementPlugin} from 'webpack';
import {type LocaleTable, defaultLocale, localeOf, locales} from '../../../config/locales';

const json = (value: unknown) => JSON.stringify(value);

/** The module read in place of typography-rows.ts: the row of `locale` alone. */
export function typographyRowsModule(locale: string, table: LocaleTable = locales): string {
  return `export const typographyRows = ${json({[locale]: localeOf(locale, table).typography})};\n`;
}

/** The module read in place of menu-files.ts: the file of menu names of `locale` alone, if it has one. */
export function menuFilesModule(locale: string, siteDir: string, table: LocaleTable = locales): string {
  const {menus} = localeOf(locale, table);
  return [
    ...(menus ? [`import names from ${json(path.join(siteDir, menus.file))};`] : []),
    `export const defaultLocale = ${json(defaultLocale)};`,
    `export const menuFiles = ${menus ? `{${json(locale)}: {file: ${json(menus.file)}, names}}` : '{}'};`,
    '',
  ].join('\n');
}

export default function clientLocalePlugin(context: LoadContext): Plugin {
  const {currentLocale} = context.i18n;
  const replaced = {
    'typography-rows': typographyRowsModule(currentLocale),
    'menu-files': menuFilesModule(currentLocale, context.siteDir),
  };
  const written: Record<string, string> = {};
  return {
    name: 'client-locale',
    async contentLoaded({actions}) {
      for (const [name, text] of Object.entries(replaced)) written[name] = await actions.createData(`${name}.js`, text);
    },
    configureWebpack: () => ({
      // Never the table in place of a module not written: webpack is configured after the content is loaded.
      plugins: Object.keys(replaced).map((name) => {
        const file = written[name];
        if (file === undefined) throw new Error(`client-locale: ${name}.js was not written before webpack's config.`);
        return new NormalModuleReplacementPlugin(
          new RegExp(String.raw`src[\\/]plugins[\\/]client-locale[\\/]${name}\.ts$`),
          file,
        );
      }),
    }),
  };
}
