/**
 * `npm run i18n:status` (scripts/i18n-status.ts, src/plugins/translation-status/translations.ts) on a small copy of a site
 * in a temp folder: a translation follows its English text until that text, or a partial its page
 * shows, changes; a page with no translation is missing; `--mark` brings a translation back up to
 * date. What the reader sees of it is tests/browser/translation-notice.spec.ts.
 */
import {spawnSync} from 'node:child_process';
import {appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';

const repo = path.join(__dirname, '../..');
const frDocs = 'i18n/fr/docusaurus-plugin-content-docs/current';

const site: Record<string, string> = {
  'docs/intro.mdx': '# Intro\n\nEnglish.\n',
  'docs/guide.mdx': "import Steps from './_partials/steps.mdx';\n\n# Guide\n\n<Steps />\n",
  'docs/_partials/steps.mdx': 'Press Return.\n',
  'blog/2022-01-17-post.mdx': '# Post\n\nEnglish.\n',
  [`${frDocs}/intro.mdx`]: '# Intro\n\nFrançais.\n',
  [`${frDocs}/guide.mdx`]: "import Steps from './_partials/steps.mdx';\n\n# Guide\n\n<Steps />\n",
  [`${frDocs}/_partials/steps.mdx`]: 'Appuyez sur Retour.\n',
  'i18n/fr/docusaurus-plugin-content-blog/2022-01-17-post.mdx': '# Article\n\nFrançais.\n',
};

let root: string;

function status(...args: string[]): {code: number | null; output: string} {
  const result = spawnSync(
    process.execPath,
    ['--require', 'tsx/cjs', path.join(repo, 'scripts/i18n-status.ts'), '--root', root, ...args],
    {cwd: repo, encoding: 'utf8', env: {...process.env, BREAKDOWN_TEST_PAGES: ''}},
  );
  return {code: result.status, output: result.stdout + result.stderr};
}

/** The `| locale | translated | stale | missing |` row of `locale`. */
const row = (output: string, locale: string) => output.split('\n').find((line) => line.startsWith(`| ${locale} |`));

test.beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'i18n-status-'));
  for (const [file, text] of Object.entries(site)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  }
  expect(status('--mark', 'fr').code).toBe(0);
});

test.afterEach(() => rmSync(root, {recursive: true, force: true}));

test('marked translations are translated; a locale without any is missing every page and post', () => {
  const {code, output} = status();
  expect(code).toBe(0);
  expect(row(output, 'fr')).toBe('| fr | 3 | 0 | 0 |');
  expect(row(output, 'de')).toBe('| de | 0 | 0 | 3 |');
  expect(output).toMatch(
    /de, missing \(4\):\n {2}docs\/_partials\/steps\.mdx\n {2}docs\/guide\.mdx\n {2}docs\/intro\.mdx/,
  );
});

test('changing an English page turns its translations stale, until they are marked again', () => {
  appendFileSync(path.join(root, 'docs/intro.mdx'), '\nA new paragraph.\n');
  let {output} = status();
  expect(row(output, 'fr')).toBe('| fr | 2 | 1 | 0 |');
  expect(output).toContain('fr, stale (1):\n  docs/intro.mdx');
  expect(status('--mark', 'fr', 'docs/intro.mdx').code).toBe(0);
  ({output} = status());
  expect(row(output, 'fr')).toBe('| fr | 3 | 0 | 0 |');
});

test('changing a partial turns stale the translated pages that show it', () => {
  writeFileSync(path.join(root, 'docs/_partials/steps.mdx'), 'Press Return twice.\n');
  const {output} = status();
  expect(row(output, 'fr')).toBe('| fr | 2 | 1 | 0 |');
  expect(output).toContain('fr, stale (2):\n  docs/_partials/steps.mdx\n  docs/guide.mdx');
});

test('a mistake in --mark is one line and exit code 2', () => {
  expect(status('--mark', 'xx')).toEqual({code: 2, output: 'i18n:status: --mark: "xx" is not a translated locale.\n'});
  expect(status('--mark', 'de', 'docs/intro.mdx')).toEqual({
    code: 2,
    output: `i18n:status: --mark: i18n/de/docusaurus-plugin-content-docs/current/intro.mdx does not exist.\n`,
  });
});
