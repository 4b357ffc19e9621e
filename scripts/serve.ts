/**
 * `npm run serve`: serves build/ on http://localhost:3000 (PORT and HOST change it).
 * Run `npm run build` first.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {LOCALE_PATHS} from '../server/site-map';
import {createStaticServer} from '../server/static-server';

const root = path.resolve(__dirname, '..', process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

createStaticServer({root, localePaths: LOCALE_PATHS}).listen(port, host, () => {
  console.log(`Serving ${root} at http://localhost:${port}/fr/ (every locale: /, /de/, /fr/, /ja/, /nl/, /zh-Hans/)`);
});
