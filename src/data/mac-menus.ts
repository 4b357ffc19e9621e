/**
 * The Mac app's menu bar (and the Finder's, where pages send the reader there), written once.
 * Pages name a command with `<Menu item="file.export.csv" />`, which shows **File > Export > CSV…**
 * in English and **Fichier > Exporter > CSV…** in French; `keys` adds its shortcut. A menu path
 * typed by hand in a page, or a shortcut that is not here, fails `npm run lint:terms`.
 *
 * Names are those the app shows (in each language, as macOS writes its own menus there): English
 * and French here, the other locales in `mac-menus/<locale>.json`. A name missing shows in English.
 */

import de from './mac-menus/de.json';
import ja from './mac-menus/ja.json';
import nl from './mac-menus/nl.json';
import zhHans from './mac-menus/zh-Hans.json';

/** A name in English and French (the site's first two languages); other locales' are in mac-menus/. */
export type Names = {en: string; fr: string} & Partial<Record<string, string>>;

export type MenuItem = {
  names: Names;
  /** Its keyboard shortcut: modifier glyphs in Apple's order (⌃⌥⇧⌘) then the key. */
  keys?: string | Names;
  items?: Record<string, MenuItem>;
};

const same = (name: string): Names => ({en: name, fr: name});

export const macMenus: Record<string, MenuItem> = {
  app: {
    names: same('Breakdown Structure'),
    items: {
      settings: {
        names: {en: 'Settings…', fr: 'Réglages…'},
        keys: '⌘,',
        items: {chatgpt: {names: same('ChatGPT')}},
      },
    },
  },
  file: {
    names: {en: 'File', fr: 'Fichier'},
    items: {
      new: {names: {en: 'New', fr: 'Nouveau'}, keys: '⌘N'},
      open: {names: {en: 'Open…', fr: 'Ouvrir…'}, keys: '⌘O'},
      openRecent: {
        names: {en: 'Open Recent', fr: "Ouvrir l'élément récent"},
        items: {clearMenu: {names: {en: 'Clear Menu', fr: 'Effacer le menu'}}},
      },
      close: {names: {en: 'Close', fr: 'Fermer'}, keys: '⌘W'},
      save: {names: {en: 'Save…', fr: 'Enregistrer…'}, keys: '⌘S'},
      duplicate: {names: {en: 'Duplicate', fr: 'Dupliquer'}, keys: '⇧⌘S'},
      saveAs: {names: {en: 'Save As…', fr: 'Enregistrer sous…'}, keys: '⌥⇧⌘S'},
      rename: {names: {en: 'Rename…', fr: 'Renommer…'}},
      moveTo: {names: {en: 'Move To…', fr: 'Déplacer vers…'}},
      revertTo: {
        names: {en: 'Revert To', fr: 'Revenir à'},
        items: {
          lastOpened: {names: {en: 'Last Opened', fr: 'Dernière ouverture'}},
          browseAllVersions: {names: {en: 'Browse All Versions…', fr: 'Parcourir toutes les versions…'}},
        },
      },
      import: {
        names: {en: 'Import', fr: 'Importer'},
        items: {
          wbs: {names: {en: 'WBS from CSV or Text…', fr: 'WBS depuis un fichier CSV ou texte…'}},
          qpp: {names: {en: 'Project Planning File (.qpp)…', fr: 'Fichier de planification (.qpp)…'}},
        },
      },
      export: {
        names: {en: 'Export', fr: 'Exporter'},
        items: {
          csv: {names: same('CSV…')},
          categories: {names: {en: 'Categories (CSV)…', fr: 'Catégories (CSV)…'}},
        },
      },
      exportChart: {names: {en: 'Export Chart…', fr: 'Exporter le graphique…'}},
      saveAsTemplate: {names: {en: 'Save as Template…', fr: 'Enregistrer comme modèle…'}},
    },
  },
  edit: {
    names: {en: 'Edit', fr: 'Édition'},
    items: {
      undo: {names: {en: 'Undo', fr: 'Annuler'}, keys: '⌘Z'},
      redo: {names: {en: 'Redo', fr: 'Rétablir'}, keys: '⇧⌘Z'},
      cut: {names: {en: 'Cut', fr: 'Couper'}, keys: '⌘X'},
      copy: {names: {en: 'Copy', fr: 'Copier'}, keys: '⌘C'},
      paste: {names: {en: 'Paste', fr: 'Coller'}, keys: '⌘V'},
      delete: {names: {en: 'Delete', fr: 'Supprimer'}},
      find: {
        names: {en: 'Find', fr: 'Rechercher'},
        items: {
          find: {names: {en: 'Find…', fr: 'Rechercher…'}, keys: '⌘F'},
          next: {names: {en: 'Find Next', fr: 'Rechercher le suivant'}, keys: '⌘G'},
          previous: {names: {en: 'Find Previous', fr: 'Rechercher le précédent'}, keys: '⇧⌘G'},
        },
      },
    },
  },
  view: {
    names: {en: 'View', fr: 'Présentation'},
    items: {
      chart: {names: {en: 'Chart', fr: 'Graphique'}, keys: '⌘1'},
      columns: {names: {en: 'Columns', fr: 'Colonnes'}, keys: '⌘2'},
      showSidebar: {names: {en: 'Show Sidebar', fr: 'Afficher la barre latérale'}, keys: '⌃⌘S'},
      hideSidebar: {names: {en: 'Hide Sidebar', fr: 'Masquer la barre latérale'}, keys: '⌃⌘S'},
      showInspector: {names: {en: 'Show Inspector', fr: "Afficher l'inspecteur"}, keys: '⌥⌘I'},
      hideInspector: {names: {en: 'Hide Inspector', fr: "Masquer l'inspecteur"}, keys: '⌥⌘I'},
      zoomIn: {names: {en: 'Zoom In', fr: 'Zoom avant'}, keys: '⌘+'},
      zoomOut: {names: {en: 'Zoom Out', fr: 'Zoom arrière'}, keys: '⌘−'},
      actualSize: {names: {en: 'Actual Size', fr: 'Taille réelle'}, keys: '⌘0'},
      zoomToFit: {names: {en: 'Zoom to Fit', fr: 'Ajuster à la fenêtre'}},
      collapseBranch: {names: {en: 'Collapse Branch', fr: 'Replier la branche'}},
      expandBranch: {names: {en: 'Expand Branch', fr: 'Déplier la branche'}},
      showTotalsRow: {names: {en: 'Show Totals Row', fr: 'Afficher la ligne des totaux'}},
      hideTotalsRow: {names: {en: 'Hide Totals Row', fr: 'Masquer la ligne des totaux'}},
      customize: {
        names: {en: 'Customize…', fr: 'Personnaliser…'},
        items: {
          fields: {names: {en: 'Fields', fr: 'Champs'}},
          chart: {names: {en: 'Chart', fr: 'Graphique'}},
          columns: {names: {en: 'Columns', fr: 'Colonnes'}},
        },
      },
      customizeToolbar: {names: {en: 'Customize Toolbar…', fr: "Personnaliser la barre d'outils…"}},
    },
  },
  node: {
    names: {en: 'Node', fr: 'Nœud'},
    items: {
      addSibling: {names: {en: 'Add Sibling', fr: 'Ajouter un nœud frère'}, keys: {en: 'Return', fr: 'Retour'}},
      addChild: {names: {en: 'Add Child', fr: 'Ajouter un nœud enfant'}, keys: 'Tab'},
      outdent: {names: {en: 'Outdent', fr: 'Diminuer le retrait'}, keys: '⇧Tab'},
      generate: {names: {en: 'Generate with ChatGPT…', fr: 'Générer avec ChatGPT…'}, keys: '⌥⌘G'},
    },
  },
  window: {
    names: {en: 'Window', fr: 'Fenêtre'},
    items: {
      mergeAllWindows: {names: {en: 'Merge All Windows', fr: 'Fusionner toutes les fenêtres'}},
      welcome: {names: {en: 'Welcome to Breakdown Structure', fr: 'Bienvenue dans Breakdown Structure'}},
    },
  },
  // The Finder's own menus, for what the app leaves to it (deleting a document).
  finderApp: {
    names: same('Finder'),
    items: {emptyTrash: {names: {en: 'Empty Trash…', fr: 'Vider la corbeille…'}}},
  },
  finder: {
    names: {en: 'File', fr: 'Fichier'},
    items: {
      moveToTrash: {names: {en: 'Move to Trash', fr: 'Placer dans la corbeille'}},
      putBack: {names: {en: 'Put Back', fr: 'Remettre'}},
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
 * Names in the other locales, one file per locale that its translators keep (`src/data/mac-menus/de.json`):
 * item id → name (`"file.export.csv": "CSV …"`), and `<id>#keys` for a shortcut whose key has a name
 * (`"node.addSibling#keys": "Zeilenschalter"`). A name missing there shows in English.
 */
const namesByLocale: Record<string, Record<string, string>> = {de, ja, nl, 'zh-Hans': zhHans};

/** Every locale the menus have names in. */
export const menuLocales = ['en', 'fr', ...Object.keys(namesByLocale)];

/** A name or shortcut in `locale` (English where it has none); `id` finds it in the locale's file. */
function inLocale(names: string | Names, locale: string, id: string): string {
  if (typeof names !== 'string' && names[locale] !== undefined) return names[locale]!;
  const fromFile = namesByLocale[locale]?.[id];
  if (fromFile !== undefined) return fromFile;
  return typeof names === 'string' ? names : names.en;
}

/** The names from the menu bar down to `item`, in `locale`; undefined if there is no such item. */
export function menuNames(item: string, locale: string): string[] | undefined {
  const ids = item.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.'));
  return menuPath(item)?.map((level, index) => inLocale(level.names, locale, ids[index]));
}

/** The shortcut of `item` in `locale`; undefined if it has none (or there is no such item). */
export function menuKeys(item: string, locale: string): string | undefined {
  const path = menuPath(item);
  const keys = path?.[path.length - 1].keys;
  return keys === undefined ? undefined : inLocale(keys, locale, `${item}#keys`);
}
