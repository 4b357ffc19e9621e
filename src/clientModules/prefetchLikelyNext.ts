/**
 * Prefetches the pages a reader is likely to open next, one at a time, when the main thread is
 * idle: the pager's next page as soon as a page has shown, and the pages the article links to
 * (its text, the pager, the titles of a blog list) as their links scroll into view.
 *
 * Docusaurus's <Link> prefetches the page of every link that scrolls into view: on a doc page the
 * sidebar, navbar, breadcrumbs and the page itself, 16–17 route chunks (75–91 KB) and 130–160 ms
 * of a phone's main thread (Lighthouse, 2026-11-28), for pages a reader rarely opens from there,
 * and a click or a hover still loads any page on demand (Docusaurus's preload). What remains is
 * prefetched in idle periods, never all at once after hydration. Docusaurus's own prefetch still
 * runs it, so nothing is prefetched on 2g or data-saver connections.
 */
import type {ClientModule} from '@docusaurus/types';

type Prefetch = Window['docusaurus']['prefetch'];

/** The links of the article and of its pager, the pages a reader goes on to. */
const ARTICLE_LINKS = '.markdown a[href], article header a[href], .pagination-nav a[href]';
const NEXT_PAGE = 'a.pagination-nav__link--next[href]';

/** Runs `task` in an idle period (Safari has no requestIdleCallback: a timer then). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, {timeout: 2000});
  else window.setTimeout(task, 50);
}

const pathnameOf = (href: string) => new URL(href, window.location.href).pathname;

/** Whether the article or its pager links to `routePath`, another page than this one. */
function linkedFromArticle(routePath: string): boolean {
  const target = pathnameOf(routePath);
  if (target === window.location.pathname) return false;
  return Array.from(document.querySelectorAll<HTMLAnchorElement>(ARTICLE_LINKS)).some(
    (link) => pathnameOf(link.href) === target,
  );
}

let prefetch: Prefetch | undefined;

const clientModule: ClientModule = {
  // On every route update, the first one being hydration's commit: clientEntry sets
  // window.docusaurus after evaluating every module, this one included, and the first update
  // precedes the first intersection of a link.
  onRouteDidUpdate() {
    if (prefetch === undefined) {
      const {docusaurus} = window;
      prefetch = docusaurus.prefetch;
      const whenLinkedFromArticle: Prefetch = (routePath) =>
        linkedFromArticle(routePath) && new Promise((resolve) => whenIdle(() => resolve(prefetch!(routePath) || [])));
      window.docusaurus = {...docusaurus, prefetch: whenLinkedFromArticle};
    }
    whenIdle(() => {
      const next = document.querySelector<HTMLAnchorElement>(NEXT_PAGE);
      if (next) prefetch!(next.pathname);
    });
  },
};

export default clientModule;
