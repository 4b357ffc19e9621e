/**
 * Byte budgets (budgets.json): the HTML, JavaScript and CSS a reader's browser loads to show a
 * doc page and the blog list, gzip-compressed, and how many script files the list takes.
 * Deterministic: the browser only says which built files the page loads (route chunks included,
 * prefetches of other pages excluded); their sizes are measured on disk, gzip level 9.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {buildDir} from '../support/build-dir';
import {builtPageFile} from '../support/built-pages';
import {test, expect} from '../support/fixtures';

type Kind = 'html' | 'js' | 'css';

interface PageBudget {
  /** The most gzip bytes of each kind the first load may take; a kind left out is not limited. */
  gzipBytes: Partial<Record<Kind, number>>;
  /** The most script files the first load may take: each is a request and an evaluation. */
  scripts?: number;
}

const root = path.join(__dirname, '../..');
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8')) as {
  pages: Record<string, PageBudget>;
};

const gzipped = (urlPath: string) => gzipSync(readFileSync(path.join(buildDir, urlPath)), {level: 9}).length;

for (const [pagePath, budget] of Object.entries(budgets.pages)) {
  test(`the first load of ${pagePath} stays within its byte budgets`, async ({page}) => {
    const loaded = {script: new Set<string>(), stylesheet: new Set<string>()};
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet') loaded[type].add(new URL(request.url()).pathname);
    });
    await page.goto(pagePath);
    await page.waitForLoadState('networkidle');
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipped(file), 0);
    const sizes: Record<Kind, number> = {
      html: gzipped(builtPageFile(pagePath)),
      js: sum(loaded.script),
      css: sum(loaded.stylesheet),
    };
    console.log(
      `first load of ${pagePath} (gzip -9): html ${sizes.html} B, js ${sizes.js} B in ${loaded.script.size} files, css ${sizes.css} B`,
    );
    expect(loaded.script.size).toBeGreaterThan(2);
    for (const [kind, limit] of Object.entries(budget.gzipBytes) as [Kind, number][]) {
      expect(sizes[kind], `${kind}: ${sizes[kind]} B gzip, budget ${limit} B (budgets.json)`).toBeLessThanOrEqual(
        limit,
      );
    }
    if (budget.scripts !== undefined) {
      expect(
        loaded.script.size,
        `${loaded.script.size} script files (${[...loaded.script].join(', ')}), budget ${budget.scripts} (budgets.json)`,
      ).toBeLessThanOrEqual(budget.scripts);
    }
  });
}
