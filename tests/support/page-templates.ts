/**
 * The templates of the site's pages, told apart from the build: a page's template is the theme's
 * classes on its <html> (its own doc id aside) and, for a doc, which doc it is (the locale's home,
 * a section's index, or a page), since those three lay out differently. Checks that must meet
 * every template once pick its first page here, so that a new template is checked without anyone
 * listing it.
 */
import type {CheerioAPI} from 'cheerio';
import {readBuiltPage} from '../../scripts/lib/built-page';
import {localeBaseUrl} from '../../server/site-index';
import {buildDir} from './build-dir';
import {builtSiteIndex, sitePagesOf} from './built-pages';

/** The template of the page `$`, whose canonical path is `route`; `home` is its locale's home path. */
export function templateOf($: CheerioAPI, route: string, home: string): string {
  const classes = ($('html').attr('class') ?? '').split(/\s+/).filter(Boolean);
  const docId = classes.find((name) => name.startsWith('docs-doc-id-'));
  const kind =
    docId === undefined ? '' : route === home ? ' (home)' : /(^|\/)index$/.test(docId) ? ' (index)' : ' (page)';
  return `${classes
    .filter((name) => name !== docId)
    .sort()
    .join(' ')}${kind}`;
}

/** A page of the build, parsed, with its canonical path and its template. */
export interface TemplatedPage {
  path: string;
  template: string;
  $: CheerioAPI;
}

/** The pages of `locale` whose canonical paths are `routes`, in that order, each with its template. */
export function templatedPages(locale: string, routes: readonly string[]): TemplatedPage[] {
  const home = localeBaseUrl(locale);
  const files = new Map(
    sitePagesOf(locale).flatMap(({canonical, file}) => (canonical === undefined ? [] : [[canonical, file]])),
  );
  return routes.map((route) => {
    const file = files.get(route);
    if (file === undefined) throw new Error(`${route}: no page of the ${locale} build (${builtSiteIndex().root})`);
    const $ = readBuiltPage(buildDir, file);
    return {path: route, template: templateOf($, route, home), $};
  });
}

/** The first page of each template among `routes` (canonical paths of `locale`), in their order. */
export function firstPageOfEachTemplate(locale: string, routes: readonly string[]): TemplatedPage[] {
  const seen = new Set<string>();
  return templatedPages(locale, routes).filter(({template}) => !seen.has(template) && seen.add(template));
}
