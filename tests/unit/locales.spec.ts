/**
 * A locale in one place (issue 30): each locale is one entry of config/locales.ts, from which the
 * Docusaurus config, the typography, the link previews' and manuals' fonts, the terminology
 * check's files and what the pages' scripts get of it (src/plugins/client-locale/) derive. The check of scripts/lib/locale-check.ts (run first by `npm run lint:terms`)
 * names the file to fix when a locale lacks its glossary, its textlint config, its typography row,
 * its file of Mac menu names or a name in it: a name missing there would print nothing in English
 * but stop the build (src/data/mac-menus.ts). A throw-away Italian locale, built here in memory
 * and never added to the site, shows what one entry gives and what the check asks of it.
 */
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {i18nConfigOf} from '../../config/i18n';
import {type LocaleEntry, defaultLocale, locales} from '../../config/locales';
import {cardFontsOf} from '../../config/preview-images';
import {localeProblems} from '../../scripts/lib/locale-check';
import {manualFontsOf} from '../../scripts/lib/manual/fonts';
import {menuIds} from '../../src/data/mac-menus';
import {menuFilesModule, typographyRowsModule} from '../../src/plugins/client-locale';
import {typographyRowsOf} from '../../src/plugins/client-locale/typography-rows';
import {typographyOf} from '../../src/i18n/typography';
import {NBSP, latin} from '../../src/i18n/typography-presets';

/** Italian, as a new language would be added: its French files stand in for the translations it would bring. */
const italian: LocaleEntry = {
  label: 'Italiano',
  htmlLang: 'it',
  tagline: 'Strutture di scomposizione del lavoro, dei costi e del prodotto, stime e budget su Mac, iPhone e iPad.',
  ogLocale: 'it_IT',
  typography: {...latin, quotes: ['«', '»'], hours: `${NBSP}h`, percentSpace: NBSP},
  glossary: 'terminology/fr.yml',
  lint: {textlint: 'config/textlint-fr.json'},
  menus: {file: 'src/data/mac-menus/fr.json', names: locales.fr.menus!.names},
  platformNames: {qualifiers: ['su iPhone e iPad', 'su Mac'], links: {mac: ['Mac'], ios: ['iOS', 'iPhone e iPad']}},
};
const root = path.join(__dirname, '../..');
const withItalian = (entry: LocaleEntry) => ({...locales, it: entry});
/** The problems of the Italian entry alone, whatever the site's own files hold. */
const italianProblems = (entry: LocaleEntry) => localeProblems({it: entry});

test("the site's locales: every file their entries name is there, and each menu file names every menu", () => {
  expect(Object.keys(locales)).toEqual(['en', 'de', 'fr', 'ja', 'nl', 'zh-Hans']);
  expect(localeProblems()).toEqual([]);
});

test('a new locale is one entry: the Docusaurus config, typography and fonts derive from it', () => {
  const table = withItalian(italian);
  const i18n = i18nConfigOf(table);
  expect(i18n.defaultLocale).toBe(defaultLocale);
  expect(i18n.locales).toEqual(['en', 'de', 'fr', 'ja', 'nl', 'zh-Hans', 'it']);
  expect(i18n.localeConfigs.it).toEqual({
    label: 'Italiano',
    direction: 'ltr',
    htmlLang: 'it',
    calendar: 'gregory',
    path: 'it',
  });
  expect(typographyOf('it', typographyRowsOf(table)).quotes).toEqual(['«', '»']);
  // A Latin script: the cards' Inter alone, and the manuals print with the site's own font stacks.
  expect(cardFontsOf('it', table).map((font) => `${font.package}/${font.css}`)).toEqual([
    'inter-ui/inter-latin.css',
    'inter-ui/inter.css',
  ]);
  expect(manualFontsOf('it', table)).toBeUndefined();
  // Its files are all there (the French ones, standing in): the check asks nothing more.
  expect(italianProblems(italian)).toEqual([]);
  // What its pages' scripts get of it (src/plugins/client-locale/): its typography row and its menu
  // names' file, none of the rest (the tagline, its fonts, glossary and textlint configs).
  expect(typographyRowsModule('it', table)).toBe(
    `export const typographyRows = {"it":${JSON.stringify(italian.typography)}};\n`,
  );
  const menus = menuFilesModule('it', root, table);
  expect(menus).toContain(`import names from ${JSON.stringify(path.join(root, 'src/data/mac-menus/fr.json'))};`);
  expect(menus).toContain('export const menuFiles = {"it": {file: "src/data/mac-menus/fr.json", names}};');
  // A locale the table lacks is a mistake, named, not English.
  expect(() => typographyOf('it')).toThrow('No typography row for the locale "it": config/locales.ts has no entry');
});

test('a new locale without its glossary, textlint config or menu file fails the check, naming each file', () => {
  const ownFiles = {
    ...italian,
    glossary: 'terminology/it.yml',
    lint: {textlint: 'config/textlint-it.json'},
    menus: {file: 'src/data/mac-menus/it.json', names: {}},
  };
  expect(italianProblems(ownFiles)).toEqual([
    'terminology/it.yml:1:1  no such file → the glossary of "it" (config/locales.ts)',
    'config/textlint-it.json:1:1  no such file → the textlint config of "it" (config/locales.ts)',
    'src/data/mac-menus/it.json:1:1  no such file → the Mac menu names of "it" (config/locales.ts)',
  ]);
  // A textlint config that reads another language's glossary.
  expect(italianProblems({...italian, lint: {textlint: 'config/textlint-de.json'}})).toEqual([
    'config/textlint-de.json:1:1  reads no terminology/fr.yml → prh\'s rulePaths name the glossary of "it"',
  ]);
  const {menus, ...withoutMenus} = italian;
  expect(menus).toBeDefined();
  expect(italianProblems(withoutMenus)).toEqual([
    'config/locales.ts:1:1  "it" names no file of Mac menu names (menus)',
  ]);
});

test('a new locale without a typography row fails to type-check, and the check names the table', () => {
  // @ts-expect-error: the type asks each locale for its typography row (npm run typecheck fails without this line).
  const withoutRow: LocaleEntry = {...italian, typography: undefined};
  expect(italianProblems(withoutRow)).toEqual([
    'config/locales.ts:1:1  "it" has no typography row → how components print the language',
  ]);
});

test('a menu name or tab a locale’s file lacks fails the check, naming the file and the id', () => {
  const names: Record<string, string> = {...italian.menus!.names};
  delete names['file.export.csv'];
  delete names['view.customize#tab.chart'];
  expect(italianProblems({...italian, menus: {file: 'src/data/mac-menus/fr.json', names}})).toEqual([
    'src/data/mac-menus/fr.json:1:1  not the names config/locales.ts reads in for "it" → import this file there',
    'src/data/mac-menus/fr.json:1:1  no "file.export.csv" → its name in that language (no English fallback)',
    'src/data/mac-menus/fr.json:1:1  no "view.customize#tab.chart" → its name in that language (no English fallback)',
  ]);
  // Every menu and item, not only some: the ids the check walks.
  expect(menuIds()).toEqual(expect.arrayContaining(['app', 'file', 'file.export.csv', 'finderApp', 'finder.putBack']));
});

test("each locale's language tags: the language alone (Chinese with its script), og:locale with a territory", () => {
  for (const [locale, {htmlLang, ogLocale}] of Object.entries(locales)) {
    // `fr`, not `fr-FR`: a page is written for every reader of its language (issue 29).
    expect(htmlLang, locale).toMatch(/^[a-z]{2,3}(-[A-Z][a-z]{3})?$/);
    expect(ogLocale, locale).toMatch(new RegExp(`^${htmlLang.split('-')[0]}_[A-Z]{2}$`));
  }
});
