/**
 * What a writer meets at build time (config/build-rules.ts): a broken link fails the build and
 * names the page and the link; a broken Markdown file link and a duplicate route only warn.
 * (A broken Markdown file link leaves its raw href in the page, which the link check then
 * reports as a broken link: the writer gets the file from the warning and the page from the error.)
 * The cases share one small fixture site built with the site's own rules, not the whole site, and
 * unminified: minifying is not what these rules are about, and it would double the build's time.
 * A Docusaurus build, so they run with the build's checks, not in the unit tier, which builds
 * nothing and must fail within a minute (they took half of its time there).
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

const root = path.join(__dirname, '../..');

/** Builds a fixture site from `files` (paths relative to the site) with the site's build rules. */
function buildFixture(name: string, files: Record<string, string>): {status: number | null; output: string} {
  const site = path.join(root, 'tests/fixtures/.generated', name);
  rmSync(site, {recursive: true, force: true});
  mkdirSync(site, {recursive: true});
  writeFileSync(
    path.join(site, 'docusaurus.config.ts'),
    `import {buildRules} from '../../../../config/build-rules';
module.exports = {
  title: 'Fixture', url: 'https://example.com', baseUrl: '/', ...buildRules,
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false, sitemap: false}]],
  // No webpack cache: the fixture is built once a run, from scratch, so writing one is time lost;
  // and Docusaurus names its cache after the locale only, so it would share (and corrupt) the site's.
  plugins: [() => ({name: 'no-webpack-cache', configureWebpack: () => ({cache: false})})],
};
`,
  );
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    writeFileSync(path.join(site, file), body);
  }
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/docusaurus'),
    [
      'build',
      site,
      '--config',
      path.join(site, 'docusaurus.config.ts'),
      '--out-dir',
      path.join(site, 'build'),
      '--no-minify',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_OPTIONS: '--require tsx/cjs',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        NO_UPDATE_NOTIFIER: '1',
      },
    },
  );
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

// One fixture build for every rule, since a Docusaurus build is most of this file's time. The build
// fails on its broken links, and the duplicate route shows that it only warns by where the build
// stopped: a duplicate route that fails the build stops it while the routes are made, before any
// page is rendered, so the link check, which reads the rendered pages, would never report.
// In one worker, in order: each worker would otherwise build the fixture for itself.
test.describe.configure({mode: 'default', timeout: 240_000});

let build: {status: number | null; output: string};

test.beforeAll(() => {
  build = buildFixture('build-rules', {
    'docs/intro.md':
      '---\nslug: /\n---\n# Intro\n\nSee [the guide](/guide), [a missing file](./missing-file.md) and [the page](/same).\n',
    'docs/guide.md': '# Guide\n\nBack to [a page that does not exist](/no-such-page).\n',
    'docs/one.md': '---\nslug: /same\n---\n# One\n\nText.\n',
    'docs/two.md': '---\nslug: /same\n---\n# Two\n\nText.\n',
  });
});

test('a broken link between pages fails the build and names the page and the link', () => {
  expect(build.status).not.toBe(0);
  expect(build.output).toContain('Docusaurus found broken links!');
  expect(build.output).toMatch(/source page path = \/guide:\s+-> linking to \/no-such-page/);
});

test('a broken Markdown file link warns, naming the file', () => {
  expect(build.output).toMatch(
    /\[WARNING\] Docs markdown link couldn't be resolved: \(\.\/missing-file\.md\) in .*docs\/intro\.md/,
  );
  expect(build.output).not.toMatch(/\[ERROR\].*markdown link/i);
});

test('a duplicate route only warns: the build goes on to render every page', () => {
  expect(build.output).toContain('[WARNING] Duplicate routes found!');
  expect(build.output).toContain('Attempting to create page at /same, but a page already exists at this route.');
  expect(build.output).not.toMatch(/\[ERROR\].*Duplicate routes/);
  expect(build.output, 'the link check of the rendered pages ran').toContain('Docusaurus found broken links!');
});
