/**
 * Compounds Apple's US English writes closed or hyphenated where the site wrote them otherwise
 * (en.md T9: "set-up", "kick-off", "any more"). Only forms that are wrong wherever they stand are
 * listed, so correct text raises nothing: "set-up" is British for the noun (US "setup") and never
 * the verb ("set up"); "any more" is refused only at the end of a clause, where it means
 * "anymore" ("doesn't exist any more."), not before a noun ("any more nodes"). A verb that is
 * also a noun ("back up", "log in") is left alone: only its hyphenated noun is refused.
 */

type Compound = {pattern: RegExp; expected: string; why: string};

const US = 'US spelling, as Apple writes it';
const APPLE = "Apple's word (Apple Style Guide)";

const COMPOUNDS: Compound[] = [
  {pattern: /\bset-up\b/gi, expected: 'setup (noun) or set up (verb)', why: US},
  {pattern: /\bkick-off\b/gi, expected: 'kickoff (noun) or kick off (verb)', why: US},
  {pattern: /\bback-up\b/gi, expected: 'backup (noun) or back up (verb)', why: APPLE},
  {pattern: /\bstart-up\b/gi, expected: 'startup (noun) or start up (verb)', why: APPLE},
  {pattern: /\bany more(?=\s*(?:[.,;:!?)]|$))/gi, expected: 'anymore', why: US},
  {pattern: /\be-mail/gi, expected: 'email', why: APPLE},
  {pattern: /\bcheck box(?:es)?\b/gi, expected: 'checkbox', why: APPLE},
  {pattern: /\bsub[- ]menus?\b/gi, expected: 'submenu', why: APPLE},
  {pattern: /\btool[- ]bars?\b/gi, expected: 'toolbar', why: APPLE},
  {pattern: /\bside[- ]bars?\b/gi, expected: 'sidebar', why: APPLE},
  {pattern: /\bshort[- ]cut(?:s|\b)/gi, expected: 'shortcut', why: APPLE},
  {pattern: /\bon[- ]screen\b/gi, expected: 'onscreen', why: APPLE},
  {pattern: /\bweb site/gi, expected: 'website', why: APPLE},
  {pattern: /\bpop up(?= (?:menu|window|button))/gi, expected: 'pop-up', why: APPLE},
];

export type CompoundHit = {index: number; variant: string; expected: string; why: string};

/** The first letter of `expected` in the case of `variant`'s ("Set-up" → "Setup …"). */
const inCaseOf = (variant: string, expected: string) =>
  /^[A-Z]/.test(variant) ? expected[0].toUpperCase() + expected.slice(1) : expected;

/** Each open or wrongly hyphenated compound of `text`. */
export function openCompounds(text: string): CompoundHit[] {
  return COMPOUNDS.flatMap(({pattern, expected, why}) =>
    [...text.matchAll(pattern)].map((match) => ({
      index: match.index,
      variant: match[0],
      expected: inCaseOf(match[0], expected),
      why,
    })),
  ).sort((a, b) => a.index - b.index);
}
