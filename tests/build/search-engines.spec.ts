/**
 * What the build tells search engines (issue 29). Each page's `hreflang` alternates name
 * languages (`fr`, not `fr-FR`: a French reader in Belgium or Canada is matched to the French page,
 * not to `x-default`), one per locale plus `x-default` (the English page), the page's own at its
 * canonical URL, and `<html lang>` is the same language (config/locales.ts). Each doc page in the
 * sidebar states its breadcrumbs as schema.org JSON-LD (src/theme/DocBreadcrumbs/StructuredData),
 * the same trail the page shows, in schema.org's vocabulary (tests/support/schema-org.ts).
 * robots.txt, at the root, names each locale's sitemap, absolute, each a file of the build.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {localeOf} from '../../config/locales';
import {localeBaseUrl} from '../../server/site-index';
import {readBuiltPage} from '../../scripts/lib/built-page';
import {buildDir} from '../support/build-dir';
import {builtSiteIndex, locales, sitePagesOf} from '../support/built-pages';
import {schemaOrgProblems} from '../support/schema-org';

/**
 * The language of each locale's pages, as its entry of config/locales.ts names it: the language
 * alone, Chinese with its script (tests/unit/locales.spec.ts holds each tag to that form).
 */
const LANGUAGES = Object.fromEntries(locales.map((locale) => [locale, localeOf(locale).htmlLang]));

for (const locale of locales) {
  test(`${locale}: hreflang names each language and x-default, <html lang> the page's language`, () => {
    const {origin} = builtSiteIndex();
    const pages = sitePagesOf(locale).filter((page) => page.canonical !== undefined);
    expect(pages.length, `pages of ${locale}`).toBeGreaterThan(60);
    const expected = [...Object.values(LANGUAGES), 'x-default'].sort();
    const problems: string[] = [];
    for (const {file, canonical} of pages) {
      const $ = readBuiltPage(buildDir, file);
      const lang = $('html').attr('lang');
      if (lang !== LANGUAGES[locale]) problems.push(`${file}: <html lang="${lang}">`);
      const alternates = new Map(
        $('link[rel="alternate"][hreflang]')
          .toArray()
          .map((link) => [$(link).attr('hreflang')!, $(link).attr('href')!]),
      );
      const hreflangs = [...alternates.keys()].sort();
      if (hreflangs.join() !== expected.join()) problems.push(`${file}: hreflang ${hreflangs.join(', ')}`);
      if (alternates.get(LANGUAGES[locale]) !== `${origin}${canonical}`) {
        problems.push(`${file}: its own alternate is ${alternates.get(LANGUAGES[locale])}`);
      }
      if (alternates.get('x-default') !== alternates.get('en'))
        problems.push(`${file}: x-default is not the English page`);
    }
    expect(problems).toEqual([]);
  });
}

test("every doc page in the sidebar states its breadcrumbs as JSON-LD, the page's own trail, in schema.org's vocabulary", () => {
  const {origin} = builtSiteIndex();
  const documents: unknown[] = [];
  const problems: string[] = [];
  for (const locale of locales) {
    for (const {file, canonical} of sitePagesOf(locale)) {
      const $ = readBuiltPage(buildDir, file);
      const trail = $('nav.theme-doc-breadcrumbs li[itemprop="itemListElement"]').toArray();
      const scripts = $('script[type="application/ld+json"]').toArray();
      if (!$('html').hasClass('docs-doc-page') || (trail.length === 0 && scripts.length === 0)) continue;
      if (scripts.length !== 1) {
        problems.push(`${file}: ${scripts.length} JSON-LD scripts for a trail of ${trail.length}`);
        continue;
      }
      const data = JSON.parse($(scripts[0]).text()) as {
        '@type': string;
        itemListElement: {name: string; item: string}[];
      };
      documents.push(data);
      // The trail as the page shows it: each item's name and link, the last one the page itself.
      const shown = trail.map((item, index) => {
        const href = $(item).find('a[itemprop="item"]').attr('href');
        const url = index === trail.length - 1 ? `${origin}${canonical}` : new URL(href ?? '', origin).href;
        return `${$(item).find('[itemprop="name"]').text()} ${url}`;
      });
      const stated = data.itemListElement.map(({name, item}) => `${name} ${item}`);
      if (data['@type'] !== 'BreadcrumbList' || stated.join(' / ') !== shown.join(' / ')) {
        problems.push(`${file}: ${stated.join(' / ')} ≠ ${shown.join(' / ')}`);
      }
    }
  }
  expect(problems).toEqual([]);
  // The doc pages of the six sidebars (68 a locale), each with a trail.
  expect(documents.length, 'doc pages with breadcrumbs').toBeGreaterThan(6 * 60);
  expect(schemaOrgProblems(documents)).toEqual([]);
});

test("robots.txt names each locale's sitemap at its absolute URL, and lets every page be crawled", () => {
  const {origin} = builtSiteIndex();
  const lines = readFileSync(path.join(buildDir, 'robots.txt'), 'utf8').split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines.filter((line) => /^Disallow:\s*\S/.test(line))).toEqual([]);
  const sitemaps = lines.filter((line) => line.startsWith('Sitemap: ')).map((line) => line.slice('Sitemap: '.length));
  expect(sitemaps).toEqual(locales.map((locale) => `${origin}${localeBaseUrl(locale)}sitemap.xml`));
  for (const sitemap of sitemaps)
    expect(existsSync(path.join(buildDir, new URL(sitemap).pathname)), sitemap).toBe(true);
});
