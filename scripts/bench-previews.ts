/**
 * `npm run bench:previews`: what the link previews (src/plugins/preview-images/) cost the build.
 *
 * - Rendering: every card of the current build (build/, from `npm run build`) rendered again, one
 *   locale after the other in this one process, as each locale's build process renders its own:
 *   CPU and wall seconds per locale, milliseconds per card, and the bytes of the images the build
 *   holds. CPU time is what the cards cost whatever else runs; `npm run build` runs BUILD_JOBS
 *   (one per core) locale builds side by side, so on an idle machine the wall time the cards add
 *   is about their CPU seconds divided by that.
 * - With BENCH_BUILDS=1, also two cold builds of the French locale alone (Docusaurus's own build,
 *   into a temporary folder), without the cards (PREVIEW_IMAGES=0) and with them: the difference
 *   of their CPU seconds (all processes) and wall seconds. One locale: each locale's build renders
 *   its own cards, so six cost about six times as much, spread over BUILD_JOBS processes.
 *
 * The figures go to bench/previews.json and bench/previews.md. A measurement, not a test.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {availableParallelism, loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {i18n, taglineFor} from '../config/i18n';
import {renderCard} from '../src/plugins/preview-images/card';
import {cardOf} from '../src/plugins/preview-images';
import {readSiteIndex} from '../server/site-index';
import {readBuiltPage} from './lib/built-page';

const root = path.join(__dirname, '..');
const buildDir = path.join(root, 'build');
const jobs = Number(process.env.BUILD_JOBS ?? Math.min(availableParallelism(), i18n.locales.length));

interface LocaleFigures {
  locale: string;
  cards: number;
  /** Wall time: it grows with what else the machine runs. */
  seconds: number;
  /** CPU time of this process (user and system): what the cards cost whatever the load. */
  cpuSeconds: number;
  imageBytes: number;
}

/** Renders every card of a locale's pages again; the seconds it took. */
async function renderLocale(locale: string): Promise<LocaleFigures> {
  const siteIndex = readSiteIndex(buildDir);
  const pages = siteIndex.pages.filter((page) => page.locale === locale);
  const site = {
    siteTitle: 'Breakdown Structure',
    tagline: taglineFor(locale),
    htmlLang: i18n.localeConfigs[locale]?.htmlLang ?? locale,
    locale,
  };
  const carded: typeof pages = [];
  let imageBytes = 0;
  const start = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  for (const page of pages) {
    const card = cardOf(page, siteIndex.origin, site);
    if (card === undefined) continue;
    await renderCard(card);
    carded.push(page);
  }
  const {user, system} = process.cpuUsage(cpu);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  // The images the build holds, read after the timing: parsing the pages is no part of the cards' cost.
  for (const page of carded) {
    const image = readBuiltPage(buildDir, page.file)('meta[property="og:image"]').attr('content');
    if (image !== undefined) imageBytes += statSync(path.join(buildDir, new URL(image).pathname)).size;
  }
  return {
    locale,
    cards: carded.length,
    seconds,
    cpuSeconds: (user + system) / 1e6,
    imageBytes,
  };
}

interface BuildFigures {
  wallSeconds: number;
  cpuSeconds: number;
}

/** Wall and CPU seconds (user and system, of every process it ran) of a cold French build with `env`. */
function timeFrenchBuild(env: NodeJS.ProcessEnv): BuildFigures {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-previews-'));
  try {
    // bash's `time` counts the CPU of every process the build waited for.
    const script = `TIMEFORMAT='%R %U %S'; time npm run build -- --locale fr --out-dir ${scratch}/fr >&2`;
    const result = spawnSync('bash', ['-c', script], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'inherit', 'pipe'],
      env: {
        ...process.env,
        ...env,
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.join(scratch, 'generated'),
        WEBPACK_CACHE_DIR: path.join(scratch, 'cache'),
      },
    });
    process.stderr.write(result.stderr);
    const [wall, user, system] = result.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
    if ([wall, user, system].some(Number.isNaN)) throw new Error('the build did not finish');
    return {wallSeconds: wall, cpuSeconds: user + system};
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const builds =
    process.env.BENCH_BUILDS === '1'
      ? {withoutCards: timeFrenchBuild({PREVIEW_IMAGES: '0'}), withCards: timeFrenchBuild({PREVIEW_IMAGES: '1'})}
      : undefined;
  const load = loadavg()[0];
  const locales: LocaleFigures[] = [];
  for (const locale of i18n.locales) {
    locales.push(await renderLocale(locale));
    console.log(JSON.stringify(locales.at(-1)));
  }
  const cards = locales.reduce((sum, l) => sum + l.cards, 0);
  const seconds = locales.reduce((sum, l) => sum + l.seconds, 0);
  const cpuSeconds = locales.reduce((sum, l) => sum + l.cpuSeconds, 0);
  const bytes = locales.reduce((sum, l) => sum + l.imageBytes, 0);
  const date = new Date().toISOString().slice(0, 10);
  const table = [
    `Link previews (src/plugins/preview-images/), ${date}, ${availableParallelism()} cores, load average ${load.toFixed(1)} at the start: ` +
      'the cards of the current build rendered again, one locale after the other.',
    '',
    '| Locale | Cards | CPU s | CPU ms a card | Wall s | Image bytes |',
    '|---|---|---|---|---|---|',
    ...[...locales, {locale: 'all', cards, seconds, cpuSeconds, imageBytes: bytes}].map(
      (l) =>
        `| ${l.locale} | ${l.cards} | ${l.cpuSeconds.toFixed(1)} | ${((l.cpuSeconds * 1000) / l.cards).toFixed(0)} | ` +
        `${l.seconds.toFixed(1)} | ${l.imageBytes} |`,
    ),
    '',
    `\`npm run build\` builds ${jobs} locales side by side, each rendering its own cards: on an otherwise idle machine ` +
      `they add about ${(cpuSeconds / jobs).toFixed(0)} s (CPU seconds / ${jobs}) to its wall time.`,
    ...(builds === undefined
      ? []
      : [
          '',
          '| French build alone, cold | CPU s | Wall s |',
          '|---|---|---|',
          `| PREVIEW_IMAGES=0 | ${builds.withoutCards.cpuSeconds.toFixed(1)} | ${builds.withoutCards.wallSeconds.toFixed(1)} |`,
          `| with the cards | ${builds.withCards.cpuSeconds.toFixed(1)} | ${builds.withCards.wallSeconds.toFixed(1)} |`,
          `| difference | ${(builds.withCards.cpuSeconds - builds.withoutCards.cpuSeconds).toFixed(1)} | ` +
            `${(builds.withCards.wallSeconds - builds.withoutCards.wallSeconds).toFixed(1)} |`,
        ]),
  ].join('\n');
  writeFileSync(
    path.join(root, 'bench/previews.json'),
    `${JSON.stringify({date, load, jobs, cards, seconds, cpuSeconds, imageBytes: bytes, locales, builds}, null, 2)}\n`,
  );
  writeFileSync(path.join(root, 'bench/previews.md'), `${table}\n`);
  console.log(`\n${table}`);
}

void main();
