/**
 * What a translator must keep of the English page (CONTENT.md): the heading ids, so that a
 * `#anchor` link works in every language; the imports, so that the page shows the same partials
 * and drawings; the admonitions, of the same kinds, titled where the English one is; and the
 * facts a reader acts on (tests/support/page-facts.ts): shortcuts (typed, or printed by `<Keys>` and
 * `<Menu keys>`), Mac menu items, the number of numbered steps, numbers and link targets. Checked
 * over every translation of every locale (src/plugins/translation-status/translations.ts), on the
 * sources: no build needed.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {
  lockfileOf,
  recordedTranslationsOf,
  sourcesOf,
  translatedLocales,
} from '../../src/plugins/translation-status/translations';
import {factDifferences, factsOf} from '../support/page-facts';
import type {PageSource} from '../../scripts/lib/page-source';
import {pageSourceOf} from '../support/page-sources';

const root = path.join(__dirname, '../..');

/** The `{#id}` of each heading, in order. */
const headingIds = (page: PageSource) => page.headings().flatMap(({id}) => (id === undefined ? [] : [id]));
/** The import lines. */
const imports = (page: PageSource) => page.imports();
/** Each admonition's kind, and whether it has a title (`:::tip A narrow window`), in order. */
const admonitions = (page: PageSource) =>
  page.admonitions().map(({kind, title}) => (title ? `${kind} (titled)` : kind));

/**
 * Each translation of `locale` that exists, with its English page, parsed: at least every one its
 * lockfile records, or the checks below would pass on a folder they no longer find.
 */
function translationsOf(locale: string) {
  const translations = sourcesOf(root, locale)
    .filter(({translation}) => existsSync(path.join(root, translation)))
    .map(({source, translation}) => ({
      source,
      translation,
      english: pageSourceOf(source),
      translated: pageSourceOf(translation),
    }));
  const recorded = recordedTranslationsOf(root, locale).length;
  expect(recorded, `translations recorded in ${lockfileOf(locale)}`).toBeGreaterThan(0);
  expect(translations.length, `translations of ${locale} read`).toBeGreaterThanOrEqual(recorded);
  return translations;
}

for (const locale of translatedLocales) {
  test(`${locale}: every translated page has its English page's heading ids, imports and admonitions`, () => {
    const differences: string[] = [];
    for (const {source, translation, english, translated} of translationsOf(locale)) {
      if (headingIds(translated).join(' ') !== headingIds(english).join(' ')) {
        differences.push(`${translation}: heading ids ${headingIds(translated)} ≠ ${headingIds(english)}`);
      }
      if (imports(translated).join('\n') !== imports(english).join('\n')) {
        differences.push(`${translation}: imports differ from ${source}`);
      }
      if (admonitions(translated).join(' ') !== admonitions(english).join(' ')) {
        differences.push(`${translation}: admonitions ${admonitions(translated)} ≠ ${admonitions(english)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  test(`${locale}: every translated page keeps its English page's shortcuts, menu items, steps, numbers and links`, () => {
    const differences = translationsOf(locale).flatMap(({translation, english, translated}) =>
      factDifferences(factsOf(english), factsOf(translated)).map((difference) => `${translation}: ${difference}`),
    );
    expect(differences).toEqual([]);
  });
}
