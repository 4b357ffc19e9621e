/**
 * The downloadable samples (static/samples/) parse as the integration pages say the app writes
 * and reads them, and their numbers add up the way the app rolls them up. A German, Japanese,
 * Dutch or Chinese reader is offered the files the app writes in that language
 * (src/components/SampleDownload/samples.ts), each read here with its locale's rules: the headers
 * and field names its pages give, the separator and decimal sign its region's Excel expects (a
 * semicolon and a decimal comma where the decimal sign is a comma), UTF-8 with a byte order mark
 * and CRLF line ends like every CSV sample, the same project value for value.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parseCsv, parseNumber, type Csv} from '../support/csv';
import {OWN_SAMPLES, TRANSLATED_SAMPLES, sampleFileFor} from '../../src/components/SampleDownload/samples';

const samples = path.join(__dirname, '../../static/samples');
const read = (file: string) => readFileSync(path.join(samples, file), 'utf8');
/** The first ```csv block of a partial (docs/_partials/ or its French translation), parsed like a sample. */
const pageExample = (partials: string, partial: string) =>
  parseCsv(
    readFileSync(path.join(__dirname, '../..', partials, partial), 'utf8')
      .split('```csv\n')[1]
      .split('```')[0],
  );
const partialsOf = (locale: string) => `i18n/${locale}/docusaurus-plugin-content-docs/current/_partials`;
const englishPageExample = (partial: string) => pageExample('docs/_partials', partial);
const frenchPageExample = (partial: string) => pageExample(partialsOf('fr'), partial);

interface ExportColumns {
  code: string;
  level: string;
  title: string;
  start: string;
  finish: string;
  /** The columns a parent holds the sum of. */
  sums: string[];
}

/** The export's column headers as the app writes them in English and in French. */
const HEADERS = {
  en: {code: 'Code', level: 'Level', title: 'Title', start: 'Start', finish: 'Finish'},
  fr: {code: 'Code', level: 'Niveau', title: 'Titre', start: 'Début', finish: 'Fin'},
};
/** The columns a parent holds the sum of, in the same two languages. */
const SUMMED = {
  en: ['Effort', 'Cost', 'ROM low', 'ROM high', 'Budget'],
  fr: ['Effort', 'Coût', 'ROM basse', 'ROM haute', 'Budget'],
};

/** Checks an export: outline order, codes and levels agree, parents carry their children's sums. */
function checkExport(csv: Csv, columns: ExportColumns) {
  expect(csv.hasBom).toBe(true);
  expect(csv.header.slice(0, 3)).toEqual([columns.code, columns.level, columns.title]);
  const codes = csv.rows.map((row) => row[columns.code]);
  for (const [i, row] of csv.rows.entries()) {
    const code = row[columns.code];
    expect(code).toMatch(/^\d+(\.\d+)*$/);
    expect(Number(row[columns.level]), code).toBe(code.split('.').length);
    expect(row[columns.title], code).not.toBe('');
    // Outline order: a node's parent comes before it.
    const parent = code.split('.').slice(0, -1).join('.');
    if (parent !== '') expect(codes.slice(0, i), code).toContain(parent);
    for (const date of [row[columns.start], row[columns.finish]]) expect(date, code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  for (const row of csv.rows) {
    const code = row[columns.code];
    const children = csv.rows.filter(
      (r) => r[columns.code].startsWith(`${code}.`) && r[columns.code].split('.').length === code.split('.').length + 1,
    );
    if (children.length === 0) continue;
    for (const field of columns.sums) {
      const sum = children.reduce((total, child) => total + parseNumber(child[field], csv.separator), 0);
      expect(parseNumber(row[field], csv.separator), `${field} of ${code}`).toBeCloseTo(sum, 2);
    }
    expect(row[columns.start], `start of ${code}`).toBe(children.map((c) => c[columns.start]).sort()[0]);
    expect(row[columns.finish], `finish of ${code}`).toBe(
      children
        .map((c) => c[columns.finish])
        .sort()
        .at(-1),
    );
  }
}

/** The names a category export writes its rows and columns by, in one language. */
interface CategoryNames {
  category: string;
  nodes: string;
  noCategory: string;
  total: string;
  /** The project export's column of outline codes. */
  code: string;
  sums: string[];
}

/**
 * Checks a category export against the CSV export of its project: its headers, one row per
 * category then the nodes without one and the Total, each counting and adding up the project's
 * nodes without children, and the Total adding up the rows.
 */
function checkCategories(csv: Csv, project: Csv, names: CategoryNames) {
  expect(csv.hasBom).toBe(true);
  expect(csv.separator).toBe(project.separator);
  expect(csv.header).toEqual([names.category, names.nodes, ...names.sums]);
  const number = (value: string) => parseNumber(value, csv.separator);
  const total = csv.rows.at(-1)!;
  expect(total[names.category]).toBe(names.total);
  expect(csv.rows.at(-2)![names.category]).toBe(names.noCategory);
  const categories = csv.rows.slice(0, -1);
  for (const field of [names.nodes, ...names.sums]) {
    const sum = categories.reduce((t, r) => t + number(r[field]), 0);
    expect(number(total[field]), field).toBeCloseTo(sum, 2);
  }
  const code = (row: Record<string, string>) => row[names.code];
  const leaves = project.rows.filter((r) => !project.rows.some((o) => code(o).startsWith(`${code(r)}.`)));
  expect(number(total[names.nodes])).toBe(leaves.length);
  for (const category of categories.slice(0, -1)) {
    const inCategory = leaves.filter((r) => r[names.category] === category[names.category]);
    expect(number(category[names.nodes]), category[names.category]).toBe(inCategory.length);
    for (const field of names.sums) {
      const sum = inCategory.reduce((t, r) => t + number(r[field]), 0);
      expect(number(category[field]), `${category[names.category]} ${field}`).toBeCloseTo(sum, 2);
    }
  }
}

test('the CSV export sample (comma) reads as the export page describes', () => {
  const csv = parseCsv(read('software-project.csv'));
  expect(csv.separator).toBe(',');
  checkExport(csv, {...HEADERS.en, sums: SUMMED.en});
  // A title with the separator in it is quoted, and reads back whole.
  expect(csv.rows.map((r) => r.Title)).toContain('Back end, API, and database');
});

test('the CSV export sample for Excel in French uses semicolons and decimal commas', () => {
  const csv = parseCsv(read('software-project-semicolon.csv'));
  expect(csv.separator).toBe(';');
  checkExport(csv, {...HEADERS.fr, sums: SUMMED.fr});
  expect(csv.rows.some((r) => r['Coût'].includes(','))).toBe(true);
  // Same project as the comma sample, value for value.
  const english = parseCsv(read('software-project.csv'));
  expect(csv.rows.map((r) => parseNumber(r['Coût'], ';'))).toEqual(english.rows.map((r) => parseNumber(r.Cost, ',')));
});

test('the category export sample has one row per category, and a Total that adds them up', () => {
  const csv = parseCsv(read('software-project-categories.csv'));
  checkCategories(csv, parseCsv(read('software-project.csv')), {
    category: 'Category',
    nodes: 'Nodes',
    noCategory: '(No category)',
    total: 'Total',
    code: 'Code',
    sums: SUMMED.en,
  });
});

for (const [file, first, second, branch, last] of [
  ['conference-wbs.txt', '1 Annual conference', '1.1.2 Catering', '1.2 Program', '1.3.2 Website'],
  ['conference-wbs-fr.txt', '1 Congrès annuel', '1.1.2 Restauration', '1.2 Programme', '1.3.2 Site web'],
  ['conference-wbs-de.txt', '1 Jahrestagung', '1.1.2 Catering', '1.2 Programm', '1.3.2 Website'],
  ['conference-wbs-ja.txt', '1 年次カンファレンス', '1.1.2 ケータリング', '1.2 プログラム', '1.3.2 Webサイト'],
  ['conference-wbs-nl.txt', '1 Jaarcongres', '1.1.2 Catering', '1.2 Programma', '1.3.2 Website'],
  ['conference-wbs-zh-Hans.txt', '1 年会', '1.1.2 餐饮', '1.2 议程', '1.3.2 网站'],
] as const) {
  test(`the indented-text WBS sample ${file} imports as a tree: one node per line, two spaces a level`, () => {
    const lines = read(file)
      .split('\n')
      .filter((line) => line.trim() !== '');
    let previousLevel = 0;
    const codes: number[] = [];
    const tree: string[] = [];
    for (const line of lines) {
      const indent = /^( *)/.exec(line)![1].length;
      expect(line).not.toMatch(/\t/);
      expect(indent % 2, line).toBe(0);
      const level = indent / 2 + 1;
      expect(level, `"${line}" skips a level`).toBeLessThanOrEqual(previousLevel + 1);
      codes.length = level;
      codes[level - 1] = (codes[level - 1] ?? 0) + 1;
      tree.push(`${codes.join('.')} ${line.trim()}`);
      previousLevel = level;
    }
    expect(tree[0]).toBe(first);
    expect(tree).toContain(second);
    // The Event template's branch, as the pages name it (US spelling in English).
    expect(tree).toContain(branch);
    expect(tree.at(-1)).toBe(last);
  });
}

/** Checks an import sample: a level column gives the hierarchy, and its numbers read with its separator. */
function checkImport(csv: Csv, columns: {level: string; title: string; cost: string}) {
  expect(csv.header).toContain(columns.level);
  expect(csv.header).toContain(columns.title);
  let previous = 0;
  for (const row of csv.rows) {
    const level = Number(row[columns.level]);
    expect(level).toBeGreaterThanOrEqual(1);
    expect(level).toBeLessThanOrEqual(previous + 1);
    previous = level;
    expect(row[columns.title]).not.toBe('');
    if (row[columns.cost] !== '') parseNumber(row[columns.cost], csv.separator);
  }
}

test('the CSV import sample gives its hierarchy by a Level column', () => {
  checkImport(parseCsv(read('construction-wbs.csv')), {level: 'Level', title: 'Title', cost: 'Cost'});
});

test('the French CSV export sample is the project its French page shows, row for row', () => {
  const csv = parseCsv(read('software-project-semicolon.csv'));
  const page = frenchPageExample('integrations-csv-format.mdx');
  expect(page.rows.length).toBeGreaterThan(0);
  for (const row of page.rows) {
    const sample = csv.rows.find((r) => r.Code === row.Code);
    for (const column of page.header) expect(sample?.[column], `${row.Code} ${column}`).toBe(row[column]);
  }
});

test('the French category export sample: French headers, semicolons, the totals of the French project', () => {
  const csv = parseCsv(read('software-project-categories-semicolon.csv'));
  expect(csv.separator).toBe(';');
  const project = parseCsv(read('software-project-semicolon.csv'));
  checkCategories(csv, project, {
    category: 'Catégorie',
    nodes: 'Nœuds',
    noCategory: '(Sans catégorie)',
    total: 'Total',
    code: 'Code',
    sums: SUMMED.fr,
  });
  // The same figures as the English category sample, row for row.
  const english = parseCsv(read('software-project-categories.csv'));
  expect(csv.rows.map((r) => parseNumber(r['Coût'], ';'))).toEqual(english.rows.map((r) => parseNumber(r.Cost, ',')));
});

test('the French CSV import sample is the file its French page shows', () => {
  const csv = parseCsv(read('construction-wbs-fr.csv'));
  expect(csv.hasBom).toBe(true);
  const page = frenchPageExample('integrations-wbs-import-rules.mdx');
  expect(csv.header).toEqual(page.header);
  expect(csv.rows).toEqual(page.rows);
  for (const row of csv.rows) if (row['Coût'] !== '') parseNumber(row['Coût'], csv.separator);
});

for (const [file, example] of [
  ['software-project-categories.csv', englishPageExample],
  ['software-project-categories-semicolon.csv', frenchPageExample],
] as const) {
  test(`the category export sample ${file} is the example its page shows`, () => {
    const csv = parseCsv(read(file));
    const page = example('integrations-category-totals.mdx');
    expect(csv.header).toEqual(page.header);
    expect(csv.rows).toEqual(page.rows);
  });
}

/** What the app writes in a locale that has its own samples, written out as its pages give it. */
interface LocaleRules {
  /** Its region's Excel: semicolons where the decimal sign is a comma (German, Dutch), else commas. */
  separator: ',' | ';';
  /** The CSV export's headers, in the order of the English sample's. */
  export: string[];
  categories: Omit<CategoryNames, 'code' | 'sums'>;
  /** The import sample's headers, in the order of the English sample's (its last column, the one the app does not know, aside). */
  import: string[];
  /** The samples the locale's pages show as their own app writes them (others show the English app's). */
  pageShows: {export: boolean; categories: boolean; import: boolean};
}

const LOCALE_RULES: Record<(typeof OWN_SAMPLES)[number], LocaleRules> = {
  de: {
    separator: ';',
    export: [
      'Code',
      'Ebene',
      'Titel',
      'Verantwortlich',
      'Status',
      'Kategorie',
      'Aufwand',
      'Kosten',
      'ROM niedrig',
      'ROM hoch',
      'Budget',
      'Beginn',
      'Ende',
    ],
    categories: {category: 'Kategorie', nodes: 'Knoten', noCategory: '(Ohne Kategorie)', total: 'Gesamt'},
    import: ['Ebene', 'Titel', 'Aufwand', 'Kosten'],
    pageShows: {export: true, categories: true, import: true},
  },
  ja: {
    separator: ',',
    export: [
      'コード',
      'レベル',
      'タイトル',
      '担当者',
      'ステータス',
      'カテゴリ',
      '工数',
      'コスト',
      'ROM下限',
      'ROM上限',
      '予算',
      '開始日',
      '終了日',
    ],
    categories: {category: 'カテゴリ', nodes: 'ノード', noCategory: '（カテゴリなし）', total: '合計'},
    import: ['レベル', 'タイトル', '工数', 'コスト'],
    pageShows: {export: false, categories: false, import: false},
  },
  nl: {
    separator: ';',
    export: [
      'Code',
      'Niveau',
      'Titel',
      'Eigenaar',
      'Status',
      'Categorie',
      'Uren',
      'Kosten',
      'ROM laag',
      'ROM hoog',
      'Budget',
      'Begin',
      'Einde',
    ],
    categories: {category: 'Categorie', nodes: 'Knooppunten', noCategory: '(Geen categorie)', total: 'Totaal'},
    import: ['Niveau', 'Titel', 'Uren', 'Kosten'],
    pageShows: {export: true, categories: true, import: true},
  },
  'zh-Hans': {
    separator: ',',
    export: [
      '编号',
      '层级',
      '标题',
      '负责人',
      '状态',
      '类别',
      '工作量',
      '成本',
      'ROM 下限',
      'ROM 上限',
      '预算',
      '开始',
      '结束',
    ],
    categories: {category: '类别', nodes: '节点', noCategory: '（无类别）', total: '合计'},
    import: ['层级', '标题', '工作量', '成本'],
    pageShows: {export: true, categories: true, import: true},
  },
};

/** A locale's own sample for the English one `file`, as text and parsed. */
function localeSample(file: string, locale: string): {text: string; csv: Csv} {
  const own = sampleFileFor(file, locale);
  expect(own, `${locale} has its own ${file}`).not.toBe(file);
  const text = read(own);
  return {text, csv: parseCsv(text)};
}

/** The text of the locale's partials: what its pages call things. */
const pagesText = (locale: string, ...partials: string[]) =>
  partials
    .map((partial) => readFileSync(path.join(__dirname, '../..', partialsOf(locale), partial), 'utf8'))
    .join('\n');

/** Checks what every CSV sample of a locale shares: its BOM, CRLF line ends, its separator, its headers named by its pages. */
function checkFile({text, csv}: {text: string; csv: Csv}, rules: LocaleRules, headers: string[], pages: string) {
  expect(csv.hasBom).toBe(true);
  expect(text.replace(/\r\n/g, ''), 'every line ends with CRLF').not.toMatch(/[\r\n]/);
  expect(csv.separator).toBe(rules.separator);
  for (const header of headers) expect(pages, `the pages name « ${header} »`).toContain(header);
}

/** Checks that a sample holds the rows its page shows, value for value. */
function checkPageRows(csv: Csv, page: Csv) {
  expect(page.rows.length).toBeGreaterThan(0);
  expect(
    page.header.every((column) => csv.header.includes(column)),
    `${page.header.join()} in ${csv.header.join()}`,
  ).toBe(true);
  const first = csv.header[0];
  for (const row of page.rows) {
    const sample = csv.rows.find((r) => r[first] === row[first] && r[csv.header[1]] === row[csv.header[1]]);
    for (const column of page.header) expect(sample?.[column], `${row[first]} ${column}`).toBe(row[column]);
  }
}

/** The values of `csv`'s columns `columns` (by position), row by row. */
const valuesOf = (csv: Csv, columns: number[]) => csv.rows.map((row) => columns.map((i) => row[csv.header[i]]));

/** The same, numbers read with its separator's decimal sign (an empty value stays empty). */
const numbersOf = (csv: Csv, columns: number[]) =>
  valuesOf(csv, columns).map((values) => values.map((v) => (v === '' ? v : parseNumber(v, csv.separator))));

test('SampleDownload offers a German, Japanese, Dutch or Chinese reader the file of their language', () => {
  expect(Object.keys(LOCALE_RULES).sort()).toEqual([...OWN_SAMPLES].sort());
  for (const file of TRANSLATED_SAMPLES) {
    for (const locale of OWN_SAMPLES) {
      const own = sampleFileFor(file, locale);
      expect(own).toBe(file.replace('.', `-${locale}.`));
      expect(existsSync(path.join(samples, own)), own).toBe(true);
    }
    // The French and English pages offer the file they name.
    for (const locale of ['en', 'fr']) expect(sampleFileFor(file, locale)).toBe(file);
  }
  expect(sampleFileFor('software-project-semicolon.csv', 'de')).toBe('software-project-semicolon.csv');
});

for (const [locale, rules] of Object.entries(LOCALE_RULES)) {
  const english = parseCsv(read('software-project.csv'));
  const sums = rules.export.slice(6, 11);

  test(`${locale}: the CSV export sample is the English project as the app in the language writes it`, () => {
    const sample = localeSample('software-project.csv', locale);
    const {csv} = sample;
    checkFile(
      sample,
      rules,
      rules.export,
      pagesText(locale, 'integrations-csv-format.mdx', 'customization-builtin-fields.mdx'),
    );
    expect(csv.header).toEqual(rules.export);
    const [code, level, title] = rules.export;
    checkExport(csv, {code, level, title, start: rules.export[11], finish: rules.export[12], sums});
    // The decimal sign of the separator, and the English project's codes, numbers and dates.
    expect(csv.rows.some((row) => row[rules.export[7]].includes(rules.separator === ';' ? ',' : '.'))).toBe(true);
    // Codes, levels and ISO dates are written alike in every language.
    expect(valuesOf(csv, [0, 1, 11, 12])).toEqual(valuesOf(english, [0, 1, 11, 12]));
    expect(numbersOf(csv, [6, 7, 8, 9, 10])).toEqual(numbersOf(english, [6, 7, 8, 9, 10]));
    if (rules.pageShows.export) checkPageRows(csv, pageExample(partialsOf(locale), 'integrations-csv-format.mdx'));
  });

  test(`${locale}: the category export sample adds up the language's project`, () => {
    const sample = localeSample('software-project-categories.csv', locale);
    const {csv} = sample;
    const header = [rules.categories.category, rules.categories.nodes, ...sums];
    checkFile(sample, rules, header, pagesText(locale, 'integrations-category-totals.mdx'));
    const project = localeSample('software-project.csv', locale).csv;
    checkCategories(csv, project, {...rules.categories, code: rules.export[0], sums});
    const englishCategories = parseCsv(read('software-project-categories.csv'));
    expect(numbersOf(csv, [1, 2, 3, 4, 5, 6])).toEqual(numbersOf(englishCategories, [1, 2, 3, 4, 5, 6]));
    if (rules.pageShows.categories) {
      expect(csv).toEqual({...pageExample(partialsOf(locale), 'integrations-category-totals.mdx'), hasBom: true});
    }
  });

  test(`${locale}: the CSV import sample is the English one as a reader of the language writes it`, () => {
    const sample = localeSample('construction-wbs.csv', locale);
    const {csv} = sample;
    checkFile(
      sample,
      rules,
      rules.import,
      pagesText(locale, 'integrations-wbs-import-rules.mdx', 'customization-builtin-fields.mdx'),
    );
    const [level, title, , cost] = rules.import;
    checkImport(csv, {level, title, cost});
    expect(csv.header.slice(0, 4)).toEqual(rules.import);
    const englishImport = parseCsv(read('construction-wbs.csv'));
    expect(valuesOf(csv, [0])).toEqual(valuesOf(englishImport, [0]));
    expect(numbersOf(csv, [2, 3])).toEqual(numbersOf(englishImport, [2, 3]));
    if (rules.pageShows.import) {
      expect(csv).toEqual({...pageExample(partialsOf(locale), 'integrations-wbs-import-rules.mdx'), hasBom: true});
    }
  });
}
