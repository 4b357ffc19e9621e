/**
 * `npm run serve`: serves build/ on http://localhost:3000 (PORT and HOST change it).
 * Run `npm run build` first; a build it cannot serve (none, or no 404.html) stops it with one line.
 */
import path from 'node:path';
import {UnservableBuild} from '../server/served-build';
import {LOCALE_PATHS} from '../server/site-index';
import {createStaticServer} from '../server/static-server';

const root = path.resolve(__dirname, '..', process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

try {
  createStaticServer({root, localePaths: LOCALE_PATHS}).listen(port, host, () => {
    console.log(`Serving ${root} at http://localhost:${port}/fr/ (every locale: /, /de/, /fr/, /ja/, /nl/, /zh-Hans/)`);
  });
} catch (error) {
  if (!(error instanceof UnservableBuild)) throw error;
  console.error(`serve: ${error.message}`);
  process.exit(1);
}
