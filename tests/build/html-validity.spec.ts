/**
 * Every built page of every locale is valid HTML for html-validate, with the rules of
 * config/html-validate.ts (its recommended set, less the rules listed there with the framework
 * markup that breaks them).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {HtmlValidate} from 'html-validate';
import {test, expect} from '@playwright/test';
import {htmlValidateConfig} from '../../config/html-validate';
import {buildDir} from '../support/build-dir';
import {locales, pagesOf} from '../support/built-pages';

const validator = new HtmlValidate(htmlValidateConfig);

/** `page:line:column rule: message`, one line per error of the given markup. */
async function errorsOf(markup: string, name: string): Promise<string[]> {
  const report = await validator.validateString(markup, name);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${name}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}

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

test('the check reports invalid markup, naming the page and the rule', async () => {
  const errors = await errorsOf(
    '<!DOCTYPE html><html lang="fr"><head><title>T</title></head><body><main><p id="a">x</p><p id="a"><div>y</div></p></main></body></html>',
    'fr/broken/index.html',
  );
  expect(errors.join('\n')).toContain('fr/broken/index.html:1:');
  expect(errors.join('\n')).toMatch(/no-dup-id/);
});
