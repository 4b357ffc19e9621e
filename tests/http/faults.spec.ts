/**
 * Faults in ordinary use, on each server, each on a server of its own over a copy of build/
 * (tests/support/serving.ts), since they change what it serves or may upset it: clients that go
 * mid-download leave no file open, a client that announces a body and never sends it upsets no
 * other, a page removed while served answers its locale's not-found page, and so does a folder
 * in place of a page's file; a locale's not-found page removed, or a file added, are answered as
 * each server is built to; a build replaced while served (as `npm run build` replaces build/)
 * answers no 5xx. The revalidation (304) and ranges (206) of a PDF are in manual.spec.ts, on the
 * servers of the run.
 */
import {copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {Agent} from 'node:http';
import path from 'node:path';
import {MANUAL_PLATFORMS, manualPath} from '../../config/manual';
import {writePagesFolder} from '../../server/pages-config';
import {swapFolder} from '../../scripts/lib/swap-folder';
import {abandonedExpect, abortedDownload, request} from '../support/http-client';
import {test, expect, type ServerUnderTest} from '../support/http-fixtures';
import {platformDifferences} from '../support/platform-differences';
import {copyOfBuild, startServer, type StartedServer} from '../support/serving';

const PDF = `/fr/${manualPath(MANUAL_PLATFORMS[0])}`;

// One server for the tests of this file, in order: each leaves it as the next expects; the one
// that upsets the local Pages runtime (an abandoned request) last.
test.describe.configure({mode: 'default'});

let served: StartedServer;
let server: ServerUnderTest['server'];

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(150_000);
  ({server} = testInfo.project.use as ServerUnderTest);
  const copy = copyOfBuild();
  served = await startServer(server, copy.root, copy.remove);
});

/** Polls `target` on the server of this file until its answer, summed up by `answer`, is `expected`. */
async function expectAnswer<T>(
  target: string,
  answer: (status: number, body: string) => T,
  expected: T,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const {status, body} = await request(served.origin, target);
        return answer(status, body.toString('utf8'));
      },
      {message: target, timeout: 15_000},
    )
    .toEqual(expected);
}

/** The `lang` of a page's `<html>`. */
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

test.afterAll(async () => {
  await served?.close();
});

test('downloads the client closes early leave no file open, and the server answers', async () => {
  test.setTimeout(300_000);
  // As many as the server can take: the local Pages runtime far fewer (platform-differences.ts).
  const {count, atOnce} = platformDifferences[server].abortedDownloads;
  const before = served.openFilesUnderRoot();
  for (let done = 0; done < count; done += atOnce) {
    await Promise.all(Array.from({length: atOnce}, () => abortedDownload(served.origin, PDF)));
  }
  await expect
    .poll(() => served.openFilesUnderRoot(), {message: 'descriptors open on the build', timeout: 20_000})
    .toBeLessThanOrEqual(before);
  expect((await request(served.origin, '/fr/faq')).status).toBe(200);
});

test('a page removed while served answers the not-found page of its locale', async () => {
  expect((await request(served.origin, '/fr/faq')).status).toBe(200);
  rmSync(path.join(served.root, 'fr/faq'), {recursive: true});
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        const answer = await request(served.origin, '/fr/faq');
        seen.add(answer.status);
        return [answer.status, answer.body.toString('utf8').includes('<html lang="fr"')];
      },
      {timeout: 15_000},
    )
    .toEqual([404, true]);
  // Until it noticed (the CDN runtime watches the folder), the page it had: never an error.
  expect(
    [...seen].filter((status) => status >= 500),
    'statuses answered',
  ).toEqual([]);
});

test('a folder in place of a page file answers the not-found page of its locale', async () => {
  expect((await request(served.origin, '/fr/mac')).status).toBe(200);
  const file = path.join(served.root, 'fr/mac/index.html');
  rmSync(file);
  mkdirSync(file);
  await expectAnswer('/fr/mac', (status, body) => [status, langOf(body)], [404, 'fr']);
});

test("a locale's not-found page removed while served: the one each server falls back on", async () => {
  rmSync(path.join(served.root, 'fr/404.html'));
  const {notFoundPageGone} = platformDifferences[server];
  const expected = {
    "the locale's, held in memory": [404, 'fr'],
    // nginx's page has no lang.
    "nginx's own": [404, undefined],
    'the root one': [404, 'en'],
  }[notFoundPageGone];
  await expectAnswer('/fr/nope', (status, body) => [status, langOf(body)], expected);
});

test('a file added while served is served, at once or once the build is read again', async () => {
  writeFileSync(path.join(served.root, 'fr/added.txt'), 'added\n');
  if (!platformDifferences[server].servesAddedFiles) {
    expect((await request(served.origin, '/fr/added.txt')).status, 'before the build is read again').toBe(404);
    // What a new build does: a locale's index.html replaced (a new file, not written into: it is hard-linked to build/).
    const home = path.join(served.root, 'fr/index.html');
    copyFileSync(home, `${home}.new`);
    renameSync(`${home}.new`, home);
  }
  await expectAnswer('/fr/added.txt', (status, body) => [status, body], [200, 'added\n']);
});

test('a build replaced while served answers no 5xx', async () => {
  test.setTimeout(120_000);
  const next = copyOfBuild();
  // The folder Pages serves is made from the build, as scripts/pages-test.sh made the first one.
  if (existsSync(path.join(served.root, '_headers'))) writePagesFolder(next.root, next.root, {hsts: false});
  const targets = ['/fr/', '/fr/faq', '/fr/ios/documents/new-document', '/de/', '/fr/nope', PDF];
  const statuses = new Map<string, number>();
  let replaced = false;
  // Connections of this test's own: one the shared agent kept idle from an earlier test may be
  // closed by the server just as it is used again (both give up on an idle one after 5 s).
  const agent = new Agent({keepAlive: true});
  const client = async (index: number) => {
    // Until a second after the new build is in place.
    for (let i = index, until = Infinity; Date.now() < until; i += 1) {
      if (replaced && until === Infinity) until = Date.now() + 1_000;
      const target = targets[i % targets.length];
      const {status} = await request(served.origin, target, {agent});
      const key = `${target} ${status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  };
  const clients = Promise.all(Array.from({length: 4}, (_, index) => client(index)));
  await new Promise((resolve) => setTimeout(resolve, 300));
  // As scripts/build.ts puts a new build/ in place of the old.
  swapFolder(next.root, served.root, `${served.root}.previous`);
  replaced = true;
  await clients;
  agent.destroy();
  next.remove();
  const errors = [...statuses].filter(([key]) => Number(key.split(' ').at(-1)) >= 500);
  expect(errors, `answers while replaced: ${JSON.stringify(Object.fromEntries(statuses))}`).toEqual([]);
  // And the new build is served: its /fr/faq, removed from the old one by an earlier test.
  await expect.poll(async () => (await request(served.origin, '/fr/faq')).status, {timeout: 15_000}).toBe(200);
});

test('a request that announces a body and never sends it leaves the next one of another client unharmed', async () => {
  const abandoned = await abandonedExpect(served.origin, '/fr/');
  const next = await request(served.origin, '/fr/faq');
  abandoned.destroy();
  expect(next.status, 'the next request').toBe(platformDifferences[server].afterAbandonedExpect);
  await expectAnswer('/fr/faq', (status) => status, 200);
});
