/**
 * The pages where a variant of the axe scan (phone, dark mode) can find what the plain scan
 * (desktop, light) cannot, chosen from the build rather than listed by hand, so that a new
 * template, drawing or table is scanned in every variant without anyone adding it here: the first
 * page of each template (the theme's classes on <html>, the page's own id aside, and its main
 * layout), every page with a drawing (colours of its own in dark mode), and every page with a
 * table or a code block wider than a phone's column (what scrolls or wraps there alone).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {type CheerioAPI, load} from 'cheerio';
import type {Element} from 'domhandler';
import {localeBaseUrl} from '../../server/site-index';
import {buildDir} from './build-dir';
import {builtSiteIndex, sitePagesOf} from './built-pages';

/** Why a page is scanned in every variant. */
export interface VariantPage {
  /** Its canonical path (`/fr/faq`; the not-found page's file path has none). */
  path: string;
  reasons: string[];
}

/**
 * Characters of text a phone's column holds on one line: 390 px less the page's padding, at the
 * body's and code's font sizes. A table or code block wider than that scrolls or wraps on a phone.
 */
const PHONE_COLUMN_CHARACTERS = 40;

/**
 * A page's template: the theme's classes on <html>, less the doc's own id, and which doc it is
 * (the locale's home, a section's index, or a page), since those three lay out differently.
 */
function templateOf($: CheerioAPI, route: string, home: string): string {
  const classes = ($('html').attr('class') ?? '').split(/\s+/).filter(Boolean);
  const docId = classes.find((name) => name.startsWith('docs-doc-id-'));
  const kind =
    docId === undefined ? '' : route === home ? ' (home)' : /(^|\/)index$/.test(docId) ? ' (index)' : ' (page)';
  return `${classes
    .filter((name) => name !== docId)
    .sort()
    .join(' ')}${kind}`;
}

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

/** The reasons to scan `$`'s page in every variant, its template aside. */
function contentReasons($: CheerioAPI): string[] {
  const main = $('main');
  const wide = (width: number) => width > PHONE_COLUMN_CHARACTERS;
  const tables = main.find('table').toArray();
  const codeLines = main
    .find('pre')
    .toArray()
    .flatMap((pre) => $(pre).text().split('\n'));
  return [
    ...(main.find('figure svg[role="img"]').length > 0 ? ['a drawing'] : []),
    ...(tables.some((table) => wide(tableWidth($, table))) ? ['a wide table'] : []),
    ...(codeLines.some((line) => wide(line.length)) ? ['a wide code block'] : []),
  ];
}

/**
 * The pages of `locale` (its routes within `routes`, canonical paths) to scan in every variant, in
 * the order of `routes`: the first page of each template, then every page with a drawing, a table
 * or a code block.
 */
export function variantPages(locale: string, routes: readonly string[]): VariantPage[] {
  const home = localeBaseUrl(locale);
  const files = new Map(
    sitePagesOf(locale).flatMap(({canonical, file}) => (canonical === undefined ? [] : [[canonical, file]])),
  );
  const templates = new Set<string>();
  const chosen: VariantPage[] = [];
  for (const route of routes) {
    const file = files.get(route);
    if (file === undefined) throw new Error(`${route}: no page of the ${locale} build (${builtSiteIndex().root})`);
    const $ = load(readFileSync(path.join(buildDir, file), 'utf8'));
    const template = templateOf($, route, home);
    const reasons = contentReasons($);
    if (!templates.has(template)) reasons.unshift(`the first page of its template (${template})`);
    templates.add(template);
    if (reasons.length > 0) chosen.push({path: route, reasons});
  }
  return chosen;
}
