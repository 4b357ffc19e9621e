/**
 * The terminology check (issue 10): textlint with textlint-rule-prh, one dictionary per language
 * (terminology/en.yml, terminology/fr.yml, the glossary CONTENT.md points to). English pages are
 * checked against the English dictionary, French pages and the "message" values of
 * i18n/fr/code.json against the French one; in the pages, the Mac's menu commands and shortcuts
 * against src/data/mac-menus.ts (scripts/lib/menu-check.ts). Prints `file:line:col  variant →
 * expected` per hit and exits 1 on any hit.
 *
 * Usage: terminology.ts [--en PATH]... [--fr PATH]... [--fr-json FILE]...
 * (files or directories; without any option, the site's own pages and code.json).
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createLinter, loadTextlintrc} from 'textlint';
import type {TextlintResult} from '@textlint/types';
import {checkMenus} from './lib/menu-check';

const root = path.join(__dirname, '..');

type Inputs = {en: string[]; fr: string[]; frJson: string[]};

/** The files to check, from `--en`, `--fr` and `--fr-json` (each may repeat); none: the site's own. */
function inputsFrom(args: string[]): Inputs {
  const {values} = parseArgs({
    args,
    options: {
      en: {type: 'string', multiple: true, default: []},
      fr: {type: 'string', multiple: true, default: []},
      'fr-json': {type: 'string', multiple: true, default: []},
    },
  });
  const inputs: Inputs = {en: values.en, fr: values.fr, frJson: values['fr-json']};
  if (inputs.en.length + inputs.fr.length + inputs.frJson.length > 0) return inputs;
  return {
    en: ['docs', 'blog'],
    fr: ['i18n/fr/docusaurus-plugin-content-docs/current', 'i18n/fr/docusaurus-plugin-content-blog'],
    frJson: ['i18n/fr/code.json'],
  };
}

/** `file:line:col  variant → expected` for each message of `result`, under `name`. */
function report(result: TextlintResult, name: string, text: string): string[] {
  const lines = text.split('\n');
  return result.messages.map((message) => {
    const {line, column} = message;
    // prh's message reads "variant => expected"; the variant is also in the text at line:column.
    const match = /^(.*?) => (.*?)(?:\n|$)/.exec(message.message);
    const found = match ? `${match[1]} → ${match[2]}` : message.message;
    return `${name}:${line}:${column}  ${found}` + (match ? '' : `  (${lines[line - 1]?.trim() ?? ''})`);
  });
}

/** The Markdown and MDX pages at `paths` (files, or directories searched through). */
function pagesAt(paths: string[]): string[] {
  return paths.flatMap((entry) =>
    statSync(entry).isDirectory()
      ? pagesAt(readdirSync(entry).map((name) => path.join(entry, name)))
      : /\.mdx?$/.test(entry)
        ? [entry]
        : [],
  );
}

async function linterFor(language: 'en' | 'fr') {
  const descriptor = await loadTextlintrc({
    configFilePath: path.join(root, `config/textlint-${language}.json`),
    node_modulesDir: path.join(root, 'node_modules'),
  });
  return createLinter({descriptor, cwd: process.cwd()});
}

async function main(): Promise<number> {
  const inputs = inputsFrom(process.argv.slice(2));
  const hits: string[] = [];
  for (const language of ['en', 'fr'] as const) {
    const paths = inputs[language];
    const jsonFiles = language === 'fr' ? inputs.frJson : [];
    if (paths.length === 0 && jsonFiles.length === 0) continue;
    const linter = await linterFor(language);
    if (paths.length > 0) {
      for (const result of await linter.lintFiles(paths)) {
        const name = path.relative(process.cwd(), result.filePath);
        hits.push(...report(result, name, readFileSync(result.filePath, 'utf8')));
      }
      for (const page of pagesAt(paths)) {
        for (const {line, column, message} of checkMenus(readFileSync(page, 'utf8'))) {
          hits.push(`${path.relative(process.cwd(), page)}:${line}:${column}  ${message}`);
        }
      }
    }
    for (const file of jsonFiles) {
      const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message?: string}>;
      for (const [id, entry] of Object.entries(entries)) {
        if (typeof entry.message !== 'string') continue;
        // Linted as plain text: a message is no Markdown.
        const result = await linter.lintText(entry.message, `${file}.txt`);
        hits.push(...report(result, `${file}#${id}`, entry.message));
      }
    }
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
