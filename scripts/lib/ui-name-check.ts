/**
 * UI names in bold, where the language quotes them (issue 17): Apple's German and Dutch guides
 * quote a button, a tab, a field or a menu item named alone (« Klicke auf „Fertig“ », « Klik op
 * 'Gereed' »), as `<Menu>` quotes each name of a path there (src/i18n/typography.ts). In a locale
 * whose typography row quotes UI names in a Latin script, this finds, in a page's text (outside
 * code blocks and front matter), a bold span whose text is a known UI name of that locale:
 * - the name of a menu item or of a tab in src/data/mac-menus/<locale>.json, with or without its ellipsis (a
 *   dialog's button drops it: „Öffnen“ for „Öffnen …“); not the bar's own menus, named after the
 *   product (the app menu) or with the pages' words for things (Knoten): list those that are only names;
 * - the `uiNames` list of terminology/<locale>.yml: the app's buttons, fields, tabs and panes, and
 *   the system's a page names (Fertig, Abbrechen, Weiter, Zuletzt…). A locale opts in with that
 *   list: the check runs only where the glossary has one.
 * A list item's lead stays bold, as the guides set it apart before its colon (« - **Teilen**:
 * sendet … », « 2. **Beschreibung**: … »). Each hit names the quoted form and where the name comes from.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {localeOf} from '../../config/locales';
import {menuNames, menuTab, menuTabs} from '../../src/data/mac-menus';
import {quote, typographyOf} from '../../src/i18n/typography';
import {menuEntries, type MenuHit} from './menu-check';
import {type PageSource, positionOf} from './page-source';

const root = path.join(__dirname, '../..');

/**
 * The top-level list `key` of a glossary, a sequence of names (prh, which reads the rest of the
 * file, passes over a key it does not know); none if the file has no such key.
 */
export function glossaryList(yml: string, key: string, file: string): string[] | undefined {
  const list = (YAML.parse(yml) as Record<string, unknown> | null)?.[key];
  if (list === undefined) return undefined;
  if (!Array.isArray(list) || !list.every((name) => typeof name === 'string')) {
    throw new Error(`${file}: "${key}" holds a list of names, one per "- " line.`);
  }
  return list;
}

/** Where each known UI name of `locale` comes from, by name; undefined if the locale's glossary lists none. */
function uiNamesOf(locale: string): Map<string, string> | undefined {
  const {glossary: file, menus: menuFile} = localeOf(locale);
  const listed = glossaryList(readFileSync(path.join(root, file), 'utf8'), 'uiNames', file);
  if (listed === undefined) return undefined;
  const names = new Map<string, string>();
  const menus = menuFile?.file ?? 'src/data/mac-menus.ts';
  for (const {id} of menuEntries) {
    if (!id.includes('.')) continue; // a menu of the bar
    const trail = menuNames(id, locale)!;
    const name = trail[trail.length - 1];
    for (const form of [name, name.replace(/\s*…$/, '')]) names.set(form, menus);
  }
  // The tabs of a window or sheet (Felder, Diagramm): `<Menu tab>` quotes them too.
  for (const [item, tab] of menuTabs()) {
    const name = menuTab(item, tab, locale);
    if (name !== undefined) names.set(name, menus);
  }
  for (const name of listed) names.set(name, `${file}, uiNames`);
  return names;
}

const cache = new Map<string, Map<string, string> | undefined>();

/** A bold span, which may wrap onto the next line: `**Fertig**`, `**Zum Dokument\n  hinzufügen**`. */
const bold = /\*\*(?=\S)((?:[^*\n]|\n(?!\s*\n))+?)(?<=\S)\*\*/g;

/** Whether the bold span at `index` opens a list item and is its lead: a colon after it, or its own last mark. */
function isListLead(text: string, index: number, inner: string, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  if (!/^\s*(?:[-*+]|\d+\.)\s+$/.test(text.slice(lineStart, index))) return false;
  return /[:.]$/.test(inner) || /^(?:\s*\([^)\n]*\))?:/.test(text.slice(end));
}

/** The bold UI names of one page of `locale`, to quote instead. */
export function checkUiNames(page: PageSource, locale: string): MenuHit[] {
  const rules = typographyOf(locale);
  if (rules.uiName !== 'quoted' || rules.script !== 'latin') return [];
  if (!cache.has(locale)) cache.set(locale, uiNamesOf(locale));
  const names = cache.get(locale);
  if (names === undefined) return [];
  // Front matter and code blocks are not prose: blank them out, keeping every line where it is.
  const prose = page.prose();
  const hits: MenuHit[] = [];
  for (const match of prose.matchAll(bold)) {
    const index = match.index ?? 0;
    const inner = match[1].replace(/\s+/g, ' ');
    const source = names.get(inner);
    const end = index + match[0].length;
    if (source === undefined || isListLead(prose, index, inner, end)) continue;
    // Beside the ">" of a path (`⋯ > **Anpassen**`, the line wrapped or not) it is a name of that path,
    // which menu-check.ts reports.
    if (/\s>[^\S\n]*\n?[^\S\n]*$/.test(prose.slice(0, index)) || /^[^\S\n]*\n?[^\S\n]*>\s/.test(prose.slice(end)))
      continue;
    hits.push({
      ...positionOf(prose, index),
      message: `**${inner}** → ${quote(inner, locale)}: a UI name is quoted, not bold (${source})`,
    });
  }
  return hits;
}
