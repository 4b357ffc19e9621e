/**
 * The terminology check (issues 10, 11): textlint with textlint-rule-prh, one dictionary per
 * language (its glossary, terminology/<locale>.yml, the glossaries CONTENT.md points to) and one
 * textlint config per language (config/textlint-<locale>.json: the dictionary, and the language's
 * own rules), as each locale's entry of config/locales.ts names them, with the language's own
 * checker where it has one (`lint.checker`). English pages are checked against the English dictionary and the English checks of
 * scripts/lib/english/ (the serial comma, Apple's compounds); each other locale's pages
 * and the "message" values of its i18n/<locale>/code.json against its own (Japanese also with
 * textlint's Japanese technical-writing and spacing presets, Chinese with zhlint:
 * scripts/lib/chinese-check.ts). First, that each locale's files are there and its Mac menu file
 * names every menu, item and tab (scripts/lib/locale-check.ts). In every page, the Mac's menu commands and shortcuts against
 * src/data/mac-menus.ts (scripts/lib/menu-check.ts), and where a language quotes UI names, a known
 * one typed in bold (scripts/lib/ui-name-check.ts).
 * Every string a reader sees is read (issue 17): the site strings of code.json, the navbar and
 * footer labels, the sidebar's category labels, the blog's title and description (which also
 * title its feeds), and in each page's front matter its title, description, sidebar label and
 * tag labels, which Markdown linters pass over; and beside each code.json, the theme's own
 * translations it does not override, which Docusaurus shows as it ships them (scripts/lib/reader-strings.ts).
 * Prints `file:line:col  variant → expected` per hit and exits 1 on any hit.
 *
 * Usage: terminology.ts [--<locale> PATH]... [--<locale>-json FILE]... [--en-strings]
 * (e.g. --fr DIR, --de-json FILE; files or directories; --en-strings, the English site strings of
 * the code and the config; without any option, the site's own pages, code.json files and strings
 * in every locale).
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createLinter, loadTextlintrc} from 'textlint';
import type {TextlintMessage, TextlintResult} from '@textlint/types';
import {defaultLocale, i18n} from '../config/i18n';
import {localeOf} from '../config/locales';
import {checkChinese} from './lib/chinese-check';
import {localeProblems} from './lib/locale-check';
import {checkMenus} from './lib/menu-check';
import {checkUiNames} from './lib/ui-name-check';
import {englishRules} from './lib/english';
import {englishSiteStrings} from './lib/english-site-strings';
import {
  type ReaderString,
  frontMatterStrings,
  jsonStrings,
  readerJsonFiles,
  themeDefaultStrings,
} from './lib/reader-strings';

const root = path.join(__dirname, '..');
const {locales} = i18n;

/**
 * Per locale, the pages and JSON files to check; `englishStrings`: the English site strings written
 * in the code and the config (scripts/lib/english-site-strings.ts), English being the default locale.
 */
type Inputs = Record<string, {pages: string[]; json: string[]; englishStrings?: boolean}>;

/**
 * The files to check, from `--<locale>` and `--<locale>-json` (each may repeat) and `--en-strings`
 * (the English site strings); none: the site's own, all of them.
 */
function inputsFrom(args: string[]): Inputs {
  const option = {type: 'string' as const, multiple: true as const, default: [] as string[]};
  const {values: parsed} = parseArgs({
    args,
    options: {
      ...Object.fromEntries(
        locales.flatMap((locale) => [
          [locale, option],
          [`${locale}-json`, option],
        ]),
      ),
      [`${defaultLocale}-strings`]: {type: 'boolean', default: false},
    },
  });
  const values = parsed as Record<string, unknown>;
  const englishStrings = values[`${defaultLocale}-strings`] === true;
  const given = Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        pages: values[locale] as string[],
        json: values[`${locale}-json`] as string[],
        englishStrings: locale === defaultLocale && englishStrings,
      },
    ]),
  );
  if (englishStrings || Object.values(given).some(({pages, json}) => pages.length + json.length > 0)) return given;
  const site = (locale: string) =>
    locale === defaultLocale
      ? {pages: ['docs', 'blog'], json: readerJsonFiles(root, locale), englishStrings: true}
      : {
          pages: [
            `i18n/${locale}/docusaurus-plugin-content-docs/current`,
            `i18n/${locale}/docusaurus-plugin-content-blog`,
          ].filter((dir) => existsSync(path.join(root, dir))),
          json: readerJsonFiles(root, locale),
        };
  return Object.fromEntries(locales.map((locale) => [locale, site(locale)]));
}

/** What a message says: prh's `variant → expected`, or another rule's first line and the line it is about. */
function describe(message: TextlintMessage, text: string): string {
  // prh's message reads "variant => expected"; the variant is also in the text at line:column.
  const match = /^(.*?) => (.*?)(?:\n|$)/.exec(message.message);
  if (match) return `${match[1]} → ${match[2]}`;
  // Other rules explain at length: the first line says what is wrong.
  return `${message.message.split('\n')[0]}  (${text.split('\n')[message.line - 1]?.trim() ?? ''})`;
}

/** `file:line:col  variant → expected` for each message of `result`, under `name`. */
function report(result: TextlintResult, name: string, text: string): string[] {
  return result.messages.map((message) => `${name}:${message.line}:${message.column}  ${describe(message, text)}`);
}

/** The Markdown and MDX pages at `paths` (files, or directories searched through). */
function pagesAt(paths: string[]): string[] {
  return paths.flatMap((entry) =>
    statSync(entry).isDirectory()
      ? readdirSync(entry, {recursive: true, encoding: 'utf8'})
          .filter((file) => /\.mdx?$/.test(file))
          .map((file) => path.join(entry, file))
      : /\.mdx?$/.test(entry)
        ? [entry]
        : [],
  );
}

/**
 * The linter of `language`'s pages, or of its code.json strings: those are labels, not sentences,
 * so a language whose rules are about sentences (Japanese: a period at the end…) has a config of
 * its own for them (`lint.textlintStrings` in config/locales.ts).
 */
async function linterFor(language: string, kind: 'pages' | 'strings') {
  const {textlint, textlintStrings, checker} = localeOf(language).lint;
  const descriptor = await loadTextlintrc({
    configFilePath: path.join(root, kind === 'strings' ? (textlintStrings ?? textlint) : textlint),
    node_modulesDir: path.join(root, 'node_modules'),
  });
  // English also has checks of its own beside its glossary: the serial comma, Apple's compounds.
  const rules = checker === 'english' ? englishRules : [];
  return createLinter({
    descriptor: descriptor.shallowMerge({rules: [...descriptor.rule.toKernelRulesFormat(), ...rules]}),
    cwd: process.cwd(),
  });
}

/** The language's own checker beside textlint, where it has one that reads text: zhlint for Chinese. */
const languageHits = (text: string, language: string) =>
  localeOf(language).lint.checker === 'chinese' ? checkChinese(text) : [];

/** The hits of one string a reader sees, at its place in its file. */
async function checkString(
  linter: Awaited<ReturnType<typeof linterFor>>,
  language: string,
  {name, line, column, text}: ReaderString,
): Promise<string[]> {
  // Linted as plain text: a label or a message is no Markdown.
  const result = await linter.lintText(text, 'string.txt');
  const where = (hit: {line: number; column: number}) =>
    line === undefined ? `${name}:${hit.line}:${hit.column}` : `${name}:${line}:${column + hit.column - 1}`;
  const found: {line: number; column: number; message: string}[] = result.messages.map((message) => ({
    line: message.line,
    column: message.column,
    message: describe(message, text),
  }));
  found.push(...languageHits(text, language));
  return found.map((hit) => `${where(hit)}  ${hit.message}`);
}

async function main(): Promise<number> {
  const inputs = inputsFrom(process.argv.slice(2));
  // What each locale's entry points to, which the checks below read: its glossary and configs, its menu names.
  const problems = localeProblems();
  if (problems.length > 0) {
    for (const problem of problems) console.log(problem);
    console.error(`${problems.length} problem(s) in the files of config/locales.ts: the other checks need them.`);
    return 1;
  }
  const hits: string[] = [];
  for (const [language, {pages, json, englishStrings}] of Object.entries(inputs)) {
    const files = pagesAt(pages);
    if (files.length === 0 && json.length === 0 && !englishStrings) continue;
    const linter = await linterFor(language, 'pages');
    const stringsLinter = await linterFor(language, 'strings');
    if (files.length > 0) {
      for (const result of await linter.lintFiles(files)) {
        const name = path.relative(process.cwd(), result.filePath);
        hits.push(...report(result, name, readFileSync(result.filePath, 'utf8')));
      }
      for (const page of files) {
        const text = readFileSync(page, 'utf8');
        const found = [...checkMenus(text, language), ...checkUiNames(text, language), ...languageHits(text, language)];
        for (const {line, column, message} of found) {
          hits.push(`${path.relative(process.cwd(), page)}:${line}:${column}  ${message}`);
        }
      }
    }
    const strings = [
      // English is the default locale: its site strings are in the code and the config, not in i18n/en/.
      ...(englishStrings ? await englishSiteStrings(root) : []),
      ...files.flatMap((page) => frontMatterStrings(path.relative(process.cwd(), page), readFileSync(page, 'utf8'))),
      ...json.flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const defaults = path.basename(file) === 'code.json' ? themeDefaultStrings(file, text, language) : [];
        return [...jsonStrings(file, text), ...defaults];
      }),
    ];
    for (const string of strings) hits.push(...(await checkString(stringsLinter, language, string)));
  }
  for (const hit of hits) console.log(hit);
  if (hits.length > 0) {
    console.error(`${hits.length} term(s) to replace: the dictionaries are in terminology/, the menus in src/data/.`);
    return 1;
  }
  return 0;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    // A mistake in the arguments is one line; anything else keeps its stack.
    const usage = (error as {code?: string}).code?.startsWith('ERR_PARSE_ARGS');
    console.error(usage ? `terminology: ${(error as Error).message}` : error);
    process.exit(2);
  },
);
