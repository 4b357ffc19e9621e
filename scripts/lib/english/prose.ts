/**
 * The prose of a block of textlint's tree (a paragraph, a heading, a table cell), as one string a
 * check can read across its inline parts, and the way back from a place in that string to the
 * file. The words of bold, italic and link text are read (a link's text is prose, its URL is not);
 * inline code and inline JSX (`<Menu … />`) are read as one opaque word each, whose content is
 * never checked; line breaks inside a paragraph are spaces.
 */

/** The parts of textlint's markdown tree these checks read. */
export type TxtNode = {type: string; range: readonly [number, number]; value?: string; children?: TxtNode[]};

/** An opaque word: inline code, or a component such as `<Menu>`. */
export const OPAQUE = '\u2039\u203a';

export type Prose = {
  text: string;
  /** The offset in the file of the character at `index` of `text`. */
  offsetOf: (index: number) => number;
  /** `text` from `start` to `end` with each opaque word as the file writes it (`⌘0`, not ‹›), for a message. */
  written: (start: number, end: number) => string;
};

type Piece = {at: number; length: number; source: number; raw?: string};

/** The prose of `block`, whose file's text is `file`. */
export function proseOf(block: TxtNode, file: string): Prose {
  let text = '';
  const pieces: Piece[] = [];
  const add = (value: string, source: number, raw?: string) => {
    pieces.push({at: text.length, length: value.length, source, raw});
    text += value;
  };
  const walk = (node: TxtNode) => {
    const [start, end] = node.range;
    if (node.type === 'Str') add((node.value ?? '').replace(/\s/g, ' '), start);
    else if (node.type === 'Code' || node.type === 'Html') add(OPAQUE, start, file.slice(start, end));
    else if (node.type === 'Break') add(' ', start, ' ');
    else if (node.type !== 'Image') node.children?.forEach(walk);
  };
  block.children?.forEach(walk);
  const pieceAt = (index: number) => pieces.filter((candidate) => candidate.at <= index).pop();
  return {
    text,
    offsetOf(index) {
      const piece = pieceAt(index);
      if (piece === undefined) return block.range[0];
      return piece.raw === undefined ? piece.source + Math.min(index - piece.at, piece.length) : piece.source;
    },
    written(start, end) {
      return pieces
        .filter((piece) => piece.at < end && piece.at + piece.length > start)
        .map((piece) => piece.raw ?? text.slice(Math.max(start, piece.at), Math.min(end, piece.at + piece.length)))
        .join('');
    },
  };
}
