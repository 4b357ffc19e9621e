/**
 * The nginx config of a build, rendered from deploy/nginx/*.template (scripts/hosting-config.ts
 * is its command line):
 *
 * - security-headers.conf: the headers of hosting-policy.ts, the CSP with the hashes of the
 *   build's inline scripts: they change with the build, so the config is rendered per build;
 * - redirects.map: `….html` → the page's canonical path, from the site index of the build
 *   (site-index.ts), which the Node server looks requests up in; the not-found page of each locale
 *   comes from it too, into site.conf;
 * - types.conf: the content types `npm run serve` sends;
 * - brotli.conf: only when nginx's brotli module is installed;
 * - site.conf: the server block, for a host's own nginx.conf;
 * - nginx.conf: a complete config running as any user, for a build dir and port.
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  COMPRESSIBLE,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  MAX_PATH_LENGTH,
  VARY,
  hashedAssetPattern,
  securityHeaders,
} from './hosting-policy';
import {SITE_INDEX_FILE, type SiteIndex} from './site-index';

const TEMPLATES = path.resolve(__dirname, '..', 'deploy', 'nginx');

/** A mistake of the caller (an option, a path, a missing module): worth one line, not a stack. */
export class ConfigError extends Error {}

/** Where Debian's libnginx-mod-http-brotli-filter puts the module; BROTLI_MODULE overrides it. */
export function brotliModulePath(): string {
  return process.env.BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
}

/**
 * The brotli module the config loads for `--brotli` auto|on|off, or undefined for gzip only.
 * Optional because nginx refuses to start on `brotli on;` without the module.
 */
export function brotliModule(setting: string = process.env.BROTLI ?? 'auto'): string | undefined {
  if (!['auto', 'on', 'off'].includes(setting)) throw new ConfigError(`--brotli is auto, on or off, not ${setting}`);
  const module = brotliModulePath();
  if (setting === 'on' && !existsSync(module)) {
    throw new ConfigError(`--brotli on, but ${module} is missing: apt-get install libnginx-mod-http-brotli-filter`);
  }
  return setting !== 'off' && existsSync(module) ? module : undefined;
}

export interface NginxOptions {
  /** Where the files go, and where the config includes them from. */
  outDir: string;
  port: number;
  /** The listening address; every address when undefined. */
  host?: string;
  /** The pid file, logs and temporary files. */
  runDir: string;
  /** A path, `stderr`. */
  errorLog: string;
  /** A path, `off`. */
  accessLog: string;
  /** The user of nginx's workers when it is started as root. */
  user?: string;
  /** The brotli module to load, or undefined for gzip only. */
  brotliModule?: string;
  /** Send Strict-Transport-Security: for a server (or the proxy before it) that serves HTTPS. */
  hsts?: boolean;
}

/**
 * Paths go into the config as bare tokens, inside longer ones (`{{OUT_DIR}}/site.conf`): a space,
 * quote, `;`, `{`, `}`, `#` or `$` would end or change them.
 */
function checkPlainValues(values: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' && /[\s"';{}#$\\]/.test(value)) {
      throw new ConfigError(
        `${name} ${JSON.stringify(value)}: no spaces, quotes or ; { } # $ \\ in what goes into the nginx config`,
      );
    }
  }
}

/**
 * A string as one nginx token in double quotes. Refuses what would change the config's meaning
 * rather than escaping it: `$` starts a variable even in quotes.
 */
function quoted(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are among what it refuses
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

/** The entries of the `$not_found_page` map: each locale with a not-found page of its own. */
function renderNotFoundPages(notFoundPages: Map<string, string>): string {
  return [...notFoundPages]
    .filter(([locale]) => locale !== '')
    .map(([locale, page]) => `    "~^/${locale.replace(/[^A-Za-z0-9-]/g, '')}(?:/|$)" ${quoted(page)};\n`)
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

/** Fills `{{NAME}}`; a placeholder left unfilled is a bug in this module, not a config. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    if (!(name in values)) throw new Error(`No value for ${placeholder}`);
    return values[name];
  });
}

function template(name: string): string {
  return readFileSync(path.join(TEMPLATES, name), 'utf8');
}

/** The files of the config (name → content) serving the build of `siteIndex` as `options` say. */
export function renderNginxConfig(siteIndex: SiteIndex, options: NginxOptions): Record<string, string> {
  checkPlainValues({buildDir: siteIndex.root, ...options});
  const {redirects} = siteIndex;
  const {types, charsetTypes} = mimeTypes();
  const longestKey = Math.max(0, ...[...redirects.keys()].map((key) => Buffer.byteLength(key)));
  const notice = 'Generated by scripts/hosting-config.ts from the build: edit the template, not this file.';
  const values: Record<string, string> = {
    NOTICE: notice,
    OUT_DIR: options.outDir,
    RUN_DIR: options.runDir,
    BUILD_DIR: siteIndex.root,
    LISTEN: options.host
      ? `${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}`
      : String(options.port),
    ERROR_LOG: options.errorLog,
    ACCESS_LOG: options.accessLog,
    USER: options.user ? `user ${options.user};\n` : '',
    LOAD_MODULES: options.brotliModule ? `load_module ${options.brotliModule};\n` : '',
    BROTLI_INCLUDE: options.brotliModule ? `    include ${options.outDir}/brotli.conf;\n` : '',
    // A bucket holds a key plus a pointer and a length, aligned.
    MAP_HASH_BUCKET_SIZE: String(Math.max(64, powerOfTwo(longestKey + 16))),
    MAP_HASH_MAX_SIZE: String(Math.max(2048, powerOfTwo(redirects.size * 4))),
    DEFAULT_NOT_FOUND_PAGE: siteIndex.notFoundPages.get('') ?? '/404.html',
    LOCALE_NOT_FOUND_PAGES: renderNotFoundPages(siteIndex.notFoundPages),
    HASHED_ASSETS: hashedAssetPattern(siteIndex.localePaths),
    SITE_INDEX_PATTERN: `/${SITE_INDEX_FILE.replaceAll('.', '\\.')}$`,
    CACHE_IMMUTABLE,
    CACHE_REVALIDATE,
    DEFAULT_CONTENT_TYPE,
    // text/html always has the charset: listing it is a warning.
    CHARSET_TYPES: charsetTypes.filter((t) => t !== 'text/html').join(' '),
    GZIP_TYPES: compressibleTypes(),
    VARY,
    MAX_PATH_LENGTH_PLUS_ONE: String(MAX_PATH_LENGTH + 1),
  };
  const files: Record<string, string> = {
    'security-headers.conf': `# ${notice}\n${renderSecurityHeaders(securityHeaders(siteIndex.scriptHashes, {hsts: options.hsts}))}`,
    'redirects.map': `# ${notice}\n${renderRedirects(redirects)}`,
    'types.conf': `# ${notice}\n${types}`,
    'site.conf': fill(template('site.conf.template'), values),
    'nginx.conf': fill(template('nginx.conf.template'), values),
  };
  if (options.brotliModule) files['brotli.conf'] = `# ${notice}\n${renderBrotli()}`;
  return files;
}

/** Writes the files; a brotli.conf of an earlier render goes when brotli is off now. */
export function writeNginxConfig(options: NginxOptions, files: Record<string, string>): void {
  mkdirSync(options.outDir, {recursive: true});
  // nginx creates its temp folders but not the folder of its pid file and logs.
  mkdirSync(options.runDir, {recursive: true});
  rmSync(path.join(options.outDir, 'brotli.conf'), {force: true});
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(options.outDir, name), content);
}
