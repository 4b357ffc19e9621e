/**
 * The Simplified Chinese part of the terminology check: zhlint (the linter of Chinese text that
 * Chinese translations of Vue and other docs use). Its default preset — full-width punctuation in
 * Chinese text, one space between Chinese and Latin words or digits, none between Chinese
 * characters — with two changes for Apple's Chinese style (CONTENT.md): full-width brackets （）
 * stay full-width, and “ ” are full-width marks that take no space outside them. It reads
 * Markdown and leaves code alone; a hit is `line:column  message`.
 * (textlint's spacing presets are Japanese; zhlint is the Chinese one.)
 */
import {run} from 'zhlint';

const APPLE_STYLE = {
  preset: 'default',
  halfwidthPunctuation: '',
  adjustedFullwidthPunctuation: '',
  // The 'simplified' unification without its … ← ⋯ (⋯ is the iOS More button). Listed item by item:
  // zhlint 0.8.2 reads `default: true` as a mark of its own and fails.
  unifiedPunctuation: {
    default: false,
    ...Object.fromEntries(['？？', '！！', '？！', '！？', '/', '~', '·'].map((mark) => [mark, true])),
    '“': ['「'],
    '”': ['」'],
    '‘': ['『'],
    '’': ['』'],
  },
};

/** A run of full-width characters as long as `text`: positions after it do not move. */
const fullWidth = (text: string) => '〇'.repeat(text.length);

/**
 * What zhlint must not read as prose, masked without moving what follows on the line: heading ids
 * (`{#create}`), a message's placeholders (`{count}`, read as a full-width word), file names.
 */
function masked(text: string): string {
  return text
    .replace(/[ \t]*\{#[\w-]+\}[ \t]*$/gm, fullWidth)
    .replace(/\{\w+\}/g, fullWidth)
    .replace(/\.(?:qpp|csv|txt|breakdown(?:template)?|pdf|png)\b/g, fullWidth);
}

export type ChineseHit = {line: number; column: number; message: string};

/** Line and column (1-based) of `index` in `text`. */
function position(text: string, index: number): {line: number; column: number} {
  const before = text.slice(0, index).split('\n');
  return {line: before.length, column: before[before.length - 1].length + 1};
}

export function checkChinese(text: string): ChineseHit[] {
  const {validations} = run(masked(text), {rules: APPLE_STYLE});
  // A space missing after a mark, or a mark that ends a group, is reported where it ends.
  return validations.map((validation) => ({
    ...position(
      text,
      ['spaceAfter', 'endValue'].includes(validation.target) ? validation.index + validation.length : validation.index,
    ),
    message: `${validation.message} (zhlint)`,
  }));
}
