/**
 * `npm run bench`: the time of a full six-locale build from a cold cache, then Lighthouse (mobile,
 * default throttling) on five pages of the French site served the way production serves it (nginx
 * with deploy/nginx's config, through scripts/nginx-test.sh), three runs each; the medians go to
 * bench/results.json and bench/results.md.
 * BENCH_SKIP_BUILD=1 audits the existing build without timing a new one.
 * A measurement, not a test: scores move with the machine's load, budgets in npm test do not.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromiumArgs, chromiumBrowserPath} from '../config/chromium';

const PAGES = [
  '/fr/',
  '/fr/ios/documents/new-document',
  '/fr/mac/customization/chart-view',
  '/fr/blog',
  '/fr/blog/release4_0',
];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const root = path.join(__dirname, '..');

type Scores = Record<(typeof CATEGORIES)[number], number>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One Lighthouse run (its CLI, in a Chromium of its own). A child process, not its Node API:
 * this script runs under tsx, whose transform would reach the functions Lighthouse sends to the page.
 */
function audit(url: string): Scores {
  const report = execFileSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {...process.env, CHROME_PATH: chromiumBrowserPath},
    },
  );
  const {categories} = JSON.parse(report) as {categories: Record<string, {score: number | null}>};
  return Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])) as Scores;
}

/** Seconds of `npm run build` with webpack's persistent cache emptied first. */
function timeColdBuild(): number {
  rmSync(path.join(root, 'node_modules/.cache'), {recursive: true, force: true});
  const start = process.hrtime.bigint();
  execFileSync('npm', ['run', 'build'], {cwd: root, stdio: 'inherit'});
  return Math.round(Number(process.hrtime.bigint() - start) / 1e9);
}

function main(): void {
  const buildSeconds = process.env.BENCH_SKIP_BUILD === '1' ? undefined : timeColdBuild();
  const nginx = (mode: 'start' | 'stop') =>
    execFileSync('bash', ['scripts/nginx-test.sh', mode], {
      cwd: root,
      env: {...process.env, PORT: String(PORT)},
      stdio: 'inherit',
    });
  nginx('start');
  const results: Record<string, Scores> = {};
  try {
    for (const page of PAGES) {
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(audit(`http://127.0.0.1:${PORT}${page}`));
      results[page] = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))])) as Scores;
      console.log(page, JSON.stringify(results[page]));
    }
  } finally {
    nginx('stop');
  }
  const date = new Date().toISOString().slice(0, 10);
  const table = [
    `Lighthouse ${RUNS}-run medians, mobile, default throttling, nginx with the production config (${date}):`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO |',
    '|---|---|---|---|---|',
    ...PAGES.map((p) => `| \`${p}\` | ${CATEGORIES.map((c) => results[p][c]).join(' | ')} |`),
    ...(buildSeconds === undefined ? [] : ['', `Full six-locale build, cold cache, 2 cores: ${buildSeconds} s.`]),
  ].join('\n');
  mkdirSync(path.join(root, 'bench'), {recursive: true});
  writeFileSync(
    path.join(root, 'bench/results.json'),
    `${JSON.stringify({date, runs: RUNS, buildSeconds, results}, null, 2)}\n`,
  );
  writeFileSync(path.join(root, 'bench/results.md'), `${table}\n`);
  console.log(`\n${table}`);
}

main();
