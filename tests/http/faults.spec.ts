/**
 * Faults in ordinary use, on each server, each on a server of its own over a copy of build/
 * (tests/support/serving.ts), since they change what it serves: clients that go mid-download
 * leave no file open, a page removed while served answers its locale's not-found page, and a
 * build replaced while served (as `npm run build` replaces build/) answers no 5xx. The
 * revalidation (304) and ranges (206) of a PDF are in manual.spec.ts, on the servers of the run.
 */
import {copyFileSync, existsSync, rmSync} from 'node:fs';
import path from 'node:path';
import {MANUAL_PLATFORMS, manualPath} from '../../config/manual';
import {swapFolder} from '../../scripts/lib/swap-folder';
import {abortedDownload, request} from '../support/http-client';
import {test, expect, type ServerUnderTest} from '../support/http-fixtures';
import {copyOfBuild, startServer, type StartedServer} from '../support/serving';

const PDF = `/fr/${manualPath(MANUAL_PLATFORMS[0])}`;
const ABORTED_DOWNLOADS = 200;
/** Downloads under way at once: the aborted ones come faster than one by one, still bounded. */
const AT_ONCE = 10;

// One server for the tests of this file, in order: each leaves it as the next expects.
test.describe.configure({mode: 'default'});

let served: StartedServer;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(150_000);
  const {server} = testInfo.project.use as ServerUnderTest;
  const copy = copyOfBuild();
  served = await startServer(server, copy.root, copy.remove);
});

test.afterAll(async () => {
  await served?.close();
});

test(`${ABORTED_DOWNLOADS} downloads the client closes early leave no file open, and the server answers`, async () => {
  test.setTimeout(300_000);
  const before = served.openFilesUnderRoot();
  for (let done = 0; done < ABORTED_DOWNLOADS; done += AT_ONCE) {
    await Promise.all(Array.from({length: AT_ONCE}, () => abortedDownload(served.origin, PDF)));
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

test('a build replaced while served answers no 5xx', async () => {
  test.setTimeout(120_000);
  const next = copyOfBuild();
  // The Pages config goes with the build it was rendered for (scripts/pages-test.sh wrote it).
  for (const file of ['_headers', '_redirects']) {
    if (existsSync(path.join(served.root, file)))
      copyFileSync(path.join(served.root, file), path.join(next.root, file));
  }
  const targets = ['/fr/', '/fr/faq', '/fr/ios/documents/new-document', '/de/', '/fr/nope', PDF];
  const statuses = new Map<string, number>();
  let replaced = false;
  const client = async (index: number) => {
    // Until a second after the new build is in place.
    for (let i = index, until = Infinity; Date.now() < until; i += 1) {
      if (replaced && until === Infinity) until = Date.now() + 1_000;
      const target = targets[i % targets.length];
      const {status} = await request(served.origin, target);
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
  next.remove();
  const errors = [...statuses].filter(([key]) => Number(key.split(' ').at(-1)) >= 500);
  expect(errors, `answers while replaced: ${JSON.stringify(Object.fromEntries(statuses))}`).toEqual([]);
  // And the new build is served: its /fr/faq, removed from the old one by the previous test.
  await expect.poll(async () => (await request(served.origin, '/fr/faq')).status, {timeout: 15_000}).toBe(200);
});
