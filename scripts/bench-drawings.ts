/**
 * `npm run bench:drawings`: a phone's view of each drawing (issue 28), for a person to look at: the
 * French site in build/ (or BUILD_DIR), served by nginx with the production config
 * (scripts/nginx-test.sh), in Chromium at an iPhone 15's 390 px and twice its pixels, each drawing
 * with its caption on the first French page that shows it, in light and dark mode, into
 * bench/drawings-phone/ (`<Drawing>-light.png`, `<Drawing>-dark.png`, and README.md listing them).
 * A drawing that scrolls sideways shows what the screen shows: its start, and the fade at its edge.
 * Not a test: tests/browser/drawings.spec.ts measures every word of every drawing.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../config/chromium';
import {drawingPages, drawingsOfSources} from '../tests/support/drawing-pages';

const root = path.join(__dirname, '..');
const OUT = path.join(root, 'bench/drawings-phone');
const PORT = Number(process.env.PORT ?? 3290);
const PHONE = {width: 390, height: 844};

async function main(): Promise<void> {
  const french = drawingPages().filter(({locale}) => locale === 'fr');
  const shots = drawingsOfSources().map(({name, scrolls}) => ({
    name,
    scrolls,
    path: french.find(({drawings}) => drawings.includes(name))!.path,
  }));
  const nginx = (mode: 'start' | 'stop') =>
    execFileSync('bash', ['scripts/nginx-test.sh', mode], {
      cwd: root,
      env: {...process.env, PORT: String(PORT)},
      stdio: 'inherit',
    });
  rmSync(OUT, {recursive: true, force: true});
  mkdirSync(OUT, {recursive: true});
  nginx('start');
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({viewport: PHONE, deviceScaleFactor: 2, colorScheme, locale: 'fr-FR'});
      for (const {name, path: route} of shots) {
        await page.goto(`http://127.0.0.1:${PORT}${route}`);
        await page.evaluate(() => document.fonts.ready);
        // The whole page's height, so that the sticky navbar stays at its top, off the drawing.
        const figure = page.locator(`figure[data-drawing="${name}"]`);
        const box = await figure.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return {x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height};
        });
        const margin = 8;
        await page.screenshot({
          path: path.join(OUT, `${name}-${colorScheme}.png`),
          fullPage: true,
          clip: {x: 0, y: box.y - margin, width: PHONE.width, height: box.height + 2 * margin},
        });
        console.log(`${name} (${colorScheme}): ${route}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    nginx('stop');
  }
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `# The drawings on a phone`,
    '',
    `Each drawing on the first French page that shows it, at 390 px (an iPhone 15), twice its pixels, ` +
      `in light and dark mode (\`npm run bench:drawings\`, ${date}). Laid out again for a narrow column, ` +
      `or full size in a frame that scrolls sideways.`,
    '',
    '| Drawing | Page | On a phone | Light | Dark |',
    '|---|---|---|---|---|',
    ...shots.map(
      ({name, path: route, scrolls}) =>
        `| ${name} | \`${route}\` | ${scrolls ? 'scrolls sideways' : 'laid out again'} | ` +
        `[light](${name}-light.png) | [dark](${name}-dark.png) |`,
    ),
  ];
  writeFileSync(path.join(OUT, 'README.md'), `${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
