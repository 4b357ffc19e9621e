/**
 * Which pages are translated, and whether from the English text of today (issue 11).
 *
 * Every English page, partial and post has a translation per locale under i18n/<locale>/, or
 * none. Each locale's lockfile, i18n/<locale>/translations.lock.json, records for every
 * translation the hash of the English file it was translated from: when the English changes,
 * the hash no longer matches and the translation is stale. The hash is of the file's text, so a
 * shallow clone can tell (no Git history needed).
 *
 * Read by `npm run i18n:status` (scripts/i18n-status.ts) and, at build time, by the
 * translation-status plugin (./index.ts), which tells pages to show
 * their reader a notice.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {testPagesEnabled} from '../../../_dogfooding/dogfooding.config';
import {defaultLocale, i18n} from '../../../config/i18n';
import {PageSource} from '../../../scripts/lib/page-source';

/** The locales a page is translated into. */
export const translatedLocales = i18n.locales.filter((locale) => locale !== defaultLocale);

/** English content folders, and where a locale's translations of them live. */
const contentSets = [
  {english: 'docs', translated: (locale: string) => `i18n/${locale}/docusaurus-plugin-content-docs/current`},
  {english: 'blog', translated: (locale: string) => `i18n/${locale}/docusaurus-plugin-content-blog`},
  // Only in the test build (_dogfooding/dogfooding.config.ts): a page per state of translation.
  ...(testPagesEnabled
    ? [
        {
          english: '_dogfooding/test-docs',
          translated: (locale: string) => `i18n/${locale}/docusaurus-plugin-content-docs-test-docs/current`,
        },
      ]
    : []),
];

export type Status = 'translated' | 'stale' | 'missing';

export type SourceStatus = {
  /** The English file, relative to the site: `docs/intro.mdx`. */
  source: string;
  /** Its translation, relative to the site. */
  translation: string;
  status: Status;
};

/** The hash a lockfile records: of the text, whatever its line endings. */
export function hashOf(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex').slice(0, 16);
}

/** The Markdown and MDX files under `dir` (relative to the site, `/`-separated), in order. */
function filesUnder(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .sort();
}

/** Every English page, partial and post, with the path of its translation into `locale`. */
export function sourcesOf(root: string, locale: string): {source: string; translation: string}[] {
  return contentSets.flatMap(({english, translated}) =>
    filesUnder(root, english).map((source) => ({
      source,
      translation: path.posix.join(translated(locale), path.posix.relative(english, source)),
    })),
  );
}

export const lockfileOf = (locale: string) => `i18n/${locale}/translations.lock.json`;

type Lockfile = {$comment?: string; sources: Record<string, string>};

const LOCK_COMMENT =
  'The hash of each English file when its translation was last brought up to date (src/plugins/translation-status/translations.ts). ' +
  'Written by `npm run i18n:status -- --mark <locale> <files>`.';

export function readLock(root: string, locale: string): Record<string, string> {
  const file = path.join(root, lockfileOf(locale));
  if (!existsSync(file)) return {};
  return (JSON.parse(readFileSync(file, 'utf8')) as Lockfile).sources;
}

/**
 * The English files whose translation into `locale` its lockfile records: the translations a check
 * over them must have read, whatever it found on disk.
 */
export function recordedTranslationsOf(root: string, locale: string): {source: string; translation: string}[] {
  const lock = readLock(root, locale);
  return sourcesOf(root, locale).filter(({source}) => source in lock);
}

/** Records that the translations of `sources` into `locale` now follow their English text. */
export function markTranslated(root: string, locale: string, sources: string[]): void {
  const lock = readLock(root, locale);
  for (const source of sources) lock[source] = hashOf(readFileSync(path.join(root, source), 'utf8'));
  const sorted = Object.fromEntries(Object.entries(lock).sort(([a], [b]) => a.localeCompare(b)));
  const content: Lockfile = {$comment: LOCK_COMMENT, sources: sorted};
  writeFileSync(path.join(root, lockfileOf(locale)), `${JSON.stringify(content, null, 2)}\n`);
}

/** The partials a page imports (`import X from '../_partials/x.mdx'`), relative to the site. */
function partialsOf(root: string, source: string): string[] {
  const imports = new PageSource(readFileSync(path.join(root, source), 'utf8')).imports();
  return imports.flatMap((line) => {
    const partial = /^import\s+\w+\s+from\s+'(\.{1,2}\/[^']+\.mdx?)';?$/.exec(line)?.[1];
    return partial === undefined ? [] : [path.posix.normalize(path.posix.join(path.posix.dirname(source), partial))];
  });
}

/**
 * Each English file's status in `locale`. A page whose own translation is current but which
 * shows a stale partial is stale too: the reader sees both as one page.
 */
export function statusOf(root: string, locale: string): SourceStatus[] {
  const lock = readLock(root, locale);
  const own = new Map(
    sourcesOf(root, locale).map(({source, translation}) => {
      let status: Status = 'missing';
      if (existsSync(path.join(root, translation))) {
        const current = lock[source] === hashOf(readFileSync(path.join(root, source), 'utf8'));
        status = current ? 'translated' : 'stale';
      }
      return [source, {source, translation, status}];
    }),
  );
  return [...own.values()].map((entry) => {
    if (entry.status !== 'translated') return entry;
    const stalePartial = partialsOf(root, entry.source).some((partial) => own.get(partial)?.status !== 'translated');
    return stalePartial ? {...entry, status: 'stale'} : entry;
  });
}

/**
 * A page (or post) rather than a partial, which only shows inside the pages importing it. As for
 * Docusaurus, only the path inside its content folder counts: `_dogfooding/test-docs/stale.mdx` is a page.
 */
export function isPage(source: string): boolean {
  const set = contentSets.find(({english}) => source.startsWith(`${english}/`));
  const inFolder = set === undefined ? source : path.posix.relative(set.english, source);
  return !inFolder.split('/').some((part) => part.startsWith('_'));
}
