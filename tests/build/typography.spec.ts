/**
 * What components print follows the typography of the page's language (src/i18n/typography.ts;
 * CONTENT.md, "Typography printed by components"): on a built page of each locale, a menu path
 * with its shortcut (`<Menu item="edit.find.find" keys />` on the find page), a command and the tab
 * to click in the sheet it opens (`<Menu item="view.customize" tab="fields" />`), a drawing's hours
 * and amounts (the columns view's totals row) and percentages (the chart view's zoom control), and
 * a post's list of platforms. The expected strings are written out per locale, as a reader of that
 * language expects them, not computed with the module they check.
 */
import {test, expect} from '@playwright/test';
import {i18n} from '../../config/i18n';
import {listText, menuPathText, shortcutText, tabNameOf, typographyOf} from '../../src/i18n/typography';
import {localeBaseUrl} from '../../server/site-index';
import {parsedPage} from '../support/built-pages';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

type Expected = {
  /** The menu path and its shortcut, as the find page's first step shows them. */
  menu: string;
  /** Whether the path is bold (English, French) or each name quoted (German, Dutch, Japanese, Chinese). */
  bold: boolean;
  /** The fields page's step: View > Customize, then the Fields tab, with the locale's connecting words. */
  tab: string;
  /**
   * How that tab is set: bold like the path (English), quoted like the path's names (German, Dutch,
   * Japanese, Chinese), or plain, as French sets a one-word name in running text.
   */
  tabName: 'bold' | 'quoted' | 'plain';
  /** Whether a space parts the path from the sentence (not in Japanese and Chinese). */
  spaced: boolean;
  /** The columns view's totals: effort, cost, budget. */
  totals: [string, string, string];
  /** The chart view's zoom at 100 %, as its control shows it. */
  percent: string;
  /** Release 1.0's platforms. */
  platforms: string;
};

const expected: Record<string, Expected> = {
  en: {
    menu: 'Edit > Find > Find (⌘F)',
    bold: true,
    tab: 'View > Customize, then click Fields',
    tabName: 'bold',
    spaced: true,
    totals: [`460${NBSP}h`, '36,800', '39,000'],
    percent: '100%',
    platforms: 'Mac, iPhone, and iPad',
  },
  fr: {
    menu: 'Édition > Rechercher > Rechercher (⌘F)',
    bold: true,
    tab: 'Présentation > Personnaliser, puis cliquez sur Champs',
    tabName: 'plain',
    spaced: true,
    totals: [`460${NNBSP}h`, `36${NNBSP}800`, `39${NNBSP}000`],
    percent: `100${NNBSP}%`,
    platforms: 'Mac, iPhone et iPad',
  },
  de: {
    menu: '„Bearbeiten“ > „Suchen“ > „Suchen“ (⌘F)',
    bold: false,
    tab: '„Darstellung“ > „Anpassen“ und klicke dann auf „Felder“',
    tabName: 'quoted',
    spaced: true,
    totals: [`460${NBSP}h`, '36.800', '39.000'],
    percent: `100${NBSP}%`,
    platforms: 'Mac, iPhone und iPad',
  },
  nl: {
    menu: '‘Wijzig’ > ‘Zoek’ > ‘Zoek’ (⌘F)',
    bold: false,
    tab: '‘Weergave’ > ‘Pas aan’ en klik op ‘Velden’',
    tabName: 'quoted',
    spaced: true,
    totals: [`460${NBSP}uur`, '36.800', '39.000'],
    percent: '100%',
    platforms: 'Mac, iPhone en iPad',
  },
  ja: {
    menu: '「編集」>「検索」>「検索」（⌘F）',
    bold: false,
    tab: '「表示」>「カスタマイズ」と選択し、「フィールド」をクリック',
    tabName: 'quoted',
    spaced: false,
    totals: ['460時間', '36,800', '39,000'],
    percent: '100%',
    platforms: 'Mac、iPhoneとiPad',
  },
  'zh-Hans': {
    menu: '“编辑”>“查找”>“查找”（⌘F）',
    bold: false,
    tab: '“显示”>“自定”，然后点按“字段”',
    tabName: 'quoted',
    spaced: false,
    totals: [`460${NBSP}小时`, '36,800', '39,000'],
    percent: '100%',
    platforms: 'Mac、iPhone 和 iPad',
  },
};

/** The built page of `route` in `locale`, parsed. */
const page = (locale: string, route: string) => parsedPage(`${localeBaseUrl(locale)}${route}`);

test('every locale has its expected strings here', () => {
  expect(Object.keys(expected).sort()).toEqual([...i18n.locales].sort());
});

for (const locale of i18n.locales) {
  const want = expected[locale];

  test(`${locale}: a menu path and its shortcut read as the language writes them`, () => {
    const $ = page(locale, 'mac/maintenance/basics/find-node');
    const step = $('article ol li').first().text();
    expect(step).toContain(want.menu);
    const names = want.menu.replace(/ ?[(（].*$/, '');
    if (want.bold) {
      expect($('article ol li').first().find('strong').first().text()).toBe(names);
    } else {
      // Quoted names are not bold as well.
      expect($('article ol li').first().find('strong').text()).not.toContain(names);
    }
    if (want.spaced) {
      // "Choose Edit > Find…", "Wähle „Bearbeiten“ > …": a space between the sentence and the path.
      expect(step).toContain(` ${want.menu}`);
    } else {
      // No space between the quoted names and the sentence, beside full-width marks.
      expect(step).not.toContain(` ${want.menu}`);
      expect(step).not.toContain(`${want.menu} `);
    }
  });

  test(`${locale}: a command and the tab to click in the sheet it opens read as the language writes them`, () => {
    const $ = page(locale, 'mac/customization/fields');
    const paragraphs = $('article p')
      .map((_, element) => $(element).text())
      .get();
    const at = paragraphs.findIndex((text) => text.includes(want.tab));
    expect(at, `${want.tab} in ${JSON.stringify(paragraphs)}`).toBeGreaterThan(-1);
    const bold = $('article p')
      .eq(at)
      .find('strong')
      .map((_, element) => $(element).text())
      .get();
    if (want.tabName === 'bold') {
      // "**View > Customize**, then click **Fields**".
      expect(bold).toContain(want.tab.split(' ').pop());
    } else if (want.tabName === 'plain') {
      // « **Présentation > Personnaliser**, puis cliquez sur Champs »: the path alone is bold.
      expect(bold).toEqual([want.tab.slice(0, want.tab.indexOf(','))]);
    } else {
      // The last quoted name of the step, „Felder“, ‘Velden’, 「フィールド」, “字段”, is not bold as well.
      const tabName = /[„‘「“]([^“’」”]+)[“’」”][^„‘「“]*$/.exec(want.tab)![1];
      expect(bold.join(' ')).not.toContain(tabName);
    }
  });

  test(`${locale}: a drawing's hours, amounts and percentages read as the language writes them`, () => {
    const columns = page(locale, 'mac/customization/columns-view');
    const texts = columns('article svg text')
      .map((_, element) => columns(element).text())
      .get();
    // The totals row: effort, cost, budget, side by side.
    const at = texts.indexOf(want.totals[0]);
    expect(at, `${want.totals[0]} in ${JSON.stringify(texts)}`).toBeGreaterThan(-1);
    expect(texts.slice(at, at + 3)).toEqual(want.totals);
    const chart = page(locale, 'mac/customization/chart-view');
    const chartTexts = chart('article svg text')
      .map((_, element) => chart(element).text())
      .get();
    expect(chartTexts).toContain(want.percent);
  });

  test(`${locale}: a post's list of platforms reads as the language writes it`, () => {
    const $ = page(locale, 'blog/release10');
    const platforms = $('dd')
      .map((_, element) => $(element).text())
      .get();
    expect(platforms).toContain(want.platforms);
  });
}

test('the rules of the module, each on its own', () => {
  expect(menuPathText(['File', 'New'], 'fr')).toBe('File > New');
  expect(menuPathText(['ファイル', '新規'], 'ja')).toBe('「ファイル」>「新規」');
  expect(menuPathText(['Ablage', 'Neu'], 'de')).toBe('„Ablage“ > „Neu“');
  expect(menuPathText(['Archief', 'Nieuw'], 'nl')).toBe('‘Archief’ > ‘Nieuw’');
  // Every language names a command without the ellipsis its menu shows, as Apple's guides do (choose File > Save).
  expect(menuPathText(['File', 'Save…'], 'en')).toBe('File > Save');
  expect(menuPathText(['Fichier', 'Enregistrer…'], 'fr')).toBe('Fichier > Enregistrer');
  expect(menuPathText(['文件', '存储…'], 'zh-Hans')).toBe('“文件”>“存储”');
  // The tab after a command: like the command's names, except in French, which sets it as its text
  // sets a button: one word plain, several between « ».
  expect(tabNameOf('Fields', 'en')).toEqual({text: 'Fields', bold: true});
  expect(tabNameOf('Felder', 'de')).toEqual({text: '„Felder“', bold: false});
  expect(tabNameOf('Champs', 'fr')).toEqual({text: 'Champs', bold: false});
  expect(tabNameOf('Vue graphique', 'fr')).toEqual({text: `«${NBSP}Vue graphique${NBSP}»`, bold: false});
  expect(shortcutText('⌘N', 'de')).toBe(' (⌘N)');
  expect(shortcutText('⌘N', 'zh-Hans')).toBe('（⌘N）');
  expect(listText(['Mac', 'iPhoneとiPad'], 'ja')).toBe('Mac、iPhoneとiPad');
  // English's serial comma, also before the "and" of a last name that is a pair.
  expect(listText(['Mac', 'iPhone and iPad'], 'en')).toBe('Mac, iPhone, and iPad');
  expect(listText(['Mac', 'iPhone et iPad'], 'fr')).toBe('Mac, iPhone et iPad');
  // A locale the table forgot is an error at build time, not English typography in disguise.
  expect(() => typographyOf('it')).toThrow(/No typography row for the locale "it"/);
});
