/**
 * `npm run manual`: the PDF manuals of a built site (scripts/lib/manual/ says how they are made),
 * one per platform and locale, at `<locale>/manual/breakdown-structure-<platform>.pdf` in the
 * build. `npm run build` makes them itself, before it puts the new build in place; this command
 * makes them again for the build that is there (after changing how they are made, say).
 *
 * Options: `--build-dir` BUILD_DIR (build), `--locale` (a comma-separated list; every locale by
 * default), `--jobs` MANUAL_JOBS (manuals printed at a time, 2). Prints one line a manual.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {makeManuals, sitesOfBuild} from './lib/manual';

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {'build-dir': {type: 'string'}, locale: {type: 'string'}, jobs: {type: 'string'}},
  });
  const buildDir = path.resolve(values['build-dir'] ?? (process.env.BUILD_DIR || 'build'));
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No built site in ${buildDir}: run \`npm run build\` first.`);
  }
  const sites = sitesOfBuild(buildDir);
  const locales = values.locale?.split(',') ?? sites.map((site) => site.locale);
  const unknown = locales.filter((locale) => !sites.some((site) => site.locale === locale));
  if (unknown.length > 0) throw new Error(`--locale ${unknown.join(',')}: not a locale of the site`);
  const jobs = Number(values.jobs ?? process.env.MANUAL_JOBS ?? 2);
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`--jobs ${values.jobs}: not a positive integer`);
  const start = Date.now();
  const results = await makeManuals(
    sites.filter((site) => locales.includes(site.locale)),
    {jobs},
  );
  console.log(`${results.length} manuals in ${((Date.now() - start) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(`manual: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
