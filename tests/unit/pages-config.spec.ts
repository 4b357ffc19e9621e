/**
 * The Cloudflare Pages config of a build (server/pages-config.ts), on a small build made here: the
 * same redirects as the nginx config, the rewrites that keep canonical URLs without their trailing
 * slash, the headers of the hosting policy, and a refusal naming the Pages limit a build exceeds.
 * tests/http/ checks what Pages' own runtime (`wrangler pages dev`) answers with it.
 */
import {test, expect} from '@playwright/test';
import {PAGES_LIMITS, renderPagesConfig} from '../../server/pages-config';
import {readSiteIndex} from '../../server/site-index';
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

test('the redirects of the site index, then a rewrite of each folder page from its path without slash, then of the indexes', () => {
  const {root, remove} = syntheticBuild(FILES);
  try {
    const siteIndex = readSiteIndex(root, ['fr']);
    const {_redirects: redirects} = renderPagesConfig(siteIndex);
    expect(rules(redirects)).toEqual([
      ...[...siteIndex.redirects].map(([from, to]) => `${from} ${to} 301`),
      '/fr/faq /fr/faq/ 200',
      '/fr /fr/ 200',
      '/fr/ios/chatgpt /fr/ios/chatgpt/ 200',
      // The indexes of the build, which Pages would serve: a path that is not there answers 404.
      '/.site-index.json /.site-index.json.not-served 200',
      '/fr/.site-index.json /fr/.site-index.json.not-served 200',
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
