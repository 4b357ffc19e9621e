/**
 * One route, one label (issue 17), on the build: in each locale, every link of the navbar, the
 * footer, the docs sidebar, the previous/next links, the related-pages lists and the not-found
 * page names the page it leads to by that page's own label, its title or its sidebar label, or
 * the one short form tests/support/route-labels.ts declares. The French navbar called the quick
 * start « Tutoriel » where the page and the footer say « Démarrage rapide »; « Suivant : ChatGPT »
 * led to the category « Génération assistée par IA ».
 *
 * The links in the text of pages and posts follow the same rule: a link names a page, never an
 * action (CONTENT.md, « siehe [Titel] », 「[タイトル]」を参照), so « [drag the node](…/drag-drop) »
 * fails where « drag the node…; see [Drag and drop](…/drag-drop) » passes. The label is compared as
 * written, capital included: a title turned into a common noun (« de [veelgestelde vragen] ») is no
 * longer the page's name. A writer may also:
 * - link a heading of the page (`…/csv-export#columns`) by the heading's own text, since the link
 *   leads to that section, not to the top of the page (no page links a heading of another today);
 * - give a page's platform links after its name, which is then written just before them, in plain
 *   text before the parenthesis (« Export CSV ([Mac], [iOS]) », the FAQ's and the quick start's
 *   way) or as the link to its twin on the other platform (« [Export CSV sur Mac] et [sur iPhone et
 *   iPad] », the posts' reading lists); the platform a link says must be its page's.
 * Links to files (samples, manuals), to the blog's tags and to other sites name no page: not read.
 */
import {test, expect} from '@playwright/test';
import {testPagesRoute} from '../../_dogfooding/dogfooding.config';
import {readBuiltPage} from '../../scripts/lib/built-page';
import {buildDir} from '../support/build-dir';
import {locales, sitePagesOf} from '../support/built-pages';
import {
  type LabelledLink,
  type TextLink,
  namesPage,
  platformLinkNamesPage,
  readPage,
  routeOf,
} from '../support/route-labels';

/** What a locale's build tells of its pages' labels and links, each link with the page it is on. */
function readLocale(locale: string) {
  const titles = new Map<string, string>();
  const ownLabels = new Map<string, Set<string>>();
  const headings = new Map<string, Map<string, string>>();
  const links = new Map<string, LabelledLink & {on: string}>();
  const text: (TextLink & {on: string})[] = [];
  const pages = sitePagesOf(locale).filter((page) => !page.file.includes(`${testPagesRoute}/`));
  for (const page of pages) {
    const read = readPage(readBuiltPage(buildDir, page.file), {
      notFound: page.file.endsWith('/404.html'),
    });
    const on = page.canonical ?? page.file;
    if (page.canonical) {
      titles.set(routeOf(page.canonical), read.title);
      headings.set(routeOf(page.canonical), read.headings);
    }
    for (const {route, label} of read.sidebar) ownLabels.set(route, (ownLabels.get(route) ?? new Set()).add(label));
    // The navbar and the footer are on every page: each link is checked once.
    for (const link of [...read.links, ...read.sidebar])
      links.set(`${link.part} ${link.route} ${link.label}`, {...link, on});
    text.push(...read.text.map((link) => ({...link, on})));
  }
  expect(titles.size, `pages of the ${locale} build`).toBeGreaterThan(60);
  /** A page's own labels, or undefined for a route that is no page (a file: the link check's business). */
  const labelsOf = (route: string) => {
    const title = titles.get(route);
    return title === undefined ? undefined : new Set([title, ...(ownLabels.get(route) ?? [])]);
  };
  return {labelsOf, headings, links: [...links.values()], text};
}

const fault = ({part, label, route, on}: LabelledLink & {on: string}, own: Set<string>) =>
  `${part} of ${on}: « ${label} » → ${route}, which is « ${[...own].join(' » / « ')} »`;

for (const locale of locales) {
  test(`${locale}: every navigation link names its page by the page's own label`, () => {
    const {labelsOf, links} = readLocale(locale);
    const faults: string[] = [];
    for (const link of links) {
      const own = labelsOf(link.route);
      if (own !== undefined && !namesPage(locale, link.label, own)) faults.push(fault(link, own));
    }
    expect(faults).toEqual([]);
  });

  test(`${locale}: every link in the text of pages and posts names its page or its heading`, () => {
    const {labelsOf, headings, text} = readLocale(locale);
    expect(text.length, `links to pages in the text of the ${locale} build`).toBeGreaterThan(200);
    const faults: string[] = [];
    for (const link of text) {
      const own = labelsOf(link.route);
      if (own === undefined) continue;
      const heading = link.anchor === undefined ? undefined : headings.get(link.route)?.get(link.anchor);
      const names = heading === undefined ? own : new Set([...own, heading]);
      if (!namesPage(locale, link.label, names) && !platformLinkNamesPage(locale, link, own)) {
        faults.push(fault(link, names));
      }
    }
    expect(faults).toEqual([]);
  });
}
