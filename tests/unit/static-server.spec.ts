/**
 * The Node server of `npm run serve` (server/static-server.ts) where a build changes or a client
 * misbehaves, on small builds made here: a build it cannot serve is refused at start, a client that
 * goes mid-download leaves no file open, a file gone since the server listed it answers the
 * not-found page of its locale, the index of the build is not served, and only the encodings a
 * request accepts are used.
 * tests/http/ checks what it answers on the real build, beside nginx.
 */
import {existsSync, readdirSync, readlinkSync, rmSync} from 'node:fs';
import zlib from 'node:zlib';
import {test, expect} from '@playwright/test';
import {UnservableBuild} from '../../server/served-build';
import {SITE_INDEX_FILE} from '../../server/site-index';
import {acceptsGzip, createStaticServer} from '../../server/static-server';
import {abortedDownload, request} from '../support/http-client';
import {servingSynthetic} from '../support/serving';
import {type BuildFiles, pageHtml, syntheticBuild} from '../support/synthetic-build';

const LOCALES = ['fr'];
const FILES = {
  'index.html': pageHtml('/', 'English home'),
  '404.html': pageHtml('/404.html', 'English not found'),
  'fr/index.html': pageHtml('/fr/', 'Accueil'),
  'fr/404.html': pageHtml('/fr/404.html', 'Page introuvable'),
  'fr/faq/index.html': pageHtml('/fr/faq', 'FAQ'),
  // Big enough that a client closing after the first bytes leaves most of it unsent.
  'fr/manual/manual.pdf': `%PDF-${'x'.repeat(4_000_000)}`,
};

/** The Node server on a synthetic build of `files`. */
const serving = (files: BuildFiles = FILES) => servingSynthetic(files, LOCALES);

/** How many descriptors this process (the server's) holds open on files under `root`. */
function openFilesUnder(root: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(root);
    } catch {
      return false; // closed while listed
    }
  }).length;
}

test('a build without a not-found page is refused at start, naming the file', () => {
  const {root, remove} = syntheticBuild({'index.html': pageHtml('/')});
  try {
    expect(() => createStaticServer({root, localePaths: LOCALES})).toThrow(UnservableBuild);
    expect(() => createStaticServer({root, localePaths: LOCALES})).toThrow(`${root}/404.html is missing`);
  } finally {
    remove();
  }
});

test('a build without its index is refused at start, naming the file', () => {
  const {root, remove} = syntheticBuild({'index.html': pageHtml('/'), '404.html': pageHtml('/404.html')});
  try {
    rmSync(`${root}/${SITE_INDEX_FILE}`);
    expect(() => createStaticServer({root, localePaths: LOCALES})).toThrow(UnservableBuild);
    expect(() => createStaticServer({root, localePaths: LOCALES})).toThrow(`${root}/${SITE_INDEX_FILE} is missing`);
  } finally {
    remove();
  }
});

test('downloads the client closes early leave no file open', async () => {
  const {root, origin, close} = await serving();
  try {
    const before = openFilesUnder(root);
    for (let i = 0; i < 50; i += 1) await abortedDownload(origin, '/fr/manual/manual.pdf');
    await expect.poll(() => openFilesUnder(root), {message: 'descriptors open on the build'}).toBe(before);
    expect((await request(origin, '/fr/faq')).status).toBe(200);
  } finally {
    await close();
  }
});

test('a file gone since the server started answers the not-found page of its locale', async () => {
  const {root, origin, close} = await serving();
  try {
    expect((await request(origin, '/fr/faq')).status).toBe(200);
    rmSync(`${root}/fr/faq`, {recursive: true});
    const plain = await request(origin, '/fr/faq');
    expect(plain.status).toBe(404);
    expect(plain.body.toString('utf8')).toContain('Page introuvable');
    // A browser's request: gzipped, still the whole page.
    const gzipped = await request(origin, '/fr/faq', {headers: {'Accept-Encoding': 'gzip, deflate, br'}});
    expect(gzipped.status).toBe(404);
    expect(zlib.gunzipSync(gzipped.body).toString('utf8')).toContain('Page introuvable');
    // Even with the not-found pages gone (build/ replaced by a rebuild): they are held in memory.
    rmSync(`${root}/fr/404.html`);
    const held = await request(origin, '/fr/nope');
    expect([held.status, held.body.toString('utf8').includes('Page introuvable')]).toEqual([404, true]);
  } finally {
    await close();
  }
});

test("the index of each locale's build answers 404 with its not-found page", async () => {
  const {root, origin, close} = await serving();
  try {
    for (const [target, page] of [
      [`/${SITE_INDEX_FILE}`, 'English not found'],
      [`/fr/${SITE_INDEX_FILE}`, 'Page introuvable'],
    ]) {
      expect(existsSync(`${root}${target}`), target).toBe(true);
      const answer = await request(origin, target);
      expect([answer.status, answer.body.toString('utf8').includes(page)], target).toEqual([404, true]);
    }
  } finally {
    await close();
  }
});

test('gzip only where the request accepts it by name: q=0 refuses', async () => {
  expect(acceptsGzip('gzip')).toBe(true);
  expect(acceptsGzip('br, gzip;q=0.5')).toBe(true);
  // As nginx and Pages read it: `*` alone names no coding.
  expect(acceptsGzip('*')).toBe(false);
  expect(acceptsGzip('gzip;q=0')).toBe(false);
  expect(acceptsGzip('GZIP; Q=0.000')).toBe(false);
  expect(acceptsGzip('*;q=0')).toBe(false);
  expect(acceptsGzip('br')).toBe(false);
  expect(acceptsGzip(undefined)).toBe(false);
  const {origin, close} = await serving();
  try {
    const refused = await request(origin, '/fr/faq', {headers: {'Accept-Encoding': 'gzip;q=0, identity'}});
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString('utf8')).toContain('FAQ');
  } finally {
    await close();
  }
});
