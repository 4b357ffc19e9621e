/**
 * A command of the Mac menu bar, named once in src/data/mac-menus.ts and shown in the page's
 * language and its typography (src/i18n/typography.ts): `<Menu item="file.export.csv" />` is
 * **File > Export > CSV** (every language names a command without its menu's ellipsis; French:
 * **Fichier > Exporter > CSV**, Japanese: 「ファイル」>「書き出す」>「CSV」),
 * `<Menu item="view.showInspector" keys />` adds " (⌥⌘I)" (Japanese and Chinese: "（⌥⌘I）"), and
 * `<Keys item="view.showInspector" />` is the shortcut alone, as running text names it there (English
 * "Option-Command-I", src/i18n/key-names.ts; the other languages "⌥⌘I"). `tab` names a tab of the window or
 * sheet the command opens, as Apple's guides do: `<Menu item="app.settings" tab="chatgpt" keys />`
 * is "**Breakdown Structure > Settings** (⌘,), then click **ChatGPT**", whose connecting words each
 * locale's code.json gives (`menu.tab`); the page writes the verb before it ("Choose <Menu … />.").
 * The tab is set as the locale's typography says (`tabName`): like the command in most, plain in
 * French (« …, puis cliquez sur ChatGPT »).
 * Both are in every page's MDX scope (src/theme/MDXComponents), so pages need no import.
 */
import React from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {menuKeys, menuNames, menuTab} from '@site/src/data/mac-menus';
import {keysText, menuPathText, shortcutText, tabNameOf, typographyOf} from '@site/src/i18n/typography';

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

/** The name of a tab; one the data or the locale's file lacks stops the build, naming what to add. */
function tabOf(item: string, tab: string, locale: string): string {
  const name = menuTab(item, tab, locale);
  if (name === undefined)
    throw new Error(
      `<Menu item="${item}" tab="${tab}">: no such tab in src/data/mac-menus.ts, or no "${item}#tab.${tab}" ` +
        `in src/data/mac-menus/${locale}.json.`,
    );
  return name;
}

/** A UI name set apart as the language sets it: bold, or as text (already quoted where it is). */
function UiName({text, bold}: {text: string; bold: boolean}): JSX.Element {
  return bold ? <strong>{text}</strong> : <>{text}</>;
}

export function Menu({item, keys = false, tab}: {item: string; keys?: boolean; tab?: string}): JSX.Element {
  const {currentLocale} = useDocusaurusContext().i18n;
  const command = (
    <>
      <UiName
        text={menuPathText(namesOf(item, currentLocale), currentLocale)}
        bold={typographyOf(currentLocale).uiName === 'bold'}
      />
      {keys && shortcutText(shortcutOf(item, currentLocale), currentLocale)}
    </>
  );
  if (tab === undefined) return command;
  const tabName = tabNameOf(tabOf(item, tab, currentLocale), currentLocale);
  return (
    <Translate
      id="menu.tab"
      description="A menu command, then the tab to click in the window or sheet it opens; the page writes the verb before it"
      values={{
        command,
        tab: <UiName text={tabName.text} bold={tabName.bold} />,
      }}>
      {'{command}, then click {tab}'}
    </Translate>
  );
}

export function Keys({item}: {item: string}): JSX.Element {
  const {currentLocale} = useDocusaurusContext().i18n;
  return <>{keysText(shortcutOf(item, currentLocale), currentLocale)}</>;
}
