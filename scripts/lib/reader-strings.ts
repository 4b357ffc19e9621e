/**
 * The strings a reader sees outside a page's Markdown, for the terminology check
 * (scripts/lib/terminology-check.ts): the translated site strings of i18n/<locale>/ (navbar, footer,
 * sidebar categories, blog title and description, which also title the feeds, and code.json),
 * the theme's own translations a code.json leaves as Docusaurus ships them, and the front matter of a page (its title, description, sidebar and previous/next labels, its
 * tags' labels), which Markdown linters pass over as YAML.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {Scalar, YAMLMap, YAMLSeq} from 'yaml/types';
import {type PageSource, positionOf} from './page-source';

/**
 * One string, named by its file and place: `line` and `column` (1-based) where its text starts in
 * the file, or none for a JSON message, whose hits are told by their place in the message.
 */
export type ReaderString = {name: string; line?: number; column: number; text: string};

/** The translation files of `locale` whose messages readers see, as far as they exist. */
export function readerJsonFiles(root: string, locale: string): string[] {
  return [
    'code.json',
    'docusaurus-theme-classic/navbar.json',
    'docusaurus-theme-classic/footer.json',
    'docusaurus-plugin-content-docs/current.json',
    'docusaurus-plugin-content-blog/options.json',
  ]
    .map((file) => `i18n/${locale}/${file}`)
    .filter((file) => existsSync(path.join(root, file)));
}

/** Each `message` of a translation file, named `file#id`. */
export function jsonStrings(file: string, json: string): ReaderString[] {
  const entries = JSON.parse(json) as Record<string, {message?: unknown}>;
  return Object.entries(entries).flatMap(([id, entry]) =>
    typeof entry.message === 'string' ? [{name: `${file}#${id}`, column: 1, text: entry.message}] : [],
  );
}

/**
 * Theme strings of features the site does not use, which no reader meets: one version of the docs
 * (no version banner or badge), no "last updated" line, no tags on docs pages (only on posts). The
 * check of the theme's strings on the build (tests/support/theme-strings.ts) leaves them out too.
 */
export const UNUSED_THEME_STRINGS = [
  /^theme\.docs\.versions?/,
  /^theme\.lastUpdated\./,
  /^theme\.docs\.tagDocListPageTitle/,
];

/**
 * The theme's own translation of each string a code.json does not override: Docusaurus shows it
 * as it ships it (aria labels, the pager, admonition labels), so it is held to the glossary too.
 * Named `<code.json>#<id> (Docusaurus's own)`: the fix is an entry of that id in the code.json.
 */
export function themeDefaultStrings(codeJsonFile: string, json: string, locale: string): ReaderString[] {
  const shipped = path.join(
    path.dirname(require.resolve('@docusaurus/theme-translations/package.json')),
    'locales',
    locale,
    'theme-common.json',
  );
  if (!existsSync(shipped)) return [];
  const overridden = JSON.parse(json) as Record<string, unknown>;
  const defaults = JSON.parse(readFileSync(shipped, 'utf8')) as Record<string, string>;
  return Object.entries(defaults)
    .filter(([id]) => !id.endsWith('___DESCRIPTION') && !(id in overridden))
    .filter(([id]) => !UNUSED_THEME_STRINGS.some((unused) => unused.test(id)))
    .map(([id, text]) => ({name: `${codeJsonFile}#${id} (Docusaurus's own)`, column: 1, text}));
}

/** The front-matter keys whose values a reader sees: in the page, the sidebar, the pager, search results. */
const SHOWN_KEYS = ['title', 'description', 'sidebar_label', 'pagination_label'];

/**
 * The shown strings of the front matter of `source`, named `page` (`tags: [{label: Nouvelle version,
 * permalink: /release}]` too).
 */
export function frontMatterStrings(page: string, source: PageSource): ReaderString[] {
  const {text} = source;
  const frontMatter = source.frontMatter();
  if (frontMatter === undefined || !(frontMatter.document.contents instanceof YAMLMap)) return [];
  /** A string scalar where the page writes it: its line, and the column where its text starts (inside its quotes). */
  const shown = (node: unknown): ReaderString[] => {
    if (!(node instanceof Scalar) || typeof node.value !== 'string' || !node.range) return [];
    const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
    return [{name: page, ...positionOf(text, frontMatter.offset + node.range[0] + (quoted ? 1 : 0)), text: node.value}];
  };
  return (frontMatter.document.contents.items as {key: unknown; value: unknown}[]).flatMap(({key, value}) => {
    const name = key instanceof Scalar ? key.value : undefined;
    if (typeof name === 'string' && SHOWN_KEYS.includes(name)) return shown(value);
    if (name !== 'tags' || !(value instanceof YAMLSeq)) return [];
    return (value.items as unknown[]).flatMap((tag) => (tag instanceof YAMLMap ? shown(tag.get('label', true)) : []));
  });
}
