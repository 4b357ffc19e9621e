/**
 * The blog's feeds in the reader's language (issue 17, config/blog-feed.ts): each locale's RSS and
 * Atom feeds are titled and described with the blog's title and description in that language
 * (i18n/<locale>/docusaurus-plugin-content-blog/options.json; English: docusaurus.config.ts), and
 * every link of their items is absolute, so that a feed reader can follow it. Every Atom entry
 * names its author (RFC 4287 §4.1.1: a feed without one, in its entries or of its own, is
 * invalid); RSS 2.0's author is an e-mail address, which the site has none of (config/blog-feed.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect} from '@playwright/test';
import {defaultLocale} from '../../config/i18n';
import {localeBaseUrl} from '../../server/site-index';
import {buildDir} from '../support/build-dir';
import {locales} from '../support/built-pages';

const root = path.join(__dirname, '../..');
const ENGLISH = {
  title: 'News',
  description: 'Release notes and beta announcements of Breakdown Structure for Mac, iPhone, and iPad.',
};

function blogStrings(locale: string) {
  const file = path.join(root, `i18n/${locale}/docusaurus-plugin-content-blog/options.json`);
  if (locale === defaultLocale || !existsSync(file)) return ENGLISH;
  const options = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return {title: options.title.message, description: options.description.message};
}

for (const locale of locales) {
  for (const feed of ['rss.xml', 'atom.xml']) {
    test(`${locale}: ${feed} speaks the language and links absolutely`, () => {
      const file = path.join(buildDir, localeBaseUrl(locale), 'blog', feed);
      const $ = load(readFileSync(file, 'utf8'), {xmlMode: true});
      const {title, description} = blogStrings(locale);
      expect($('channel > title, feed > title').first().text()).toBe(`Breakdown Structure — ${title}`);
      expect($('channel > description, feed > subtitle').first().text()).toBe(description);
      const items = $('item, entry');
      expect(items.length, 'posts').toBeGreaterThan(5);
      const relative = items
        .toArray()
        .flatMap((item) => {
          const content = $(item).find('content\\:encoded, content').first().text();
          const html = load(content, null, false);
          return html('[href], [src]')
            .toArray()
            .map((element) => html(element).attr('href') ?? html(element).attr('src') ?? '');
        })
        .filter((link) => !/^(https:|mailto:)/.test(link));
      expect([...new Set(relative)]).toEqual([]);
      if (feed === 'atom.xml') {
        const authors = items.toArray().map((entry) => $(entry).children('author').children('name').text());
        expect(new Set(authors), 'the author of each entry').toEqual(new Set(['Breakdown Structure']));
      }
    });
  }
}
