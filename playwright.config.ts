/**
 * Browser and build tests. They run against the site built by `npm test` (build/, with the
 * test-only pages) and served by the project's own server, as a reader's browser meets it;
 * `TEST_SERVER=nginx` serves it with nginx and the production config of deploy/nginx/ instead.
 * Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH): Playwright cannot download its own here.
 */
import {defineConfig} from '@playwright/test';

if (!['node', 'nginx', undefined].includes(process.env.TEST_SERVER)) {
  throw new Error(`TEST_SERVER is node (npm run serve, the default) or nginx, not ${process.env.TEST_SERVER}`);
}
/** The server under test: `npm run serve` (node) or nginx (scripts/nginx-test.sh). */
export const SERVER: 'node' | 'nginx' = process.env.TEST_SERVER === 'nginx' ? 'nginx' : 'node';
export const PORT = Number(process.env.TEST_PORT ?? (SERVER === 'nginx' ? 3200 : 3100));
// Each server's run keeps its own results, so that `npm test` can sum both.
const RESULTS_DIR = process.env.TEST_RESULTS_DIR ?? (SERVER === 'nginx' ? 'test-results/nginx' : 'test-results');

const webServers = {
  node: {command: 'node --require tsx/cjs scripts/serve.ts'},
  nginx: {
    command: 'bash scripts/nginx-test.sh',
    // SIGTERM, not Playwright's default SIGKILL: the script then stops nginx and removes its temp folder.
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
  },
} as const;

export default defineConfig({
  testDir: 'tests',
  projects: [
    // What a writer meets at build time.
    {name: 'build', testMatch: 'build/**/*.spec.ts'},
    // What a reader meets, in Chromium.
    {name: 'browser', testMatch: 'browser/**/*.spec.ts'},
    // The server under a bounded load. `npm test` runs it on its own, after the browser suite,
    // so that the load does not slow the browser tests beside it.
    {name: 'load', testMatch: 'load/**/*.spec.ts'},
  ],
  // Two cores: one worker per core, the server runs beside them.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  outputDir: RESULTS_DIR,
  reporter: [['list'], ['json', {outputFile: `${RESULTS_DIR}/results.json`}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    colorScheme: 'light',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // Root in CI needs --no-sandbox; the rest keeps Chromium off a network it cannot reach.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    ...webServers[SERVER],
    env: {PORT: String(PORT), HOST: '127.0.0.1'},
    url: `http://127.0.0.1:${PORT}/fr/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
