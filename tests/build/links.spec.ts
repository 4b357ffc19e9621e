/**
 * Every internal link and #anchor of every built page resolves, in every locale. Docusaurus's
 * own check (onBrokenLinks) covers paths but not anchors, and not the canonical and hreflang
 * links of the <head>. External links are listed in test-results/external-links.txt, not
 * fetched: CI has no network, and a third-party site being down is not a defect of this one.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../support/build-dir';
import {locales, pagesOf} from '../support/built-pages';
import {LinkChecker, siteOriginOf} from '../support/link-check';

const siteOrigin = siteOriginOf(path.join(buildDir, 'index.html'));
const checker = new LinkChecker(buildDir, siteOrigin);

for (const locale of locales) {
  test(`${locale}: every internal link and anchor resolves`, () => {
    const files = pagesOf(locale);
    expect(files.length, `pages built for ${locale}`).toBeGreaterThan(60);
    const {broken, checked} = checker.check(files);
    expect(broken, `broken links of the ${locale} build`).toEqual([]);
    // Navbar, sidebar, footer and hreflang links alone are dozens a page.
    expect(checked, 'internal links checked').toBeGreaterThan(files.length * 20);
  });
}

test('external links are listed, and are https or mailto', ({}, testInfo) => {
  const external = checker.external(locales.flatMap(pagesOf));
  const listing = [...external]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([href, from]) => `${href}\t${from.size} page(s), e.g. ${[...from][0]}`);
  mkdirSync(testInfo.project.outputDir, {recursive: true});
  writeFileSync(path.join(testInfo.project.outputDir, 'external-links.txt'), `${listing.join('\n')}\n`);
  testInfo.annotations.push({type: 'external links', description: `${external.size}, listed in external-links.txt`});
  // Plain http: would be mixed content for a reader of the https site; anything else is a typo.
  const other = [...external.keys()].filter((href) => !/^(https:\/\/[^/]+\.[a-z]+(\/|$)|mailto:[^@]+@[^@]+\.[a-z]+$)/.test(href));
  expect(other, 'external links neither https nor mailto').toEqual([]);
});

test('the check finds a missing page, a missing anchor and a broken hreflang link', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
  try {
    const page = (file: string, body: string) => {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(
        path.join(root, file),
        `<!doctype html><html><head><link rel="canonical" href="https://example.com/${file.replace(/index\.html$/, '')}">${body}`,
      );
    };
    page('index.html', '<link rel="alternate" hreflang="fr" href="https://example.com/fr/"></head><body><a href="/guide#steps">ok</a><a href="guide#nowhere">anchor</a><a href="/missing">page</a><a href="https://other.example/">away</a>');
    page('guide/index.html', '</head><body><h2 id="steps">Steps</h2><a href="/#">top</a><a href="../">home</a>');
    const syntheticChecker = new LinkChecker(root, siteOriginOf(path.join(root, 'index.html')));
    const files = [path.join(root, 'index.html'), path.join(root, 'guide/index.html')];
    const report = syntheticChecker.check(files);
    expect(report.broken).toEqual([
      '/ → https://example.com/fr/: no such page or file',
      '/ → guide#nowhere: no element with id "nowhere" there',
      '/ → /missing: no such page or file',
    ]);
    expect([...syntheticChecker.external(files).keys()]).toEqual(['https://other.example/']);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});
