/**
 * `npm run hosting-config` (run after every `npm run build`): renders the nginx config of the
 * built site from deploy/nginx/*.template into deploy/nginx/generated/ (gitignored):
 *
 * - security-headers.conf: the headers of server/hosting-policy.ts, the CSP with the hashes of
 *   the build's inline scripts: they change with the build, so the config is rendered per build;
 * - redirects.map: `….html` → the page's canonical path, read from the built pages;
 * - types.conf: the content types `npm run serve` sends;
 * - brotli.conf: only when nginx's brotli module is installed;
 * - site.conf: the server block, for a host's own nginx.conf;
 * - nginx.conf: a complete config running as any user, for a build dir and port.
 *
 * Options, as `--name value` or in the environment (BUILD_DIR, PORT…, NGINX_USER: see ENVIRONMENT):
 *   --build-dir  the build (build)            --out-dir    where to write (deploy/nginx/generated)
 *   --port       listening port (8080)        --host       listening address (all)
 *   --run-dir    pid, logs, temp files (<out-dir>/run)
 *   --error-log  nginx error log (<run-dir>/error.log; `stderr`)
 *   --access-log nginx access log (<run-dir>/access.log; `off`)
 *   --user       user of nginx's workers when started as root (nginx's default: nobody)
 *   --brotli     auto (when the module is installed), on, off
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {defaultLocale, i18n} from '../config/i18n';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  COMPRESSIBLE,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  MAX_PATH_LENGTH,
  canonicalRedirects,
  hashedAssetPattern,
  inlineScriptHashes,
  securityHeaders,
} from '../server/hosting-policy';

const REPO = path.resolve(__dirname, '..');

/** A mistake of the caller: reported as one line, without a stack. */
class UsageError extends Error {}
const TEMPLATES = path.join(REPO, 'deploy', 'nginx');

/** Where Debian's libnginx-mod-http-brotli-filter puts the module; BROTLI_MODULE overrides it. */
export function brotliModulePath(): string {
  return process.env.BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
}

/**
 * The brotli module the config loads for `--brotli` auto|on|off, or undefined for gzip only.
 * Optional because nginx refuses to start on `brotli on;` without the module.
 */
export function brotliModule(setting: string = process.env.BROTLI ?? 'auto'): string | undefined {
  if (!['auto', 'on', 'off'].includes(setting)) throw new UsageError(`--brotli is auto, on or off, not ${setting}`);
  const module = brotliModulePath();
  if (setting === 'on' && !existsSync(module)) {
    throw new UsageError(`--brotli on, but ${module} is missing: apt-get install libnginx-mod-http-brotli-filter`);
  }
  return setting !== 'off' && existsSync(module) ? module : undefined;
}

export interface HostingOptions {
  buildDir: string;
  outDir: string;
  port: number;
  host?: string;
  runDir: string;
  errorLog: string;
  accessLog: string;
  user?: string;
  /** The brotli module to load, or undefined for gzip only. */
  brotliModule?: string;
}

/**
 * The environment variable of each option. Those a shell may set for its own reasons (USER)
 * get an NGINX_ prefix: `user root;` must never come from a login's $USER.
 */
const ENVIRONMENT: Record<string, string> = {
  'build-dir': 'BUILD_DIR',
  'out-dir': 'OUT_DIR',
  'run-dir': 'RUN_DIR',
  port: 'PORT',
  host: 'HOST',
  'error-log': 'NGINX_ERROR_LOG',
  'access-log': 'NGINX_ACCESS_LOG',
  user: 'NGINX_USER',
  brotli: 'BROTLI',
};

/** `--name value`, `--name=value`, else the option's environment variable. */
function option(args: string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === `--${name}`) return args[i + 1];
    if (args[i].startsWith(`--${name}=`)) return args[i].slice(name.length + 3);
  }
  return process.env[ENVIRONMENT[name]] || undefined;
}

/** Unknown options are typos: rendering a config that ignores one would hide it. */
function checkArguments(args: string[]): void {
  for (const arg of args) {
    const name = /^--([a-z-]+)/.exec(arg)?.[1];
    if (name !== undefined && !(name in ENVIRONMENT)) throw new UsageError(`Unknown option ${arg}`);
  }
}

export function parseOptions(args: string[]): HostingOptions {
  checkArguments(args);
  const buildDir = path.resolve(option(args, 'build-dir') ?? 'build');
  const outDir = path.resolve(option(args, 'out-dir') ?? path.join(TEMPLATES, 'generated'));
  const runDir = path.resolve(option(args, 'run-dir') ?? path.join(outDir, 'run'));
  const port = Number(option(args, 'port') ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError(`Not a port: ${option(args, 'port')}`);
  return {
    buildDir,
    outDir,
    runDir,
    port,
    host: option(args, 'host'),
    errorLog: option(args, 'error-log') ?? path.join(runDir, 'error.log'),
    accessLog: option(args, 'access-log') ?? path.join(runDir, 'access.log'),
    user: option(args, 'user'),
    brotliModule: brotliModule(option(args, 'brotli') ?? 'auto'),
  };
}

/**
 * Paths go into the config as bare tokens, inside longer ones (`{{OUT_DIR}}/site.conf`): a space,
 * quote, `;`, `{`, `}`, `#` or `$` would end or change them.
 */
function checkPlainPaths(options: HostingOptions): void {
  for (const [name, value] of Object.entries(options)) {
    if (typeof value === 'string' && /[\s"';{}#$\\]/.test(value)) {
      throw new UsageError(`${name} ${JSON.stringify(value)}: no spaces, quotes or ; { } # $ \\ in what goes into the nginx config`);
    }
  }
}

/**
 * A build is a folder with the root page; without it there is nothing to hash or redirect. A
 * locale without its not-found page (a single-locale build) only gets nginx's own 404 page.
 */
function checkBuild(buildDir: string, localePaths: string[]): void {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new UsageError(`No built site in ${buildDir}: run \`npm run build\` first.`);
  }
  const missing = ['/404.html', ...localePaths.map((l) => `/${l}/404.html`)].filter((file) => !existsSync(path.join(buildDir, file)));
  if (missing.length > 0) console.warn(`warning: ${buildDir} lacks ${missing.join(', ')}: not a build of every locale`);
}

/**
 * A string as one nginx token in double quotes. Refuses what would change the config's meaning
 * rather than escaping it: `$` starts a variable even in quotes.
 */
function quoted(value: string): string {
  if (/["\\$\u0000-\u001f]/.test(value)) throw new Error(`Cannot write ${JSON.stringify(value)} into the nginx config`);
  return `"${value}"`;
}

/** `add_header … always`: nginx drops headers without it on 4xx and 5xx. */
function renderSecurityHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;\n`)
    .join('');
}

/** `"<path>" "<path>|<target>"`: site.conf checks the path's case, which map ignores. */
function renderRedirects(redirects: Map<string, string>): string {
  return [...redirects]
    .map(([from, to]) => {
      if (from.includes('|')) throw new Error(`Cannot write ${JSON.stringify(from)} into the redirect map`);
      return `${quoted(from)} ${quoted(`${from}|${to}`)};\n`;
    })
    .join('');
}

/** The MIME types of CONTENT_TYPES; their charsets go to `charset_types`. */
function mimeTypes(): {types: string; charsetTypes: string[]} {
  const byType = new Map<string, string[]>();
  const charsetTypes = new Set<string>();
  for (const [ext, contentType] of Object.entries(CONTENT_TYPES)) {
    const [type, ...params] = contentType.split(';').map((part) => part.trim());
    byType.set(type, [...(byType.get(type) ?? []), ext.slice(1)]);
    if (params.includes('charset=utf-8')) charsetTypes.add(type);
  }
  const lines = [...byType].map(([type, exts]) => `    ${type} ${exts.join(' ')};\n`).join('');
  return {types: `types {\n${lines}}\n`, charsetTypes: [...charsetTypes]};
}

/** The types gzip and brotli compress; text/html is always compressed and may not be listed. */
function compressibleTypes(): string {
  const types = new Set([...COMPRESSIBLE].map((ext) => CONTENT_TYPES[ext].split(';')[0]));
  types.delete('text/html');
  return [...types].join(' ');
}

function renderBrotli(): string {
  return `# Loaded only when nginx's brotli module is installed (libnginx-mod-http-brotli-filter).\nbrotli on;\nbrotli_comp_level 5;\nbrotli_types ${compressibleTypes()};\n`;
}

/** The smallest power of two ≥ n: nginx's hash sizes. */
const powerOfTwo = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(n, 1)));

/** Fills `{{NAME}}`; a placeholder left unfilled is a bug in this script, not a config. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    if (!(name in values)) throw new Error(`No value for ${placeholder}`);
    return values[name];
  });
}

function template(name: string): string {
  return readFileSync(path.join(TEMPLATES, name), 'utf8');
}

export interface Rendered {
  files: Record<string, string>;
  hashes: number;
  redirects: number;
  withoutCanonical: string[];
}

export function render(options: HostingOptions, localePaths: string[]): Rendered {
  const hashes = inlineScriptHashes(options.buildDir);
  const {redirects, withoutCanonical} = canonicalRedirects(options.buildDir);
  const {types, charsetTypes} = mimeTypes();
  const longestKey = Math.max(0, ...[...redirects.keys()].map((key) => Buffer.byteLength(key)));
  const notice = 'Generated by scripts/hosting-config.ts from the build: edit the template, not this file.';
  const values: Record<string, string> = {
    NOTICE: notice,
    OUT_DIR: options.outDir,
    RUN_DIR: options.runDir,
    BUILD_DIR: options.buildDir,
    LISTEN: options.host ? `${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}` : String(options.port),
    ERROR_LOG: options.errorLog,
    ACCESS_LOG: options.accessLog,
    USER: options.user ? `user ${options.user};\n` : '',
    LOAD_MODULES: options.brotliModule ? `load_module ${options.brotliModule};\n` : '',
    BROTLI_INCLUDE: options.brotliModule ? `    include ${options.outDir}/brotli.conf;\n` : '',
    // A bucket holds a key plus a pointer and a length, aligned.
    MAP_HASH_BUCKET_SIZE: String(Math.max(64, powerOfTwo(longestKey + 16))),
    MAP_HASH_MAX_SIZE: String(Math.max(2048, powerOfTwo(redirects.size * 4))),
    LOCALES: localePaths.join('|'),
    HASHED_ASSETS: hashedAssetPattern(localePaths),
    CACHE_IMMUTABLE,
    CACHE_REVALIDATE,
    DEFAULT_CONTENT_TYPE,
    // text/html always has the charset: listing it is a warning.
    CHARSET_TYPES: charsetTypes.filter((t) => t !== 'text/html').join(' '),
    GZIP_TYPES: compressibleTypes(),
    MAX_PATH_LENGTH_PLUS_ONE: String(MAX_PATH_LENGTH + 1),
  };
  const files: Record<string, string> = {
    'security-headers.conf': `# ${notice}\n${renderSecurityHeaders(securityHeaders(hashes))}`,
    'redirects.map': `# ${notice}\n${renderRedirects(redirects)}`,
    'types.conf': `# ${notice}\n${types}`,
    'site.conf': fill(template('site.conf.template'), values),
    'nginx.conf': fill(template('nginx.conf.template'), values),
  };
  if (options.brotliModule) files['brotli.conf'] = `# ${notice}\n${renderBrotli()}`;
  return {files, hashes: hashes.length, redirects: redirects.size, withoutCanonical};
}

/** Writes the files; a brotli.conf of an earlier render goes when brotli is off now. */
function write(options: HostingOptions, rendered: Rendered): void {
  mkdirSync(options.outDir, {recursive: true});
  // nginx creates its temp folders but not the folder of its pid file and logs.
  mkdirSync(options.runDir, {recursive: true});
  rmSync(path.join(options.outDir, 'brotli.conf'), {force: true});
  for (const [name, content] of Object.entries(rendered.files)) writeFileSync(path.join(options.outDir, name), content);
}

function main(): void {
  const localePaths = i18n.locales.filter((l) => l !== defaultLocale);
  const options = parseOptions(process.argv.slice(2));
  checkPlainPaths(options);
  checkBuild(options.buildDir, localePaths);
  const rendered = render(options, localePaths);
  write(options, rendered);
  for (const page of rendered.withoutCanonical) {
    console.warn(`warning: ${page} has no <link rel="canonical">: its .html form is not redirected`);
  }
  console.log(
    `nginx config for ${options.buildDir} on port ${options.port}: ${rendered.hashes} inline script hashes, ` +
      `${rendered.redirects} redirects, brotli ${options.brotliModule ? 'on' : 'off'}.\n` +
      `  nginx -t -c ${path.join(options.outDir, 'nginx.conf')}   # check\n` +
      `  nginx -c ${path.join(options.outDir, 'nginx.conf')} -g 'daemon off;'   # run`,
  );
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof UsageError ? `hosting-config: ${error.message}` : error);
    process.exit(1);
  }
}
