/**
 * The French build holds exactly the pages of the route manifest (tests/routes.ts): a page built
 * but not listed, or listed but not built, fails, each named. It ships its own not-found page, and
 * its one docs version is labelled « Suivant » (the label Docusaurus gives the current version).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {fr, siteRoutes, testOnlyRoutes} from '../routes';
import {buildDir} from '../support/build-dir';
import {mainScriptOf, sitePagesOf} from '../support/built-pages';

const frBuild = path.join(buildDir, 'fr');

test('the French build has every route of the manifest and no other page', () => {
  // A page's route is the path of its canonical link (it keeps the route's trailing slash).
  const built = sitePagesOf('fr')
    .filter(({file}) => !file.endsWith('/404.html'))
    .map(({file, canonical}) => canonical ?? `${file} (no canonical link)`)
    .sort();
  const listed = [...siteRoutes, ...testOnlyRoutes].map(fr).sort();
  expect(
    built.filter((r) => !listed.includes(r)),
    'pages built but not in tests/routes.ts',
  ).toEqual([]);
  expect(
    listed.filter((r) => !built.includes(r)),
    'routes of tests/routes.ts the build lacks',
  ).toEqual([]);
});

test('the French build ships its own not-found page', () => {
  expect(readFileSync(path.join(frBuild, '404.html'), 'utf8')).toContain('Page introuvable');
});

test('the only docs version is labelled « Suivant » in French', () => {
  // The version metadata ships in the French main bundle (the theme shows the label only once
  // there are several versions). The test build has a second docs plugin, whose only version is
  // labelled the same (_dogfooding/dogfooding.config.ts).
  const js = mainScriptOf('fr');
  const bundle = readFileSync(path.join(frBuild, 'assets/js', js!), 'utf8');
  const versions = [...bundle.matchAll(/"name":"(\w+)","label":"([^"]+)"/g)].map((m) => [m[1], m[2]]);
  expect(versions).toEqual([
    ['current', 'Suivant'],
    ['current', 'Suivant'],
  ]);
});
