/**
 * What a reader of a translated locale is told about the page in front of them (issue 11): a
 * page with no translation yet shows the English text, marked `lang="en"` so that a screen reader
 * reads it with an English voice; a translation whose English has changed since (stale) is shown
 * as it is. Both carry a notice in the reader's language with a link to the English page.
 * Which translations are stale comes from the plugin (../index.ts), which compares them with
 * today's English at build time; the wrappers of ../theme/ put the status and the notice on pages.
 */
import React, {createContext, useContext, type ComponentType, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';

export type TranslationStatus = 'original' | 'translated' | 'stale' | 'missing';

/**
 * The status of the page built from `source` (its metadata.source: `@site/docs/intro.mdx` when
 * Docusaurus fell back to the English file, `@site/i18n/<locale>/…` for a translation).
 */
function useStatusOf(source: string): TranslationStatus {
  const {currentLocale, defaultLocale} = useDocusaurusContext().i18n;
  const {stale} = usePluginData('translation-status') as {stale: string[]};
  if (currentLocale === defaultLocale) return 'original';
  if (!source.startsWith('@site/i18n/')) return 'missing';
  return stale.includes(source) ? 'stale' : 'translated';
}

/**
 * The status of the page (or the post, on a blog list) being rendered, computed once by the
 * component `withTranslationStatus` wraps and read by the parts inside it: the notice, the title,
 * the text, the table of contents. Outside one, the page is taken as up to date.
 */
const PageTranslationStatus = createContext<TranslationStatus>('original');

export function usePageTranslationStatus(): TranslationStatus {
  return useContext(PageTranslationStatus);
}

/**
 * `Component` (a theme component, e.g. DocItem) with the translation status of the page it shows,
 * whose source `useSource` gives from its props, for every part it renders.
 */
export function withTranslationStatus<P extends object>(
  Component: ComponentType<P>,
  useSource: (props: P) => string,
): ComponentType<P> {
  function WithTranslationStatus(props: P): JSX.Element {
    return (
      <PageTranslationStatus.Provider value={useStatusOf(useSource(props))}>
        <Component {...props} />
      </PageTranslationStatus.Provider>
    );
  }
  WithTranslationStatus.displayName = `WithTranslationStatus(${Component.displayName ?? Component.name})`;
  return WithTranslationStatus;
}

/**
 * `children` marked with the page's text language where it is not the locale's: `lang="en"` on a
 * page not translated yet.
 */
export function InContentLanguage({children}: {children: ReactNode}): JSX.Element {
  return usePageTranslationStatus() === 'missing' ? <div lang="en">{children}</div> : <>{children}</>;
}

/** The English page of `permalink` (`/fr/intro` → `/intro`): English is the default locale, at the root. */
function useEnglishUrl(permalink: string): string {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return `/${permalink.slice(baseUrl.length)}`;
}

/** The notice above a page not translated yet or whose English has changed since; nothing on another page. */
export function TranslationNotice({permalink}: {permalink: string}) {
  const status = usePageTranslationStatus();
  const englishUrl = useEnglishUrl(permalink);
  if (status !== 'missing' && status !== 'stale') return null;
  return (
    // A note, not an <aside>: a complementary landmark beside the docs sidebar's would be a second
    // one without a name (html-validate's unique-landmark; screen readers list both alike).
    <div role="note" className="alert alert--warning margin-bottom--md" data-translation-status={status}>
      {status === 'missing' ? (
        <Translate id="translation.notice.missing">
          This page is not translated into this language yet: it is shown in English.
        </Translate>
      ) : (
        <Translate id="translation.notice.stale">
          This translation may be out of date: the English page has changed since it was made.
        </Translate>
      )}{' '}
      {/* A plain link: the English page belongs to another locale's build, which Link cannot check. */}
      <a href={englishUrl} hrefLang="en">
        <Translate id="translation.notice.englishLink">Read the English page</Translate>
      </a>
    </div>
  );
}
