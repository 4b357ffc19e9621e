/**
 * The build the Node server answers from, for a server that outlives builds: its site index, the
 * security headers of its pages, and each locale's not-found page held in memory, so that a
 * reader gets it even while `npm run build` replaces build/ (scripts/build.ts removes it, then
 * moves the new locales in).
 *
 * Every locale's build rewrites its own `index.html`: when the modification time of one of them
 * changes, the build is read again, off the request path (requests keep the build they have until
 * the new one is read whole, then it replaces it at once). A build that changes while it is read
 * (a page goes between listing and reading) is read again on a later request.
 */
import {type Stats, promises as fs, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {VARY, securityHeaders} from './hosting-policy';
import {SITE_INDEX_FILE, type SiteIndex, loadSiteIndex, readLocaleIndex, readSiteIndex} from './site-index';

export interface ServedBuild {
  siteIndex: SiteIndex;
  /** The headers of every response: the CSP holds the hashes of this build's inline scripts; Vary. */
  headers: Record<string, string>;
  /** The content of each locale's not-found page, by build path (`/fr/404.html`). */
  notFoundPages: Map<string, Buffer>;
}

/** A build folder the server cannot serve: said in one line at start. */
export class UnservableBuild extends Error {}

function servedBuildOf(siteIndex: SiteIndex, readPage: (file: string) => Buffer): ServedBuild {
  return {
    siteIndex,
    headers: {...securityHeaders(siteIndex.scriptHashes), Vary: VARY},
    notFoundPages: new Map([...siteIndex.notFoundPages.values()].map((file) => [file, readPage(file)])),
  };
}

/**
 * The build in `root` as it is now: `current()` answers at once, `refresh()` (called on each
 * request, not awaited) looks for a new build and reads it in the background. Throws
 * UnservableBuild when `root` has no site, no index (src/plugins/site-index) or no root not-found
 * page, the page every unknown path falls back to.
 */
export function watchBuild(root: string, localePaths: string[]): {current(): ServedBuild; refresh(): void} {
  if (statSync(path.join(root, 'index.html'), {throwIfNoEntry: false}) === undefined) {
    throw new UnservableBuild(`No built site in ${root}: run \`npm run build\` first.`);
  }
  if (readLocaleIndex(root) === undefined) {
    throw new UnservableBuild(`${path.join(root, SITE_INDEX_FILE)} is missing: a build made before its index.`);
  }
  const homePages = ['', ...localePaths].map((locale) => path.join(root, locale, 'index.html'));
  const stampOf = (stats: (Stats | undefined)[]) => stats.map((stat) => stat?.mtimeMs ?? 0).join(' ');
  let stamp = stampOf(homePages.map((file) => statSync(file, {throwIfNoEntry: false})));
  const siteIndex = readSiteIndex(root, localePaths);
  if (!siteIndex.notFoundPages.has('')) {
    throw new UnservableBuild(`${path.join(root, '404.html')} is missing: a build without a not-found page.`);
  }
  let served = servedBuildOf(siteIndex, (file) => readFileSync(path.join(root, file)));
  let checking = false;

  const check = async () => {
    const now = stampOf(await Promise.all(homePages.map((file) => fs.stat(file).catch(() => undefined))));
    if (now === stamp) return;
    const next = await loadSiteIndex(root, localePaths);
    // Half a build (a locale moved in, not yet the root): the old one serves until it is whole.
    if (!next.notFoundPages.has('')) return;
    const pages = new Map<string, Buffer>();
    for (const file of next.notFoundPages.values()) pages.set(file, await fs.readFile(path.join(root, file)));
    served = servedBuildOf(next, (file) => pages.get(file)!);
    stamp = now;
  };

  return {
    current: () => served,
    refresh() {
      if (checking) return;
      checking = true;
      check()
        // A page went between listing and reading: the build is being rewritten, try again later.
        .catch(() => undefined)
        .finally(() => {
          checking = false;
        });
    },
  };
}
