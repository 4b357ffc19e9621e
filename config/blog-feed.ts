/**
 * The blog's RSS and Atom feeds in the reader's language (issue 17). Docusaurus 2.4.1 does not
 * translate `feedOptions`: it titles every locale's feed "<site title> Blog". The config is loaded
 * once per locale, so the feed takes the title and description the blog's pages already show in
 * that language (i18n/<locale>/docusaurus-plugin-content-blog/options.json, which the terminology
 * check reads), and its items' links are made absolute: a feed reader resolves neither `/fr/ios`
 * nor `#why` against the post.
 *
 * Every item names its author, the app's maker as the site's footer names it (no post has an
 * author of its own): an Atom feed whose entries have none is invalid (RFC 4287 §4.1.1). The
 * `feed` package writes the author into Atom entries only: RSS 2.0's `<author>` is an e-mail
 * address, which the site publishes none of, and RSS makes it optional.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {load} from 'cheerio';
import {defaultLocale} from './i18n';

type FeedOptions = NonNullable<BlogOptions['feedOptions']>;

/** The blog's title and description as `locale`'s pages show them, or the English ones. */
function blogStrings(locale: string, english: {title: string; description: string}) {
  const file = path.join(__dirname, `../i18n/${locale}/docusaurus-plugin-content-blog/options.json`);
  if (locale === defaultLocale || !existsSync(file)) return english;
  const options = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string} | undefined>;
  return {
    title: options.title?.message ?? english.title,
    description: options.description?.message ?? english.description,
  };
}

/** The relative `href` and `src` of `html` (`/fr/ios`, `#why`), made absolute against the item's own `link`. */
export function absoluteLinks(html: string, link: string): string {
  const $ = load(html, null, false);
  for (const attribute of ['href', 'src']) {
    $(`[${attribute}]`).each((_, element) => {
      const value = $(element).attr(attribute)!;
      if (!/^[a-z][a-z+.-]*:/i.test(value)) $(element).attr(attribute, new URL(value, link).href);
    });
  }
  return $.html();
}

/** Who writes the posts: the maker of the app, whose name is the site's title (its copyright line). */
export const feedAuthor = (siteTitle: string, siteUrl: string) => ({name: siteTitle, link: siteUrl});

/** The feed options of the blog built for `locale`. */
export function feedOptionsFor(
  locale: string | undefined,
  siteTitle: string,
  english: {title: string; description: string},
  siteUrl: string,
): FeedOptions {
  const {title, description} = blogStrings(locale ?? defaultLocale, english);
  return {
    type: ['rss', 'atom'],
    title: `${siteTitle} — ${title}`,
    description,
    createFeedItems: async ({defaultCreateFeedItems, ...params}) =>
      (await defaultCreateFeedItems(params)).map((item) => ({
        ...item,
        content: item.content && absoluteLinks(item.content, item.link),
        author: [feedAuthor(siteTitle, siteUrl)],
      })),
  };
}
