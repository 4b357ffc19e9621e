/**
 * One route, one label (issue 17): what a link to a page may say. A page's own labels are its
 * title (its `<h1>`, or the `<title>` of a page without one, such as the blog) and the label the
 * docs sidebar gives it. Beside them, one short form is declared, here and only here: a title
 * without the platform it is about (« Ajouter un nœud » for « Ajouter un nœud sur Mac »), or with
 * the platform of the page it leads to (« Supprimer un document sur Mac » from the iOS page).
 * In the text of a page, a link may also say its platform alone when the page is named just before
 * it (`platformLinkNamesPage`), and a link to a heading may say the heading. The words each locale
 * names a platform with are its `platformNames` in config/locales.ts.
 */
import type {CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {type Platform, localeOf} from '../../config/locales';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A label without its platform: the qualifier, and the comma or space it leaves, removed. */
function withoutPlatform(locale: string, label: string): string {
  let text = normalise(label);
  for (const qualifier of localeOf(locale).platformNames.qualifiers) text = text.split(qualifier).join(' ');
  return normalise(text.replace(/\s*,\s*$/, '').replace(/\s+,/g, ','));
}

/** Whether `label` names a page whose own labels are `own`, in `locale`. */
export function namesPage(locale: string, label: string, own: Iterable<string>): boolean {
  const bare = withoutPlatform(locale, label);
  return [...own].some((name) => normalise(name) === normalise(label) || withoutPlatform(locale, name) === bare);
}

/** A link as a reader meets it: where it is, what it says, the route it leads to. */
export type LabelledLink = {part: string; label: string; route: string};

/**
 * A link in the text of a page or post: also the heading it leads to (its anchor), the text of its
 * paragraph or list item before it, and the route of the link just before it, when only a comma
 * or one short word (and, et, 、, 和) stands between them.
 */
export type TextLink = LabelledLink & {anchor?: string; before: string; previous?: string};

/** The platform a route is about, from its `/mac` or `/ios` part. */
const platformOf = (route: string) => /\/(mac|ios)(?:\/|$)/.exec(route)?.[1] as Platform | undefined;

/** The same page on the other platform: `/fr/ios/…` for `/fr/mac/…`. */
const twinOf = (route: string) =>
  route.replace(
    /\/(mac|ios)(\/|$)/,
    (_, platform: string, end: string) => `/${platform === 'mac' ? 'ios' : 'mac'}${end}`,
  );

/** What stands between a page's name and its platform links: spaces, a parenthesis. */
const AFTER_NAME = /[\s(（]+$/u;

/**
 * The opening quote of each closing one the locales quote a page's name with (en none, de „…“,
 * fr « … », ja 「…」, nl ‘…’, zh-Hans “…”): a quoted name is what stands between the pair, whole.
 */
const OPENING_QUOTE: Record<string, string> = {'“': '„', '»': '«', '」': '「', '’': '‘', '”': '“'};

/**
 * Whether a link in the text that says a platform alone names its page: the platform is its
 * page's, and the page is named just before, by a link to its twin (« [Export CSV sur Mac] et [sur
 * iPhone et iPad] ») or by the text before the parenthesis (« Export CSV ([Mac], [iOS]) »).
 */
export function platformLinkNamesPage(locale: string, link: TextLink, own: Iterable<string>): boolean {
  const platform = platformOf(link.route);
  if (platform === undefined || !localeOf(locale).platformNames.links[platform].includes(link.label)) return false;
  if (link.previous === twinOf(link.route)) return true;
  const lead = link.before.replace(AFTER_NAME, '');
  const opening = OPENING_QUOTE[lead.at(-1) ?? ''];
  const start = opening === undefined ? -1 : lead.lastIndexOf(opening);
  // Quoted, the name is the whole quotation (« ‘Een WBS genereren’ » does not name « WBS genereren »);
  // unquoted (English), the words the text ends with.
  if (start !== -1) {
    const quoted = withoutPlatform(locale, lead.slice(start + 1, -1));
    return [...own].some((name) => withoutPlatform(locale, name) === quoted);
  }
  const words = withoutPlatform(locale, lead);
  return [...own].some((name) => words.endsWith(withoutPlatform(locale, name)));
}

/** The route a link leads to: its path without the anchor, the query or a trailing slash. */
export const routeOf = (href: string) => href.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1');

/** The site's title, after the ` | ` of every page's `<title>`. */
const TITLE_SUFFIX = / \| Breakdown Structure$/;

/**
 * The text of `block` before `link`, and the link before it in `block` with the text between them
 * (a comma, « et », 、).
 */
function textBefore(block: AnyNode, link: Element): {before: string; previous?: {href: string; between: string}} {
  let before = '';
  let previous: {href: string; between: string} | undefined;
  const walk = (node: AnyNode): boolean => {
    if (node === link) return true;
    if (node.type === 'text') {
      before += node.data;
      if (previous) previous.between += node.data;
      return false;
    }
    if (!('children' in node)) return false;
    const found = node.children.some(walk);
    if (!found && node.type === 'tag' && node.name === 'a') previous = {href: node.attribs.href ?? '', between: ''};
    return found;
  };
  walk(block);
  return {before, previous};
}

/** A comma or one short word between two links makes them a pair: « [Mac], [iOS] », « [sur Mac] et [sur iPad] ». */
const PAIRED = /^[\s,、，]*\p{L}{0,4}[\s,、，]*$/u;

/** The text of pages and posts: a doc's article, a post's body (not the blog's lists of posts). */
const TEXT = '.theme-doc-markdown, #__blog-post-container';

/**
 * What one built page tells: its own title, the sidebar's label of each route, the links of the
 * parts a reader navigates by, its headings by id, and the links of its text to the site's pages
 * (not to files, which have no page, nor to the blog's tags). Navigation links with an anchor name
 * a section, not the page: left out.
 */
export function readPage(
  $: CheerioAPI,
  {notFound}: {notFound: boolean},
): {title: string; sidebar: LabelledLink[]; links: LabelledLink[]; headings: Map<string, string>; text: TextLink[]} {
  const linksIn = (part: string, selector: string, text: (element: ReturnType<typeof $>) => string) =>
    $(selector)
      .toArray()
      .map((element) => ({part, href: $(element).attr('href') ?? '', label: normalise(text($(element)))}))
      .filter(({href, label}) => href.startsWith('/') && !href.includes('#') && label !== '')
      .map(({part, href, label}) => ({part, label, route: routeOf(href)}));
  const own = (element: ReturnType<typeof $>) => element.text();
  const isBlogList = $('html').hasClass('blog-list-page');
  const headings = new Map(
    $(`:is(${TEXT}) :is(h2, h3, h4)[id]`)
      .toArray()
      .map((heading) => [heading.attribs.id, normalise($(heading).clone().find('.hash-link').remove().end().text())]),
  );
  const text = $(`:is(${TEXT}) a[href^="/"]`)
    .not('.hash-link, h2#related + ul a')
    .toArray()
    .filter((link) => !/\/blog\/tags(\/|$)/.test(link.attribs.href))
    .map((link): TextLink => {
      const {href} = link.attribs;
      const block = $(link).closest('p, li, td, th, dd, dt').get(0) ?? link;
      const {before, previous} = textBefore(block, link);
      return {
        part: 'text',
        label: normalise($(link).text()),
        route: routeOf(href),
        anchor: /#(.+)$/.exec(href)?.[1],
        before: normalise(before),
        previous: previous && PAIRED.test(previous.between) ? routeOf(previous.href) : undefined,
      };
    });
  return {
    headings,
    text,
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
