/**
 * `npm run build`: the six locales into build/, built side by side, each in a
 * `docusaurus build --locale <locale>` process of its own (BUILD_JOBS at a time: one per core).
 * A Docusaurus build keeps one core busy, so on two cores two locales build in the time of one.
 *
 * Docusaurus 2.4.1 builds a single locale as a site of its own at `/`; each process here gets the
 * base URL and generated-files folder a full build would give that locale (SITE_BASE_URL is read
 * by docusaurus.config.ts, DOCUSAURUS_GENERATED_FILES_DIR_NAME by Docusaurus: two builds sharing
 * `.docusaurus/` overwrite each other's routes and client manifest). Each locale is built into
 * build.parts/<locale>; build/ is replaced only when every locale has built, so a failed build
 * leaves the last good one in place.
 *
 * Then the PDF manuals (scripts/lib/manual/), one per platform and locale, printed from each
 * locale's built pages by one Chromium, two at a time, into build.parts/<locale>/manual/: a manual
 * that cannot be made fails the build like a locale. Last, the nginx config of the new build/
 * (`npm run hosting-config`, into deploy/nginx/generated/).
 *
 * With arguments, `npm run build -- --locale fr --out-dir /tmp/fr` is Docusaurus's own build, and
 * nothing else: no manuals, no nginx config (both are made for the six-locale build/).
 */
import {spawn, spawnSync} from 'node:child_process';
import {availableParallelism} from 'node:os';
import {renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import {defaultLocale, i18n} from '../config/i18n';
import {localeSite, makeManuals} from './lib/manual';
import {swapFolder} from './lib/swap-folder';
import {localeBaseUrl} from '../server/site-index';

const REPO = path.resolve(__dirname, '..');
const OUT_DIR = path.join(REPO, 'build');
const PARTS_DIR = path.join(REPO, 'build.parts');
const DOCUSAURUS = path.join(REPO, 'node_modules', '.bin', 'docusaurus');
const jobs = Number(process.env.BUILD_JOBS ?? Math.min(availableParallelism(), i18n.locales.length));

/** Runs `docusaurus build` with these arguments and environment; resolves with its exit code. */
function docusaurusBuild(args: string[], env: NodeJS.ProcessEnv, label?: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(DOCUSAURUS, ['build', '--config', 'docusaurus.config.ts', ...args], {
      cwd: REPO,
      env: {...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require tsx/cjs`, ...env},
      stdio: label === undefined ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    // Side by side, each line says which locale wrote it.
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8');
      let rest = '';
      stream?.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop()!;
        for (const line of lines) console.log(`[${label}] ${line}`);
      });
      stream?.on('end', () => rest && console.log(`[${label}] ${rest}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Builds one locale into build.parts/<locale>; resolves with its seconds, rejects naming it. */
async function buildLocale(locale: string): Promise<number> {
  const start = Date.now();
  const code = await docusaurusBuild(
    ['--locale', locale, '--out-dir', path.join(PARTS_DIR, locale)],
    {
      SITE_BASE_URL: localeBaseUrl(locale),
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.join('.docusaurus', `build-${locale}`),
    },
    locale,
  );
  if (code !== 0) throw new Error(`The ${locale} build failed (exit code ${code}): its lines above say why.`);
  return (Date.now() - start) / 1000;
}

/**
 * build.parts/en becomes build/, every other locale build/<locale>/, as a full build lays them out:
 * put together in build.parts/, then swapped in whole, so that a server reading build/ meanwhile
 * never meets half a build.
 */
function assemble(): void {
  const next = path.join(PARTS_DIR, defaultLocale);
  for (const locale of i18n.locales.filter((l) => l !== defaultLocale)) {
    renameSync(path.join(PARTS_DIR, locale), path.join(next, locale));
  }
  swapFolder(next, OUT_DIR, path.join(PARTS_DIR, 'previous-build'));
  rmSync(PARTS_DIR, {recursive: true, force: true});
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 0) process.exit(await docusaurusBuild(args, {}));

  const start = Date.now();
  rmSync(PARTS_DIR, {recursive: true, force: true});
  console.log(`Building ${i18n.locales.join(', ')}, ${jobs} at a time.`);
  // Every locale runs even when one fails, so that one build names every failing locale.
  const limit = pLimit(Math.max(1, jobs));
  const results = await Promise.allSettled(i18n.locales.map((locale) => limit(() => buildLocale(locale))));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure);
    process.exit(1);
  }
  const manualsStart = Date.now();
  try {
    const sites = i18n.locales.map((locale) => localeSite(locale, path.join(PARTS_DIR, locale)));
    await makeManuals(sites, {jobs, log: (line) => console.log(`[manual] ${line}`)});
  } catch (error) {
    console.error(`The manuals failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const manualSeconds = (Date.now() - manualsStart) / 1000;
  assemble();
  const times = results.map(
    (result, i) => `${i18n.locales[i]} ${(result as PromiseFulfilledResult<number>).value.toFixed(0)} s`,
  );
  console.log(
    `Built ${OUT_DIR} in ${((Date.now() - start) / 1000).toFixed(0)} s (${times.join(', ')}; ` +
      `manuals ${manualSeconds.toFixed(0)} s).`,
  );
  const hostingConfig = spawnSync(process.execPath, ['--require', 'tsx/cjs', 'scripts/hosting-config.ts'], {
    cwd: REPO,
    stdio: 'inherit',
  });
  if (hostingConfig.status !== 0) process.exit(1);
}

void main();
