/**
 * A page's content stream with whatever it paints outside marked content made an artifact.
 *
 * Chromium's tagged PDF marks the content of the document's elements (`/P <</MCID 3>> BDC … EMC`)
 * and nothing else: the running header and page number of the page margin boxes are painted
 * outside any marked content, so a screen reader reads them into the text. PDF/UA-1 wants every
 * piece of content either tagged or an artifact; what the structure tree does not hold is the
 * page's furniture, so each run of it becomes `/Artifact BMC … EMC`.
 *
 * The stream is read as a list of operators (ISO 32000-1, 7.8.2: operands, then the operator); the
 * marked content is inserted between them, where the standard allows it: around a whole text
 * object or path, or around text-showing operators inside a text object, never across a text
 * object's bounds or inside a path.
 */

/** An operator of a content stream: its name and where it stands, operands included. */
export interface Operation {
  operator: string;
  /** Offset of its first operand (of the operator itself when it has none). */
  start: number;
  /** Offset just past the operator. */
  end: number;
}

const isWhite = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\0';
const DELIMITERS = '()<>[]{}/%';
const isRegular = (c: string) => !isWhite(c) && !DELIMITERS.includes(c);
/** Keywords that are operands, not operators. */
const OPERAND_KEYWORDS = new Set(['true', 'false', 'null']);
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The end of the literal string that opens at `start`: balanced parentheses, backslash escapes. */
function endOfLiteralString(content: string, start: number): number {
  let depth = 0;
  for (let i = start; i < content.length; i += 1) {
    const c = content[i];
    if (c === '\\') i += 1;
    else if (c === '(') depth += 1;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  throw new Error('A content stream ends inside a string');
}

/** The operators of a content stream (its bytes as latin1 text), in order. */
export function operationsOf(content: string): Operation[] {
  const operations: Operation[] = [];
  let operandsStart: number | undefined;
  let i = 0;
  while (i < content.length) {
    const c = content[i];
    if (isWhite(c)) {
      i += 1;
      continue;
    }
    if (c === '%') {
      while (i < content.length && content[i] !== '\n' && content[i] !== '\r') i += 1;
      continue;
    }
    const start = i;
    if (c === '(') i = endOfLiteralString(content, i);
    else if (content.startsWith('<<', i) || content.startsWith('>>', i)) i += 2;
    else if (c === '<') i = content.indexOf('>', i) + 1 || content.length;
    else if (c === '/') for (i += 1; i < content.length && isRegular(content[i]);) i += 1;
    else if (DELIMITERS.includes(c)) i += 1;
    else {
      while (i < content.length && isRegular(content[i])) i += 1;
      const word = content.slice(start, i);
      if (!NUMBER.test(word) && !OPERAND_KEYWORDS.has(word)) {
        // An inline image's data is binary, not tokens: Chromium writes images as XObjects.
        if (word === 'BI') throw new Error('A content stream with an inline image (BI … EI) cannot be read here');
        operations.push({operator: word, start: operandsStart ?? start, end: i});
        operandsStart = undefined;
        continue;
      }
    }
    operandsStart ??= start;
  }
  return operations;
}

const SHOWS_TEXT = new Set(['Tj', 'TJ', "'", '"']);
const STARTS_PATH = new Set(['m', 're']);
/** The operators that end a path: each paints it but `n`, which only ends it (after a clip). */
const ENDS_PATH = new Set(['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'n']);
const PAINTS_OBJECT = new Set(['Do', 'sh']);
const BEGINS_MARKED = new Set(['BMC', 'BDC']);

const OPEN = '/Artifact BMC\n';
const CLOSE = '\nEMC\n';

/** The index of the first operation at or after `from` that is in `names`, or -1. */
const nextOf = (operations: Operation[], from: number, names: Set<string>) =>
  operations.findIndex((op, i) => i >= from && names.has(op.operator));

/**
 * The content stream with each run of painting outside marked content wrapped in `/Artifact BMC …
 * EMC`; what is marked already is left as it is.
 */
export function markUntaggedAsArtifacts(content: string): string {
  const operations = operationsOf(content);
  const out: string[] = [];
  let copied = 0;
  const insert = (at: number, text: string) => {
    out.push(content.slice(copied, at), text);
    copied = at;
  };
  let depth = 0;
  let inText = false;
  /** The artifact open, if any: one opened inside a text object closes before its ET. */
  let open: 'inside text' | 'outside text' | undefined;
  const close = (at: number) => {
    insert(at, CLOSE);
    open = undefined;
  };

  for (const [i, op] of operations.entries()) {
    const name = op.operator;
    if (BEGINS_MARKED.has(name)) {
      if (open !== undefined) close(op.start);
      depth += 1;
    } else if (name === 'EMC') {
      depth -= 1;
      if (depth < 0) throw new Error('A content stream closes marked content it never opened (EMC)');
    } else if (name === 'BT') {
      inText = true;
      const end = nextOf(operations, i, new Set(['ET']));
      const inside = operations.slice(i, end === -1 ? undefined : end);
      // A text object holding marked content is marked inside; one that only shows text, whole.
      if (inside.some((o) => BEGINS_MARKED.has(o.operator))) {
        if (open !== undefined) close(op.start);
      } else if (depth === 0 && open === undefined && inside.some((o) => SHOWS_TEXT.has(o.operator))) {
        insert(op.start, OPEN);
        open = 'outside text';
      }
    } else if (name === 'ET') {
      inText = false;
      if (open === 'inside text') close(op.start);
    } else if (depth === 0 && open === undefined) {
      const paints = inText
        ? SHOWS_TEXT.has(name)
        : PAINTS_OBJECT.has(name) ||
          (STARTS_PATH.has(name) && operations[nextOf(operations, i, ENDS_PATH)]?.operator !== 'n');
      if (paints) {
        insert(op.start, OPEN);
        open = inText ? 'inside text' : 'outside text';
      }
    }
  }
  if (open !== undefined) close(content.length);
  out.push(content.slice(copied));
  return out.join('');
}
