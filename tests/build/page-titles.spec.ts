/**
 * Titles and descriptions as a search result and a browser tab show them (issue 27), on every page
 * of every locale: no two pages of a locale share a `<title>` (the iOS page and its Mac twin each
 * say their platform), a page's own title (the `<title>` less the theme's suffix) has at most
 * PAGE_TITLE_MAX characters (config/html-validate.ts, whose long-title rule allows it with the
 * suffix), and a meta description at most 160, where search engines cut it. Each fault names the
 * page and its text.
 */
import {test, expect} from '@playwright/test';
import {testPagesRoute} from '../../_dogfooding/dogfooding.config';
import {PAGE_TITLE_MAX, TITLE_SUFFIX} from '../../config/html-validate';
import {readBuiltPage} from '../../scripts/lib/built-page';
import {buildDir} from '../support/build-dir';
import {locales, sitePagesOf} from '../support/built-pages';

/** Where search results cut a description. */
const DESCRIPTION_MAX = 160;

/** Characters as a reader counts them (one for « é » or « 図 », not UTF-16 units). */
const length = (text: string) => [...text].length;

/** Each page of `locale`'s build (the test-only pages aside) with its title and description. */
function headsOf(locale: string) {
  const pages = sitePagesOf(locale).filter((page) => !page.file.includes(`${testPagesRoute}/`));
  expect(pages.length, `pages of the ${locale} build`).toBeGreaterThan(60);
  return pages.map((page) => {
    const $ = readBuiltPage(buildDir, page.file);
    return {
      page: page.canonical ?? page.file,
      title: $('head > title').text(),
      description: $('head > meta[name="description"]').attr('content'),
    };
  });
}

for (const locale of locales) {
  test(`${locale}: no two pages share a title`, () => {
    const pagesByTitle = new Map<string, string[]>();
    for (const {page, title} of headsOf(locale)) pagesByTitle.set(title, [...(pagesByTitle.get(title) ?? []), page]);
    const shared = [...pagesByTitle]
      .filter(([, pages]) => pages.length > 1)
      .map(([title, pages]) => `« ${title} »: ${pages.join(', ')}`);
    expect(shared).toEqual([]);
  });

  test(`${locale}: a page's own title within ${PAGE_TITLE_MAX} characters, its description within ${DESCRIPTION_MAX}`, () => {
    const faults: string[] = [];
    for (const {page, title, description} of headsOf(locale)) {
      expect(title.endsWith(TITLE_SUFFIX), `${page}: « ${title} » ends with « ${TITLE_SUFFIX} »`).toBe(true);
      const own = title.slice(0, -TITLE_SUFFIX.length);
      if (length(own) > PAGE_TITLE_MAX) faults.push(`${page}: title of ${length(own)} characters: « ${own} »`);
      if (description !== undefined && length(description) > DESCRIPTION_MAX) {
        faults.push(`${page}: description of ${length(description)} characters: « ${description} »`);
      }
    }
    expect(faults).toEqual([]);
  });
}
