/**
 * The text a reader meets on a built page, each piece with where it is: the `<title>`, the meta
 * description (what a search result shows), every text of the body outside scripts and styles, and
 * the attributes that are read out or shown (`aria-label`, `title`, `alt`, `placeholder`). Elements
 * can be left out by name (`code`, `pre`, `kbd`: what is typed, not written).
 */
import type {CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

/** Attributes whose value a reader sees (a tooltip, a placeholder) or hears (a label, an alternative). */
export const SHOWN_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder'] as const;

export interface ShownText {
  /** `title`, `description`, `text`, or the attribute's name. */
  where: 'title' | 'description' | 'text' | (typeof SHOWN_ATTRIBUTES)[number];
  text: string;
  /** The element that holds it (the text's parent), absent for the title and description. */
  element?: Element;
}

const NEVER_SHOWN = new Set(['script', 'style', 'noscript', 'template']);

/** Whether `node` lies in an element named in `names`. */
function inside(node: AnyNode, names: Set<string>): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'tag' && names.has(parent.name)) return true;
  }
  return false;
}

/** What a reader meets on the page, outside the elements named in `except`. */
export function shownTexts($: CheerioAPI, except: Iterable<string> = []): ShownText[] {
  const skipped = new Set([...NEVER_SHOWN, ...except]);
  const shown: ShownText[] = [
    {where: 'title', text: $('head > title').text()},
    {where: 'description', text: $('head > meta[name="description"]').attr('content') ?? ''},
  ];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      if (node.data.trim() !== '' && !inside(node, skipped)) {
        shown.push({where: 'text', text: node.data, element: node.parent as Element});
      }
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    if (node.type === 'tag') {
      if (skipped.has(node.name)) return;
      for (const name of SHOWN_ATTRIBUTES) {
        const value = node.attribs[name];
        if (value?.trim()) shown.push({where: name, text: value, element: node});
      }
    }
    node.children.forEach(walk);
  };
  $('body').each((_, body) => walk(body));
  return shown.filter(({text}) => text.trim() !== '');
}
