/**
 * A page's source (Markdown or MDX) as the site's checks read it: one parse into textlint's
 * Markdown tree (@textlint/markdown-to-ast, the tree the terminology lint walks, with offsets), and
 * its front matter through `yaml`, with where each value starts. The checks of sources ask this
 * module for what they need (the prose, the headings and their ids, the imports, the admonitions)
 * rather than each reading fences, front matter or headings with a pattern of its own.
 *
 * MDX syntax the Markdown tree does not know comes out as Markdown: an import line is a paragraph
 * starting with `import`, an admonition's `:::tip` a paragraph of its own, a JSX tag an `Html`
 * node. A fence never closed runs to the end of the page, as MDX reads it.
 */
import {parse} from '@textlint/markdown-to-ast';
import type {TxtNode, TxtParentNode} from '@textlint/ast-node-types';
import YAML from 'yaml';

/** The front matter's node: markdown-to-ast names it `Yaml`, a type its typings leave out. */
const isFrontMatter = ({type}: TxtNode) => (type as string) === 'Yaml';

/** Every node of `tree`, parents before their children, in the order of the text. */
function nodesOf(tree: TxtNode): TxtNode[] {
  const children = (tree as TxtParentNode).children ?? [];
  return [tree, ...children.flatMap(nodesOf)];
}

export class PageSource {
  readonly tree: TxtParentNode;
  readonly nodes: TxtNode[];

  constructor(readonly text: string) {
    this.tree = parse(text);
    this.nodes = nodesOf(this.tree);
  }

  /** The page's text with these nodes blanked out, every line where it was (positions stay true). */
  private blank(nodes: TxtNode[]): string {
    let text = this.text;
    for (const node of nodes) {
      const [start, end] = node.range;
      text = text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end);
    }
    return text;
  }

  private without(test: (node: TxtNode) => boolean): string {
    return this.blank(this.nodes.filter(test));
  }

  /** The text without its code blocks: what a reader reads as prose, the front matter included. */
  withoutCodeBlocks(): string {
    return this.without(({type}) => type === 'CodeBlock');
  }

  /** The text without its front matter and code blocks. */
  prose(): string {
    return this.without((node) => isFrontMatter(node) || node.type === 'CodeBlock');
  }

  /** The text without its front matter and import lines (and code blocks, unless kept): what the page shows. */
  body({codeBlocks = true} = {}): string {
    const code = codeBlocks ? [] : this.nodes.filter(({type}) => type === 'CodeBlock');
    return this.blank([...this.nodes.filter(isFrontMatter), ...this.importNodes(), ...code]);
  }

  /** The top-level paragraphs of `import` lines. */
  private importNodes(): TxtNode[] {
    return this.tree.children.filter(({type, raw}) => type === 'Paragraph' && /^import\s/.test(raw));
  }

  /** Each import line, trimmed: `import X from '../_partials/x.mdx';`. */
  imports(): string[] {
    return this.importNodes().flatMap(({raw}) =>
      raw
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.startsWith('import ')),
    );
  }

  /** The headings below the page title (`##` and deeper), their text without the `{#id}`, and the id. */
  headings(): {depth: number; text: string; id?: string}[] {
    return this.nodes
      .filter((node) => node.type === 'Header' && (node as TxtNode & {depth: number}).depth >= 2)
      .map((node) => {
        const text = node.raw.replace(/^#+\s*/, '');
        const id = /\s*\{#([\w-]+)\}\s*$/.exec(text);
        return {
          depth: (node as TxtNode & {depth: number}).depth,
          text: (id ? text.slice(0, id.index) : text).trim(),
          id: id?.[1],
        };
      });
  }

  /** Each admonition's kind and title (`:::tip A narrow window` → tip, "A narrow window"), in order. */
  admonitions(): {kind: string; title: string}[] {
    return this.nodes.flatMap(({type, raw}) => {
      const opening = type === 'Paragraph' ? /^:::(\w+)(.*)$/m.exec(raw.split('\n')[0]) : null;
      return opening ? [{kind: opening[1], title: opening[2].trim()}] : [];
    });
  }

  /** The items of bulleted lists (not numbered ones), each as its first paragraph's text. */
  bulletItems(): TxtParentNode[] {
    return this.nodes
      .filter((node) => node.type === 'List' && !(node as TxtNode & {ordered: boolean}).ordered)
      .flatMap((list) => (list as TxtParentNode).children)
      .flatMap((item) => (item as TxtParentNode).children.slice(0, 1).filter(({type}) => type === 'Paragraph'))
      .map((paragraph) => paragraph as TxtParentNode);
  }

  /**
   * The front matter: its values, and a document of `yaml` whose nodes say where each value is
   * (`range`, offsets into `frontMatter.text`, which starts at `frontMatter.offset` in the page).
   */
  frontMatter(): {data: Record<string, unknown>; document: YAML.Document.Parsed; offset: number} | undefined {
    const node = this.tree.children.find(isFrontMatter);
    if (node === undefined) return undefined;
    const value = String((node as TxtNode & {value: string}).value);
    const document = YAML.parseDocument(value);
    return {
      data: (document.toJSON() ?? {}) as Record<string, unknown>,
      document,
      offset: this.text.indexOf(value, node.range[0]),
    };
  }
}

/** The line and column (1-based) of `index` in `text`. */
export function positionOf(text: string, index: number): {line: number; column: number} {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  return {line: text.slice(0, index).split('\n').length, column: index - lineStart + 1};
}
