/**
 * A command of the Mac menu bar, named once in src/data/mac-menus.ts and shown in the page's
 * language and its typography (src/i18n/typography.ts): `<Menu item="file.export.csv" />` is
 * **File > Export > CSV…** (French: **Fichier > Exporter > CSV…**, Japanese:
 * 「ファイル」>「書き出す」>「CSV…」), `<Menu item="view.showInspector" keys />` adds " (⌥⌘I)"
 * (Japanese and Chinese: "（⌥⌘I）"), and `<Keys item="view.showInspector" />` is the shortcut
 * alone. Both are in every page's MDX scope (src/theme/MDXComponents), so pages need no import.
 */
import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {menuKeys, menuNames} from '@site/src/data/mac-menus';
import {menuPathText, shortcutText, typographyOf} from '@site/src/i18n/typography';

/** The names down to `item`; an unknown one stops the build, naming it. */
function namesOf(item: string, locale: string): string[] {
  const names = menuNames(item, locale);
  if (names === undefined) throw new Error(`<Menu item="${item}">: src/data/mac-menus.ts has no such item.`);
  return names;
}

function shortcutOf(item: string, locale: string): string {
  const keys = menuKeys(item, locale);
  if (keys === undefined) throw new Error(`<Keys item="${item}">: src/data/mac-menus.ts gives it no shortcut.`);
  return keys;
}

export function Menu({item, keys = false}: {item: string; keys?: boolean}): JSX.Element {
  const {currentLocale} = useDocusaurusContext().i18n;
  const path = menuPathText(namesOf(item, currentLocale), currentLocale);
  return (
    <>
      {typographyOf(currentLocale).uiName === 'bold' ? <strong>{path}</strong> : path}
      {keys && shortcutText(shortcutOf(item, currentLocale), currentLocale)}
    </>
  );
}

export function Keys({item}: {item: string}): JSX.Element {
  return <>{shortcutOf(item, useDocusaurusContext().i18n.currentLocale)}</>;
}
