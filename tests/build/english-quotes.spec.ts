/**
 * English is printed with curly quotes and apostrophes (issue 27; Apple's US English): on every
 * page of the English build, no straight ' or " in any text a reader meets outside code, `pre` and
 * `kbd` — the `<title>`, the meta description, the text, the labels and tooltips
 * (tests/support/shown-text.ts). The build sets them in the text of pages and posts
 * (src/plugins/smart-quotes/); front matter (titles, descriptions) and site strings
 * (i18n/en/code.json, the Mac menus, the config) are typed curly by their writers. Each fault names
 * the page, where on it, and the text around the quote.
 */
import {test, expect} from '@playwright/test';
import {testPagesRoute} from '../../_dogfooding/dogfooding.config';
import {defaultLocale} from '../../config/i18n';
import {readBuiltPage} from '../../scripts/lib/built-page';
import {buildDir} from '../support/build-dir';
import {sitePagesOf} from '../support/built-pages';
import {shownTexts} from '../support/shown-text';

/** The text around the straight quotes of `text` (all of a short one), or undefined without any. */
function aroundQuotes(text: string): string | undefined {
  const first = text.search(/['"]/);
  if (first === -1) return undefined;
  const around = text.length <= 120 ? text : text.slice(Math.max(0, first - 60), first + 60);
  return around.replace(/\s+/g, ' ').trim();
}

test('English: no straight quote in what a reader meets, code aside', () => {
  const pages = sitePagesOf(defaultLocale).filter((page) => !page.file.includes(`${testPagesRoute}/`));
  expect(pages.length, 'pages of the English build').toBeGreaterThan(60);
  const faults = new Set<string>();
  for (const page of pages) {
    for (const {where, text} of shownTexts(readBuiltPage(buildDir, page.file), ['code', 'pre', 'kbd'])) {
      const quoted = aroundQuotes(text);
      if (quoted !== undefined) faults.add(`${page.canonical ?? page.file} (${where}): « ${quoted} »`);
    }
  }
  expect([...faults]).toEqual([]);
});
