/**
 * What a translation must say as its English page says it (issue 17, "facts survive
 * translation"): the keyboard shortcuts, the Mac menu items, the number of numbered steps, the
 * numbers and the link targets. Read from a page's source, its front matter and imports aside
 * (tests/unit/translated-pages.spec.ts checks those).
 */
import {menuKeys} from '../../src/data/mac-menus';
import {namedShortcuts} from '../../src/i18n/key-names';
import type {PageSource} from '../../scripts/lib/page-source';

/**
 * A shortcut as typed (⌘N, ⇧Tab, ⌥⌘I, (⌘,)): modifiers then one key. `⌘-click` names a click, not
 * a key (a letter follows); `hold ⌥, then` a modifier alone, which a language may name by its key.
 */
const TYPED_SHORTCUT = /[⌃⌥⇧⌘]+(?:F\d{1,2}|Tab|[A-Z0-9]|,(?!\s)|[.=+\-[\]/\\;'`←→↑↓⌫−])(?![A-Za-z])/g;

/**
 * Every shortcut the page shows, as the menu's glyphs: typed as glyphs or by name (English running
 * text writes "Shift-Command-G" for ⇧⌘G, src/i18n/key-names.ts), or printed by `<Keys item>` and
 * `<Menu item keys>` (English keys).
 */
function shortcuts(body: string): string[] {
  const typed = [...(body.match(TYPED_SHORTCUT) ?? []), ...namedShortcuts(body).map(({glyphs}) => glyphs)];
  const printed = [...body.matchAll(/<(Keys|Menu)\s+item="([^"]+)"([^>]*)>/g)]
    .filter(([, component, , rest]) => component === 'Keys' || /\bkeys\b/.test(rest))
    .map(([, , item]) => menuKeys(item, 'en') ?? `no shortcut for ${item}`);
  return [...typed, ...printed];
}

/**
 * The numbers of the text, by their digits: 9,600 (English), 9 600 (French), 9.600 (German) are one
 * number. Code blocks (a CSV whose separator the language changes) and heading ids are left out,
 * and so are decades (the 1970s), which languages name in words.
 */
const numbers = (source: PageSource) =>
  (
    source
      .body({codeBlocks: false})
      .replace(/\{#[\w-]+\}/g, '')
      .replace(/\b\d+s\b/g, '')
      .match(/\d+(?:[,.\u00a0\u202f]\d{3}(?!\d))*/g) ?? []
  ).map((number) => number.replace(/\D/g, ''));

export type Facts = {
  shortcuts: Set<string>;
  menuItems: Set<string>;
  steps: number;
  numbers: Set<string>;
  links: Set<string>;
};

export function factsOf(source: PageSource): Facts {
  const body = source.body();
  return {
    shortcuts: new Set(shortcuts(body)),
    // A command, and the tab to click in what it opens (`view.customize#tab.fields`).
    menuItems: new Set(
      [...body.matchAll(/<Menu\s+item="([^"]+)"([^>]*)>/g)].map(([, item, rest]) => {
        const tab = /\btab="([^"]+)"/.exec(rest)?.[1];
        return tab === undefined ? item : `${item}#tab.${tab}`;
      }),
    ),
    steps: body.match(/^\s*\d+\. /gm)?.length ?? 0,
    numbers: new Set(numbers(source)),
    links: new Set([...body.matchAll(/\]\(([^)\s]+)\)|\b(?:href|to)="([^"]+)"/g)].map((match) => match[1] ?? match[2])),
  };
}

const missingFrom = (from: Set<string>, of: Set<string>) => [...of].filter((fact) => !from.has(fact));

/**
 * What `translated` lost or changed of `english`'s facts, one line each. A translation may write a
 * number the English spells out (a date's month, « 10 » for "ten"), so only numbers go one way.
 */
export function factDifferences(english: Facts, translated: Facts): string[] {
  const differences: string[] = [];
  const both = (kind: 'shortcuts' | 'menuItems' | 'links') => {
    const missing = missingFrom(translated[kind], english[kind]);
    const added = missingFrom(english[kind], translated[kind]);
    if (missing.length > 0) differences.push(`${kind} missing: ${missing.join(' ')}`);
    if (added.length > 0) differences.push(`${kind} not in the English page: ${added.join(' ')}`);
  };
  both('shortcuts');
  both('menuItems');
  both('links');
  if (translated.steps !== english.steps) differences.push(`${translated.steps} numbered steps, not ${english.steps}`);
  const lostNumbers = missingFrom(translated.numbers, english.numbers);
  if (lostNumbers.length > 0) differences.push(`numbers missing: ${lostNumbers.join(' ')}`);
  return differences;
}
