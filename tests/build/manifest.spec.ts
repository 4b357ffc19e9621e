/** The French build holds exactly the pages of the route manifest (tests/routes.ts). */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {fr, siteRoutes, testOnlyRoutes} from '../routes';
import {buildDir} from '../support/build-dir';
import {htmlFiles, mainScriptOf} from '../support/built-pages';

const frBuild = path.join(buildDir, 'fr');

/** The route of a built page, from its canonical link (it keeps the route's trailing slash). */
function routeOf(file: string): string {
  const href = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
  if (href === undefined) throw new Error(`${file} has no canonical link`);
  return new URL(href).pathname;
}

test('the French build has every route of the manifest and no other page', () => {
  const built = htmlFiles(frBuild)
    .filter((file) => path.basename(file) !== '404.html')
    .map(routeOf)
    .sort();
  const listed = [...siteRoutes, ...testOnlyRoutes].map(fr).sort();
  expect(built.filter((r) => !listed.includes(r)), 'pages built but not in tests/routes.ts').toEqual([]);
  expect(listed.filter((r) => !built.includes(r)), 'routes of tests/routes.ts the build lacks').toEqual([]);
});

test('the French build ships its own not-found page', () => {
  expect(readFileSync(path.join(frBuild, '404.html'), 'utf8')).toContain('Page introuvable');
});

test('the only docs version is labelled « Suivant » in French', () => {
  // The version metadata ships in the French main bundle (the theme shows the label only once
  // there are several versions).
  const js = mainScriptOf('fr');
  const bundle = readFileSync(path.join(frBuild, 'assets/js', js!), 'utf8');
  const versions = [...bundle.matchAll(/"name":"(\w+)","label":"([^"]+)"/g)].map((m) => [m[1], m[2]]);
  expect(versions).toEqual([['current', 'Suivant']]);
});
