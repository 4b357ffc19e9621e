/**
 * One route, one label (issue 17), on the build: in each locale, every link of the navbar, the
 * footer, the docs sidebar, the previous/next links, the related-pages lists and the not-found
 * page names the page it leads to by that page's own label, its title or its sidebar label, or
 * the one short form tests/support/route-labels.ts declares. The French navbar called the quick
 * start « Tutoriel » where the page and the footer say « Démarrage rapide »; « Suivant : ChatGPT »
 * led to the category « Génération assistée par IA ».
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {testPagesRoute} from '../../_dogfooding/dogfooding.config';
import {buildDir} from '../support/build-dir';
import {locales, sitePagesOf} from '../support/built-pages';
import {type LabelledLink, namesPage, readPage, routeOf} from '../support/route-labels';

for (const locale of locales) {
  test(`${locale}: every navigation link names its page by the page's own label`, () => {
    const titles = new Map<string, string>();
    const ownLabels = new Map<string, Set<string>>();
    const links = new Map<string, LabelledLink & {on: string}>();
    const pages = sitePagesOf(locale).filter((page) => !page.file.includes(`${testPagesRoute}/`));
    for (const page of pages) {
      const read = readPage(readFileSync(path.join(buildDir, page.file), 'utf8'), {
        notFound: page.file.endsWith('/404.html'),
      });
      if (page.canonical) titles.set(routeOf(page.canonical), read.title);
      for (const {route, label} of read.sidebar) ownLabels.set(route, (ownLabels.get(route) ?? new Set()).add(label));
      // The navbar and the footer are on every page: each link is checked once.
      for (const link of [...read.links, ...read.sidebar]) {
        links.set(`${link.part} ${link.route} ${link.label}`, {...link, on: page.canonical ?? page.file});
      }
    }
    expect(titles.size, `pages of the ${locale} build`).toBeGreaterThan(60);

    const faults: string[] = [];
    for (const {part, label, route, on} of links.values()) {
      const title = titles.get(route);
      // A link to a file (a sample, a manual) or to no page is the link check's business.
      if (title === undefined) continue;
      const own = new Set([title, ...(ownLabels.get(route) ?? [])]);
      if (!namesPage(locale, label, own)) {
        faults.push(`${part} of ${on}: « ${label} » → ${route}, which is « ${[...own].join(' » / « ')} »`);
      }
    }
    expect(faults).toEqual([]);
  });
}
