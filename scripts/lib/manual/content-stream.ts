/**
 * A page's content stream with whatever it paints outside marked content made an artifact.
 *
 * Chromium's tagged PDF marks the content of the document's elements (`/P <</MCID 3>> BDC … EMC`)
 * and nothing else: the running header and page number of the page margin boxes are painted
 * outside any marked content, so a screen reader reads them into the text. PDF/UA-1 wants every
 * piece of content either tagged or an artifact; what the structure tree does not hold is the
 * page's furniture, so each run of it becomes `/Artifact BMC … EMC`.
 *
 * A tag is marked content with an MCID, which the structure tree points to, or an artifact. Other
 * marked content only gives properties: Chromium writes the glyph a font shares between two
 * characters (・ and ‧ in Noto Sans JP) inside `/Span <</ActualText …>> BDC … EMC`, in the running
 * header as in the text. Outside the tags, such a Span is furniture like the rest, and the
 * artifact goes around it.
 *
 * The stream is read as a list of operators (ISO 32000-1, 7.8.2: operands, then the operator); the
 * marked content is inserted between them, where the standard allows it: around a whole text
 * object or path, or around text-showing operators inside a text object, never across a text
 * object's bounds or inside a path, and around other marked content, never inside it.
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
 * Whether a BMC or BDC begins a tag: an artifact, or content of the structure tree (an MCID in its
 * properties), rather than marked content that only gives properties (an ActualText).
 */
function beginsTag(content: string, op: Operation): boolean {
  const operands = content.slice(op.start, op.end);
  if (/^\/Artifact\b/.test(operands)) return true;
  // Chromium writes its properties inline; a name would stand for a dictionary of the page's resources.
  if (op.operator === 'BDC' && !operands.includes('<<')) {
    throw new Error('A content stream with marked content whose properties are a resource cannot be read here');
  }
  return /\/MCID\b/.test(operands);
}

/**
 * The content stream with each run of painting outside the tags wrapped in `/Artifact BMC … EMC`;
 * what is tagged already is left as it is.
 */
export function markUntaggedAsArtifacts(content: string): string {
  const operations = operationsOf(content);
  const isTag = (op: Operation) => BEGINS_MARKED.has(op.operator) && beginsTag(content, op);
  const out: string[] = [];
  let copied = 0;
  const insert = (at: number, text: string) => {
    out.push(content.slice(copied, at), text);
    copied = at;
  };
  /** The marked content open, outermost first: whether each is a tag, where it begins, and whether in a text object. */
  const marked: {tag: boolean; start: number; inText: boolean}[] = [];
  const inTag = () => marked.some(({tag}) => tag);
  let inText = false;
  /** The artifact open, if any: one opened inside a text object closes before its ET. */
  let open: 'inside text' | 'outside text' | undefined;
  const close = (at: number) => {
    insert(at, CLOSE);
    open = undefined;
  };
  /** Opens the artifact at `op`, or around the marked content that holds it outside the tags. */
  const openAt = (op: Operation) => {
    const outermost = marked[0];
    insert(outermost?.start ?? op.start, OPEN);
    open = (outermost?.inText ?? inText) ? 'inside text' : 'outside text';
  };

  for (const [i, op] of operations.entries()) {
    const name = op.operator;
    if (BEGINS_MARKED.has(name)) {
      const tag = isTag(op);
      if (tag && !inTag() && marked.length > 0) {
        throw new Error('A content stream with a tag inside marked content that is no tag cannot be read here');
      }
      if (tag && open !== undefined) close(op.start);
      marked.push({tag, start: op.start, inText});
    } else if (name === 'EMC') {
      if (marked.pop() === undefined) throw new Error('A content stream closes marked content it never opened (EMC)');
    } else if (name === 'BT') {
      const end = nextOf(operations, i, new Set(['ET']));
      const inside = operations.slice(i, end === -1 ? undefined : end);
      // A text object holding tags is marked inside; one that only shows text, whole.
      if (inside.some(isTag)) {
        if (open !== undefined) close(op.start);
      } else if (!inTag() && open === undefined && inside.some((o) => SHOWS_TEXT.has(o.operator))) {
        openAt(op);
      }
      inText = true;
    } else if (name === 'ET') {
      inText = false;
      if (open === 'inside text') close(op.start);
    } else if (!inTag() && open === undefined) {
      const paints = inText
        ? SHOWS_TEXT.has(name)
        : PAINTS_OBJECT.has(name) ||
          (STARTS_PATH.has(name) && operations[nextOf(operations, i, ENDS_PATH)]?.operator !== 'n');
      if (paints) openAt(op);
    }
  }
  if (open !== undefined) close(content.length);
  out.push(content.slice(copied));
  return out.join('');
}
