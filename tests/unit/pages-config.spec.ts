/**
 * The Cloudflare Pages config of a build (server/pages-config.ts), on a small build made here: the
 * same redirects as the nginx config, the rewrites that keep canonical URLs without their trailing
 * slash, the headers of the hosting policy, and a refusal naming the Pages limit a build exceeds;
 * the folder Pages deploys, which holds the build's files but the servers' own (each locale's
 * index), and replaces no folder it did not write. tests/http/ checks what Pages' own runtime
 * (`wrangler pages dev`) answers with it.
 */
import {existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {PAGES_LIMITS, renderPagesConfig, writePagesFolder} from '../../server/pages-config';
import {SITE_INDEX_FILE, readSiteIndex} from '../../server/site-index';
import {pageHtml, syntheticBuild} from '../support/synthetic-build';

const FILES = {
  'index.html': pageHtml('/', '<script>colourMode()</script>'),
  '404.html': pageHtml('/404.html'),
  'fr/index.html': pageHtml('/fr/'),
  'fr/404.html': pageHtml('/fr/404.html'),
  'fr/faq/index.html': pageHtml('/fr/faq'),
  'fr/ios/chatgpt/index.html': pageHtml('/fr/ios/chatgpt/'),
  'fr/setup.html': pageHtml('/fr/setup'),
};

/** The rule lines of a rendered file, comments left out. */
const rules = (file: string) => file.split('\n').filter((line) => line && !line.startsWith('#'));

test('the redirects of the site index, then a rewrite of each folder page from its path without slash', () => {
  const {root, remove} = syntheticBuild(FILES);
  try {
    const siteIndex = readSiteIndex(root, ['fr']);
    const {_redirects: redirects} = renderPagesConfig(siteIndex);
    expect(rules(redirects)).toEqual([
      ...[...siteIndex.redirects].map(([from, to]) => `${from} ${to} 301`),
      '/fr/faq /fr/faq/ 200',
      '/fr /fr/ 200',
      '/fr/ios/chatgpt /fr/ios/chatgpt/ 200',
    ]);
  } finally {
    remove();
  }
});

test('the headers of the hosting policy; hashed assets cached for good', () => {
  const {root, remove} = syntheticBuild(FILES);
  try {
    const siteIndex = readSiteIndex(root, ['fr']);
    const headers = rules(renderPagesConfig(siteIndex)._headers);
    expect(headers[0]).toBe('/*');
    expect(headers).toContain(
      `  Content-Security-Policy: default-src 'self'; script-src 'self' ${siteIndex.scriptHashes[0]}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    );
    expect(headers).toContain('  Strict-Transport-Security: max-age=31536000');
    expect(headers).toContain('  Cache-Control: no-cache');
    expect(headers).toContain('  ! Access-Control-Allow-Origin');
    expect(headers.slice(-6)).toEqual([
      '/assets/*',
      '  ! Cache-Control',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/fr/assets/*',
      '  ! Cache-Control',
      '  Cache-Control: public, max-age=31536000, immutable',
    ]);
    expect(rules(renderPagesConfig(siteIndex, {hsts: false})._headers)).not.toContain(
      '  Strict-Transport-Security: max-age=31536000',
    );
  } finally {
    remove();
  }
});

test('a build over a limit of Pages is refused, naming the limit', () => {
  const {root, remove} = syntheticBuild(FILES);
  try {
    const siteIndex = readSiteIndex(root, ['fr']);
    const render = (limits: Partial<typeof PAGES_LIMITS>) => () =>
      renderPagesConfig(siteIndex, {}, {...PAGES_LIMITS, ...limits});
    expect(render({staticRedirects: 3})).toThrow(/^_redirects: \d+ rules, over Cloudflare Pages' limit of 3$/);
    expect(render({redirectLength: 20})).toThrow(
      /^_redirects: a line of \d+ characters, over Cloudflare Pages' limit of 20/,
    );
    expect(render({headerRules: 1})).toThrow("_headers: 3 rules, over Cloudflare Pages' limit of 1");
    expect(render({headerLineLength: 200})).toThrow(
      /^_headers: a line of \d+ characters, over Cloudflare Pages' limit of 200: {3}Content-Security-Policy/,
    );
    expect(render({})).not.toThrow();
  } finally {
    remove();
  }
});

/** The files under `dir`, as paths relative to it, sorted. */
const filesUnder = (dir: string) =>
  readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

test("the folder Pages deploys: the build's files but its indexes, linked, with the config", () => {
  const {root, remove} = syntheticBuild(FILES);
  const parent = mkdtempSync(path.join(os.tmpdir(), 'pages-folder-'));
  try {
    const out = path.join(parent, 'pages');
    const written = writePagesFolder(root, out, {hsts: false});
    const buildFiles = filesUnder(root);
    expect(buildFiles).toContain(`fr/${SITE_INDEX_FILE}`);
    expect(filesUnder(out)).toEqual(
      [...buildFiles.filter((file) => path.basename(file) !== SITE_INDEX_FILE), '_headers', '_redirects'].sort(),
    );
    // Hard links: the same file, no copy.
    expect(statSync(path.join(out, 'fr/faq/index.html')).ino).toBe(statSync(path.join(root, 'fr/faq/index.html')).ino);
    expect(written._redirects).toContain('/fr/faq /fr/faq/ 200');
    // Written again over the folder it wrote: a file the build no longer has goes.
    rmSync(path.join(root, 'fr/setup.html'));
    writePagesFolder(root, out);
    expect(existsSync(path.join(out, 'fr/setup.html'))).toBe(false);
    // In place, for a throw-away copy: the indexes go from it.
    writePagesFolder(root, root);
    expect(filesUnder(root).filter((file) => path.basename(file) === SITE_INDEX_FILE)).toEqual([]);
  } finally {
    remove();
    rmSync(parent, {recursive: true, force: true});
  }
});

test('a folder holding other files is not replaced', () => {
  const {root, remove} = syntheticBuild(FILES);
  const other = mkdtempSync(path.join(os.tmpdir(), 'not-pages-'));
  try {
    writeFileSync(path.join(other, 'notes.txt'), 'mine');
    expect(() => writePagesFolder(root, other)).toThrow(`${other} holds files that are not a Pages folder`);
    expect(readdirSync(other)).toEqual(['notes.txt']);
  } finally {
    remove();
    rmSync(other, {recursive: true, force: true});
  }
});
