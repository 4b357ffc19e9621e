/**
 * Every built page of every locale is valid HTML for html-validate, with the rules of
 * config/html-validate.ts (its recommended set, less the rules listed there with the framework
 * markup that breaks them). That the check names the page and the rule is tests/unit/html-validity.spec.ts's.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {readBuiltPage} from '../../scripts/lib/built-page';
import {buildDir} from '../support/build-dir';
import {locales, pagesOf, parsedPage} from '../support/built-pages';
import {errorsOf} from '../support/html-validity';

for (const locale of locales) {
  test(`${locale}: every page is valid HTML`, async () => {
    const files = pagesOf(locale);
    expect(files.length, `pages built for ${locale}`).toBeGreaterThan(60);
    const errors: string[] = [];
    for (const file of files) {
      errors.push(...(await errorsOf(readFileSync(file, 'utf8'), path.relative(buildDir, file))));
    }
    expect(errors, `html-validate errors in the ${locale} build`).toEqual([]);
  });
}

// The translation notice shows only on a page whose translation is stale or missing, which the
// sweep above meets only while a translation lags. The test-only pages in each state (_dogfooding/)
// hold it in every build but have no docs sidebar, whose <aside> is what a second unnamed landmark
// collides with: the notice as built is set into a page of the docs, as a stale page shows it.
for (const state of ['stale', 'missing']) {
  test(`a docs page under the translation notice (${state}) is valid HTML`, async () => {
    const notice = readBuiltPage(buildDir, `fr/__tests__/docs/${state}/index.html`)('[data-translation-status]');
    expect(notice).toHaveLength(1);
    const $ = parsedPage('/fr/faq');
    expect($('aside.theme-doc-sidebar-container')).toHaveLength(1);
    $('article').first().prepend($.html(notice));
    expect(await errorsOf($.html(), `fr/faq/index.html with the ${state} notice`)).toEqual([]);
  });
}
