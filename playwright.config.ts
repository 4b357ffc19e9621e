/**
 * Unit, build, browser, cross-engine, HTTP and load tests. All but the unit tests run against the site built by `npm test`
 * (build/, with the test-only pages), served on loopback by each server of tests/support/servers.ts (Node, nginx, the CDN runtime):
 * the browser suite and the cross-engine checks once, against nginx with the production config (the
 * host readers get); what the servers answer by themselves (tests/http/, tests/load/) against each.
 * Chromium is Debian's headless shell (config/chromium.ts, or CHROME_PATH): Playwright cannot download its own here.
 * WebKit and Firefox are Debian's too, driven without Playwright (tests/engines/support/).
 */
import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './config/chromium';
import {ENGINE_NAMES, type EngineName} from './tests/engines/support/engine';
import type {ServerUnderTest} from './tests/support/http-fixtures';
import {SERVER_NAMES, browserServer, originOf, servers, serversOfRun} from './tests/support/servers';

const RESULTS_DIR = process.env.TEST_RESULTS_DIR ?? 'test-results';
/** A run of the `unit` project alone: no build to serve. */
const unitOnly = process.env.TEST_UNIT_ONLY === '1';

/** A project per server for the tests of what a server answers by itself. */
const perServer = (kind: 'http' | 'load') =>
  SERVER_NAMES.map((server) => ({
    name: `${kind}-${server}`,
    testMatch: `${kind}/**/*.spec.ts`,
    use: {server, baseURL: originOf(server)},
    // The local Pages runtime answers a request in ~0.1 s where the others take ~0.01 s.
    ...(server === 'cdn' && {timeout: 90_000}),
  }));

export default defineConfig<ServerUnderTest, {engine: EngineName}>({
  testDir: 'tests',
  projects: [
    // Checks that need no build and no server: the sources (translations, terminology, samples),
    // and the code that reads a build, on small synthetic builds. `npm test` runs them first, with
    // TEST_UNIT_ONLY=1, so that they wait for no build.
    {name: 'unit', testMatch: 'unit/**/*.spec.ts'},
    // Statuses, redirects, headers and refusals, as raw HTTP. Listed before the build and browser
    // projects, since Playwright hands out tests in the order of the projects: the longest file
    // of the run (tests/http/faults.spec.ts on the CDN runtime, ~65 s in one worker) then starts
    // first instead of last, when the other worker would have nothing left to do beside it.
    ...perServer('http'),
    // What a writer meets at build time.
    {name: 'build', testMatch: 'build/**/*.spec.ts'},
    // What a reader meets, in Chromium.
    {name: 'browser', testMatch: 'browser/**/*.spec.ts', use: {baseURL: originOf(browserServer)}},
    // What a reader meets in WebKit and in Firefox: every French route renders and hydrates, and
    // the controls a reader touches work; in WebKit, the drawings on a phone too (issue 28 does
    // not ask it of Firefox). Each worker drives one browser, one page after another.
    ...ENGINE_NAMES.map((engine) => ({
      name: engine,
      testMatch: 'engines/**/*.spec.ts',
      ...(engine === 'firefox' && {testIgnore: 'engines/drawings.spec.ts'}),
      use: {engine},
    })),
    // The same behaviours in Chromium, written once (tests/engines/behaviours.spec.ts); Chromium
    // renders every route in the browser suite's axe sweep.
    {name: 'chromium', testMatch: 'engines/behaviours.spec.ts', use: {engine: 'chromium' as const}},
    // The servers under a bounded load. `npm test` runs these on their own, one after the
    // other, after the rest, so that the load neither slows other tests nor is slowed by them.
    ...perServer('load'),
  ],
  // Two cores: one worker per core, the servers run beside them.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  outputDir: RESULTS_DIR,
  reporter: [['list'], ['json', {outputFile: `${RESULTS_DIR}/results.json`}]],
  use: {
    locale: 'fr-FR',
    colorScheme: 'light',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // The servers the run's projects request (tests/support/servers.ts): none for the unit tier,
  // which reads no build; nginx alone for the engines; every one when no project is named.
  webServer: (unitOnly ? [] : serversOfRun(process.argv)).map((server) => ({
    command: servers[server].command,
    gracefulShutdown: servers[server].gracefulShutdown,
    env: {PORT: String(servers[server].port), HOST: '127.0.0.1'},
    url: `${originOf(server)}/fr/`,
    reuseExistingServer: false,
    // workerd (the CDN runtime) takes 15–40 s to start on two busy cores.
    timeout: 120_000,
  })),
});
