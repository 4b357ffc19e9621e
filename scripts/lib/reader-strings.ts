/**
 * The strings a reader sees outside a page's Markdown, for the terminology check
 * (scripts/terminology.ts): the translated site strings of i18n/<locale>/ (navbar, footer,
 * sidebar categories, blog title and description, which also title the feeds, and code.json),
 * and the front matter of a page (its title, description, sidebar and previous/next labels, its
 * tags' labels), which Markdown linters pass over as YAML.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

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

/** The front-matter keys whose values a reader sees: in the page, the sidebar, the pager, search results. */
const SHOWN_KEYS = ['title', 'description', 'sidebar_label', 'pagination_label'];

/** A YAML scalar as written on one line, without its quotes, and where its text starts in it. */
function unquoted(value: string, start: number): {text: string; column: number} {
  const quoted = /^(["'])(.*)\1\s*$/.exec(value);
  return quoted ? {text: quoted[2], column: start + 1} : {text: value.trimEnd(), column: start};
}

/** The shown strings of `page`'s front matter (`tags: [{label: Nouvelle version, permalink: /release}]` too). */
export function frontMatterStrings(page: string, text: string): ReaderString[] {
  const block = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!block) return [];
  return block[1].split('\n').flatMap((content, index) => {
    const line = index + 2;
    const key = /^(\w+):\s*/.exec(content);
    if (!key) return [];
    if (SHOWN_KEYS.includes(key[1])) {
      return [{name: page, line, ...unquoted(content.slice(key[0].length), key[0].length + 1)}];
    }
    if (key[1] !== 'tags') return [];
    return [...content.matchAll(/label:\s*([^,}]+)/g)].map((match) => ({
      name: page,
      line,
      ...unquoted(match[1], match.index! + match[0].length - match[1].length + 1),
    }));
  });
}
