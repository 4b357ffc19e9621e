/**
 * The English site strings, for the terminology check (scripts/lib/terminology-check.ts): English is the
 * default locale, so its strings are not in i18n/en/ but where they are written. The default
 * message of every translate() and <Translate> of src/ (read with Docusaurus's own extractor, the
 * one `npm run write-translations` runs), and the labels of docusaurus.config.ts (navbar, footer,
 * blog title, description and sidebar title, tagline) and of sidebars.ts (category labels). Each
 * string is placed at its first line in its file where the text can be found there; a
 * theme string that i18n/en/code.json decides is read there, as every locale's code.json is.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  extractAllSourceCodeFileTranslations,
  globSourceCodeFilePaths,
} from '@docusaurus/core/lib/server/translations/translationsExtractor';
import type {ReaderString} from './reader-strings';

/** `text` placed at its first line and column in `file` (relative to `root`), or named by `file#key` if not found there. */
function placed(root: string, file: string, key: string, text: string): ReaderString {
  const source = readFileSync(path.join(root, file), 'utf8');
  // A message may wrap in the source (JSX text): find its first line's words.
  const index = source.indexOf(text.split('\n')[0].slice(0, 60));
  if (index === -1) return {name: `${file}#${key}`, column: 1, text};
  const before = source.slice(0, index);
  return {name: file, line: before.split('\n').length, column: index - before.lastIndexOf('\n'), text};
}

/** The default messages of translate() and <Translate> in the site's own code. */
async function sourceCodeStrings(root: string): Promise<ReaderString[]> {
  const files = await globSourceCodeFilePaths([path.join(root, 'src')]);
  const extracted = await extractAllSourceCodeFileTranslations(files, {
    configFile: path.join(root, 'babel.config.js'),
  });
  return extracted.flatMap(({sourceCodeFilePath, translations}) =>
    Object.entries(translations).map(([id, {message}]) =>
      placed(root, path.relative(root, sourceCodeFilePath), id, message),
    ),
  );
}

type Labelled = {label?: string; title?: string; items?: Labelled[]};

/** Every label and title in a tree of navbar, footer or sidebar items. */
const labelsOf = (items: Labelled[] = []): string[] =>
  items.flatMap((item) => [item.label, item.title, ...labelsOf(item.items)].filter((text) => text !== undefined));

/** The labels of the site's configuration and sidebar, in English. */
function configStrings(root: string): ReaderString[] {
  // The config of the English build: the one each locale's build loads, with its English tagline.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(path.join(root, 'docusaurus.config.ts')) as {
    tagline: string;
    themeConfig: {navbar: {items: Labelled[]}; footer: {links: Labelled[]; copyright: string}};
    presets: [string, {blog: Record<string, unknown>}][];
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sidebars = require(path.join(root, 'sidebars.ts')) as Record<string, Labelled[]>;
  const {blog} = config.presets[0][1];
  const inConfig = [
    ...labelsOf(config.themeConfig.navbar.items),
    ...labelsOf(config.themeConfig.footer.links),
    config.themeConfig.footer.copyright,
    ...['blogTitle', 'blogDescription', 'blogSidebarTitle'].map((key) => String(blog[key])),
  ];
  return [
    ...inConfig.map((text) => placed(root, 'docusaurus.config.ts', 'label', text)),
    placed(root, 'config/locales.ts', 'tagline', config.tagline),
    ...Object.values(sidebars).flatMap((items) =>
      labelsOf(items).map((text) => placed(root, 'sidebars.ts', 'label', text)),
    ),
  ];
}

/** Every English string of the site outside its pages and i18n/en/code.json. */
export async function englishSiteStrings(root: string): Promise<ReaderString[]> {
  return [...(await sourceCodeStrings(root)), ...configStrings(root)];
}
