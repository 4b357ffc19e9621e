/** The HTML validity check of tests/build/html-validity.spec.ts on invalid markup: it names the page and the rule. */
import {test, expect} from '@playwright/test';
import {errorsOf} from '../support/html-validity';

test('the check reports invalid markup, naming the page and the rule', async () => {
  const errors = await errorsOf(
    '<!DOCTYPE html><html lang="fr"><head><title>T</title></head><body><main><p id="a">x</p><p id="a"><div>y</div></p></main></body></html>',
    'fr/broken/index.html',
  );
  expect(errors.join('\n')).toContain('fr/broken/index.html:1:');
  expect(errors.join('\n')).toMatch(/no-dup-id/);
});
