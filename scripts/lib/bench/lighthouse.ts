/**
 * One Lighthouse run as `npm run bench` makes it: its CLI (mobile, default simulated throttling)
 * in Debian's full Chromium, every category, and the figures of the report the bench compares.
 * A child process, not Lighthouse's Node API: the bench runs under tsx, whose transform would
 * reach the functions Lighthouse sends to the page.
 */
import {execFileSync} from 'node:child_process';
import {loadavg} from 'node:os';
import path from 'node:path';
import {chromiumArgs, chromiumBrowserPath} from '../../../config/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** What the bench keeps of one run. Times are Lighthouse's simulated milliseconds (CPU × 4). */
export interface RunFigures {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** `mainthread-work-breakdown`: every task of the main thread, by group. */
  mainThread: number;
  styleLayout: number;
  scriptEvaluation: number;
  requests: number;
  /** Lighthouse's measure of the machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
  /** The machine's 1-minute load average when the run started: how shared it was. */
  loadAverage: number;
}

interface Report {
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number; details?: {items?: Array<Record<string, unknown>>}}>;
  environment: {benchmarkIndex: number};
}

const root = path.join(__dirname, '../../..');

/** The report's figure, rounded; 0 when the audit did not run. */
const value = (report: Report, audit: string, digits = 0) =>
  Number((report.audits[audit]?.numericValue ?? 0).toFixed(digits));

/** Milliseconds of one group of `mainthread-work-breakdown`. */
function groupTime(report: Report, group: string): number {
  const item = report.audits['mainthread-work-breakdown']?.details?.items?.find((i) => i.group === group);
  return Math.round(Number(item?.duration ?? 0));
}

export function audit(url: string): RunFigures {
  const loadAverage = Number(loadavg()[0].toFixed(2));
  const output = execFileSync(
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
  const report = JSON.parse(output) as Report;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    fcp: value(report, 'first-contentful-paint'),
    lcp: value(report, 'largest-contentful-paint'),
    tbt: value(report, 'total-blocking-time'),
    cls: value(report, 'cumulative-layout-shift', 3),
    mainThread: value(report, 'mainthread-work-breakdown'),
    styleLayout: groupTime(report, 'styleLayout'),
    scriptEvaluation: groupTime(report, 'scriptEvaluation'),
    requests: report.audits['network-requests']?.details?.items?.length ?? 0,
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    loadAverage,
  };
}
