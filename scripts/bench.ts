/**
 * `npm run bench`: the time of a full six-locale build from a cold cache, then Lighthouse (mobile,
 * default throttling) on five kinds of page of the French site, served the way production serves
 * it (nginx with deploy/nginx's config, through scripts/nginx-test.sh), side by side with the same
 * kinds of page of a stock Docusaurus 2.4.1 site (scripts/lib/bench/stock-site.ts: made from
 * create-docusaurus@2.4.1 into a cache folder, once). Rounds alternate the two sites page by page,
 * the first site and the order of the pages swapped every other round, so that a change in the
 * machine's load falls on both. The medians, and this site's over the stock site's for blocking
 * time, LCP and main-thread work, go to bench/results.json (with every run) and bench/results.md.
 *
 * BENCH_SKIP_BUILD=1 audits the existing build without timing a new one; BENCH_BUILD_DIR audits
 * another build folder; BENCH_ROUNDS (5) sets the rounds; BENCH_STOCK_DIR the stock site's folder.
 * A measurement, not a test: figures move with the machine's load, budgets in npm test do not.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {audit, CATEGORIES, type RunFigures} from './lib/bench/lighthouse';
import {ensureStockBuild, serveStatic, STOCK_VERSION} from './lib/bench/stock-site';

/** Each kind of page, on this site and on the stock one (the review of 2026-11-28 paired them so). */
const PAGE_KINDS = [
  {kind: 'home', site: '/fr/', stock: '/'},
  {kind: 'doc page', site: '/fr/ios/documents/new-document', stock: '/docs/intro'},
  {
    kind: 'doc page with drawings',
    site: '/fr/mac/customization/chart-view',
    stock: '/docs/tutorial-basics/create-a-page',
  },
  {kind: 'blog list', site: '/fr/blog', stock: '/blog'},
  {kind: 'blog post', site: '/fr/blog/release4_0', stock: '/blog/first-blog-post'},
] as const;
type Side = 'site' | 'stock';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3400);
const STOCK_PORT = SITE_PORT + 1;
const root = path.join(__dirname, '..');
const buildDir = path.resolve(root, process.env.BENCH_BUILD_DIR ?? 'build');

interface Run extends RunFigures {
  round: number;
  kind: string;
  side: Side;
  path: string;
}

/** The figures whose ratio this site / stock the summary gives. */
const COMPARED = ['tbt', 'lcp', 'mainThread'] as const;
const SUMMARISED = ['performance', 'fcp', 'lcp', 'tbt', 'mainThread', 'styleLayout', 'requests'] as const;
type Summarised = (typeof SUMMARISED)[number];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const figureOf = (run: Run, name: Summarised) => (name === 'performance' ? run.scores.performance : run[name]);

/** Seconds of `npm run build` with webpack's persistent cache emptied first. */
function timeColdBuild(): number {
  rmSync(path.join(root, 'node_modules/.cache'), {recursive: true, force: true});
  const start = process.hrtime.bigint();
  execFileSync('npm', ['run', 'build'], {cwd: root, stdio: 'inherit'});
  return Math.round(Number(process.hrtime.bigint() - start) / 1e9);
}

function serveSite(): () => void {
  const nginx = (mode: 'start' | 'stop') =>
    execFileSync('bash', ['scripts/nginx-test.sh', mode], {
      cwd: root,
      env: {...process.env, PORT: String(SITE_PORT), BUILD_DIR: buildDir},
      stdio: 'inherit',
    });
  nginx('start');
  return () => nginx('stop');
}

/** Every run, the sites alternated within a round, the order of sites and pages swapped every other round. */
function measure(): Run[] {
  const runs: Run[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const odd = round % 2 === 1;
    const kinds = odd ? [...PAGE_KINDS] : [...PAGE_KINDS].reverse();
    for (const kind of kinds) {
      for (const side of odd ? (['site', 'stock'] as const) : (['stock', 'site'] as const)) {
        const port = side === 'site' ? SITE_PORT : STOCK_PORT;
        const run = {round, kind: kind.kind, side, path: kind[side], ...audit(`http://127.0.0.1:${port}${kind[side]}`)};
        console.log(
          `round ${round} ${side} ${run.path}: performance ${run.scores.performance}, TBT ${run.tbt} ms, ` +
            `LCP ${run.lcp} ms, main thread ${run.mainThread} ms (load ${run.loadAverage})`,
        );
        runs.push(run);
      }
    }
  }
  return runs;
}

type Medians = Record<Summarised, number> & {scores: Record<(typeof CATEGORIES)[number], number>};

function summarise(runs: Run[]) {
  const mediansOf = (kind: string, side: Side): Medians => {
    const mine = runs.filter((r) => r.kind === kind && r.side === side);
    return {
      ...(Object.fromEntries(SUMMARISED.map((name) => [name, median(mine.map((r) => figureOf(r, name)))])) as Record<
        Summarised,
        number
      >),
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(mine.map((r) => r.scores[c]))])) as Medians['scores'],
    };
  };
  return PAGE_KINDS.map(({kind, site, stock}) => {
    const medians = {site: mediansOf(kind, 'site'), stock: mediansOf(kind, 'stock')};
    const ratios = Object.fromEntries(
      COMPARED.map((name) => {
        const [a, b] = [medians.site[name], medians.stock[name]];
        return [name, b === 0 ? null : Number((a / b).toFixed(2))];
      }),
    ) as Record<(typeof COMPARED)[number], number | null>;
    return {kind, paths: {site, stock}, medians, ratios};
  });
}

const ms = (n: number) => Math.round(n).toLocaleString('en-US').replace(/,/g, ' ');
const ratio = (r: number | null) => (r === null ? '—' : r.toFixed(2));

function markdown(
  date: string,
  commit: string,
  runs: Run[],
  summary: ReturnType<typeof summarise>,
  buildSeconds?: number,
): string {
  const loads = runs.map((r) => r.loadAverage);
  const indexes = runs.map((r) => r.benchmarkIndex);
  return [
    `# \`npm run bench\`, ${date} (build of ${commit})`,
    '',
    `Lighthouse 12, mobile, default throttling (simulated; CPU × 4), every category, in Debian's Chromium.`,
    `**A**: this site, ${buildDir.startsWith(`${root}${path.sep}`) ? path.relative(root, buildDir) : buildDir} served by nginx with the production config. **B**: a stock`,
    `Docusaurus ${STOCK_VERSION} site (\`create-docusaurus@${STOCK_VERSION} classic --typescript\`, webpack pinned as here),`,
    `served by a plain nginx with the same compression. ${ROUNDS} rounds; within a round each kind of page is audited`,
    `on A and B one after the other, A first in odd rounds, B first (and the pages in reverse order) in even ones.`,
    `Medians; a ratio is A over B (below 1: A does less or is faster).`,
    '',
    '| Page kind | A | B | Performance A / B | TBT ms A / B | ratio | LCP ms A / B | ratio | Main thread ms A / B | ratio | Style & layout ms A / B |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...summary.map(
      ({kind, paths, medians: {site: a, stock: b}, ratios: r}) =>
        `| ${kind} | \`${paths.site}\` | \`${paths.stock}\` | ${a.performance} / ${b.performance} | ` +
        `${ms(a.tbt)} / ${ms(b.tbt)} | ${ratio(r.tbt)} | ${ms(a.lcp)} / ${ms(b.lcp)} | ${ratio(r.lcp)} | ` +
        `${ms(a.mainThread)} / ${ms(b.mainThread)} | ${ratio(r.mainThread)} | ${ms(a.styleLayout)} / ${ms(b.styleLayout)} |`,
    ),
    '',
    "A's other categories (medians):",
    '',
    '| Page | Accessibility | Best practices | SEO |',
    '|---|---|---|---|',
    ...summary.map(
      ({paths, medians: {site}}) =>
        `| \`${paths.site}\` | ${site.scores.accessibility} | ${site.scores['best-practices']} | ${site.scores.seo} |`,
    ),
    '',
    `The machine during the runs: load average ${Math.min(...loads)}–${Math.max(...loads)} (1 minute, at the start of a run),`,
    `Lighthouse's benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}. On a shared machine simulated blocking`,
    'time moves by hundreds of milliseconds from run to run: read the ratios of a quiet run.',
    ...(buildSeconds === undefined ? [] : ['', `Full six-locale build, cold cache: ${buildSeconds} s.`]),
    '',
    '## Each run',
    '',
    '| Round | Site | Page | Performance | FCP | LCP | TBT | CLS | Main thread | Style & layout | Requests | Benchmark index | Load |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.round} | ${r.side === 'site' ? 'A' : 'B'} | \`${r.path}\` | ${r.scores.performance} | ${ms(r.fcp)} | ` +
        `${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls} | ${ms(r.mainThread)} | ${ms(r.styleLayout)} | ${r.requests} | ` +
        `${r.benchmarkIndex} | ${r.loadAverage} |`,
    ),
  ].join('\n');
}

function main(): void {
  const buildSeconds = process.env.BENCH_SKIP_BUILD === '1' ? undefined : timeColdBuild();
  const stockBuild = ensureStockBuild();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim();
  const stopSite = serveSite();
  let runs: Run[];
  try {
    const stopStock = serveStatic(stockBuild, STOCK_PORT);
    try {
      runs = measure();
    } finally {
      stopStock();
    }
  } finally {
    stopSite();
  }
  const date = new Date().toISOString().slice(0, 10);
  const summary = summarise(runs);
  mkdirSync(path.join(root, 'bench'), {recursive: true});
  writeFileSync(
    path.join(root, 'bench/results.json'),
    `${JSON.stringify({date, commit, rounds: ROUNDS, stock: `docusaurus ${STOCK_VERSION}`, buildSeconds, summary, runs}, null, 1)}\n`,
  );
  const report = markdown(date, commit, runs, summary, buildSeconds);
  writeFileSync(path.join(root, 'bench/results.md'), `${report}\n`);
  console.log(`\n${report.split('\n## Each run')[0]}`);
}

main();
