/**
 * `npm run hosting-config` (scripts/hosting-config.ts), as a writer runs it after a build: it
 * renders the nginx config of a build, takes its options from arguments or the environment, and
 * stops a mistake with one line naming it, never a stack trace or a config that ignores it.
 * What the config answers is checked by tests/http/ against nginx.
 */
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {pageHtml, syntheticBuild} from '../support/synthetic-build';

const REPO = path.join(__dirname, '../..');

/** The environment variables of its options: a test's own run must not pick up those of the shell. */
const OPTION_VARIABLES = [
  'BUILD_DIR',
  'OUT_DIR',
  'RUN_DIR',
  'PORT',
  'HOST',
  'NGINX_ERROR_LOG',
  'NGINX_ACCESS_LOG',
  'NGINX_USER',
];

/** Runs the CLI with `args`, and `env` as the only option variables (brotli off: the same on every machine). */
function hostingConfig(args: string[], env: Record<string, string> = {}) {
  const inherited = Object.entries(process.env).filter(([name]) => !OPTION_VARIABLES.includes(name));
  const run = spawnSync('node', ['--require', 'tsx/cjs', 'scripts/hosting-config.ts', ...args], {
    cwd: REPO,
    env: {...Object.fromEntries(inherited), BROTLI: 'off', ...env},
    encoding: 'utf8',
  });
  return {status: run.status, stdout: run.stdout, stderr: run.stderr.trim()};
}

test('renders the config of a build, options from arguments or the environment', () => {
  const build = syntheticBuild({'index.html': pageHtml('/'), 'faq/index.html': pageHtml('/faq')});
  const out = syntheticBuild({});
  try {
    const run = hostingConfig(['--build-dir', build.root, `--out-dir=${out.root}`], {PORT: '8123'});
    expect(run.stderr).toContain(`warning: ${build.root} lacks /404.html, /de/404.html`);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `nginx config for ${build.root} on port 8123: 0 inline script hashes, 3 redirects, brotli off, HSTS off.`,
    );
    const written = ['nginx.conf', 'redirects.map', 'run', 'security-headers.conf', 'site.conf', 'types.conf'];
    expect(readdirSync(out.root).sort()).toEqual(written);
  } finally {
    build.remove();
    out.remove();
  }
});

test('a mistake stops it with one line naming it', () => {
  const cases: [string[], Record<string, string>, string][] = [
    [['--bogus', 'x'], {}, "hosting-config: Unknown option '--bogus'"],
    [['--prot=80'], {}, "hosting-config: Unknown option '--prot'"],
    [['--port', '99999'], {}, 'hosting-config: --port 99999: not a port'],
    [[], {PORT: 'eighty'}, 'hosting-config: --port eighty: not a port'],
    [['--brotli', 'maybe'], {}, 'hosting-config: --brotli is auto, on or off, not maybe'],
    [['--port'], {}, "hosting-config: Option '--port <value>' argument missing"],
    [['--build-dir', '/nonexistent'], {}, 'hosting-config: No built site in /nonexistent: run `npm run build` first.'],
  ];
  for (const [args, env, message] of cases) {
    const run = hostingConfig(args, env);
    expect(run.status, args.join(' ')).toBe(1);
    expect(run.stderr, args.join(' ')).toBe(message);
  }
});
