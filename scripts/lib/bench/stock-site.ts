/**
 * The stock Docusaurus 2.4.1 site `npm run bench` measures this one against: the classic
 * TypeScript template as `create-docusaurus@2.4.1` makes it, untouched but for webpack, pinned
 * through `overrides` as this site's package.json pins it (a webpack release newer than the
 * template's range would otherwise differ from ours in code and speed). Made, installed from the
 * npm registry and built once into a cache folder outside the repository, then reused; made
 * again when the pin changes. Served by nginx with this site's compression and nothing else (no
 * security or cache headers: what a stock site gets from a plain nginx).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {homedir, tmpdir, userInfo} from 'node:os';
import path from 'node:path';
import {COMPRESSIBLE, CONTENT_TYPES} from '../../../server/hosting-policy';
import {brotliModule} from '../../../server/nginx-config';

export const STOCK_VERSION = '2.4.1';
const root = path.join(__dirname, '../../..');

/** BENCH_STOCK_DIR, or a folder of the user's cache (XDG_CACHE_HOME, ~/.cache). */
export function stockSiteDir(): string {
  const cache = process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache');
  return (
    process.env.BENCH_STOCK_DIR ??
    path.join(cache, 'breakdown-structure-bench', `docusaurus-${STOCK_VERSION}-classic-typescript`)
  );
}

/**
 * What the stock site is made with: the template and this site's webpack pin (its other overrides,
 * React 18's, are this site's changes, not stock's). A change makes the site again from scratch.
 */
function recipe(): string {
  const {overrides} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    overrides: {webpack: string};
  };
  return JSON.stringify({
    template: `create-docusaurus@${STOCK_VERSION} classic --typescript`,
    overrides: {webpack: overrides.webpack},
  });
}

function run(command: string, args: string[], cwd: string): void {
  console.log(`[stock] ${command} ${args.join(' ')}`);
  execFileSync(command, args, {cwd, stdio: 'inherit', env: {...process.env, CI: 'true'}});
}

/** Scaffolds, pins, installs and builds the stock site unless its cache holds that build; its build folder. */
export function ensureStockBuild(): string {
  const dir = stockSiteDir();
  const stamp = path.join(dir, 'bench-recipe.json');
  const buildDir = path.join(dir, 'build');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === recipe() && existsSync(path.join(buildDir, 'index.html'))) {
    return buildDir;
  }
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(path.dirname(dir), {recursive: true});
  const scratch = mkdtempSync(path.join(path.dirname(dir), 'scaffold-'));
  run(
    'npx',
    ['--yes', `create-docusaurus@${STOCK_VERSION}`, 'stock', 'classic', '--typescript', '--skip-install'],
    scratch,
  );
  renameSync(path.join(scratch, 'stock'), dir);
  rmSync(scratch, {recursive: true, force: true});
  const manifestPath = path.join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  manifest.overrides = (JSON.parse(recipe()) as {overrides?: Record<string, string>}).overrides;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir);
  writeFileSync(stamp, recipe());
  return buildDir;
}

/** A plain nginx.conf: the files of `buildDir` at their clean URLs, compressed as this site's config compresses. */
function plainConfig(buildDir: string, runDir: string, port: number): string {
  const types = Object.entries(CONTENT_TYPES)
    .map(([ext, type]) => `    ${type.split(';')[0]} ${ext.slice(1)};`)
    .join('\n');
  const compressed = [...COMPRESSIBLE]
    .map((ext) => CONTENT_TYPES[ext].split(';')[0])
    .filter((type) => type !== 'text/html')
    .join(' ');
  const brotli = brotliModule();
  return `${brotli ? `load_module ${brotli};\n` : ''}${userInfo().uid === 0 ? `user ${userInfo().username};\n` : ''}
worker_processes 1;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 256; }
http {
  client_body_temp_path ${runDir}/client_body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;
  access_log off;
  sendfile on;
  types {
${types}
  }
  gzip on;
  gzip_comp_level 6;
  gzip_types ${compressed};
${brotli ? `  brotli on;\n  brotli_comp_level 5;\n  brotli_types ${compressed};\n` : ''}  server {
    listen 127.0.0.1:${port};
    root ${buildDir};
    location / { try_files $uri $uri/index.html $uri.html =404; }
  }
}
`;
}

/** Starts nginx serving `buildDir` on a loopback port; the function that stops it. */
export function serveStatic(buildDir: string, port: number): () => void {
  const nginx = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const runDir = mkdtempSync(path.join(tmpdir(), 'breakdown-bench-stock-nginx-'));
  const conf = path.join(runDir, 'nginx.conf');
  writeFileSync(conf, plainConfig(buildDir, runDir, port));
  execFileSync(nginx, ['-p', `${runDir}/`, '-e', 'stderr', '-c', conf], {stdio: 'inherit'});
  return () => {
    const pid = Number(readFileSync(path.join(runDir, 'nginx.pid'), 'utf8'));
    process.kill(pid, 'SIGQUIT');
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      try {
        process.kill(pid, 0);
      } catch {
        break;
      }
      execFileSync('sleep', ['0.1']);
    }
    rmSync(runDir, {recursive: true, force: true});
  };
}
