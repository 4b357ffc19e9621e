/**
 * `npm run build` where writers are: on a Mac, without Debian's apt-get (nor fontconfig's
 * fc-list), the install steps of its prebuild install nothing. The Chromium step names the Chrome
 * it found (CHROME_PATH, or where macOS installs Google Chrome and Chromium) or says in one line
 * what to install or set, and fails; the fonts step says in one line what the manuals' character
 * check needs, and lets the build go on. The scripts run with a PATH of the tools they may use,
 * apt-get and fc-list left out.
 */
import {spawnSync} from 'node:child_process';
import {chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {SHELL_CANDIDATES, chromiumProblem, findChromium} from '../../config/chromium';

const REPO = path.join(__dirname, '../..');
let scratch: string;
let bin: string;

test.beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'install-steps-'));
  bin = path.join(scratch, 'bin');
  mkdirSync(bin);
  // What the install steps run besides bash's builtins; no apt-get, no fc-list.
  for (const tool of ['bash', 'node', 'dirname', 'id']) {
    const found = spawnSync('bash', ['-c', `command -v ${tool}`], {encoding: 'utf8'}).stdout.trim();
    symlinkSync(found, path.join(bin, tool));
  }
});
test.afterAll(() => rmSync(scratch, {recursive: true, force: true}));

/** Runs an install step as on a Mac: PATH without apt-get and fc-list, CHROME_PATH as given. */
function runStep(script: string, chromePath?: string) {
  const env: NodeJS.ProcessEnv = {HOME: scratch, PATH: bin};
  if (chromePath !== undefined) env.CHROME_PATH = chromePath;
  const run = spawnSync('bash', [`scripts/${script}`], {cwd: REPO, env, encoding: 'utf8'});
  return {status: run.status, lines: `${run.stdout}${run.stderr}`.split('\n').filter((line) => line !== '')};
}

/** A stand-in for Chrome: an executable file at `file`. */
function fakeChrome(file: string): string {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, '#!/bin/sh\nexit 0\n');
  chmodSync(file, 0o755);
  return file;
}

test('without apt-get, the Chromium step names the Chrome of CHROME_PATH and installs nothing', () => {
  const chrome = fakeChrome(path.join(scratch, 'Google Chrome.app/Contents/MacOS/Google Chrome'));
  expect(runStep('install-chromium.sh', chrome)).toEqual({status: 0, lines: [`Chromium: ${chrome}`]});
});

test('without apt-get, a CHROME_PATH that names no executable stops the build in one line saying what to set', () => {
  const {status, lines} = runStep('install-chromium.sh', path.join(scratch, 'no-such-chrome'));
  expect(status).toBe(1);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^CHROME_PATH is .*no-such-chrome, which is not an executable: set it to /);
});

test('without apt-get and fc-list, the fonts step says in one line what the character check needs, and lets the build go on', () => {
  const {status, lines} = runStep('install-fonts.sh');
  expect(status).toBe(0);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^No fc-list: .*install fontconfig/);
});

test('Chrome where macOS installs it is found; with none, one line says what to install or set', () => {
  const missing = path.join(scratch, 'Applications/Chromium.app/Contents/MacOS/Chromium');
  const chrome = fakeChrome(path.join(scratch, 'Applications/Google Chrome.app/Contents/MacOS/Google Chrome'));
  // The build's own list looks where macOS installs Google Chrome.
  expect(
    SHELL_CANDIDATES.some((candidate) => candidate.endsWith('/Google Chrome.app/Contents/MacOS/Google Chrome')),
  ).toBe(true);
  expect(findChromium([missing, chrome], {})).toBe(chrome);
  expect(chromiumProblem([missing, chrome], {})).toBeUndefined();
  const problem = chromiumProblem([missing], {});
  expect(problem?.split('\n')).toHaveLength(1);
  expect(problem).toMatch(/^No Google Chrome or Chromium in .*: install Google Chrome, or set CHROME_PATH to /);
});
