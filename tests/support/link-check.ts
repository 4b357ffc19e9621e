/**
 * The link check of tests/build/links.spec.ts: the internal links (paths and #anchors) of built
 * pages, resolved against the build folder the way both servers map URLs to files.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

interface Page {
  links: string[];
  ids: Set<string>;
}

export interface LinkReport {
  /** `page → href: why`, one line per broken internal link. */
  broken: string[];
  /** How many internal links were checked. */
  checked: number;
}

/** The URL path a page is served at: `fr/faq/index.html` → `/fr/faq/`, `fr/404.html` → `/fr/404.html`. */
export function urlPathOf(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** The site's origin, from the canonical link of a page: internal links may be absolute (hreflang). */
export function siteOriginOf(file: string): string {
  const canonical = load(readFileSync(file, 'utf8'))('link[rel=canonical]').attr('href');
  if (canonical === undefined) throw new Error(`${file} has no canonical link`);
  return new URL(canonical).origin;
}

export class LinkChecker {
  private readonly pages = new Map<string, Page>();

  constructor(
    private readonly root: string,
    private readonly siteOrigin: string,
  ) {}

  /** Checks the internal links of `files` (pages of the build). */
  check(files: string[]): LinkReport {
    const report: LinkReport = {broken: [], checked: 0};
    for (const {page, href, url} of this.links(files)) {
      if (url.origin !== this.siteOrigin) continue;
      report.checked += 1;
      const problem = this.problemWith(url);
      if (problem !== undefined) report.broken.push(`${page} → ${href}: ${problem}`);
    }
    return report;
  }

  /** The links of `files` to other sites, each with the pages that hold it (not fetched). */
  external(files: string[]): Map<string, Set<string>> {
    const external = new Map<string, Set<string>>();
    for (const {page, url} of this.links(files)) {
      if (url.origin === this.siteOrigin) continue;
      if (!external.has(url.href)) external.set(url.href, new Set());
      external.get(url.href)!.add(page);
    }
    return external;
  }

  /** Every link of `files`: the page's URL path, the href as written and the URL it resolves to. */
  private *links(files: string[]): Generator<{page: string; href: string; url: URL}> {
    for (const file of files) {
      const pageUrl = new URL(urlPathOf(this.root, file), this.siteOrigin);
      for (const href of this.read(file).links) yield {page: pageUrl.pathname, href, url: new URL(href, pageUrl)};
    }
  }

  /** The links (<a>, <area>, canonical and hreflang) and anchor targets of a page, parsed once. */
  private read(file: string): Page {
    let page = this.pages.get(file);
    if (page === undefined) {
      const $ = load(readFileSync(file, 'utf8'));
      const values = (selector: string, attribute: string) =>
        $(selector)
          .map((_, element) => $(element).attr(attribute)!)
          .get();
      page = {
        links: values('a[href], area[href], link[rel=canonical], link[rel=alternate]', 'href'),
        ids: new Set([...values('[id]', 'id'), ...values('a[name]', 'name')]),
      };
      this.pages.set(file, page);
    }
    return page;
  }

  /** The file a URL path is served from, or undefined. */
  private fileFor(urlPath: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const candidate = path.join(this.root, decoded);
    if (path.relative(this.root, candidate).startsWith('..')) return undefined;
    const options = urlPath.endsWith('/')
      ? [path.join(candidate, 'index.html')]
      : [candidate, path.join(candidate, 'index.html'), `${candidate}.html`];
    return options.find((option) => existsSync(option) && statSync(option).isFile());
  }

  /** Why an internal link is broken, or undefined when its file (and anchor) exist. */
  private problemWith(url: URL): string | undefined {
    const target = this.fileFor(url.pathname);
    if (target === undefined) return 'no such page or file';
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor === '' || !target.endsWith('.html')) return undefined;
    return this.read(target).ids.has(anchor) ? undefined : `no element with id "${anchor}" there`;
  }
}
