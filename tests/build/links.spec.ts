/**
 * Every internal link and #anchor of every built page resolves, in every locale: the site index of
 * the build (server/site-index.ts) leads it, as both servers do, to a page or file, not to a
 * redirect or a not-found page. Docusaurus's own check (onBrokenLinks) covers paths but not
 * anchors, and not the canonical and hreflang links of the <head>. External links are listed in
 * test-results/external-links.txt, not fetched: CI has no network, and a third-party site being
 * down is not a defect of this one; each must be https or mailto. How the check reads links is tests/unit/link-check.spec.ts's.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {builtSiteIndex, locales, sitePagesOf} from '../support/built-pages';
import {LinkChecker} from '../support/link-check';

const checker = new LinkChecker(builtSiteIndex());

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
