/**
 * Where each URL of a build leads, computed once per build from the index each locale's build
 * writes (src/plugins/site-index: its pages, their files, titles, descriptions, canonical paths and
 * doc ids, from Docusaurus's own data): the files the build holds, its pages, the 301s of their
 * `.html` forms, the not-found page of each locale, and the hashes of the pages' inline scripts
 * (for the CSP), which each locale's index records (`inlineScriptHashes`, at build time). The Node server looks requests up in it, the nginx and Pages configs are rendered
 * from it, and the preview cards, the manuals, the link check and the tests read it: a URL leads
 * to the same place for all of them. A locale's base URL (`localeBaseUrl`) and a route's file
 * (`pageFileOf`) are computed here alone; a page's canonical path once, by the plugin, from its head.
 *
 * Reading it walks the build and reads the indexes, no page (`loadSiteIndex` without blocking, for
 * the Node server, which reads it again when the build changes: server/served-build.ts), so that
 * no request ever reads a page to answer.
 */
import {createHash} from 'node:crypto';
import {type Dirent, existsSync, promises as fs, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {defaultLocale, i18n} from '../config/i18n';
import {inlineScriptsOf} from '../scripts/lib/built-page';

/** The site's locales other than the default one, each built under /<locale>/. */
export const LOCALE_PATHS = i18n.locales.filter((l) => l !== defaultLocale);

/** The base URL of a locale's pages: `/` for the default locale, `/fr/` for French. */
export const localeBaseUrl = (locale: string): string => (locale === defaultLocale ? '/' : `/${locale}/`);

/**
 * The index of one locale's build, in its folder (`build/.site-index.json`, `build/fr/.site-index.json`).
 * Every server answers it 404: the Node server's files leave it out (buildPathsOf below), nginx
 * has a rule of its own (nginx-config.ts), and the folder Pages deploys leaves it out (pages-config.ts).
 */
export const SITE_INDEX_FILE = '.site-index.json';

/** A page as its locale's index lists it. */
export interface SiteIndexPage {
  /** Its file in the locale's folder: `faq/index.html`, `setup.html`, `404.html`. */
  file: string;
  /** Its `<title>`, as the page renders it. */
  title?: string;
  /** Its `<meta name="description">`. */
  description?: string;
  /** The path of its `<link rel="canonical">` (`/fr/faq`), the one URL it answers 200 at. */
  canonical?: string;
  /** The id of the doc it shows (`ios/documents/new-document`), for doc pages. */
  docId?: string;
}

/** A doc in a docs sidebar's reading order: its id and depth (0 at the sidebar's top level). */
export interface SidebarDoc {
  docId: string;
  depth: number;
}

/** What src/plugins/site-index writes for a locale's build. */
export interface LocaleIndex {
  locale: string;
  /** The origin of the canonical links (`https://example.com`): the site's URL. */
  origin: string;
  pages: SiteIndexPage[];
  /**
   * Each docs sidebar by its id, every doc in it in reading order (a category's own page before
   * its items), as Docusaurus resolved sidebars.ts: the order of the pager and of the manuals.
   */
  sidebars: Record<string, SidebarDoc[]>;
  /** The CSP hash source of every inline script of its HTML files, sorted (`inlineScriptHashes`). */
  scriptHashes: string[];
}

/** Writes the index of the locale build in `dir`. */
export function writeLocaleIndex(dir: string, index: LocaleIndex): void {
  writeFileSync(path.join(dir, SITE_INDEX_FILE), `${JSON.stringify(index, null, 1)}\n`);
}

/** The index of the locale build in `dir`, or undefined without one. */
export function readLocaleIndex(dir: string): LocaleIndex | undefined {
  const file = path.join(dir, SITE_INDEX_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LocaleIndex) : undefined;
}

/** The two files of a page `x` (`fr/faq`, '' for the root), `x/index.html` and `x.html`, either of which it is built at; the root page has one. */
const filesOfPage = (page: string): string[] => (page === '' ? ['index.html'] : [`${page}/index.html`, `${page}.html`]);

/**
 * The file a route was built to, in its locale's folder: `x/index.html`, else `x.html` (Docusaurus
 * writes one or the other as the route ends with a slash or not, and `trailingSlash` says), or the
 * route itself for `404.html`; undefined when `exists` finds none.
 */
export function pageFileOf(route: string, baseUrl: string, exists: (file: string) => boolean): string | undefined {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  return (/\.html?$/.test(relative) ? [relative] : filesOfPage(relative.replace(/\/$/, ''))).find(exists);
}

/** What a request path leads to: a file of the build (`/fr/faq/index.html`) or a redirect. */
export type Destination = {file: string; status: 200 | 404} | {redirect: string};

/** A page of the build: every HTML file, with what its locale's index says of it. */
export interface Page extends Omit<SiteIndexPage, 'file'> {
  /** Its file, as a build path: `/fr/faq/index.html`. */
  file: string;
  /** Its locale (`fr`; `en` for the default locale's). */
  locale: string;
  /** The path of its `<link rel="canonical">` (`/fr/faq`), the one URL it answers 200 at. */
  canonical: string | undefined;
}

export interface SiteIndex {
  /** The build folder, absolute. */
  root: string;
  localePaths: string[];
  /** Every HTML file of the build, sorted by file. */
  pages: Page[];
  /** `….html` and `…/index.html` → the canonical path of the page they name, where it differs. */
  redirects: Map<string, string>;
  /** The not-found page of each locale that has its own (`fr` → `/fr/404.html`); '' is the default locale's. */
  notFoundPages: Map<string, string>;
  /** The CSP hash source of every inline script of the pages, sorted. */
  scriptHashes: string[];
  /** The origin of the canonical links (`https://example.com`). */
  origin: string;
  /** The locale path a URL or build path belongs to (`/fr/faq` → `fr`); '' for the default locale. */
  localeOf(urlPath: string): string;
  /** The not-found page of the locale of a URL (`/fr/nope` → `/fr/404.html`). */
  notFoundPage(urlPath: string): string;
  /** Where a decoded request path leads; `..` segments must have been refused before. */
  lookup(urlPath: string): Destination;
}

/** The CSP source that allows exactly this script text: its SHA-256 in base64, over its UTF-8 bytes. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The CSP hash sources of the inline scripts of every HTML file of the locale build in `dir` (the
 * other locales' folders left out), sorted, each once: what its index records, read once when
 * the build is made rather than each time the index is read. HTML files copied from static/ count
 * as pages do: a server sends them with the same policy.
 */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    const inOtherLocale = LOCALE_PATHS.some((locale) => file.startsWith(`${locale}${path.sep}`));
    if (!file.endsWith('.html') || inOtherLocale) continue;
    for (const script of inlineScriptsOf(dir, file)) hashes.add(scriptHashSource(script));
  }
  return [...hashes].sort();
}

/**
 * The regular files among `entries` of a recursive readdir of `root`, as build paths
 * (`/fr/faq/index.html`); the indexes are the servers' own, not the site's.
 */
const buildPathsOf = (root: string, entries: Dirent[]): string[] =>
  entries
    .filter((entry) => entry.isFile() && entry.name !== SITE_INDEX_FILE)
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();

/** Every file of the build, as build paths; symbolic links are left out, as nginx does (Node's walk follows none). */
const filesOf = (root: string): string[] =>
  buildPathsOf(root, readdirSync(root, {recursive: true, withFileTypes: true}));

/** filesOf without blocking. */
const listFiles = async (root: string): Promise<string[]> =>
  buildPathsOf(root, await fs.readdir(root, {recursive: true, withFileTypes: true}));

/** The two paths of a page, `x/index.html` and `x.html`, either of which it is built at; the root page has one. */
const formsOf = (htmlPath: string): string[] =>
  filesOfPage(htmlPath.replace(/(\/index)?\.html$/, '').replace(/^\//, '')).map((file) => `/${file}`);

/**
 * The pages a `….html` or `…/index.html` request names, in the order tried: the one built at
 * `x/index.html`, else at `x.html`. Not-found pages are served as they are: they have no clean
 * URL to go to.
 */
function pageFilesFor(htmlPath: string): string[] {
  return htmlPath.endsWith('.html') && !htmlPath.endsWith('/404.html') ? formsOf(htmlPath) : [];
}

/** The index of each locale's build in `root` (its locale path → its index); throws for a locale built without one. */
function readIndexes(root: string, localePaths: string[]): Map<string, LocaleIndex> {
  const indexes = new Map<string, LocaleIndex>();
  for (const localePath of ['', ...localePaths]) {
    const dir = path.join(root, localePath);
    // A build of fewer locales has no folder for the others.
    if (localePath !== '' && !existsSync(dir)) continue;
    const index = readLocaleIndex(dir);
    if (index === undefined) {
      throw new Error(`${path.join(dir, SITE_INDEX_FILE)} is missing: a build made before src/plugins/site-index`);
    }
    if (index.scriptHashes === undefined) {
      throw new Error(`${path.join(dir, SITE_INDEX_FILE)} has no scriptHashes: a build made before they were indexed`);
    }
    indexes.set(localePath, index);
  }
  return indexes;
}

/**
 * The pages among `files`, as their locale's index (`indexes`, by locale path) lists them, the hashes
 * of their inline scripts, the site's origin.
 */
function readPages(
  files: string[],
  indexes: Map<string, LocaleIndex>,
  localeOf: (file: string) => string,
): {pages: Page[]; scriptHashes: string[]; origin: string} {
  const indexed = new Map<string, Page>();
  for (const [localePath, {locale, pages}] of indexes) {
    for (const page of pages) {
      const file = `${localePath === '' ? '' : `/${localePath}`}/${page.file}`;
      indexed.set(file, {...page, file, locale, canonical: page.canonical});
    }
  }
  const hashes = new Set([...indexes.values()].flatMap((index) => index.scriptHashes));
  const pages = files
    .filter((file) => file.endsWith('.html'))
    .map((file): Page => {
      // An HTML file no route was built to (copied from static/): a file like any other, with no canonical path.
      return indexed.get(file) ?? {file, locale: indexes.get(localeOf(file))!.locale, canonical: undefined};
    });
  return {pages, scriptHashes: [...hashes].sort(), origin: indexes.get('')!.origin};
}

/**
 * Where each `.html` request of a page leads, sorted by request: a redirect to the canonical path
 * of the page it names where that differs, else the page. The trailing slash follows the canonical
 * link (`/fr/ios/index.html` → `/fr/ios`, `/fr/ios/maintenance/chatgpt/index.html` →
 * `/fr/ios/maintenance/chatgpt/`), which no rewrite rule can guess, hence a table.
 */
function pageRequestsOf(pages: Page[], files: Set<string>): Map<string, Destination> {
  const canonicals = new Map(pages.map((page) => [page.file, page.canonical]));
  const pageRequests = new Map<string, Destination>();
  for (const request of [...new Set(pages.flatMap((page) => formsOf(page.file)))].sort()) {
    const file = pageFilesFor(request).find((candidate) => files.has(candidate));
    if (file === undefined) continue;
    const canonical = canonicals.get(file);
    const redirected = canonical !== undefined && canonical !== request;
    pageRequests.set(request, redirected ? {redirect: canonical} : {file, status: 200});
  }
  return pageRequests;
}

/** The site index of the build in `buildDir`. Throws when a file goes between listing and reading (a build under way). */
export function readSiteIndex(buildDir: string, localePaths: string[] = LOCALE_PATHS): SiteIndex {
  const root = path.resolve(buildDir);
  const files = filesOf(root);
  const indexes = readIndexes(root, localePaths);
  return siteIndexOf(root, localePaths, files, indexes);
}

/**
 * readSiteIndex without blocking: the build is listed without blocking, so that a server keeps
 * answering while it reads a new build. Rejects as readSiteIndex throws.
 */
export async function loadSiteIndex(buildDir: string, localePaths: string[] = LOCALE_PATHS): Promise<SiteIndex> {
  const root = path.resolve(buildDir);
  const files = await listFiles(root);
  return siteIndexOf(root, localePaths, files, readIndexes(root, localePaths));
}

/** The site index of the build in `root`, which holds `files`. */
function siteIndexOf(
  root: string,
  localePaths: string[],
  files: string[],
  indexes: Map<string, LocaleIndex>,
): SiteIndex {
  const fileSet = new Set(files);
  const localeOf = (urlPath: string) =>
    localePaths.find((locale) => urlPath === `/${locale}` || urlPath.startsWith(`/${locale}/`)) ?? '';
  const {pages, scriptHashes, origin} = readPages(files, indexes, localeOf);
  const pageRequests = pageRequestsOf(pages, fileSet);
  const redirects = new Map<string, string>();
  for (const [request, destination] of pageRequests) {
    if ('redirect' in destination) redirects.set(request, destination.redirect);
  }

  const notFoundPages = new Map<string, string>();
  for (const locale of ['', ...localePaths]) {
    const file = locale === '' ? '/404.html' : `/${locale}/404.html`;
    if (fileSet.has(file)) notFoundPages.set(locale, file);
  }
  // A locale without its own not-found page (a build of fewer locales) gets the root one.
  const notFoundPage = (urlPath: string) =>
    notFoundPages.get(localeOf(urlPath)) ?? notFoundPages.get('') ?? '/404.html';
  const notFound = (urlPath: string): Destination => ({file: notFoundPage(urlPath), status: 404});

  return {
    root,
    localePaths,
    pages,
    redirects,
    notFoundPages,
    scriptHashes,
    origin,
    localeOf,
    notFoundPage,
    lookup(requested) {
      // As nginx does: `//` is `/`, `/./` nothing.
      const urlPath = path.posix.normalize(requested);
      if (pageFilesFor(urlPath).length > 0) return pageRequests.get(urlPath) ?? notFound(urlPath);
      // Clean URLs: `/fr/faq` and `/fr/faq/` are fr/faq/index.html, else fr/faq.html; files are themselves.
      const dir = urlPath.endsWith('/') ? urlPath : `${urlPath}/`;
      const file = [urlPath, `${dir}index.html`, `${dir.slice(0, -1)}.html`].find((f) => fileSet.has(f));
      return file === undefined ? notFound(urlPath) : {file, status: 200};
    },
  };
}
