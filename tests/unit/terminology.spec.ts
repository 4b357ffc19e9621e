/**
 * The terminology check (scripts/lib/terminology-check.ts, `npm run lint:terms`): a page that uses a
 * variant the dictionaries in terminology/ replace fails the check, which names the file, the
 * line, the variant and the preferred term, in the Markdown, the front matter and the site's JSON
 * strings (the navbar, footer, sidebar and blog strings, and the theme's own where a code.json keeps
 * them as shipped). It also refuses a Mac menu path typed by hand or naming an item or shortcut
 * src/data/mac-menus.ts lacks, checks that a page writes a shortcut and the text around a `<Menu>` as
 * the component prints them in the page's language, refuses in English a list of three without its
 * serial comma, a compound Apple closes written open and a shortcut's glyphs in running text
 * (scripts/lib/english/), refuses a known UI name (a menu item, a name
 * of a glossary's `uiNames`) typed in bold where the language quotes UI names (German, Dutch), and runs the Japanese and Chinese typography
 * linters (textlint's Japanese presets, zhlint). That the site's own pages pass it is `npm run
 * lint`'s business (npm test runs it), not repeated here. The check runs in this process, but for
 * the first test, which runs its command line (scripts/terminology.ts).
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {checkTerminology} from '../../scripts/lib/terminology-check';

const root = path.join(__dirname, '../..');
const fixtures = 'tests/fixtures/terminology';

/** The check of `args`, run by its command line: its exit status, and what it prints (stdout, then stderr). */
function checkCommand(...args: string[]): {status: number | null; output: string} {
  const result = spawnSync(process.execPath, ['--require', 'tsx/cjs', 'scripts/terminology.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return {status: result.status, output: result.stdout + result.stderr};
}

/** The check of `args`, run in this process: the status it would exit with, and the lines it would print. */
async function check(...args: string[]): Promise<{status: number; output: string}> {
  const {status, out, err} = await checkTerminology(args, root);
  return {status, output: [...out, ...err].join('\n')};
}

test('a variant fails the check, with its file, line and preferred term', () => {
  const {status, output} = checkCommand('--en', `${fixtures}/en`, '--fr', `${fixtures}/fr`);
  expect(status).toBe(1);
  expect(output).toContain(`${fixtures}/en/add-child.mdx:7:28  Add child → Add Child`);
  expect(output).toContain(`${fixtures}/fr/generation.mdx:7:19  Génération IA → Génération par IA`);
  // Several variants on one line: each is reported at its own column.
  expect(output).toContain(
    `${fixtures}/fr/generation.mdx:9:11  Ctrl-clic → cliquez en maintenant la touche Contrôle enfoncée`,
  );
  expect(output).toContain(`${fixtures}/fr/generation.mdx:9:37  maintenez le doigt sur → touchez longuement`);
  expect(output).toContain(`${fixtures}/fr/generation.mdx:9:63  boîte → case`);
});

test('the strings a reader sees outside the Markdown are checked: front matter, site strings', async () => {
  const {status, output} = await check(
    '--fr',
    `${fixtures}/fr/front-matter.mdx`,
    '--fr-json',
    `${fixtures}/strings/footer.json`,
  );
  expect(status).toBe(1);
  const page = `${fixtures}/fr/front-matter.mdx`;
  // The title, a quoted description and a tag's label, each at its column in the file.
  expect(output).toContain(`${page}:2:18  Génération IA → Génération par IA`);
  expect(output).toContain(`${page}:3:18  Ctrl-clic → cliquez en maintenant la touche Contrôle enfoncée`);
  expect(output).toContain(`${page}:4:16  Génération IA → Génération par IA`);
  // A label of the navbar, footer or sidebar files, as a code.json message.
  expect(output).toContain(
    `${fixtures}/strings/footer.json#link.item.label.Generation:1:1  Génération IA → Génération par IA`,
  );
});

test("the theme's own translations a code.json leaves as shipped are checked too", async () => {
  const file = `${fixtures}/strings/ja/code.json`;
  const {status, output} = await check('--ja-json', file);
  expect(status).toBe(1);
  // Docusaurus 2.4.1's Japanese, shown to readers (a sidebar category's aria label, the pager's), not overridden.
  expect(output).toContain(
    `${file}#theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel (Docusaurus's own):1:7  カテゴリー → カテゴリ`,
  );
  expect(output).toContain(`${file}#theme.docs.paginator.navAriaLabel (Docusaurus's own):1:1  ドキュメント → 書類`);
  // An id the file overrides is read from the file; the version banners, which this site never shows, not at all.
  expect(output).not.toContain('theme.colorToggle.ariaLabel');
  expect(output).not.toContain('theme.docs.versions');
});

test('an English list of three without its serial comma fails the check, naming the fix', async () => {
  const page = 'tests/fixtures/english/serial-comma.mdx';
  const {status, output} = await check('--en', page);
  expect(status).toBe(1);
  // In a paragraph, across inline code (named as the page writes it), across bold text, in a table cell.
  expect(output).toContain(`${page}:6:24  notes and → notes, and`);
  expect(output).toContain(`${page}:8:22  100% or → 100%, or`);
  expect(output).toContain(`${page}:8:48  \`⌘−\` or → \`⌘−\`, or`);
  expect(output).toContain(`${page}:10:40  the chart layout and → the chart layout, and`);
  expect(output).toContain(`${page}:14:22  Material or → Material, or`);
  // Inside a parenthesis, read apart from the sentence around it.
  expect(output).toContain(`${page}:33:65  CBS or → CBS, or`);
  // The title and the description, which a reader sees too.
  expect(output).toContain(`${page}:2:14  cost and → cost, and`);
  expect(output).toContain(`${page}:3:22  open or → open, or`);
  // Lists that have it, an introductory phrase and two actions, appositives, pairs ("drag and drop"),
  // ranges, an "or" inside one item of a longer list, an introductory phrase around a parenthesis, code, a link's
  // URL and a code block are not hits.
  expect(output.match(/serial-comma\.mdx:/g)).toHaveLength(8);
});

test('an English compound written open or hyphenated where Apple closes it fails the check', async () => {
  const page = 'tests/fixtures/english/compounds.mdx';
  const {status, output} = await check('--en', page);
  expect(status).toBe(1);
  expect(output).toContain(`${page}:6:27  set-up → setup (noun) or set up (verb)`);
  expect(output).toContain(`${page}:6:44  Set-up → Setup (noun) or set up (verb)`);
  expect(output).toContain(`${page}:8:14  kick-off → kickoff (noun) or kick off (verb)`);
  expect(output).toContain(`${page}:8:45  e-mail → email`);
  // "any more" at the end of a clause; "any more nodes" is a quantity, and no hit.
  expect(output).toContain(`${page}:8:76  any more → anymore`);
  expect(output).toContain(`${page}:10:12  check box → checkbox`);
  expect(output).toContain(`${page}:10:29  tool bar → toolbar`);
  expect(output).toContain(`${page}:10:57  on screen → onscreen`);
  expect(output).toContain(`${page}:3:22  set-up → setup (noun) or set up (verb)`);
  // The verbs (set up, kick off), the closed nouns, inline code and URLs are not hits.
  expect(output.match(/compounds\.mdx:/g)).toHaveLength(9);
});

test('an English shortcut in running text names its keys, in the menu order, and some command has it', async () => {
  const page = 'tests/fixtures/english/key-names.mdx';
  const {status, output} = await check('--en', page);
  expect(status).toBe(1);
  // Glyphs in a heading, a sentence and the front matter: the keys by name (Apple Style Guide).
  expect(output).toContain(`${page}:6:14  ⌘Z → Command-Z`);
  expect(output).toContain(`${page}:8:7  ⇧Tab → Shift-Tab`);
  expect(output).toContain(`${page}:8:36  ⌥⌘I → Option-Command-I`);
  expect(output).toContain(`${page}:3:31  ⌘F → Command-F`);
  // Named, but out of the menu's order, or a shortcut no command of src/data/mac-menus.ts has.
  expect(output).toContain(`${page}:10:7  Command-Shift-G → Shift-Command-G`);
  expect(output).toContain(`${page}:10:50  Option-Command-K → a shortcut of src/data/mac-menus.ts`);
  // Named shortcuts, modifier-clicks, what <Menu keys> prints, inline code and a table are not hits.
  expect(output.match(/key-names\.mdx:/g)).toHaveLength(6);
});

test('a menu path typed by hand, an unknown item or an unknown shortcut fails the check, naming the fix', async () => {
  const {status, output} = await check('--fr', 'tests/fixtures/menus');
  expect(status).toBe(1);
  const page = 'tests/fixtures/menus/menus.mdx';
  expect(output).toContain(`${page}:5:8  **Fichier > Exporter > CSV…** → <Menu item="file.export.csv" />`);
  expect(output).toContain(`${page}:7:8  <Menu item="file.exportCSV"> → an item of src/data/mac-menus.ts`);
  expect(output).toContain(`${page}:7:61  ⌘I → a shortcut of src/data/mac-menus.ts (no command has it)`);
  // A path wrapped onto the next line is reported where it starts, joined into one line.
  expect(output).toContain(`${page}:17:55  **Fichier > Ouvrir l'élément récent** → <Menu item="file.openRecent" />`);
  // The code block, the known shortcut and "hold ⌥, then" are not hits.
  expect(output.match(/menus\.mdx:/g)).toHaveLength(4);
});

test('a tab is no menu item: <Menu tab> names a tab of the item, and the old submenu ids fail', async () => {
  const page = 'tests/fixtures/menu-tabs/tabs.mdx';
  const {status, output} = await check('--fr', page);
  expect(status).toBe(1);
  expect(output).toContain(
    `${page}:7:12  <Menu item="view.customize" tab="feilds"> → a tab of view.customize in src/data/mac-menus.ts`,
  );
  // View > Customize… > Fields was a submenu in the data: the tab is now one of the sheet, not an item.
  expect(output).toContain(`${page}:9:6  <Menu item="view.customize.fields"> → an item of src/data/mac-menus.ts`);
  // The ChatGPT tab of Settings, named in the French file, is no hit.
  expect(output.match(/tabs\.mdx:/g)).toHaveLength(2);
});

test('a page writes a shortcut and the text around a <Menu> as the component prints them in its language', async () => {
  const fixtures = 'tests/fixtures/menu-typography';
  const {status, output} = await check(
    '--ja',
    `${fixtures}/ja`,
    '--zh-Hans',
    `${fixtures}/zh-Hans`,
    '--fr',
    `${fixtures}/fr`,
    '--nl',
    `${fixtures}/nl`,
  );
  expect(status).toBe(1);
  const ja = `${fixtures}/ja/shortcuts.mdx`;
  // <Menu> prints 「ファイル」>「新規」 there: no space beside it, no brackets of the page's own.
  expect(output).toContain(`${ja}:5:11  space before <Menu> → none: it prints 「…」>「…」 (src/i18n/typography.ts)`);
  expect(output).toContain(`${ja}:5:42  space after <Menu> → none: it prints 「…」>「…」 (src/i18n/typography.ts)`);
  expect(output).toContain(`${ja}:7:4  「<Menu> → <Menu>: it prints 「…」>「…」 (src/i18n/typography.ts)`);
  expect(output).toContain(`${ja}:7:30  <Menu>」 → <Menu>: it prints 「…」>「…」 (src/i18n/typography.ts)`);
  // A shortcut in half-width parentheses, where <Menu keys> prints （⌥⌘I）.
  expect(output).toContain(`${ja}:7:55  (⌥⌘I) → （⌥⌘I） (src/i18n/typography.ts)`);
  const zh = `${fixtures}/zh-Hans/shortcuts.mdx`;
  expect(output).toContain(`${zh}:5:6  “<Menu> → <Menu>: it prints “…”>“…” (src/i18n/typography.ts)`);
  expect(output).toContain(`${zh}:5:37  <Menu>” → <Menu>: it prints “…”>“…” (src/i18n/typography.ts)`);
  expect(output).toContain(`${zh}:5:43  (⌥⌘I) → （⌥⌘I） (src/i18n/typography.ts)`);
  // French writes " (⌥⌘I)", as <Menu keys> prints it there.
  expect(output).toContain(`${fixtures}/fr/shortcuts.mdx:5:20  （⌥⌘I） →  (⌥⌘I) (src/i18n/typography.ts)`);
  // Dutch quotes each name too, ‘Archief’ > ‘Nieuw’, but with spaces around it: only quotes of the page's own are hits.
  const nl = `${fixtures}/nl/shortcuts.mdx`;
  expect(output).toContain(`${nl}:5:53  ‘<Menu> → <Menu>: it prints ‘…’ > ‘…’ (src/i18n/typography.ts)`);
  expect(output).toContain(`${nl}:5:79  <Menu>’ → <Menu>: it prints ‘…’ > ‘…’ (src/i18n/typography.ts)`);
  // The table cell's "| <Menu" and the right forms are not hits; textlint's Japanese preset adds one of its own
  // (the space before the half-width parenthesis).
  expect(output).toContain(`${ja}:7:53  タ ( → タ（`);
  expect(output.match(/shortcuts\.mdx:/g)).toHaveLength(12);
});

test('a German page writes every path as <Menu> prints it there: each name quoted, spaced from the text', async () => {
  const page = 'tests/fixtures/menu-typography/de/paths.mdx';
  const {status, output} = await check('--de', page);
  expect(status).toBe(1);
  const rule = '(src/i18n/typography.ts)';
  // No quotation marks of the page's own around <Menu>, which prints „Ablage“ > „Sichern …“.
  expect(output).toContain(`${page}:7:7  „<Menu> → <Menu>: it prints „…“ > „…“ ${rule}`);
  expect(output).toContain(`${page}:7:33  <Menu>“ → <Menu>: it prints „…“ > „…“ ${rule}`);
  // Another path (System Settings, Files) is quoted like the app's menus, not bold.
  expect(output).toContain(
    `${page}:7:46  **Systemeinstellungen > Schreibtisch & Dock** → „Systemeinstellungen“ > „Schreibtisch & Dock“ ${rule}`,
  );
  expect(output).toContain(`${page}:9:15  **Anpassen** → „Anpassen“ ${rule}`);
  // The spaces around <Menu>, a quoted path and a quoted button („Fertig“) are not hits.
  expect(output.match(/paths\.mdx:/g)).toHaveLength(4);
});

test('a bold path wrapped over two lines, as Prettier wraps prose, is still found, where it starts', async () => {
  const page = 'tests/fixtures/menu-typography/de/wrapped-paths.mdx';
  const {status, output} = await check('--de', page);
  expect(status).toBe(1);
  const rule = '(src/i18n/typography.ts)';
  expect(output).toContain(
    `${page}:5:57  **Systemeinstellungen > Schreibtisch & Dock** → „Systemeinstellungen“ > „Schreibtisch & Dock“ ${rule}`,
  );
  expect(output).toContain(`${page}:8:35  **Spalten anpassen** → „Spalten anpassen“ ${rule}`);
  // A span does not cross a paragraph: the bold name before the quotation's ">" is no name of a path.
  expect(output.match(/wrapped-paths\.mdx:/g)).toHaveLength(2);
});

test('a German page quotes a UI name named alone, as Apple’s German guides do: „Fertig“, not bold', async () => {
  const page = 'tests/fixtures/menu-typography/de/ui-names.mdx';
  const {status, output} = await check('--de', page);
  expect(status).toBe(1);
  const rule = 'a UI name is quoted, not bold';
  // A button of the glossary's uiNames list, and menu items named alone (with or without their ellipsis).
  expect(output).toContain(`${page}:5:11  **Fertig** → „Fertig“: ${rule} (terminology/de.yml, uiNames)`);
  expect(output).toContain(`${page}:5:56  **Widerrufen** → „Widerrufen“: ${rule} (src/data/mac-menus/de.json)`);
  expect(output).toContain(`${page}:5:82  **Sichern …** → „Sichern …“: ${rule} (src/data/mac-menus/de.json)`);
  // A name wrapped onto the next line is reported where it starts.
  expect(output).toContain(
    `${page}:7:11  **Zum Dokument hinzufügen** → „Zum Dokument hinzufügen“: ${rule} (terminology/de.yml, uiNames)`,
  );
  // List leads (**Teilen**:, **Ignorieren** (…):, 2. **Beschreibung**:), a bar menu's name used as a term
  // (**Knoten**), a glyph (**+**), quoted names and a code block are not hits.
  expect(output.match(/ui-names\.mdx:/g)).toHaveLength(4);
});

test('Japanese and Chinese pages are checked for their typography by their languages’ own linters', async () => {
  const {status, output} = await check('--ja', `${fixtures}/ja`, '--zh-Hans', `${fixtures}/zh-Hans`);
  expect(status).toBe(1);
  // textlint's Japanese spacing preset: no space between Japanese and Latin words, as Apple Japan's user guides
  // write them (「MacのPagesで」); a key glyph and an outline code before its title keep theirs (one hit on line 7).
  expect(output).toContain(
    `${fixtures}/ja/spacing.mdx:7:4  原則として、全角文字と半角文字の間にスペースを入れません。`,
  );
  expect(output.match(/spacing\.mdx:7:/g)).toHaveLength(1);
  // An admonition's title is a label, not a sentence: it needs no 。 (config/textlint-ja.json's allowlist).
  expect(output).not.toMatch(/spacing\.mdx:9:/);
  // zhlint: the same spacing in Chinese, and a Chinese comma after Chinese text.
  expect(output).toContain(`${fixtures}/zh-Hans/punctuation.mdx:7:2  此处中英文内容之间需要一个空格 (zhlint)`);
  expect(output).toContain(`${fixtures}/zh-Hans/punctuation.mdx:7:10  此处标点符号需要使用全角 (zhlint)`);
  // The heading's id is code, not Chinese text.
  expect(output).not.toMatch(/punctuation\.mdx:5:/);
});
