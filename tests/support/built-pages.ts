/** The pages of the build, per locale, as its site index (server/site-index.ts) lists them. */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {i18n} from '../../config/i18n';
import {type Page, type SiteIndex, localeBaseUrl, readSiteIndex} from '../../server/site-index';
import {readBuiltPage} from '../../scripts/lib/built-page';
import {buildDir} from './build-dir';

export const locales = i18n.locales;

let siteIndex: SiteIndex | undefined;

/** The site index of the build, read once per test worker, when first asked for. */
export function builtSiteIndex(): SiteIndex {
  siteIndex ??= readSiteIndex(buildDir);
  return siteIndex;
}

/** The pages of one locale: the default locale is built at the root, beside the others' folders. */
export const sitePagesOf = (locale: string): Page[] => builtSiteIndex().pages.filter((page) => page.locale === locale);

/** The files of one locale's pages, as absolute paths. */
export function pagesOf(locale: string): string[] {
  return sitePagesOf(locale).map((page) => path.join(buildDir, page.file));
}

/** The file name of a locale's main script (`main.<hash>.js`) in the build, or undefined. */
export function mainScriptOf(locale: string): string | undefined {
  return readdirSync(path.join(buildDir, localeBaseUrl(locale), 'assets/js')).find((f) => /^main\..*\.js$/.test(f));
}

/** The file (a build path) of the page whose canonical path is `urlPath` (`/fr/faq`, `/`). */
export function builtPageFile(urlPath: string): string {
  const page = builtSiteIndex().pages.find(({canonical}) => canonical === urlPath);
  if (page === undefined) throw new Error(`${urlPath}: no page of the build has this canonical path`);
  return page.file;
}

/** The built page whose canonical path is `urlPath`, parsed as a browser parses it. */
export const parsedPage = (urlPath: string): CheerioAPI => readBuiltPage(buildDir, builtPageFile(urlPath));
