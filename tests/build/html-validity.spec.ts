/**
 * Every built page of every locale is valid HTML for html-validate, with the rules of
 * config/html-validate.ts (its recommended set, less the rules listed there with the framework
 * markup that breaks them). That the check names the page and the rule is tests/unit/html-validity.spec.ts's.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../support/build-dir';
import {locales, pagesOf} from '../support/built-pages';
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
