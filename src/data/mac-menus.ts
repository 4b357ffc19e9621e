/**
 * The Mac app's menu bar (and the Finder's, where pages send the reader there), written once.
 * Pages name a command with `<Menu item="file.export.csv" />`, which shows **File > Export > CSV…**
 * in English and **Fichier > Exporter > CSV…** in French; `keys` adds its shortcut. A menu path
 * typed by hand in a page, or a shortcut that is not here, fails `npm run lint:terms`.
 *
 * Names are those the app shows (in each language, as macOS writes its own menus there): English
 * here, every other locale in the file its entry of config/locales.ts names (`mac-menus/<locale>.json`),
 * which names every menu, item and tab, a name that reads as the English one (Finder, CSV…) too:
 * a name missing there stops the build and `npm run lint:terms`, naming the file and the id.
 *
 * A window or sheet that a command opens may have tabs (Settings, Customize). A tab is not a menu
 * item, so it is not under `items`: `<Menu item="view.customize" tab="fields" />` reads "choose
 * View > Customize, then click Fields", the way Apple's Mac guides write it ("choose Safari >
 * Settings, then click Advanced").
 */

import {defaultLocale, menuFiles} from '../plugins/client-locale/menu-files';

export type MenuItem = {
  /** Its name in English; the other locales' are in `mac-menus/<locale>.json`. */
  name: string;
  /** Its keyboard shortcut: modifier glyphs in Apple's order (⌃⌥⇧⌘) then the key. */
  keys?: string;
  items?: Record<string, MenuItem>;
  /**
   * The tabs of the window or sheet the command opens, by id: their English names. Each other
   * locale names every one of them in its file (`"view.customize#tab.fields": "Champs"`).
   */
  tabs?: Record<string, string>;
};

export const macMenus: Record<string, MenuItem> = {
  app: {
    name: 'Breakdown Structure',
    items: {
      settings: {name: 'Settings…', keys: '⌘,', tabs: {chatgpt: 'ChatGPT'}},
    },
  },
  file: {
    name: 'File',
    items: {
      new: {name: 'New', keys: '⌘N'},
      open: {name: 'Open…', keys: '⌘O'},
      openRecent: {
        name: 'Open Recent',
        items: {clearMenu: {name: 'Clear Menu'}},
      },
      close: {name: 'Close', keys: '⌘W'},
      save: {name: 'Save…', keys: '⌘S'},
      duplicate: {name: 'Duplicate', keys: '⇧⌘S'},
      saveAs: {name: 'Save As…', keys: '⌥⇧⌘S'},
      rename: {name: 'Rename…'},
      moveTo: {name: 'Move To…'},
      revertTo: {
        name: 'Revert To',
        items: {
          lastOpened: {name: 'Last Opened'},
          browseAllVersions: {name: 'Browse All Versions…'},
        },
      },
      import: {
        name: 'Import',
        items: {
          wbs: {name: 'WBS from CSV or Text…'},
          qpp: {name: 'Project Planning File (.qpp)…'},
        },
      },
      export: {
        name: 'Export',
        items: {
          csv: {name: 'CSV…'},
          categories: {name: 'Categories (CSV)…'},
        },
      },
      exportChart: {name: 'Export Chart…'},
      saveAsTemplate: {name: 'Save as Template…'},
    },
  },
  edit: {
    name: 'Edit',
    items: {
      undo: {name: 'Undo', keys: '⌘Z'},
      redo: {name: 'Redo', keys: '⇧⌘Z'},
      cut: {name: 'Cut', keys: '⌘X'},
      copy: {name: 'Copy', keys: '⌘C'},
      paste: {name: 'Paste', keys: '⌘V'},
      delete: {name: 'Delete'},
      find: {
        name: 'Find',
        items: {
          find: {name: 'Find…', keys: '⌘F'},
          next: {name: 'Find Next', keys: '⌘G'},
          previous: {name: 'Find Previous', keys: '⇧⌘G'},
        },
      },
    },
  },
  view: {
    name: 'View',
    items: {
      chart: {name: 'Chart', keys: '⌘1'},
      columns: {name: 'Columns', keys: '⌘2'},
      showSidebar: {name: 'Show Sidebar', keys: '⌃⌘S'},
      hideSidebar: {name: 'Hide Sidebar', keys: '⌃⌘S'},
      showInspector: {name: 'Show Inspector', keys: '⌥⌘I'},
      hideInspector: {name: 'Hide Inspector', keys: '⌥⌘I'},
      zoomIn: {name: 'Zoom In', keys: '⌘+'},
      zoomOut: {name: 'Zoom Out', keys: '⌘−'},
      actualSize: {name: 'Actual Size', keys: '⌘0'},
      zoomToFit: {name: 'Zoom to Fit'},
      collapseBranch: {name: 'Collapse Branch'},
      expandBranch: {name: 'Expand Branch'},
      showTotalsRow: {name: 'Show Totals Row'},
      hideTotalsRow: {name: 'Hide Totals Row'},
      customize: {
        name: 'Customize…',
        tabs: {fields: 'Fields', chart: 'Chart', columns: 'Columns'},
      },
      customizeToolbar: {name: 'Customize Toolbar…'},
    },
  },
  node: {
    name: 'Node',
    items: {
      addSibling: {name: 'Add Sibling', keys: 'Return'},
      addChild: {name: 'Add Child', keys: 'Tab'},
      outdent: {name: 'Outdent', keys: '⇧Tab'},
      generate: {name: 'Generate with ChatGPT…', keys: '⌥⌘G'},
    },
  },
  window: {
    name: 'Window',
    items: {
      mergeAllWindows: {name: 'Merge All Windows'},
      welcome: {name: 'Welcome to Breakdown Structure'},
    },
  },
  // The Finder's own menus, for what the app leaves to it (deleting a document).
  finderApp: {
    name: 'Finder',
    items: {emptyTrash: {name: 'Empty Trash…'}},
  },
  finder: {
    name: 'File',
    items: {
      moveToTrash: {name: 'Move to Trash', keys: '⌘⌫'},
      putBack: {name: 'Put Back'},
    },
  },
};

/** The items from the menu bar down to `item` (`"file.export.csv"`), or undefined if there is none. */
export function menuPath(item: string): MenuItem[] | undefined {
  const path: MenuItem[] = [];
  let level: Record<string, MenuItem> | undefined = macMenus;
  for (const id of item.split('.')) {
    const found: MenuItem | undefined = level?.[id];
    if (found === undefined) return undefined;
    path.push(found);
    level = found.items;
  }
  return path;
}

/**
 * Names in the other locales, one file per locale that its translators keep (`src/data/mac-menus/fr.json`,
 * its entry's `menus` in config/locales.ts): item id → name (`"file.export.csv": "CSV …"`), `<id>#keys` for
 * a shortcut whose key has a name (`"node.addSibling#keys": "Retour"`) and `<id>#tab.<tab>` for a tab
 * (`"app.settings#tab.chatgpt": "ChatGPT"`). Each file names every menu, item and tab (`missingMenuNames`);
 * a shortcut's key is named only where the language names it otherwise. Undefined for the default locale,
 * whose names are those of the menu data.
 */
function namesIn(locale: string): Record<string, string> | undefined {
  return menuFiles[locale]?.names;
}

/** The name of the item `id` (its English name `english`) in `locale`: a locale's file without it is a mistake. */
function nameIn(english: string, locale: string, id: string): string {
  if (locale === defaultLocale) return english;
  const menus = menuFiles[locale];
  if (menus === undefined)
    throw new Error(
      `No file of Mac menu names for the locale "${locale}": its entry of config/locales.ts names none (menus), ` +
        `or this is the bundle of another locale, which holds its own alone (src/plugins/client-locale/).`,
    );
  const name = menus.names[id];
  if (name === undefined) throw new Error(`${menus.file} has no "${id}": the menu's name in that language.`);
  return name;
}

/** The names from the menu bar down to `item`, in `locale`; undefined if there is no such item. */
export function menuNames(item: string, locale: string): string[] | undefined {
  const ids = item.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.'));
  return menuPath(item)?.map((level, index) => nameIn(level.name, locale, ids[index]));
}

/** The shortcut of `item` in `locale`; undefined if it has none (or there is no such item). */
export function menuKeys(item: string, locale: string): string | undefined {
  const path = menuPath(item);
  const keys = path?.[path.length - 1].keys;
  return keys === undefined ? undefined : (namesIn(locale)?.[`${item}#keys`] ?? keys);
}

/** The key of `tab` of `item` in a locale's file: `view.customize#tab.fields`. */
export const tabKey = (item: string, tab: string) => `${item}#tab.${tab}`;

/**
 * The name of `tab` in the window or sheet `item` opens, in `locale`; undefined if the item has no
 * such tab, or if the locale's file does not name it: a tab has no English fallback, a tab left in
 * English in a French sentence would read as a mistake, not a name.
 */
export function menuTab(item: string, tab: string, locale: string): string | undefined {
  const path = menuPath(item);
  const english = path?.[path.length - 1].tabs?.[tab];
  if (english === undefined) return undefined;
  return locale === defaultLocale ? english : namesIn(locale)?.[tabKey(item, tab)];
}

/** Every tab of the menu data, as `[item id, tab id]`. */
export function menuTabs(items: Record<string, MenuItem> = macMenus, parent = ''): [string, string][] {
  return Object.entries(items).flatMap(([id, entry]) => {
    const item = parent ? `${parent}.${id}` : id;
    return [
      ...Object.keys(entry.tabs ?? {}).map((tab): [string, string] => [item, tab]),
      ...(entry.items ? menuTabs(entry.items, item) : []),
    ];
  });
}

/** Every item id of the menu data, from the menus of the bar down (`file`, `file.export`, `file.export.csv`). */
export function menuIds(items: Record<string, MenuItem> = macMenus, parent = ''): string[] {
  return Object.entries(items).flatMap(([id, entry]) => {
    const item = parent ? `${parent}.${id}` : id;
    return [item, ...(entry.items ? menuIds(entry.items, item) : [])];
  });
}

/**
 * What `names`, one locale's file, lacks: the ids of the menus and items it does not name, then the
 * tab keys (`view.customize#tab.fields`).
 */
export function missingMenuNames(names: Record<string, string>): string[] {
  return [...menuIds(), ...menuTabs().map(([item, tab]) => tabKey(item, tab))].filter(
    (key) => names[key] === undefined,
  );
}
