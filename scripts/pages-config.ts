/**
 * `npm run pages-config`: writes the folder Cloudflare Pages deploys for a build: its files but
 * the servers' own, and the config, `_headers` and `_redirects` (server/pages-config.ts says what
 * goes in them; Pages reads both and serves neither).
 *
 * Options, `--name value` or the environment variable: `--build-dir` BUILD_DIR (build), `--out-dir`
 * OUT_DIR (<build-dir>-pages; the build dir itself for a throw-away copy, whose indexes then go),
 * `--hsts` HSTS (on, off). Stops with one line naming the mistake, or the Pages limit exceeded.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {ConfigError} from '../server/nginx-config';
import {writePagesFolder} from '../server/pages-config';

function main(): void {
  const {values} = parseArgs({
    options: {'build-dir': {type: 'string'}, 'out-dir': {type: 'string'}, hsts: {type: 'string'}},
  });
  const buildDir = path.resolve(values['build-dir'] ?? (process.env.BUILD_DIR || 'build'));
  const outDir = path.resolve(values['out-dir'] ?? (process.env.OUT_DIR || `${buildDir}-pages`));
  const hsts = values.hsts ?? (process.env.HSTS || 'on');
  if (hsts !== 'on' && hsts !== 'off') throw new ConfigError(`--hsts is on or off, not ${hsts}`);
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new ConfigError(`No built site in ${buildDir}: run \`npm run build\` first.`);
  }
  const files = writePagesFolder(buildDir, outDir, {hsts: hsts === 'on'});
  const rules = (file: string) => files[file as keyof typeof files].split('\n').filter((l) => l && !/^[#\s]/.test(l));
  console.log(
    `Cloudflare Pages folder of ${buildDir} in ${outDir}: ${rules('_redirects').length} redirects and rewrites, ` +
      `${rules('_headers').length} header rules, HSTS ${hsts}.\n  npx wrangler pages deploy ${outDir}`,
  );
}

try {
  main();
} catch (error) {
  const usage = error instanceof ConfigError || String((error as {code?: string}).code).startsWith('ERR_PARSE_ARGS');
  console.error(usage ? `pages-config: ${(error as Error).message.split('. ')[0]}` : error);
  process.exit(1);
}
