/**
 * The site strings of a locale that a code.json can decide (issue 27): the theme's (the ids of
 * @docusaurus/theme-translations' base file: theme-common and theme-classic, with the docs and blog
 * plugins' pages) and the site's own `translate()` and `<Translate>` ids in src/ (its swizzled
 * theme components and its components), read by Docusaurus's own extractor, the one `npm run
 * write-translations` runs. For each, what a reader of the locale is shown: the code.json's
 * message, or without one what Docusaurus falls back on — the theme's translation for the
 * locale as Docusaurus ships it, else the English message of the code.
 *
 * Which of them a built page shows is found by their text (`stringsShown`): each message, its
 * plural forms apart and its `{placeholders}` standing for any text (a number for a count or a page), is looked for as the whole of
 * a text, an attribute, an element's text, a title without its site suffix; what a placeholder
 * stood for is looked at again, so that a plural inside a title (« 3 posts tagged with … ») is
 * found too.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {readDefaultCodeTranslationMessages} from '@docusaurus/theme-translations';
import {
  extractAllSourceCodeFileTranslations,
  globSourceCodeFilePaths,
} from '@docusaurus/core/lib/server/translations/translationsExtractor';
import {getBabelOptions, getCustomBabelConfigFilePath} from '@docusaurus/core/lib/webpack/utils';
import {UNUSED_THEME_STRINGS} from '../../scripts/lib/reader-strings';
import {shownTexts} from './shown-text';
import {defaultLocale} from '../../config/i18n';

const siteDir = path.join(__dirname, '../..');

export interface SiteString {
  id: string;
  /** What a reader of the locale is shown. */
  message: string;
  /** Whether the locale's code.json decides it. */
  decided: boolean;
}

/** The messages of a translation file (`{id: {message}}`), or of the theme's (`{id: message}`). */
type Messages = Record<string, string>;

/**
 * The theme's ids with their English messages, as @docusaurus/theme-translations ships them for
 * 2.4.1, less those of the features the site does not use (docs versions, "last updated", docs
 * tags), which no page can show: a text that reads like one (« on Mac » for « on {date} ») is not it.
 */
function themeBase(): Messages {
  const file = path.join(
    path.dirname(require.resolve('@docusaurus/theme-translations/package.json')),
    'locales/base/theme-common.json',
  );
  const base = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  return Object.fromEntries(
    Object.entries(base).filter(
      ([id]) => !id.endsWith('___DESCRIPTION') && !UNUSED_THEME_STRINGS.some((unused) => unused.test(id)),
    ),
  );
}

/** The site's own ids in src/ with the messages of their code, as `write-translations` reads them. */
async function siteSourceMessages(): Promise<Messages> {
  const babelOptions = getBabelOptions({isServer: true, babelOptions: await getCustomBabelConfigFilePath(siteDir)});
  const files = await globSourceCodeFilePaths([path.join(siteDir, 'src')]);
  const extracted = await extractAllSourceCodeFileTranslations(files, babelOptions);
  return Object.fromEntries(
    extracted.flatMap(({translations}) => Object.entries(translations).map(([id, {message}]) => [id, message])),
  );
}

/** A locale's code.json, id to message (none where the file is missing). */
function codeJsonOf(locale: string): Messages {
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  if (!existsSync(file)) return {};
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return Object.fromEntries(Object.entries(entries).map(([id, {message}]) => [id, message]));
}

let siteSource: Promise<Messages> | undefined;

/**
 * Every site string of `locale`, and what its readers are shown of it. In the default locale a
 * string of the site's own code is decided where it is written (its `translate()` message is the
 * English the site's writers chose); the theme's strings need the locale's code.json there too.
 */
export async function siteStringsOf(locale: string): Promise<SiteString[]> {
  siteSource ??= siteSourceMessages();
  const site = await siteSource;
  const code = codeJsonOf(locale);
  const shipped = await readDefaultCodeTranslationMessages({locale, name: 'theme-common'});
  return Object.entries({...themeBase(), ...site}).map(([id, message]) => ({
    id,
    message: code[id] ?? shipped[id] ?? message,
    decided: id in code || (locale === defaultLocale && id in site),
  }));
}

/**
 * Strings a page shows in another state than the one the build writes, each with the string it is
 * seen beside: the colour toggle's other mode, a code block's copy button once pressed and its
 * wrap button (shown where its lines overflow), the
 * collapsed sidebar's button, the small screens' menu opened by its button (closed in the HTML).
 */
export const SHOWN_WITH: Record<string, string[]> = {
  'theme.colorToggle.ariaLabel.mode.light': ['theme.colorToggle.ariaLabel.mode.dark'],
  'theme.CodeBlock.copyButtonAriaLabel': ['theme.CodeBlock.copied', 'theme.CodeBlock.wordWrapToggle'],
  'theme.docs.sidebar.collapseButtonAriaLabel': ['theme.docs.sidebar.expandButtonAriaLabel'],
  'theme.docs.sidebar.collapseButtonTitle': ['theme.docs.sidebar.expandButtonTitle'],
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': [
    'theme.docs.sidebar.closeSidebarButtonAriaLabel',
    'theme.navbar.mobileLanguageDropdown.label',
    'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel',
  ],
};

/** Longest element text looked at whole: longer ones are whole paragraphs and articles, no string's. */
const ELEMENT_TEXT_MAX = 300;

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The texts of a page in which a string may stand whole (see the module's comment). */
export function textsOf($: CheerioAPI): string[] {
  const texts = shownTexts($).flatMap(({where, text}) =>
    // The theme titles a page `<title> | <site title>`.
    where === 'title' ? [text, text.replace(/ \| [^|]*$/, '')] : [text],
  );
  $('body *').each((_, element) => {
    const text = $(element).text();
    if (text.length <= ELEMENT_TEXT_MAX) texts.push(text);
  });
  return texts.map(normalized);
}

/** Placeholders that stand for a number (a count of posts or items, minutes of reading, a page's number), any other for any text. */
const NUMBERS = new Set(['count', 'readingTime', 'page']);

interface Form {
  id: string;
  /** The message's text between placeholders, which a text holding it must contain. */
  literal: string;
  pattern: RegExp;
}

/** The forms of each string (plural forms are `|`-separated) as patterns of a whole text. */
function formsOf(strings: SiteString[]): Form[] {
  return strings.flatMap(({id, message}) =>
    normalized(message)
      .split('|')
      .map((form) => form.trim())
      .flatMap((form) => {
        const parts = form.split(/\{\w+\}/);
        const literal = parts.reduce((a, b) => (b.trim().length > a.trim().length ? b : a), '');
        if (!/\p{L}/u.test(literal)) return [];
        const placeholders = [...form.matchAll(/\{(\w+)\}/g)].map(([, name]) =>
          NUMBERS.has(name) ? '(\\d+)' : '(.+?)',
        );
        const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        const source = escaped.map((part, i) => part + (placeholders[i] ?? '')).join('');
        return [{id, literal, pattern: new RegExp(`^${source}$`, 'u')}];
      }),
  );
}

/**
 * Finds which of `strings` the pages read into it show, each id with the first page it is on.
 * A text met on an earlier page (the navbar, the footer) is not read again.
 */
export function stringFinder(strings: SiteString[]) {
  const forms = formsOf(strings);
  const shown = new Map<string, string>();
  const seen = new Set<string>();
  return {
    read(texts: string[], page: string): void {
      const queue = [...texts];
      for (let text = queue.shift(); text !== undefined; text = queue.shift()) {
        if (text === '' || seen.has(text)) continue;
        seen.add(text);
        for (const {id, literal, pattern} of forms) {
          if (!text.includes(literal)) continue;
          const match = pattern.exec(text);
          if (!match) continue;
          if (!shown.has(id)) shown.set(id, page);
          // What the placeholders stood for may be strings of their own (a plural in a title).
          queue.push(...match.slice(1).map(normalized));
        }
      }
    },
    /** The ids shown, with a page of each; those shown beside them in another state, with its page. */
    shown(): Map<string, string> {
      const all = new Map(shown);
      for (const [id, page] of shown) {
        for (const other of SHOWN_WITH[id] ?? []) if (!all.has(other)) all.set(other, page);
      }
      return all;
    },
  };
}
