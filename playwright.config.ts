/**
 * Browser and build tests. They run against the site built by `npm test` (build/, with the
 * test-only pages) and served by the project's own server, as a reader's browser meets it.
 * Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH): Playwright cannot download its own here.
 */
import {defineConfig} from '@playwright/test';

export const PORT = Number(process.env.TEST_PORT ?? 3100);

export default defineConfig({
  testDir: 'tests',
  projects: [
    // What a writer meets at build time.
    {name: 'build', testMatch: 'build/**/*.spec.ts'},
    // What a reader meets, in Chromium.
    {name: 'browser', testMatch: 'browser/**/*.spec.ts'},
  ],
  // Two cores: one worker per core, the server runs beside them.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/results.json'}]],
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
    command: 'node --require tsx/cjs scripts/serve.ts',
    env: {PORT: String(PORT), HOST: '127.0.0.1'},
    url: `http://127.0.0.1:${PORT}/fr/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
