/**
 * What each locale of config/locales.ts points to, checked before anything reads it: its typography
 * row; its glossary and textlint configs, there, the textlint config reading that glossary; and,
 * for every locale but the default one, its file of Mac menu names, there, read in as it is, and
 * naming every menu, item and tab of src/data/mac-menus.ts (a missing name would stop the build at
 * the first `<Menu>` that prints it). Each problem names the file to fix, as `npm run lint:terms`
 * prints its hits (`file:1:1  message`).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {type LocaleTable, defaultLocale, locales} from '../../config/locales';
import {missingMenuNames} from '../../src/data/mac-menus';

const repository = path.join(__dirname, '../..');
const TABLE = 'config/locales.ts';

/** The glossaries a textlint config has prh read, as paths from the repository's root. */
function glossariesRead(config: string, root: string): string[] {
  const {rules} = JSON.parse(readFileSync(path.join(root, config), 'utf8')) as {
    rules?: {prh?: {rulePaths?: string[]}};
  };
  return (rules?.prh?.rulePaths ?? []).map((rulePath) => path.join(path.dirname(config), rulePath));
}

/** The problems of `locale`'s entry, each `file:1:1  message`. */
function problemsOf(locale: string, table: LocaleTable, root: string): string[] {
  const entry = table[locale];
  const at = (file: string, message: string) => `${file}:1:1  ${message}`;
  const missing = (file: string | undefined) => file !== undefined && !existsSync(path.join(root, file));
  const problems: string[] = [];
  // The type asks for each, but a table may be built where TypeScript does not look (JSON, a cast).
  if ((entry.typography as typeof entry.typography | undefined) === undefined)
    problems.push(at(TABLE, `"${locale}" has no typography row → how components print the language`));
  const {glossary, lint} = entry;
  if (missing(glossary)) problems.push(at(glossary, `no such file → the glossary of "${locale}" (${TABLE})`));
  for (const config of [lint.textlint, lint.textlintStrings]) {
    if (config === undefined) continue;
    if (missing(config)) problems.push(at(config, `no such file → the textlint config of "${locale}" (${TABLE})`));
    else if (!glossariesRead(config, root).includes(glossary))
      problems.push(at(config, `reads no ${glossary} → prh's rulePaths name the glossary of "${locale}"`));
  }
  if (locale === defaultLocale) return problems;
  const {menus} = entry;
  if (menus === undefined) return [...problems, at(TABLE, `"${locale}" names no file of Mac menu names (menus)`)];
  if (missing(menus.file))
    return [...problems, at(menus.file, `no such file → the Mac menu names of "${locale}" (${TABLE})`)];
  if (!isDeepStrictEqual(JSON.parse(readFileSync(path.join(root, menus.file), 'utf8')), menus.names))
    problems.push(at(menus.file, `not the names ${TABLE} reads in for "${locale}" → import this file there`));
  for (const id of missingMenuNames(menus.names))
    problems.push(at(menus.file, `no "${id}" → its name in that language (no English fallback)`));
  return problems;
}

/** The problems of every locale of `table` (the site's own by default), each naming its file. */
export function localeProblems(table: LocaleTable = locales, root = repository): string[] {
  return Object.keys(table).flatMap((locale) => problemsOf(locale, table, root));
}
