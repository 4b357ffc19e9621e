/**
 * Byte budgets (budgets.json): the HTML, JavaScript and CSS a reader's browser loads to show a
 * doc page, gzip-compressed. Deterministic: the browser only says which built files the page
 * loads (route chunks included, prefetches of other pages excluded); their sizes are measured
 * on disk, gzip level 9.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {buildDir} from '../support/build-dir';
import {builtPageFile} from '../support/built-pages';
import {test, expect} from '../support/fixtures';

const root = path.join(__dirname, '../..');
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8')) as {
  page: string;
  gzipBytes: {html: number; js: number; css: number};
};

const gzipped = (urlPath: string) => gzipSync(readFileSync(path.join(buildDir, urlPath)), {level: 9}).length;

test(`the first load of ${budgets.page} stays within its byte budgets`, async ({page}) => {
  const loaded = {script: new Set<string>(), stylesheet: new Set<string>()};
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') loaded[type].add(new URL(request.url()).pathname);
  });
  await page.goto(budgets.page);
  await page.waitForLoadState('networkidle');
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipped(file), 0);
  const sizes = {
    html: gzipped(builtPageFile(budgets.page)),
    js: sum(loaded.script),
    css: sum(loaded.stylesheet),
  };
  console.log(
    `first load of ${budgets.page} (gzip -9): html ${sizes.html} B, js ${sizes.js} B in ${loaded.script.size} files, css ${sizes.css} B`,
  );
  expect(loaded.script.size).toBeGreaterThan(2);
  for (const kind of ['html', 'js', 'css'] as const) {
    expect(
      sizes[kind],
      `${kind}: ${sizes[kind]} B gzip, budget ${budgets.gzipBytes[kind]} B (budgets.json)`,
    ).toBeLessThanOrEqual(budgets.gzipBytes[kind]);
  }
});
