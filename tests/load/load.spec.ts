/**
 * A bounded loopback load on the server under test (`npm run serve`, or nginx with
 * TEST_SERVER=nginx): 50 keep-alive connections requesting pages, a hashed asset, a redirect and
 * a 404 without pause for 10 s. Every answer must be the one a single request gets, no connection
 * may fail, and the server must still answer afterwards. Speed is not asserted here (that is the
 * benchmark's business): only that load does not turn into errors.
 * Its own Playwright project, run after the browser suite so that it does not slow those tests.
 */
import http from 'node:http';
import {test, expect} from '@playwright/test';
import {mainScriptOf} from '../support/built-pages';

const CONNECTIONS = 50;
const DURATION_MS = 10_000;

const mainScript = mainScriptOf('fr');

/** Path → the status a lone request gets. */
const expected: [string, number][] = [
  ['/fr/', 200],
  ['/fr/ios/documents/new-document', 200],
  ['/fr/mac/customization/chart-view', 200],
  ['/fr/blog', 200],
  [`/fr/assets/js/${mainScript}`, 200],
  ['/fr/faq/index.html', 301],
  ['/fr/no-such-page', 404],
];

/** One GET; resolves with the status once the whole body has arrived. */
function get(server: URL, agent: http.Agent, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const options = {host: server.hostname, port: server.port, path: urlPath, agent, headers: {'accept-encoding': 'gzip'}};
    const request = http.get(options, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

test(`${CONNECTIONS} connections for ${DURATION_MS / 1000} s get no errors, and the server answers afterwards`, async ({baseURL}) => {
  const server = new URL(baseURL!);
  test.setTimeout(DURATION_MS + 30_000);
  expect(mainScript, 'the French main script of the build').toBeDefined();
  const agent = new http.Agent({keepAlive: true, maxSockets: CONNECTIONS});
  const errors = new Map<string, number>();
  const count = (error: string) => errors.set(error, (errors.get(error) ?? 0) + 1);
  let answered = 0;
  const end = Date.now() + DURATION_MS;

  const connection = async (index: number) => {
    for (let i = index; Date.now() < end; i += 1) {
      const [urlPath, status] = expected[i % expected.length];
      try {
        const got = await get(server, agent, urlPath);
        answered += 1;
        if (got !== status) count(`${urlPath}: ${got} instead of ${status}`);
      } catch (error) {
        count(`${urlPath}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({length: CONNECTIONS}, (_, index) => connection(index)));
  agent.destroy();

  test.info().annotations.push({type: 'requests', description: `${answered} answered in ${DURATION_MS / 1000} s`});
  expect(Object.fromEntries(errors), 'failed requests').toEqual({});
  // Every connection got well past its first request.
  expect(answered).toBeGreaterThan(CONNECTIONS * 10);
  expect(await get(server, new http.Agent(), '/fr/')).toBe(200);
});
