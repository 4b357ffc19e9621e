/**
 * The pages where a variant of the axe scan (dark mode, a phone's screen) can find what the plain
 * scan (desktop, light) cannot, and which variants, chosen from the build rather than listed by
 * hand, so that a new template, drawing, table or code block is scanned where it can differ without
 * anyone adding it here: the first page of each template (tests/support/page-templates.ts) in
 * every variant; the first page that shows each drawing in dark mode (its colours of its own) and on
 * a phone (its narrow layout): a drawing is the same on every page, as tests/browser/drawings.spec.ts
 * finds it at a phone's widths in both modes on every one; every page with a code block in dark
 * mode (the dark theme's syntax colours); every page with a table or a code block wider than a
 * phone's column on a phone (what scrolls or wraps there alone).
 */
import type {CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {templatedPages} from './page-templates';

/** A scan beyond the one every page gets, on a desktop screen in light mode. */
export type Variant = 'in dark mode' | 'on a phone' | 'on a phone in dark mode';

/** The variants a page is scanned in, each with why. */
export interface VariantPage {
  /** Its canonical path (`/fr/faq`). */
  path: string;
  variants: {variant: Variant; reasons: string[]}[];
}

/** What can differ, by what the page holds. */
const VARIANTS_OF = {
  template: ['in dark mode', 'on a phone', 'on a phone in dark mode'],
  'a drawing no page before shows': ['in dark mode', 'on a phone'],
  'a code block': ['in dark mode'],
  'a wide table': ['on a phone'],
  'a wide code block': ['on a phone'],
} as const satisfies Record<string, readonly Variant[]>;

/** Every variant, in the order a test scans them (dark mode before the screen changes). */
export const VARIANTS: readonly Variant[] = ['in dark mode', 'on a phone', 'on a phone in dark mode'];

/**
 * Characters of text a phone's column holds on one line: 390 px less the page's padding, at the
 * body's and code's font sizes. A table or code block wider than that scrolls or wraps on a phone.
 */
const PHONE_COLUMN_CHARACTERS = 40;

/** The widest row of a table, in characters: the longest cell of each column, added up. */
function tableWidth($: CheerioAPI, table: Element): number {
  const widths: number[] = [];
  $(table)
    .find('tr')
    .each((_, row) => {
      $(row)
        .children('th, td')
        .each((column, cell) => {
          widths[column] = Math.max(widths[column] ?? 0, $(cell).text().trim().length);
        });
    });
  return widths.reduce((sum, width) => sum + width, 0);
}

/**
 * What `$`'s page holds that a variant can show differently, its template aside; `drawingsShown`,
 * the drawings of the pages before it, to which it adds its own.
 */
function contentReasons($: CheerioAPI, drawingsShown: Set<string>): (keyof typeof VARIANTS_OF)[] {
  const main = $('main');
  const drawings = main
    .find('figure:has(svg[role="img"])')
    .map((_, figure) => $(figure).attr('data-drawing') ?? '')
    .get();
  const newDrawing = drawings.some((drawing) => !drawingsShown.has(drawing));
  drawings.forEach((drawing) => drawingsShown.add(drawing));
  const wide = (width: number) => width > PHONE_COLUMN_CHARACTERS;
  const tables = main.find('table').toArray();
  const codeLines = main
    .find('pre')
    .toArray()
    .flatMap((pre) => $(pre).text().split('\n'));
  const holds = {
    'a drawing no page before shows': newDrawing,
    'a code block': codeLines.length > 0,
    'a wide table': tables.some((table) => wide(tableWidth($, table))),
    'a wide code block': codeLines.some((line) => wide(line.length)),
  };
  return (Object.keys(holds) as (keyof typeof holds)[]).filter((reason) => holds[reason]);
}

/**
 * The pages of `locale` (its routes within `routes`, canonical paths) to scan in a variant, in the
 * order of `routes`, with the variants each is scanned in and why.
 */
export function variantPages(locale: string, routes: readonly string[]): VariantPage[] {
  const templates = new Set<string>();
  const drawingsShown = new Set<string>();
  const chosen: VariantPage[] = [];
  for (const {path, template, $} of templatedPages(locale, routes)) {
    const reasons: [string, readonly Variant[]][] = contentReasons($, drawingsShown).map((reason) => [
      reason,
      VARIANTS_OF[reason],
    ]);
    if (!templates.has(template)) {
      reasons.unshift([`the first page of its template (${template})`, VARIANTS_OF.template]);
    }
    templates.add(template);
    const variants = VARIANTS.map((variant) => ({
      variant,
      reasons: reasons.filter(([, scanned]) => scanned.includes(variant)).map(([reason]) => reason),
    })).filter(({reasons: why}) => why.length > 0);
    if (variants.length > 0) chosen.push({path, variants});
  }
  return chosen;
}
