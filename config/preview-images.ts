/**
 * The options of the link previews (src/plugins/preview-images/): the fonts each locale's cards
 * are drawn with. `PREVIEW_IMAGES=0` builds without the previews.
 *
 * Inter 4 (`inter-ui`, its author's package) is close to the system fonts the site itself uses
 * (San Francisco on Apple devices): its Latin subset draws most cards quickly, its whole files
 * the rest (the Mac key symbols ⌘ ⌥ ⇧ that pages name). Japanese and Chinese pages already have
 * titles in their language (tag and archive pages, from the theme's translations) and taglines:
 * Noto Sans JP and SC from fontsource, variable fonts in about a hundred subset files each, of
 * which a card loads the few its text needs; satori draws a variable font at its default weight
 * (regular: CJK titles are not bold).
 * A locale's faces after Inter are its `cardFonts` in config/locales.ts; another face is a package.
 */
import {type LocaleTable, localeOf, locales} from './locales';

/** A font package: the CSS file of its `@font-face` rules. */
export interface FontPackage {
  package: string;
  css: string;
}

/** Inter 4, Latin: the faces most cards need, small and so quick to lay out. */
const INTER_LATIN: FontPackage = {package: 'inter-ui', css: 'inter-latin.css'};
/** Inter 4, whole: for what its Latin subset lacks (⌘ ⌥ ⇧, arrows, Greek, Cyrillic). */
const INTER: FontPackage = {package: 'inter-ui', css: 'inter.css'};

/** The fonts of `locale`'s cards (of `table`), in fallback order: Inter, then the faces of its script. */
export function cardFontsOf(locale: string, table: LocaleTable = locales): FontPackage[] {
  return [INTER_LATIN, INTER, ...(localeOf(locale, table).cardFonts ?? [])];
}
