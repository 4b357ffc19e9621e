/**
 * The English checks of `npm run lint:terms` beside the glossary (terminology/en.yml): the serial
 * comma, Apple's compounds and shortcuts named in running text, as textlint rules over textlint's tree of a page or a string, so
 * that code blocks, inline code and link URLs are never read (scripts/lib/english/prose.ts).
 * Their messages read like prh's, "variant => expected", which scripts/lib/terminology-check.ts prints as
 * `variant → expected`.
 */
import type {TextlintRuleContext, TextlintRuleModule} from '@textlint/types';
import {openCompounds} from './compounds';
import {keyNameHits} from './key-names';
import {type Prose, proseOf, type TxtNode} from './prose';
import {missingSerialCommas} from './serial-comma';

/** The blocks whose prose is read: a paragraph (in a list item or a quote too), a heading, a table cell. */
const BLOCKS = ['Paragraph', 'Header', 'TableCell'];

/** A rule that reads the prose of each of `blocks` and reports what `find` finds in it. */
function proseRule(
  find: (prose: Prose) => {index: number; length: number; message: string}[],
  blocks = BLOCKS,
): TextlintRuleModule {
  return (context: Readonly<TextlintRuleContext>) => {
    const file = context.getSource();
    const check = (node: TxtNode) => {
      const prose = proseOf(node, file);
      for (const hit of find(prose)) {
        const start = prose.offsetOf(hit.index) - node.range[0];
        const end = prose.offsetOf(hit.index + hit.length) - node.range[0];
        context.report(
          node as never,
          new context.RuleError(hit.message, {padding: context.locator.range([start, Math.max(end, start + 1)])}),
        );
      }
    };
    return Object.fromEntries(blocks.map((type) => [type, check]));
  };
}

const serialComma = proseRule((prose) =>
  missingSerialCommas(prose.text).map(({index, length, conjunction, list}) => {
    // The words as the file writes them: `⌘0` and <Menu … />, not the opaque word the check read.
    const middle = prose.written(index, index + length - conjunction.length).trimEnd();
    return {
      index,
      length,
      message:
        `${middle} ${conjunction} => ${middle}, ${conjunction}\n` +
        `A list of three or more takes a comma before its "and" or "or" (serial comma, Apple Style Guide): ${list}`,
    };
  }),
);

const compounds = proseRule(({text}) =>
  openCompounds(text).map(({index, variant, expected, why}) => ({
    index,
    length: variant.length,
    message: `${variant} => ${expected}\n${why}.`,
  })),
);

/** Running text only: a table keeps the menu's glyphs, as Apple's shortcut tables do. */
const keyNames = proseRule(
  ({text}) => keyNameHits(text),
  BLOCKS.filter((type) => type !== 'TableCell'),
);

/** The rules, as textlint's kernel takes them beside those of config/textlint-en.json. */
export const englishRules = [
  {ruleId: 'english/serial-comma', rule: serialComma},
  {ruleId: 'english/compounds', rule: compounds},
  {ruleId: 'english/key-names', rule: keyNames},
];
