/**
 * Curly quotes and apostrophes in the English pages, posts and pages, set by the build (issue 27):
 * writers type straight ' and " in MDX, readers see “ ” ‘ ’, as Apple's US English guides print
 * them. The work is remark-smartypants's (a maintained plugin; its 3.x reads only the mdast text,
 * inline code and block nodes that MDX 1's remark 12 trees have too, and leaves MDX 1's `jsx`,
 * `import` and `code` nodes alone, so JSX attributes, imports and code blocks keep their straight
 * quotes). Inline code counts as letters between quotes, and the text of a link that is its own
 * address (`<https://…>`) is kept as written, the way inline code is.
 *
 * English only: the other languages have quotation marks of their own („…“, « … », 「…」), which
 * their writers type and their typography checks read; a straight quote in a German page must stay
 * an error there, not become an English one. The config is loaded once per locale being built
 * (`DOCUSAURUS_CURRENT_LOCALE`), and the plugin is given to the English build alone.
 *
 * Dashes are left as typed: whether `--` is an en dash (a range) or an em dash (a break) is the
 * writer's call, and in prose it is more likely an option outside code. Three periods become the
 * ellipsis character, which Apple always prints. Front matter (title, description) and site
 * strings do not go through remark: writers type curly quotes there, and
 * tests/build/english-quotes.spec.ts reads every text a reader sees.
 */
import {defaultLocale} from '../../../config/i18n';

/** retext-smartypants's options: quotes and ellipses as Apple prints them, dashes as written. */
export const SMART_QUOTES_OPTIONS = {quotes: true, ellipses: true, dashes: false, backticks: false} as const;

/** The parts of an mdast (remark 12) node this plugin reads. */
interface MdastNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdastNode[];
  /** An admonition's plain-text title (`:::tip Don't panic`), which Docusaurus keeps as a property. */
  data?: {hProperties?: {title?: unknown}};
}

type Transform = (tree: MdastNode, file: unknown) => void;

/** Every node of `tree`, depth first. */
const nodesOf = (tree: MdastNode): MdastNode[] => [tree, ...(tree.children ?? []).flatMap(nodesOf)];

/** `text` with its quotes set, as a paragraph of its own. */
function setQuotes(transform: Transform, text: string, file: unknown): string {
  const node = {type: 'text', value: text};
  transform({type: 'root', children: [{type: 'paragraph', children: [node]}]}, file);
  return node.value;
}

/**
 * The remark plugin (an attacher): remark-smartypants is an ES module, which the config (loaded as
 * CommonJS) imports when the first page is compiled; MDX compiles asynchronously.
 */
function remarkSmartQuotes(): (tree: MdastNode, file: unknown) => Promise<void> {
  let smartypants: Promise<Transform> | undefined;
  return async (tree, file) => {
    // Its attacher reads only its options (no unified processor as `this`) and returns the transform.
    smartypants ??= import('remark-smartypants').then(({default: plugin}) =>
      (plugin as (options: typeof SMART_QUOTES_OPTIONS) => Transform)(SMART_QUOTES_OPTIONS),
    );
    const transform = await smartypants;
    const nodes = nodesOf(tree);
    // A link's text that is its address is read as inline code is (letters the plugin keeps), then given back.
    const addresses = nodes
      .filter((node) => node.type === 'link')
      .flatMap((link) => (link.children ?? []).filter((child) => child.type === 'text' && child.value === link.url));
    for (const text of addresses) text.type = 'inlineCode';
    transform(tree, file);
    for (const text of addresses) text.type = 'text';
    // Docusaurus's admonitions parse a plain title into a property, out of the text the plugin reads.
    for (const {data} of nodes) {
      const title = data?.hProperties?.title;
      if (typeof title === 'string') data!.hProperties!.title = setQuotes(transform, title, file);
    }
  };
}

/**
 * The remark plugins that set quotes for the locale being built: Docusaurus's `start` and `build`
 * set DOCUSAURUS_CURRENT_LOCALE before loading the config, to the string "undefined" when `start`
 * serves the default locale without `--locale`. To be given as the content plugins'
 * `beforeDefaultRemarkPlugins`, so that the headings' table of contents, which Docusaurus's own
 * plugins take from the text, reads the same quotes as the page.
 */
export function smartQuotesFor(locale: string | undefined): (typeof remarkSmartQuotes)[] {
  const building = locale === undefined || locale === 'undefined' ? defaultLocale : locale;
  return building === defaultLocale ? [remarkSmartQuotes] : [];
}
