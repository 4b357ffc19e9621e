/**
 * Tells the pages of a translated locale which of them are stale (./translations.ts): the
 * translations, by their `@site/…` source path, whose English or a partial of it changed since
 * they were made. src/components/TranslationStatus reads the list to show the reader a notice.
 * Pages not translated at all need no list: Docusaurus builds them from the English file.
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
  };
}
