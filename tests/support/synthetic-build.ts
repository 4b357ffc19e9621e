/**
 * Small build folders written in a temp dir, for the tests of what reads a build (the site index,
 * the link check, the hosting config): a few pages shaped like Docusaurus's output, each listed
 * in its locale's index as src/plugins/site-index lists it, each case showing one rule without
 * the whole site.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {defaultLocale} from '../../config/i18n';
import {
  LOCALE_PATHS,
  type LocaleIndex,
  inlineScriptHashes,
  readLocaleIndex,
  writeLocaleIndex,
} from '../../server/site-index';

export const ORIGIN = 'https://example.com';

/** A page of a synthetic build: its HTML, and the canonical path its locale's index gives it. */
export interface SyntheticPage {
  html: string;
  canonical: string | undefined;
}

/** The files of a synthetic build, by build path without the leading slash: a page, or a file's content. */
export type BuildFiles = Record<string, SyntheticPage | string>;

/** A page as Docusaurus writes it: its canonical link (none when undefined), then `body` in the head or body. */
export function pageHtml(canonical: string | undefined, body = ''): SyntheticPage {
  const link = canonical === undefined ? '' : `<link data-rh="true" rel="canonical" href="${ORIGIN}${canonical}">`;
  return {html: `<!doctype html><html><head>${link}${body}`, canonical};
}

/**
 * Writes `files` into `root`, and each page into its locale's index (added to the one already
 * there), with the hashes of the locale's inline scripts as the plugin records them.
 */
export function writeBuildFiles(root: string, files: BuildFiles): void {
  const indexes = new Map<string, LocaleIndex>();
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), typeof content === 'string' ? content : content.html);
    const localePath = LOCALE_PATHS.find((locale) => file.startsWith(`${locale}/`)) ?? '';
    const index = indexes.get(localePath) ??
      readLocaleIndex(path.join(root, localePath)) ?? {
        locale: localePath || defaultLocale,
        origin: ORIGIN,
        pages: [],
        sidebars: {},
        scriptHashes: [],
      };
    indexes.set(localePath, index);
    if (typeof content === 'string') continue;
    const pageFile = localePath === '' ? file : file.slice(localePath.length + 1);
    index.pages = [
      ...index.pages.filter((page) => page.file !== pageFile),
      {file: pageFile, canonical: content.canonical},
    ];
  }
  for (const [localePath, index] of indexes) {
    const dir = path.join(root, localePath);
    writeLocaleIndex(dir, {...index, scriptHashes: inlineScriptHashes(dir)});
  }
}

/** A new build folder holding `files`; `remove` deletes it. */
export function syntheticBuild(files: BuildFiles): {root: string; remove: () => void} {
  const root = mkdtempSync(path.join(os.tmpdir(), 'synthetic-build-'));
  writeBuildFiles(root, files);
  return {root, remove: () => rmSync(root, {recursive: true, force: true})};
}
