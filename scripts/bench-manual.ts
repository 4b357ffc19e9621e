/**
 * `npm run bench:manual`: what the PDF manuals cost, measured on the build in build/ (or
 * BUILD_DIR): the time to make all twelve as `npm run build` makes them (one Chromium, two at a
 * time: the time they add to the build, which makes them after the locales), and each one's
 * size, pages and time, beside each one's size in the run before (bench/manual.json as it was). The
 * manuals are made again in place; the figures go to bench/manual.json and bench/manual.md. A
 * measurement, not a test: times move with the machine's load.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {availableParallelism, loadavg} from 'node:os';
import path from 'node:path';
import {i18n} from '../config/i18n';
import {makeManuals, sitesOfBuild} from './lib/manual';

const root = path.join(__dirname, '..');

async function main(): Promise<void> {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
  const jsonFile = path.join(root, 'bench/manual.json');
  // The run before, to compare each manual's size with.
  const before = existsSync(jsonFile)
    ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as {date: string; manuals: {file: string; bytes: number}[]})
    : undefined;
  const bytesBefore = new Map(before?.manuals.map(({file, bytes}) => [file, bytes]));
  // As scripts/build.ts runs them.
  const jobs = Math.min(availableParallelism(), i18n.locales.length);
  // Other work on the machine slows Chromium: the load before the run goes with the figures.
  const load = loadavg()[0];
  const start = Date.now();
  const results = await makeManuals(sitesOfBuild(buildDir), {jobs});
  const seconds = (Date.now() - start) / 1000;
  const date = new Date().toISOString().slice(0, 10);
  const totalBytes = results.reduce((sum, r) => sum + r.bytes, 0);
  const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
  const table = [
    `The ${results.length} PDF manuals, made from the build as \`npm run build\` makes them ` +
      `(one Chromium, ${jobs} at a time, ${availableParallelism()} cores, load average ${load.toFixed(1)} ` +
      `before the run, ${date}): ` +
      `${seconds.toFixed(0)} s in all, ${kb(totalBytes)}.`,
    '',
    `| Manual | Size | Size the run before${before === undefined ? '' : ` (${before.date})`} | PDF pages | Site pages | Faces in Type 3 | Seconds |`,
    '|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const file = path.relative(buildDir, r.file);
      const previous = bytesBefore.get(file);
      const type3 = r.fonts.filter((font) => font.type === 'Type3').length;
      return (
        `| \`${file}\` | ${kb(r.bytes)} | ${previous === undefined ? '—' : kb(previous)} | ${r.pages} | ` +
        `${r.chapters} | ${type3} | ${r.seconds.toFixed(1)} |`
      );
    }),
  ].join('\n');
  mkdirSync(path.join(root, 'bench'), {recursive: true});
  writeFileSync(
    jsonFile,
    `${JSON.stringify(
      {
        date,
        jobs,
        loadAverage: Math.round(load * 10) / 10,
        seconds: Math.round(seconds * 10) / 10,
        totalBytes,
        manuals: results.map(({file, ...rest}) => ({file: path.relative(buildDir, file), ...rest})),
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(path.join(root, 'bench/manual.md'), `${table}\n`);
  console.log(`\n${table}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
