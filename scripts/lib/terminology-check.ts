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
 * A hit is a line `file:line:col  variant → expected`; any hit fails the check.
 *
 * It takes the command line's arguments and returns its exit status and the lines it would print,
 * rather than printing them, so that it runs in a process of its own (scripts/terminology.ts) or in
 * one that does more (a test runner's) alike.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
// textlint's own modules rather than its index, which also loads its command line and its MCP server (zod, the
// MCP SDK): half a second of start-up that a lint through its API never uses.
import {createLinter} from 'textlint/lib/src/createLinter';
import {loadTextlintrc} from 'textlint/lib/src/loader/TextlintrcLoader';
import type {TxtDocumentNode} from '@textlint/ast-node-types';
import type {TextlintMessage, TextlintPluginCreator} from '@textlint/types';
import {defaultLocale, i18n} from '../../config/i18n';
import {localeOf} from '../../config/locales';
import {checkChinese} from './chinese-check';
import {localeProblems} from './locale-check';
import {checkMenus} from './menu-check';
import {checkUiNames} from './ui-name-check';
import {englishRules} from './english';
import {PageSource} from './page-source';
import {
  type ReaderString,
  frontMatterStrings,
  jsonStrings,
  readerJsonFiles,
  themeDefaultStrings,
} from './reader-strings';

const root = path.join(__dirname, '../..');
const {locales} = i18n;

// kuromojin, the tokenizer of the Japanese rules, looks kuromoji's dictionary up with require.resolve on every
// tokenize() unless this names it: a tenth of the Japanese pages' lint. The folder it would find, from where it is.
const kuromoji = require.resolve('kuromoji', {paths: [path.dirname(require.resolve('kuromojin'))]});
process.env.KUROMOJIN_DIC_PATH ??= path.join(path.dirname(kuromoji), '..', 'dict');

/** What the check prints: `out` on stdout (the hits), `err` on stderr; `status`, its exit status. */
export type TerminologyOutcome = {status: number; out: string[]; err: string[]};

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

/** The Markdown and MDX pages at `paths` (files, or directories searched through), as absolute paths. */
function pagesAt(paths: string[], cwd: string): string[] {
  return paths
    .map((entry) => path.resolve(cwd, entry))
    .flatMap((entry) =>
      statSync(entry).isDirectory()
        ? readdirSync(entry, {recursive: true, encoding: 'utf8'})
            .filter((file) => /\.mdx?$/.test(file))
            .map((file) => path.join(entry, file))
        : /\.mdx?$/.test(entry)
          ? [entry]
          : [],
    );
}

type Linter = ReturnType<typeof createLinter>;

/** The page being linted, by its text: its tree, parsed once for textlint and for the checks of this module. */
const parsed = new Map<string, PageSource>();

/**
 * A Markdown plugin of textlint's (its own, for .md, and config's `@textlint/markdown`, for .mdx too)
 * that takes the tree of a page parsed already, the same parser's (@textlint/markdown-to-ast), rather
 * than parsing the page a second time: a parse is a good part of the lint of a page.
 */
function readingParsedPages({Processor}: TextlintPluginCreator): TextlintPluginCreator {
  return {
    Processor: class extends Processor {
      processor(extension: string) {
        const {preProcess, postProcess} = super.processor(extension);
        return {
          preProcess: (text: string, filePath?: string) =>
            (parsed.get(text)?.tree as TxtDocumentNode | undefined) ?? preProcess(text, filePath),
          postProcess,
        };
      }
    },
  };
}

/** The linters already built, by language and config: one per run, however many inputs use it. */
const linters = new Map<string, Promise<Linter>>();

/**
 * The linter of `language`'s pages, or of its code.json strings: those are labels, not sentences,
 * so a language whose rules are about sentences (Japanese: a period at the end…) has a config of
 * its own for them (`lint.textlintStrings` in config/locales.ts); the others lint both with one.
 */
function linterFor(language: string, kind: 'pages' | 'strings'): Promise<Linter> {
  const {textlint, textlintStrings, checker} = localeOf(language).lint;
  const config = kind === 'strings' ? (textlintStrings ?? textlint) : textlint;
  const key = `${language} ${config}`;
  if (!linters.has(key)) {
    const build = async () => {
      const descriptor = await loadTextlintrc({
        configFilePath: path.join(root, config),
        node_modulesDir: path.join(root, 'node_modules'),
      });
      // English also has checks of its own beside its glossary: the serial comma, Apple's compounds.
      const rules = checker === 'english' ? englishRules : [];
      const plugins = descriptor.plugin
        .toKernelPluginsFormat()
        .map((entry) =>
          entry.pluginId.endsWith('markdown') ? {...entry, plugin: readingParsedPages(entry.plugin)} : entry,
        );
      return createLinter({
        descriptor: descriptor.shallowMerge({rules: [...descriptor.rule.toKernelRulesFormat(), ...rules], plugins}),
      });
    };
    linters.set(key, build());
  }
  return linters.get(key)!;
}

/** The language's own checker beside textlint, where it has one that reads text: zhlint for Chinese. */
const languageHits = (text: string, language: string) =>
  localeOf(language).lint.checker === 'chinese' ? checkChinese(text) : [];

/** A line break, as textlint counts lines. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/**
 * textlint's messages about each of `texts`, linted as plain text (a label or a message is no
 * Markdown), at their line and column in the text. The texts of one line are linted together, one a
 * line: plain text makes each line a paragraph of its own, which no rule reads beyond, and the rules
 * are set up once (prh parses its dictionary each time) rather than once a string. Any other is
 * linted alone.
 */
async function lintStrings(linter: Linter, texts: string[]): Promise<TextlintMessage[][]> {
  const together = texts.filter((text) => !LINE_BREAK.test(text));
  const byLine = together.map((): TextlintMessage[] => []);
  for (const message of (await linter.lintText(together.join('\n'), 'strings.txt')).messages) {
    byLine[message.line - 1].push({...message, line: 1});
  }
  const messages: TextlintMessage[][] = [];
  for (const text of texts) {
    messages.push(LINE_BREAK.test(text) ? (await linter.lintText(text, 'string.txt')).messages : byLine.shift()!);
  }
  return messages;
}

/** The hits of the strings a reader sees, each at its place in its file. */
async function checkStrings(linter: Linter, language: string, strings: ReaderString[]): Promise<string[]> {
  const messages = await lintStrings(
    linter,
    strings.map(({text}) => text),
  );
  return strings.flatMap(({name, line, column, text}, index) => {
    const where = (hit: {line: number; column: number}) =>
      line === undefined ? `${name}:${hit.line}:${hit.column}` : `${name}:${line}:${column + hit.column - 1}`;
    const found: {line: number; column: number; message: string}[] = messages[index].map((message) => ({
      line: message.line,
      column: message.column,
      message: describe(message, text),
    }));
    found.push(...languageHits(text, language));
    return found.map((hit) => `${where(hit)}  ${hit.message}`);
  });
}

/**
 * scripts/lib/english-site-strings.ts, loaded when the English site strings are asked for: it reads them
 * with Docusaurus's extractor and Babel, a second of start-up that the check of a few pages can do without.
 */
const englishSiteStringsModule = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./english-site-strings') as typeof import('./english-site-strings');

/** The hits in `language`'s pages, JSON files and (English) site strings, in that order. */
async function hitsOf(language: string, {pages, json, englishStrings}: Inputs[string], cwd: string): Promise<string[]> {
  const files = pagesAt(pages, cwd);
  if (files.length === 0 && json.length === 0 && !englishStrings) return [];
  // Each page read and parsed once, for textlint, the menu and UI-name checks and its front matter's strings.
  const sources = files.map((file) => ({
    file,
    name: path.relative(cwd, file),
    page: new PageSource(readFileSync(file, 'utf8')),
  }));
  const hits: string[] = [];
  if (sources.length > 0) {
    const linter = await linterFor(language, 'pages');
    for (const {file, name, page} of sources) {
      parsed.set(page.text, page);
      const {messages} = await linter.lintText(page.text, file).finally(() => parsed.delete(page.text));
      hits.push(
        ...messages.map((message) => `${name}:${message.line}:${message.column}  ${describe(message, page.text)}`),
      );
    }
  }
  for (const {name, page} of sources) {
    const found = [
      ...checkMenus(page, language),
      ...checkUiNames(page, language),
      ...languageHits(page.text, language),
    ];
    hits.push(...found.map(({line, column, message}) => `${name}:${line}:${column}  ${message}`));
  }
  const strings = [
    // English is the default locale: its site strings are in the code and the config, not in i18n/en/.
    ...(englishStrings ? await englishSiteStringsModule().englishSiteStrings(root) : []),
    ...sources.flatMap(({name, page}) => frontMatterStrings(name, page)),
    ...json.flatMap((file) => {
      const text = readFileSync(path.resolve(cwd, file), 'utf8');
      const defaults = path.basename(file) === 'code.json' ? themeDefaultStrings(file, text, language) : [];
      return [...jsonStrings(file, text), ...defaults];
    }),
  ];
  if (strings.length > 0) hits.push(...(await checkStrings(await linterFor(language, 'strings'), language, strings)));
  return hits;
}

/**
 * The check of what `args` name, as the command line takes them (`--<locale> PATH`, `--<locale>-json
 * FILE`, `--en-strings`; none: the whole site), paths relative to `cwd`: status 0 with no hit, 1 with
 * a hit or a problem in a locale's files, 2 with a mistake in the arguments.
 */
export async function checkTerminology(args: string[], cwd = process.cwd()): Promise<TerminologyOutcome> {
  let inputs: Inputs;
  try {
    inputs = inputsFrom(args);
  } catch (error) {
    // A mistake in the arguments is one line; anything else keeps its stack.
    if (!(error as {code?: string}).code?.startsWith('ERR_PARSE_ARGS')) throw error;
    return {status: 2, out: [], err: [`terminology: ${(error as Error).message}`]};
  }
  // What each locale's entry points to, which the checks below read: its glossary and configs, its menu names.
  const problems = localeProblems();
  if (problems.length > 0) {
    return {
      status: 1,
      out: problems,
      err: [`${problems.length} problem(s) in the files of config/locales.ts: the other checks need them.`],
    };
  }
  const hits: string[] = [];
  for (const [language, input] of Object.entries(inputs)) hits.push(...(await hitsOf(language, input, cwd)));
  if (hits.length === 0) return {status: 0, out: [], err: []};
  return {
    status: 1,
    out: hits,
    err: [`${hits.length} term(s) to replace: the dictionaries are in terminology/, the menus in src/data/.`],
  };
}
