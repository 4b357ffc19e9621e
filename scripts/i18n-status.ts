/**
 * `npm run i18n:status`: per locale, how many English pages and posts are translated, stale
 * (their English changed since, or a partial they show did) and missing, then the names of the
 * stale and missing ones (partials included, which show inside their pages).
 *
 * `npm run i18n:status -- --mark <locale> [file…]`: after bringing translations up to date,
 * records that they follow today's English (the English files, e.g. docs/intro.mdx; none: every
 * file that locale has a translation of).
 * `--root DIR` reads another copy of the site (the tests use one).
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  isPage,
  markTranslated,
  sourcesOf,
  statusOf,
  translatedLocales,
  type SourceStatus,
} from '../src/plugins/translation-status/translations';
import {existsSync} from 'node:fs';

const {values, positionals} = parseArgs({
  options: {mark: {type: 'string'}, root: {type: 'string', default: path.join(__dirname, '..')}},
  allowPositionals: true,
});
const root = path.resolve(values.root);

function mark(locale: string, files: string[]): void {
  if (!translatedLocales.includes(locale)) throw new Error(`--mark: "${locale}" is not a translated locale.`);
  const known = new Map(sourcesOf(root, locale).map((entry) => [entry.source, entry]));
  const chosen = files.length > 0 ? files : [...known.keys()];
  const marked = chosen.filter((source) => {
    const entry = known.get(source);
    if (entry === undefined) throw new Error(`--mark: ${source} is no English page, partial or post.`);
    if (existsSync(path.join(root, entry.translation))) return true;
    if (files.length > 0) throw new Error(`--mark: ${entry.translation} does not exist.`);
    return false;
  });
  markTranslated(root, locale, marked);
  console.log(`${locale}: ${marked.length} translation(s) marked as following today's English.`);
}

function report(): void {
  const rows = translatedLocales.map((locale) => ({locale, entries: statusOf(root, locale)}));
  const count = (entries: SourceStatus[], status: string) =>
    entries.filter((entry) => isPage(entry.source) && entry.status === status).length;
  console.log('| locale | translated | stale | missing |');
  console.log('|---|---:|---:|---:|');
  for (const {locale, entries} of rows) {
    console.log(
      `| ${locale} | ${count(entries, 'translated')} | ${count(entries, 'stale')} | ${count(entries, 'missing')} |`,
    );
  }
  console.log('\n(pages and posts; partials show inside their pages and are listed below when not up to date)');
  for (const {locale, entries} of rows) {
    for (const status of ['stale', 'missing'] as const) {
      const names = entries.filter((entry) => entry.status === status).map((entry) => entry.source);
      if (names.length > 0) console.log(`\n${locale}, ${status} (${names.length}):\n  ${names.join('\n  ')}`);
    }
  }
}

try {
  if (values.mark !== undefined) mark(values.mark, positionals);
  else report();
} catch (error) {
  console.error(`i18n:status: ${(error as Error).message}`);
  process.exit(2);
}
