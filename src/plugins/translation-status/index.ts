/**
 * The translation notice: what a reader of a translated locale is told about a page not translated
 * yet or whose English has changed since its translation. This plugin tells the pages which
 * translations are stale (./translations.ts): those, by their `@site/…` source path, whose English
 * or a partial of it changed since they were made. Pages not translated at all need no list:
 * Docusaurus builds them from the English file. ./client/ turns the list into each page's status
 * and the notice; ./theme/ wraps the theme's doc page, post, titles, texts and table of contents
 * to show them. The wrappers import the theme's own component as `@theme-init/…`, so a wrapper of
 * the same component in src/theme (`@theme-original/…`) wraps this one rather than replacing it.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isPage, lockfileOf, statusOf} from './translations';

export default function translationStatusPlugin(context: LoadContext): Plugin {
  const {currentLocale, defaultLocale} = context.i18n;
  return {
    name: 'translation-status',
    loadContent: async () =>
      currentLocale === defaultLocale
        ? []
        : statusOf(context.siteDir, currentLocale)
            .filter((entry) => entry.status === 'stale' && isPage(entry.source))
            .map((entry) => `@site/${entry.translation}`),
    contentLoaded: async ({content, actions}) => actions.setGlobalData({stale: content as string[]}),
    // `npm start` reloads the list when a page or the locale's lockfile changes.
    getPathsToWatch: () => ['docs/**/*.{md,mdx}', 'blog/**/*.{md,mdx}', lockfileOf(currentLocale)],
    getThemePath: () => './theme',
  };
}
