/**
 * Platform twins agree (issue 17): where the English iOS page and its Mac twin (docs/ios/X and
 * docs/mac/X) name a thing the same way — a heading, a bold list head — each
 * translation names it one way on both pages too. Headings are paired with their English by their
 * ids; bold list heads by their order, on pages that keep the English page's number of them.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {typographyOf} from '../../src/i18n/typography';
import type {PageSource} from '../../scripts/lib/page-source';
import {pageSourceOf} from '../support/page-sources';
import {
  lockfileOf,
  recordedTranslationsOf,
  sourcesOf,
  translatedLocales,
} from '../../src/plugins/translation-status/translations';

const root = path.join(__dirname, '../..');

/** Each heading with an id: id → its text. */
const headings = (source: PageSource) =>
  new Map(source.headings().flatMap(({id, text}) => (id === undefined ? [] : [[id, text]])));
/**
 * The bold heads of list items (`- **Codes that look like numbers.** …`), one a line, so that their
 * order is the English one whatever a language does to word order inside a sentence. (Bold words
 * inside sentences are left out: English "Done" names both the iOS button and a status, which
 * French rightly calls « OK » and « Terminé ».)
 */
const listHeads = (source: PageSource, locale: string) => {
  // Where a Latin-script language quotes UI names, a head naming one is quoted („Zuletzt“ listet …), not bold.
  const rules = typographyOf(locale);
  const [open, close] = rules.quotes;
  const quotesNames = rules.uiName === 'quoted' && rules.script === 'latin';
  return source.bulletItems().flatMap(({children: [first]}) => {
    let head: string | undefined;
    if (first?.type === 'Strong') head = first.raw.slice(2, -2);
    // `**不要对整列求和。**父行…`: CommonMark's tree (textlint's) sees no bold where a closing `**` after
    // punctuation meets a letter; MDX 1, which renders the site, does.
    else if (first?.type === 'Str' && first.raw.startsWith('**')) head = /^\*\*(.+?)\*\*/.exec(first.raw)?.[1];
    else if (quotesNames && first?.type === 'Str' && first.raw.startsWith(open)) {
      const end = first.raw.indexOf(close, open.length);
      if (end > open.length) head = first.raw.slice(open.length, end);
    }
    return head === undefined ? [] : [head.replace(/[:：]$/, '').trim()];
  });
};

/** English name → the translation's name for it, on one page. */
function namesOn(source: string, translation: string, locale: string): [string, string][] {
  const english = pageSourceOf(source);
  const translated = pageSourceOf(translation);
  const englishHeadings = headings(english);
  const pairs: [string, string][] = [...headings(translated)]
    .filter(([id]) => englishHeadings.has(id))
    .map(([id, name]) => [englishHeadings.get(id)!, name]);
  const [englishBolds, translatedBolds] = [listHeads(english, 'en'), listHeads(translated, locale)];
  if (englishBolds.length === translatedBolds.length) {
    pairs.push(...englishBolds.map((name, index): [string, string] => [name, translatedBolds[index]]));
  }
  return pairs;
}

for (const locale of translatedLocales) {
  test(`${locale}: what the English iOS and Mac pages name alike, the translation names alike`, () => {
    const faults: string[] = [];
    const pages = sourcesOf(root, locale).filter(({source}) => source.startsWith('docs/ios/'));
    // Every pair whose two translations the lockfile records is compared, or the sweep checks nothing.
    const recorded = new Set(recordedTranslationsOf(root, locale).map(({source}) => source));
    const recordedPairs = pages.filter(
      ({source}) => recorded.has(source) && recorded.has(source.replace('docs/ios/', 'docs/mac/')),
    ).length;
    expect(recordedPairs, `iOS pages and Mac twins translated in ${lockfileOf(locale)}`).toBeGreaterThan(0);
    let compared = 0;
    for (const ios of pages) {
      const macSource = ios.source.replace('docs/ios/', 'docs/mac/');
      const macTranslation = ios.translation.replace('/ios/', '/mac/');
      if (![ios.translation, macSource, macTranslation].every((file) => existsSync(path.join(root, file)))) continue;
      compared += 1;
      const onIos = namesOn(ios.source, ios.translation, locale);
      const onMac = namesOn(macSource, macTranslation, locale);
      const shared = new Set(
        onIos.map(([english]) => english).filter((name) => onMac.some(([other]) => other === name)),
      );
      for (const name of shared) {
        const translations = new Set([...onIos, ...onMac].filter(([english]) => english === name).map(([, t]) => t));
        if (translations.size > 1) {
          faults.push(
            `${ios.translation} and its Mac twin: « ${name} » is ${[...translations].map((t) => `« ${t} »`).join(', ')}`,
          );
        }
      }
    }
    expect(compared, 'iOS pages compared with their Mac twin').toBeGreaterThanOrEqual(recordedPairs);
    expect(faults).toEqual([]);
  });
}
