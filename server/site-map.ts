/**
 * Where each URL of a build leads, computed once per build: the files the build holds, its pages
 * with the path their canonical link names, the 301s of their `.html` forms, the not-found page
 * of each locale, and the hashes of the pages' inline scripts (for the CSP). The Node server
 * looks requests up in it, the nginx config is rendered from it, and the link check and the
 * route-manifest test read it: a URL leads to the same place for all of them.
 *
 * Reading it walks the build and reads every page once (`loadSiteMap` without blocking, for the
 * Node server, which reads it again when the build changes: server/served-build.ts), so that no
 * request ever reads a page to answer.
 */
import {createHash} from 'node:crypto';
import {type Dirent, promises as fs, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {defaultLocale, i18n} from '../config/i18n';

/** The site's locales other than the default one, each built under /<locale>/. */
export const LOCALE_PATHS = i18n.locales.filter((l) => l !== defaultLocale);

/** What a request path leads to: a file of the build (`/fr/faq/index.html`) or a redirect. */
export type Destination = {file: string; status: 200 | 404} | {redirect: string};

export interface Page {
  /** Its file, as a build path: `/fr/faq/index.html`. */
  file: string;
  /** The path of its `<link rel="canonical">` (`/fr/faq`), the one URL it answers 200 at. */
  canonical: string | undefined;
}

export interface SiteMap {
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
  /** The origin of the canonical links (`https://example.com`), undefined without any. */
  origin: string | undefined;
  /** The locale path a URL or build path belongs to (`/fr/faq` → `fr`); '' for the default locale. */
  localeOf(urlPath: string): string;
  /** The not-found page of the locale of a URL (`/fr/nope` → `/fr/404.html`). */
  notFoundPage(urlPath: string): string;
  /** Where a decoded request path leads; `..` segments must have been refused before. */
  lookup(urlPath: string): Destination;
}

/** The canonical link of a page (`https://example.com/fr/faq`), or undefined. */
function canonicalHrefOf(html: string): string | undefined {
  return /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1];
}

/**
 * The inline scripts of a page. Scripts with a `src` are covered by 'self'; data blocks
 * (`type="application/ld+json"`…) never run, so CSP ignores them.
 */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
    if (type !== undefined && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP source that allows exactly this script text: its SHA-256 in base64, over its UTF-8 bytes. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The regular files among `entries` of a recursive readdir of `root`, as build paths (`/fr/faq/index.html`). */
const buildPathsOf = (root: string, entries: Dirent[]): string[] =>
  entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();

/** Every file of the build, as build paths; symbolic links are left out, as nginx does (Node's walk follows none). */
const filesOf = (root: string): string[] =>
  buildPathsOf(root, readdirSync(root, {recursive: true, withFileTypes: true}));

/** filesOf without blocking. */
const listFiles = async (root: string): Promise<string[]> =>
  buildPathsOf(root, await fs.readdir(root, {recursive: true, withFileTypes: true}));

/** The two paths of a page, `x/index.html` and `x.html`, either of which it is built at; the root page has one. */
function formsOf(htmlPath: string): string[] {
  const page = htmlPath.replace(/(\/index)?\.html$/, '');
  return page === '' ? ['/index.html'] : [`${page}/index.html`, `${page}.html`];
}

/**
 * The pages a `….html` or `…/index.html` request names, in the order tried: the one built at
 * `x/index.html`, else at `x.html`. Not-found pages are served as they are: they have no clean
 * URL to go to.
 */
function pageFilesFor(htmlPath: string): string[] {
  return htmlPath.endsWith('.html') && !htmlPath.endsWith('/404.html') ? formsOf(htmlPath) : [];
}

/** The pages among `files` (their HTML given by `htmlOf`): their canonical paths, the hashes of their inline scripts, the site's origin. */
function readPages(
  files: string[],
  htmlOf: (file: string) => string,
): {pages: Page[]; scriptHashes: string[]; origin?: string} {
  const hashes = new Set<string>();
  let origin: string | undefined;
  const pages = files
    .filter((file) => file.endsWith('.html'))
    .map((file): Page => {
      const html = htmlOf(file);
      for (const script of inlineScripts(html)) hashes.add(scriptHashSource(script));
      const href = canonicalHrefOf(html);
      if (href === undefined) return {file, canonical: undefined};
      const url = new URL(href);
      origin ??= url.origin;
      return {file, canonical: url.pathname};
    });
  return {pages, scriptHashes: [...hashes].sort(), origin};
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

/** The site map of the build in `buildDir`. Throws when a file goes between listing and reading (a build under way). */
export function readSiteMap(buildDir: string, localePaths: string[] = LOCALE_PATHS): SiteMap {
  const root = path.resolve(buildDir);
  const files = filesOf(root);
  return siteMapOf(root, localePaths, files, (file) => readFileSync(path.join(root, file), 'utf8'));
}

/**
 * readSiteMap without blocking: the build is listed and its pages read a few at a time, so that a
 * server keeps answering while it reads a new build. Rejects as readSiteMap throws.
 */
export async function loadSiteMap(buildDir: string, localePaths: string[] = LOCALE_PATHS): Promise<SiteMap> {
  const root = path.resolve(buildDir);
  const files = await listFiles(root);
  const htmls = new Map<string, string>();
  const pageFiles = files.filter((file) => file.endsWith('.html'));
  for (let start = 0; start < pageFiles.length; start += PAGES_READ_AT_ONCE) {
    const batch = pageFiles.slice(start, start + PAGES_READ_AT_ONCE);
    const read = await Promise.all(batch.map((file) => fs.readFile(path.join(root, file), 'utf8')));
    batch.forEach((file, index) => htmls.set(file, read[index]));
  }
  return siteMapOf(root, localePaths, files, (file) => htmls.get(file)!);
}

/** Enough to keep the disk busy, few enough that requests get their turn between batches. */
const PAGES_READ_AT_ONCE = 16;

/** The site map of the build in `root`, which holds `files` (`htmlOf` gives a page's HTML). */
function siteMapOf(root: string, localePaths: string[], files: string[], htmlOf: (file: string) => string): SiteMap {
  const fileSet = new Set(files);
  const {pages, scriptHashes, origin} = readPages(files, htmlOf);
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
  const localeOf = (urlPath: string) =>
    localePaths.find((locale) => urlPath === `/${locale}` || urlPath.startsWith(`/${locale}/`)) ?? '';
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
