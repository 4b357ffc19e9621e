/**
 * The link check of tests/build/links.spec.ts (tests/support/link-check.ts) on a small synthetic
 * build: it reports a missing page, a missing anchor, a redirect and a broken hreflang link, and
 * lists the external links apart. No build of the site needed.
 */
import {test, expect} from '@playwright/test';
import {readSiteIndex} from '../../server/site-index';
import {LinkChecker} from '../support/link-check';
import {ORIGIN, pageHtml, syntheticBuild} from '../support/synthetic-build';

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
    const siteIndex = readSiteIndex(root, []);
    const syntheticChecker = new LinkChecker(siteIndex);
    const report = syntheticChecker.check(siteIndex.pages);
    expect(report.broken).toEqual([
      `/ → ${ORIGIN}/fr/: no such page or file`,
      '/ → guide#nowhere: no element with id "nowhere" there',
      '/ → /missing: no such page or file',
      '/ → /guide.html: redirects to /guide',
    ]);
    expect(report.checked).toBe(12);
    expect([...syntheticChecker.external(siteIndex.pages).keys()]).toEqual(['https://other.example/']);
  } finally {
    remove();
  }
});
