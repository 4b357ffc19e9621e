/**
 * What a reader's browser loads of config/locales.ts: the typography row and the Mac menu names of
 * the page's locale, never the table (src/plugins/client-locale/). The table, imported as it is by
 * `<Menu>` and the drawings, came into every page's first load with every locale's tagline, fonts,
 * glossary and menu names (+1.8 KB gzip on a doc page). Two marks of it in the scripts of each
 * locale's build: a glossary's path, which every entry names and no page prints; and a script
 * holding several files of menu names, each of which has the key MENU_KEY once. (A script per
 * chunk: webpack may copy the locale's own file into more than one.)
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {defaultLocale, locales} from '../../config/locales';
import {localeBaseUrl} from '../../server/site-index';
import {buildDir} from '../support/build-dir';

/** A key every file of menu names has (scripts/lib/locale-check.ts), which no other script holds. */
const MENU_KEY = 'view.customize#tab.fields';

const occurrences = (text: string, part: string) => text.split(part).length - 1;

for (const locale of Object.keys(locales)) {
  test(`the scripts of the ${locale} build hold its own menu names alone, not config/locales.ts`, () => {
    const dir = path.join(buildDir, localeBaseUrl(locale), 'assets/js');
    const scripts = readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({file, text: readFileSync(path.join(dir, file), 'utf8')}));
    expect(scripts.length, `scripts in ${dir}`).toBeGreaterThan(10);
    const glossaries = scripts.flatMap(({file, text}) =>
      Object.values(locales)
        .filter(({glossary}) => text.includes(glossary))
        .map(({glossary}) => `${file}: ${glossary}`),
    );
    expect(glossaries, 'config/locales.ts in the scripts: pages read src/plugins/client-locale/ instead').toEqual([]);
    const menuFiles = scripts
      .map(({file, text}) => ({file, count: occurrences(text, MENU_KEY)}))
      .filter(({count}) => count > 0);
    if (locale === defaultLocale) expect(menuFiles, 'files of menu names, where English needs none').toEqual([]);
    else {
      expect(menuFiles.length, `scripts with the locale's menu names ("${MENU_KEY}")`).toBeGreaterThan(0);
      expect(
        menuFiles.filter(({count}) => count > 1),
        'scripts holding the menu names of several locales',
      ).toEqual([]);
    }
  });
}
