/**
 * The pages with a drawing, in every locale, chosen from the build (a `figure` holding an
 * `svg[role="img"]`, named by its `data-drawing`: src/components/illustrations/Illustration.tsx), and the drawings the sources define, so that the
 * phone tests of the drawings (tests/browser/drawings.spec.ts, tests/engines/drawings.spec.ts)
 * cannot pass on fewer pages than there are: every drawing the sources define is on a page of every
 * locale, and every locale has a drawing on the pages English has one on.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {i18n} from '../../config/i18n';
import {localeBaseUrl} from '../../server/site-index';
import {readBuiltPage} from '../../scripts/lib/built-page';
import {buildDir} from './build-dir';
import {sitePagesOf} from './built-pages';

const ILLUSTRATIONS = path.resolve(__dirname, '../../src/components/illustrations');

/** The widths of the phone tests: an iPhone 15's, and the narrowest phones' (an iPhone SE of 2016). */
export const PHONE_WIDTHS = [390, 320] as const;

export interface SourceDrawing {
  /** Its component's `name`, which its figure shows as `data-drawing`. */
  name: string;
  /** Without a narrow layout, it scrolls sideways on a phone. */
  scrolls: boolean;
}

/** The drawings of the sources: each component that draws in the shared frame, by name. */
export function drawingsOfSources(): SourceDrawing[] {
  return readdirSync(ILLUSTRATIONS)
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) => [
      ...readFileSync(path.join(ILLUSTRATIONS, file), 'utf8').matchAll(/<Illustration\s+name="(\w+)"([^>]*)>/g),
    ])
    .map(([, name, props]) => ({name, scrolls: !/\bnarrow=/.test(props)}))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** A drawing not drawn in the shared frame, which names none. */
export const UNNAMED = '(a figure without data-drawing)';

export interface DrawingPage {
  locale: string;
  /** Its canonical path (`/fr/faq`). */
  path: string;
  /** Its drawings, in the order of the page. */
  drawings: string[];
  /**
   * The drawings no page before it in its locale shows: a drawing is the same on every page, so
   * what does not depend on the page (axe, WebKit's rendering) is checked there alone.
   */
  firstShown: string[];
}

/**
 * Each locale's pages with a drawing, read once per process: a spec file lists its tests from them
 * when it is loaded, and each test worker loads it again.
 */
const drawingPagesRead = new Map<string, DrawingPage[]>();

/** Every page of the build with a drawing in `locales` (every locale, the default first), locale by locale, in the order of the site index. */
export function drawingPages(locales: readonly string[] = i18n.locales): DrawingPage[] {
  return locales.flatMap((locale) => {
    let pages = drawingPagesRead.get(locale);
    if (pages === undefined) {
      pages = readDrawingPages(locale);
      drawingPagesRead.set(locale, pages);
    }
    return pages;
  });
}

function readDrawingPages(locale: string): DrawingPage[] {
  const shown = new Set<string>();
  return sitePagesOf(locale).flatMap(({canonical, file}) => {
    if (canonical === undefined || canonical.includes('/__tests__/')) return [];
    // A page without a figure element has no drawing, and most pages are not parsed: React writes its tags in lower case.
    if (!readFileSync(path.join(buildDir, file), 'utf8').includes('<figure')) return [];
    const $ = readBuiltPage(buildDir, file);
    const drawings = $('main figure:has(svg[role="img"])')
      .map((_, figure) => $(figure).attr('data-drawing') ?? UNNAMED)
      .get();
    const firstShown = drawings.filter((drawing) => !shown.has(drawing));
    firstShown.forEach((drawing) => shown.add(drawing));
    return drawings.length === 0 ? [] : [{locale, path: canonical, drawings, firstShown}];
  });
}

/** A page's path without its locale's prefix (`/fr/faq` → `/faq`), to compare the locales' pages. */
export function pathInLocale(page: DrawingPage): string {
  return `/${page.path.slice(localeBaseUrl(page.locale).length)}`;
}
