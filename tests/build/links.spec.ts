/**
 * Every internal link and #anchor of every built page resolves, in every locale: the site map of
 * the build (server/site-map.ts) leads it, as both servers do, to a page or file, not to a
 * redirect or a not-found page. Docusaurus's own check (onBrokenLinks) covers paths but not
 * anchors, and not the canonical and hreflang links of the <head>. External links are listed in
 * test-results/external-links.txt, not fetched: CI has no network, and a third-party site being
 * down is not a defect of this one.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {readSiteMap} from '../../server/site-map';
import {builtSiteMap, locales, sitePagesOf} from '../support/built-pages';
import {LinkChecker} from '../support/link-check';
import {ORIGIN, pageHtml, syntheticBuild} from '../support/synthetic-build';

const checker = new LinkChecker(builtSiteMap());

for (const locale of locales) {
  test(`${locale}: every internal link and anchor resolves`, () => {
    const pages = sitePagesOf(locale);
    expect(pages.length, `pages built for ${locale}`).toBeGreaterThan(60);
    const {broken, checked} = checker.check(pages);
    expect(broken, `broken links of the ${locale} build`).toEqual([]);
    // Navbar, sidebar, footer and hreflang links alone are dozens a page.
    expect(checked, 'internal links checked').toBeGreaterThan(pages.length * 20);
  });
}

test('external links are listed, and are https or mailto', ({}, testInfo) => {
  const external = checker.external(locales.flatMap(sitePagesOf));
  const listing = [...external]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([href, from]) => `${href}\t${from.size} page(s), e.g. ${[...from][0]}`);
  mkdirSync(testInfo.project.outputDir, {recursive: true});
  writeFileSync(path.join(testInfo.project.outputDir, 'external-links.txt'), `${listing.join('\n')}\n`);
  testInfo.annotations.push({type: 'external links', description: `${external.size}, listed in external-links.txt`});
  // Plain http: would be mixed content for a reader of the https site; anything else is a typo.
  const other = [...external.keys()].filter(
    (href) => !/^(https:\/\/[^/]+\.[a-z]+(\/|$)|mailto:[^@]+@[^@]+\.[a-z]+$)/.test(href),
  );
  expect(other, 'external links neither https nor mailto').toEqual([]);
});

test('the check finds a missing page, a missing anchor, a redirect and a broken hreflang link', () => {
  const {root, remove} = syntheticBuild({
    'index.html': pageHtml(
      '/',
      `<link rel="alternate" hreflang="fr" href="${ORIGIN}/fr/"></head><body><a href="/guide#steps">ok</a>` +
        '<a href="guide#nowhere">anchor</a><a href="/missing">page</a><a href="/guide.html">redirect</a>' +
        '<a href="/setup/">x.html</a><a href="https://other.example/">away</a>',
    ),
    // Read at its canonical URL, without the trailing slash: `./` is the root.
    'guide/index.html': pageHtml(
      '/guide',
      '</head><body><h2 id="steps">Steps</h2><a href="/#">top</a><a href="./">home</a>',
    ),
    // Built as `x.html`: both servers serve it at `/setup` and `/setup/`.
    'setup.html': pageHtml('/setup', '</head><body><a href="guide#steps">guide</a>'),
  });
  try {
    const siteMap = readSiteMap(root, []);
    const syntheticChecker = new LinkChecker(siteMap);
    const report = syntheticChecker.check(siteMap.pages);
    expect(report.broken).toEqual([
      `/ → ${ORIGIN}/fr/: no such page or file`,
      '/ → guide#nowhere: no element with id "nowhere" there',
      '/ → /missing: no such page or file',
      '/ → /guide.html: redirects to /guide',
    ]);
    expect(report.checked).toBe(12);
    expect([...syntheticChecker.external(siteMap.pages).keys()]).toEqual(['https://other.example/']);
  } finally {
    remove();
  }
});
