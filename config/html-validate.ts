/**
 * html-validate's rules for the built pages (tests/build/html-validity.spec.ts): its recommended
 * set, with the options below. Each one is set for markup of Docusaurus or React that the site
 * cannot change (what breaks the rule is named), and keeps the rule for everything else; long-title
 * holds the site's own limit on titles.
 */
import type {ConfigData} from 'html-validate';

/**
 * A page's own title (its front matter title) at most, in characters: the title says the page's
 * platform (« … on Mac », « … on iPhone and iPad », issue 27), and search engines cut the site's
 * suffix before it. tests/build/page-titles.spec.ts holds every page to it.
 */
export const PAGE_TITLE_MAX = 60;

/** What the theme adds to every page's title in the `<title>` element: ` | ` and the site's title. */
export const TITLE_SUFFIX = ' | Breakdown Structure';

export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Docusaurus's SSR template writes `<!doctype html>`; the case is a style choice, both are valid HTML.
    'doctype-style': 'off',
    // Docusaurus's ids begin with underscores (`__docusaurus`, `__docusaurus_skipToContent_fallback`):
    // valid HTML, which only asks an id to be non-empty and without spaces (the relaxed check).
    'valid-id': ['error', {relaxed: true}],
    // React's server renderer writes boolean attributes as `disabled=""`, `itemscope=""`.
    'attribute-boolean-style': ['error', {style: 'empty'}],
    // The theme's skip link sits in a `<div role="region">` (theme-common's SkipToContentLink) and
    // the language menu opens from an `<a href="#" role="button">` (DropdownNavbarItem). Our own
    // regions are <section> elements; any other role must use its native element.
    'prefer-native-element': ['error', {exclude: ['region', 'button']}],
    // Styles the theme writes inline: the open sidebar category's list (Collapsible: display,
    // height, overflow) and code tokens (prism-react-renderer: color, font-style, font-weight, and
    // the code block's CSS variables). Any other inline style is an error.
    // The whole <title>: a page's own title at its longest, then the suffix (the default, 70, left 48
    // characters for the page's own). The rule counts the markup, where React writes an & as `&amp;`
    // (5) and a straight ' as `&#x27;` (6): such a title has that many characters fewer.
    'long-title': ['error', {maxlength: PAGE_TITLE_MAX + TITLE_SUFFIX.length}],
    'no-inline-style': [
      'error',
      {
        allowedProperties: ['display', 'height', 'overflow', 'color', 'font-style', 'font-weight'],
        allowVariables: true,
      },
    ],
  },
};
