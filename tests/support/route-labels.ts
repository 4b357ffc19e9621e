/**
 * One route, one label (issue 17): what a link to a page may say. A page's own labels are its
 * title (its `<h1>`, or the `<title>` of a page without one, such as the blog) and the label the
 * docs sidebar gives it. Beside them, one short form is declared, here and only here: a title
 * without the platform it is about (« Ajouter un nœud » for « Ajouter un nœud sur Mac »), or with
 * the platform of the page it leads to (« Supprimer un document sur Mac » from the iOS page).
 */
import {load} from 'cheerio';

/** The words each locale names a platform with, in titles and link texts. */
const PLATFORM_QUALIFIERS: Record<string, string[]> = {
  en: ['on iPhone and iPad', 'on the Mac', 'on Mac'],
  de: ['auf iPhone und iPad', 'auf dem Mac'],
  fr: ['sur iPhone et iPad', 'sur Mac'],
  ja: ['iPhoneとiPadで', 'iPhoneとiPadの', 'Macで', 'Macの'],
  nl: ['op iPhone en iPad', 'op de Mac'],
  // Longest first: each is removed in turn.
  'zh-Hans': ['在 iPhone 和 iPad 上', 'iPhone 和 iPad 上的', 'iPhone 和 iPad 上', '在 Mac 上', 'Mac 上的', 'Mac 上'],
};

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A label without its platform: the qualifier, and the comma or space it leaves, removed. */
function withoutPlatform(locale: string, label: string): string {
  let text = normalise(label);
  for (const qualifier of PLATFORM_QUALIFIERS[locale]) text = text.split(qualifier).join(' ');
  return normalise(text.replace(/\s*,\s*$/, '').replace(/\s+,/g, ','));
}

/** Whether `label` names a page whose own labels are `own`, in `locale`. */
export function namesPage(locale: string, label: string, own: Iterable<string>): boolean {
  const bare = withoutPlatform(locale, label);
  return [...own].some((name) => normalise(name) === normalise(label) || withoutPlatform(locale, name) === bare);
}

/** A link as a reader meets it: where it is, what it says, the route it leads to. */
export type LabelledLink = {part: string; label: string; route: string};

/** The route a link leads to: its path without the anchor, the query or a trailing slash. */
export const routeOf = (href: string) => href.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1');

/** The site's title, after the ` | ` of every page's `<title>`. */
const TITLE_SUFFIX = / \| Breakdown Structure$/;

/**
 * What one built page tells: its own title, the sidebar's label of each route, and the links of
 * the parts a reader navigates by. Links with an anchor name a section, not the page: left out.
 */
export function readPage(
  html: string,
  {notFound}: {notFound: boolean},
): {title: string; sidebar: LabelledLink[]; links: LabelledLink[]} {
  const $ = load(html);
  const linksIn = (part: string, selector: string, text: (element: ReturnType<typeof $>) => string) =>
    $(selector)
      .toArray()
      .map((element) => ({part, href: $(element).attr('href') ?? '', label: normalise(text($(element)))}))
      .filter(({href, label}) => href.startsWith('/') && !href.includes('#') && label !== '')
      .map(({part, href, label}) => ({part, label, route: routeOf(href)}));
  const own = (element: ReturnType<typeof $>) => element.text();
  const isBlogList = $('html').hasClass('blog-list-page');
  return {
    title: normalise($('article h1, main h1').first().text() || $('title').text().replace(TITLE_SUFFIX, '')),
    sidebar: linksIn('sidebar', '.theme-doc-sidebar-menu a.menu__link', own),
    links: [
      // The locale menu names languages, not pages; the brand link is the site's name.
      ...linksIn('navbar', '.navbar__items a.navbar__link:not(.dropdown__link)', own),
      ...linksIn('footer', 'footer a.footer__link-item', own),
      // A blog list's pager says « Older entries », not a page's name.
      ...(isBlogList
        ? []
        : linksIn('previous/next', 'a.pagination-nav__link', (link) => link.find('.pagination-nav__label').text())),
      ...linksIn('related pages', 'h2#related + ul a', own),
      ...(notFound ? linksIn('not-found page', 'main a', own) : []),
    ],
  };
}
