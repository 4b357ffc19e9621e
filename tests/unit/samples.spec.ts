/**
 * The downloadable samples (static/samples/) parse as the integration pages say the app writes
 * and reads them, and their numbers add up the way the app rolls them up.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parseCsv, parseNumber, type Csv} from '../support/csv';

const samples = path.join(__dirname, '../../static/samples');
const read = (file: string) => readFileSync(path.join(samples, file), 'utf8');
/** The first ```csv block of a partial (docs/_partials/ or its French translation), parsed like a sample. */
const pageExample = (partials: string, partial: string) =>
  parseCsv(
    readFileSync(path.join(__dirname, '../..', partials, partial), 'utf8')
      .split('```csv\n')[1]
      .split('```')[0],
  );
const englishPageExample = (partial: string) => pageExample('docs/_partials', partial);
const frenchPageExample = (partial: string) =>
  pageExample('i18n/fr/docusaurus-plugin-content-docs/current/_partials', partial);

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
  expect(csv.hasBom).toBe(true);
  expect(csv.header).toEqual(['Category', 'Nodes', 'Effort', 'Cost', 'ROM low', 'ROM high', 'Budget']);
  const total = csv.rows.at(-1)!;
  expect(total.Category).toBe('Total');
  expect(csv.rows.at(-2)!.Category).toBe('(No category)');
  const categories = csv.rows.slice(0, -1);
  for (const field of ['Nodes', 'Effort', 'Cost', 'ROM low', 'ROM high', 'Budget']) {
    const sum = categories.reduce((t, r) => t + parseNumber(r[field], ','), 0);
    expect(parseNumber(total[field], ','), field).toBeCloseTo(sum, 2);
  }
  // The same project as the export: categories count its nodes without children once each.
  const project = parseCsv(read('software-project.csv')).rows;
  const leaves = project.filter((r) => !project.some((o) => o.Code.startsWith(`${r.Code}.`)));
  expect(parseNumber(total.Nodes, ',')).toBe(leaves.length);
  expect(parseNumber(total.Cost, ',')).toBeCloseTo(
    leaves.reduce((t, r) => t + parseNumber(r.Cost, ','), 0),
    2,
  );
  for (const category of categories.slice(0, -1)) {
    const inCategory = leaves.filter((r) => r.Category === category.Category);
    expect(parseNumber(category.Nodes, ','), category.Category).toBe(inCategory.length);
  }
});

for (const [file, first, second, branch, last] of [
  ['conference-wbs.txt', '1 Annual conference', '1.1.2 Catering', '1.2 Program', '1.3.2 Website'],
  ['conference-wbs-fr.txt', '1 Congrès annuel', '1.1.2 Restauration', '1.2 Programme', '1.3.2 Site web'],
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

test('the CSV import sample gives its hierarchy by a Level column', () => {
  const csv = parseCsv(read('construction-wbs.csv'));
  expect(csv.header).toContain('Level');
  expect(csv.header).toContain('Title');
  let previous = 0;
  for (const row of csv.rows) {
    const level = Number(row.Level);
    expect(level).toBeGreaterThanOrEqual(1);
    expect(level).toBeLessThanOrEqual(previous + 1);
    previous = level;
    if (row.Cost !== '') parseNumber(row.Cost, csv.separator);
  }
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
  expect(csv.hasBom).toBe(true);
  expect(csv.separator).toBe(';');
  expect(csv.header).toEqual(['Catégorie', 'Nœuds', ...SUMMED.fr]);
  const total = csv.rows.at(-1)!;
  expect(total['Catégorie']).toBe('Total');
  expect(csv.rows.at(-2)!['Catégorie']).toBe('(Sans catégorie)');
  const categories = csv.rows.slice(0, -1);
  for (const field of ['Nœuds', ...SUMMED.fr]) {
    const sum = categories.reduce((t, r) => t + parseNumber(r[field], ';'), 0);
    expect(parseNumber(total[field], ';'), field).toBeCloseTo(sum, 2);
  }
  // Each category counts and adds up the French project's nodes without children.
  const project = parseCsv(read('software-project-semicolon.csv')).rows;
  const leaves = project.filter((r) => !project.some((o) => o.Code.startsWith(`${r.Code}.`)));
  expect(parseNumber(total['Nœuds'], ';')).toBe(leaves.length);
  for (const category of categories.slice(0, -1)) {
    const inCategory = leaves.filter((r) => r['Catégorie'] === category['Catégorie']);
    expect(parseNumber(category['Nœuds'], ';'), category['Catégorie']).toBe(inCategory.length);
    for (const field of SUMMED.fr) {
      const sum = inCategory.reduce((t, r) => t + parseNumber(r[field], ';'), 0);
      expect(parseNumber(category[field], ';'), `${category['Catégorie']} ${field}`).toBeCloseTo(sum, 2);
    }
  }
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
