/**
 * `npm run hosting-config` (also the last step of `npm run build`, scripts/build.ts): renders the nginx config of
 * a build into deploy/nginx/generated/ (server/nginx-config.ts says what goes in it).
 *
 * Each option is `--name value`, `--name=value` or its environment variable: `--build-dir`
 * BUILD_DIR (build), `--out-dir` OUT_DIR (deploy/nginx/generated), `--run-dir` RUN_DIR (pid file,
 * logs, temp files: <out-dir>/run), `--port` PORT (8080), `--host` HOST (every address),
 * `--error-log` NGINX_ERROR_LOG (<run-dir>/error.log; `stderr`), `--access-log` NGINX_ACCESS_LOG
 * (<run-dir>/access.log; `off`), `--user` NGINX_USER (workers' user when nginx starts as root),
 * `--brotli` BROTLI (auto, on, off), `--hsts` HSTS (off, on: Strict-Transport-Security, for a
 * site served over HTTPS). A login's $USER must never become `user root;`, hence
 * the NGINX_ prefixes.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {ConfigError, brotliModule, renderNginxConfig, writeNginxConfig} from '../server/nginx-config';
import {readSiteIndex} from '../server/site-index';

const ENVIRONMENT = {
  'build-dir': 'BUILD_DIR',
  'out-dir': 'OUT_DIR',
  'run-dir': 'RUN_DIR',
  port: 'PORT',
  host: 'HOST',
  'error-log': 'NGINX_ERROR_LOG',
  'access-log': 'NGINX_ACCESS_LOG',
  user: 'NGINX_USER',
  brotli: 'BROTLI',
  hsts: 'HSTS',
} as const;

/** An on/off option's value; anything else is a mistake worth naming. */
function onOrOff(name: string, value: string): boolean {
  if (value !== 'on' && value !== 'off') throw new ConfigError(`--${name} is on or off, not ${value}`);
  return value === 'on';
}

function main(): void {
  // Strict: an unknown option is a typo, and a config that ignored it would hide it.
  const names = Object.keys(ENVIRONMENT);
  const {values} = parseArgs({options: Object.fromEntries(names.map((name) => [name, {type: 'string'}]))});
  const option = (name: keyof typeof ENVIRONMENT): string | undefined =>
    (values[name] as string | undefined) ?? (process.env[ENVIRONMENT[name]] || undefined);
  const buildDir = path.resolve(option('build-dir') ?? 'build');
  const outDir = path.resolve(option('out-dir') ?? path.join(__dirname, '..', 'deploy', 'nginx', 'generated'));
  const runDir = path.resolve(option('run-dir') ?? path.join(outDir, 'run'));
  const port = Number(option('port') ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new ConfigError(`--port ${option('port')}: not a port`);
  const options = {
    outDir,
    runDir,
    port,
    host: option('host'),
    errorLog: option('error-log') ?? path.join(runDir, 'error.log'),
    accessLog: option('access-log') ?? path.join(runDir, 'access.log'),
    user: option('user'),
    brotliModule: brotliModule(option('brotli') ?? 'auto'),
    hsts: onOrOff('hsts', option('hsts') ?? 'off'),
  };
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new ConfigError(`No built site in ${buildDir}: run \`npm run build\` first.`);
  }

  const siteIndex = readSiteIndex(buildDir);
  writeNginxConfig(options, renderNginxConfig(siteIndex, options));
  // A build of fewer locales: theirs get the root not-found page, or nginx's own.
  const lacking = ['', ...siteIndex.localePaths]
    .filter((locale) => !siteIndex.notFoundPages.has(locale))
    .map((locale) => path.posix.join('/', locale, '404.html'));
  if (lacking.length > 0) console.warn(`warning: ${buildDir} lacks ${lacking.join(', ')}: not a build of every locale`);
  for (const {file} of siteIndex.pages.filter((page) => page.canonical === undefined)) {
    console.warn(`warning: ${file} has no <link rel="canonical">: its .html form is not redirected`);
  }
  const nginxConf = path.join(outDir, 'nginx.conf');
  console.log(
    `nginx config for ${buildDir} on port ${port}: ${siteIndex.scriptHashes.length} inline script hashes, ` +
      `${siteIndex.redirects.size} redirects, brotli ${options.brotliModule ? 'on' : 'off'}, ` +
      `HSTS ${options.hsts ? 'on' : 'off'}.\n` +
      `  nginx -t -c ${nginxConf}   # check\n  nginx -c ${nginxConf} -g 'daemon off;'   # run`,
  );
}

try {
  main();
} catch (error) {
  // parseArgs's errors (unknown option, missing value) are the caller's mistakes too: their first
  // sentence names the option, the rest is about positional arguments this command has none of.
  const usage = error instanceof ConfigError || String((error as {code?: string}).code).startsWith('ERR_PARSE_ARGS');
  console.error(usage ? `hosting-config: ${(error as Error).message.split('. ')[0]}` : error);
  process.exit(1);
}
