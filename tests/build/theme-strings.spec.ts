/**
 * Every site string a built page shows is decided in its locale's code.json (issue 27): the
 * theme's labels, titles and plurals (the pager, the breadcrumbs, the sidebar's buttons, the
 * admonitions' labels, the not-found page, the blog's list, tags and archive pages, the reading
 * time, « 3 posts tagged with … »), and the site's own components' strings, wherever a reader
 * meets them: text, `<title>`, meta description, `aria-label`, `title`, `alt`. A string without
 * an entry shows as Docusaurus ships it (its own translation, or English): not in the site's voice
 * and register, and not checked by the terminology check. Which strings there are and which of
 * them a page shows: tests/support/theme-strings.ts. Each fault names the locale, the id, the text
 * the reader is shown and a page that shows it; English is decided by i18n/en/code.json too.
 */
import {test, expect} from '@playwright/test';
import {testPagesRoute} from '../../_dogfooding/dogfooding.config';
import {readBuiltPage} from '../../scripts/lib/built-page';
import {buildDir} from '../support/build-dir';
import {locales, sitePagesOf} from '../support/built-pages';
import {siteStringsOf, stringFinder, textsOf} from '../support/theme-strings';

for (const locale of locales) {
  test(`${locale}: every site string a page shows is decided in code.json`, async () => {
    const strings = await siteStringsOf(locale);
    const finder = stringFinder(strings);
    const pages = sitePagesOf(locale).filter((page) => !page.file.includes(`${testPagesRoute}/`));
    expect(pages.length, `pages of the ${locale} build`).toBeGreaterThan(60);
    for (const page of pages) finder.read(textsOf(readBuiltPage(buildDir, page.file)), page.canonical ?? page.file);
    const shown = finder.shown();
    // The check finds what it must: the pager of every doc page, on the pages that have one.
    expect(shown.has('theme.docs.paginator.next'), 'the pager found').toBe(true);
    const undecided = strings
      .filter(({id, decided}) => shown.has(id) && !decided)
      .map(({id, message}) => `${locale}: ${id} « ${message} » (${shown.get(id)})`);
    expect(undecided).toEqual([]);
  });
}
