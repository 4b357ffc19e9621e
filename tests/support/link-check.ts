/**
 * The link check of tests/build/links.spec.ts: the internal links (paths and #anchors) of built
 * pages, resolved by the site index of the build (server/site-index.ts), as both servers resolve them.
 */
import {readBuiltPage} from '../../scripts/lib/built-page';
import type {Page, SiteIndex} from '../../server/site-index';

interface Links {
  links: string[];
  ids: Set<string>;
}

export interface LinkReport {
  /** `page → href: why`, one line per broken internal link. */
  broken: string[];
  /** How many internal links were checked. */
  checked: number;
}

export class LinkChecker {
  private readonly parsed = new Map<string, Links>();
  /** `siteIndex.origin`, that of the canonical links, tells internal links: they may be absolute (hreflang). */
  constructor(private readonly siteIndex: SiteIndex) {}

  /** Checks the internal links of `pages` (of the site index). */
  check(pages: Page[]): LinkReport {
    const report: LinkReport = {broken: [], checked: 0};
    for (const {page, href, url} of this.links(pages)) {
      if (url.origin !== this.siteIndex.origin) continue;
      report.checked += 1;
      const problem = this.problemWith(url);
      if (problem !== undefined) report.broken.push(`${page} → ${href}: ${problem}`);
    }
    return report;
  }

  /** The links of `pages` to other sites, each with the pages that hold it (not fetched). */
  external(pages: Page[]): Map<string, Set<string>> {
    const external = new Map<string, Set<string>>();
    for (const {page, url} of this.links(pages)) {
      if (url.origin === this.siteIndex.origin) continue;
      if (!external.has(url.href)) external.set(url.href, new Set());
      external.get(url.href)!.add(page);
    }
    return external;
  }

  /**
   * Every link of `pages`: the page's URL path, the href as written and the URL it resolves to.
   * A page is read at its canonical URL, where readers get it; one without at its file's path.
   */
  private *links(pages: Page[]): Generator<{page: string; href: string; url: URL}> {
    for (const {file, canonical} of pages) {
      const pageUrl = new URL(canonical ?? file, this.siteIndex.origin);
      for (const href of this.read(file).links) yield {page: pageUrl.pathname, href, url: new URL(href, pageUrl)};
    }
  }

  /** The links (<a>, <area>, canonical and hreflang) and anchor targets of a page (a build path), parsed once. */
  private read(file: string): Links {
    let page = this.parsed.get(file);
    if (page === undefined) {
      const $ = readBuiltPage(this.siteIndex.root, file);
      const values = (selector: string, attribute: string) =>
        $(selector)
          .map((_, element) => $(element).attr(attribute)!)
          .get();
      page = {
        links: values('a[href], area[href], link[rel=canonical], link[rel=alternate]', 'href'),
        ids: new Set([...values('[id]', 'id'), ...values('a[name]', 'name')]),
      };
      this.parsed.set(file, page);
    }
    return page;
  }

  /** Why an internal link is broken, or undefined when its page or file (and anchor) exist. */
  problemWith(url: URL): string | undefined {
    let destination;
    try {
      destination = this.siteIndex.lookup(decodeURIComponent(url.pathname));
    } catch {
      return 'malformed percent-encoding';
    }
    // Readers would get there, one request later: the link should name the page's own URL.
    if ('redirect' in destination) return `redirects to ${destination.redirect}`;
    if (destination.status === 404) return 'no such page or file';
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor === '' || !destination.file.endsWith('.html')) return undefined;
    return this.read(destination.file).ids.has(anchor) ? undefined : `no element with id "${anchor}" there`;
  }
}
