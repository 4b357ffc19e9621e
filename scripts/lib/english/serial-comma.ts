/**
 * The serial comma (en.md S1): Apple's English writes a comma before the "and" or "or" that ends a
 * list of three or more ("Writers, editors, and developers", the Apple Style Guide's own About
 * page). This finds "A, B and C" and "A, B or C" in a block's prose (scripts/lib/english/prose.ts).
 *
 * A comma then "and" is not always a list: "In the chart view, select a node and press Return"
 * is an introductory phrase and two actions. So a list is only taken as one where its items are
 * plain to see, and every doubt is left alone (a check that cries wolf gets switched off):
 * - the sentence is cut into clauses at . ; : ! ? and dashes, a parenthesis read apart from the
 *   sentence around it, and each clause into parts at its commas; a part that starts with "and" or
 *   "or" already has its serial comma;
 * - the conjunction is in the clause's last part, or in one a relative or subordinate clause or a
 *   phrase follows ("…, which", "…, with autosave"), not another item or ", and": in "the chart or columns in the middle, and the inspector" or "⌘1 and
 *   ⌘2 to switch views, ⌘Z to undo" it joins words inside one item of a longer list;
 * - the item before the conjunction (B) is short, at most four words, and is no clause of its own
 *   ("both", "between", "if", "which", "then"…);
 * - B starts with no introductory word either ("estimate, as a low and a high value"), the item
 *   after the conjunction is of B's kind ("a new structure, blank or from a template" is no list),
 *   and B is not
 *   half of a pair the language joins with "and" ("QPP import, drag and drop") or of a range of
 *   numbers ("hundreds of nodes, five or six levels deep", "one tab or two spaces per level");
 * - the item before it (A) is the whole previous part when that part is short and starts with no
 *   introductory word ("In", "When", "On iPad"…) nor holds a pair ("Chart and Columns"); or, when the previous part is longer, its last
 *   word if B is one word too and that last word follows a preposition, an article or a possessive
 *   ("on Mac, iPhone and iPad", "its title, notes and fields"; not "fill that field, built-in or custom", a
 *   field and its kinds, nor "when it was last closed, chart or columns"), or the words from the last determiner B starts with ("shaped the
 *   keyboard flow, the chart layout and the way …"); never after an introductory word, which
 *   would make A the end of a subordinate clause.
 */

/** Words that open an introductory phrase or a clause of its own: what follows its comma is no list item. */
const INTRODUCTORY = new Set(
  (
    'about above across after again also although among around as at because before behind below beside besides ' +
    'between beyond but by despite during else even except finally first for from further furthermore here however ' +
    'if in inside instead into later like likewise meanwhile moreover near next no now of off often on once onto ' +
    'otherwise outside over per second since sometimes so soon still than thanks that then there third though ' +
    'through throughout till to today together under unless unlike until upon usually via what when whenever where ' +
    'wherever whether which while who whom whose why with within without yes yet'
  ).split(' '),
);

/** Words that make B a clause or a pair of its own, not the middle item of a list. */
const NOT_AN_ITEM =
  /^(?:both|either|neither|between|whether|if|when|while|which|who|whom|whose|where|that|because|so|but|then|than)\b/i;

/** Words that open what may follow a list in its clause: a relative or subordinate clause, a phrase ("…, with autosave"). */
const AFTER_A_LIST =
  /^\s*(?:which|who|whom|whose|where|when|while|so|because|as|since|if|unless|though|although|with|without|for|from|in|on|at|to|by|after|before|including|such as|ready|each)\b/i;

/** Pairs English joins with "and" or "or" into one thing: "drag and drop" is one item, not two. */
const PAIRS = new Set([
  'drag and drop',
  'copy and paste',
  'cut and paste',
  'touch and hold',
  'back and forth',
  'up and down',
  'in and out',
  'trial and error',
  'more or less',
  'sooner or later',
]);

const NUMBER = /^(?:\d[\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|few|several)$/i;

/** Words an item may start with, and the item before it again (parallel items: "the keynote, the workshops"). */
const DETERMINERS = new Set(
  (
    'the a an its their your our his her my each every one two three four five six seven eight nine ten some all ' +
    'any no this that these those'
  ).split(' '),
);

const POSSESSIVES = new Set(['its', 'their', 'your', 'our', 'his', 'her', 'my']);
const PREPOSITIONS = new Set(['about', 'at', 'by', 'for', 'from', 'in', 'including', 'into', 'of', 'on', 'to', 'with']);

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/** Whether `part` starts like an introductory phrase or a subordinate clause ("On iPad", "Using the menu"). */
function introductory(part: string): boolean {
  const [first = '', second] = words(part);
  const word = first.toLowerCase().replace(/[^a-z’']/g, '');
  return INTRODUCTORY.has(word) || (second !== undefined && /ing$/.test(word));
}

/** Whether `middle`, the conjunction and what follows are no list's last two items. */
function notTheLastItems(middle: string, conjunction: string, after: string): boolean {
  const [next = ''] = words(after);
  const pair = `${middle.trim()} ${conjunction} ${next}`.toLowerCase();
  // "blank or from a template": the last item is a phrase of another kind than the one before it.
  const opener = next.toLowerCase();
  const unlike =
    (PREPOSITIONS.has(opener) || /^(?:what|how|whether)$/.test(opener)) && words(middle)[0].toLowerCase() !== opener;
  return (
    unlike ||
    introductory(middle) ||
    NOT_AN_ITEM.test(middle.trim()) ||
    PAIRS.has(pair) ||
    (NUMBER.test(words(middle)[0]) && NUMBER.test(next.replace(/[^\w]/g, '')))
  );
}

/** Where the list's first item starts in `previous` (relative to it), or undefined if there is no list. */
function firstItemStart(previous: string, middle: string): number | undefined {
  if (introductory(previous)) return undefined;
  const previousWords = words(previous);
  const leading = previous.length - previous.trimStart().length;
  // "two buttons, Chart and Columns, the same as ⌘1 and ⌘2": a pair before the comma is no first item.
  if (previousWords.length <= 4) return /\s(?:and|or)\s/.test(previous) ? undefined : leading;
  const middleWords = words(middle);
  if (middleWords.length === 1) {
    // The list's first word follows a preposition ("on Mac, iPhone and iPad"), an article ("a title,
    // notes and fields") or a possessive, which shares itself over the list ("its title, notes and
    // fields"); not "that" or an adverb ("fill that field, built-in or custom", "when it was last
    // closed, chart or columns").
    const beforeLast = previousWords[previousWords.length - 2].toLowerCase();
    const opens = POSSESSIVES.has(beforeLast) || PREPOSITIONS.has(beforeLast) || /^(?:a|an|the)$/.test(beforeLast);
    return opens ? previous.trimEnd().lastIndexOf(' ') + 1 : undefined;
  }
  const determiner = middleWords[0].toLowerCase();
  if (!DETERMINERS.has(determiner)) return undefined;
  const found = [...previous.matchAll(new RegExp(`(?<![\\w’'])${determiner}(?![\\w’'])`, 'gi'))].pop();
  if (found === undefined || words(previous.slice(found.index)).length > 6) return undefined;
  return found.index;
}

export type SerialCommaHit = {
  /** Where the item before the conjunction starts in the text, and the length up to the conjunction's end. */
  index: number;
  length: number;
  conjunction: 'and' | 'or';
  /** The list as found, for the message. */
  list: string;
};

/** Each "A, B and C" of `text` without its comma before "and" or "or". */
export function missingSerialCommas(text: string): SerialCommaHit[] {
  const hits: SerialCommaHit[] = [];
  // A parenthesis is read on its own ("(WBS, CBS or PBS)"), and blanked out of the sentence around it,
  // which reads on across it ("In More (⋯) > Customize, tap Edit and drag" keeps its "In").
  const parentheses = [...text.matchAll(/\(([^()]*)\)/g)];
  const around = text.replace(/\([^()]*\)/g, (group) => ' '.repeat(group.length));
  const pieces = [{text: around, at: 0}, ...parentheses.map((group) => ({text: group[1], at: group.index + 1}))];
  // Clauses: ". " ends a sentence, "1.2" and "e.g.," do not.
  const clauses = pieces.flatMap((piece) =>
    [...piece.text.matchAll(/(?:[^.;:!?()[\]—–]|[.:!?](?!\s|$))+/g)].map((clause) => ({
      0: clause[0],
      index: piece.at + clause.index,
    })),
  );
  for (const clause of clauses) {
    const parts: {text: string; at: number}[] = [];
    for (const part of clause[0].matchAll(/[^,]+(?:,(?!\s)[^,]*)*/g)) {
      parts.push({text: part[0], at: clause.index + part.index});
    }
    for (let k = 1; k < parts.length; k++) {
      const part = parts[k];
      if (/^\s*(?:and|or)\b/.test(part.text)) continue;
      if (k + 1 < parts.length && !AFTER_A_LIST.test(parts[k + 1].text)) continue;
      const conjunction = /\s(and|or)\s+(?=\S)/.exec(part.text);
      if (conjunction === null) continue;
      const middle = part.text.slice(0, conjunction.index);
      const after = part.text.slice(conjunction.index + conjunction[0].length);
      const middleWords = words(middle);
      if (middleWords.length === 0 || middleWords.length > 4) continue;
      if (notTheLastItems(middle, conjunction[1], after)) continue;
      const start = firstItemStart(parts[k - 1].text, middle);
      if (start === undefined) continue;
      const middleAt = part.at + (part.text.length - part.text.trimStart().length);
      const listEnd = words(after).slice(0, 3).join(' ');
      hits.push({
        index: middleAt,
        length: middle.trim().length + 1 + conjunction[1].length,
        conjunction: conjunction[1] as 'and' | 'or',
        list: `${text.slice(parts[k - 1].at + start, middleAt).trim()} ${middle.trim()} ${conjunction[1]} ${listEnd}`,
      });
    }
  }
  return hits;
}
