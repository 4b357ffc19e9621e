/**
 * Reads a PDF with Mozilla's PDF.js (pdfjs-dist, its legacy build, the one made for Node): page
 * count, title, outline (bookmarks) and named destinations with the page each leads to, and the
 * text of a page; and what a PDF reader and a screen reader go by: XMP metadata, viewer
 * preferences, each page's size, fonts, text with the marked content around it and structure tree.
 * A page's text is read from its content once, however often and in whatever form it is asked for:
 * reading it is most of what a reading of a manual costs.
 */
import type {PDFDocumentProxy, PDFPageProxy} from 'pdfjs-dist';

/** A bookmark of the outline, with the page it opens (1-based; undefined when it has no destination). */
export interface OutlineEntry {
  title: string;
  page: number | undefined;
  items: OutlineEntry[];
}

export interface PdfReading {
  pages: number;
  /** The document's title (its Info dictionary), or undefined. */
  title: string | undefined;
  outline: OutlineEntry[];
  /** Each named destination (Chromium names them after the ids that links lead to) → its page, 1-based. */
  destinations: Map<string, number>;
  /** The text of a page (1-based), its pieces joined by spaces. */
  pageText(page: number): Promise<string>;
  /** The XMP metadata, each property by its prefixed name (`dc:title`), or undefined without any. */
  xmp: Map<string, unknown> | undefined;
  /** The ViewerPreferences dictionary's DisplayDocTitle (show the title, not the file name). */
  displayDocTitle: boolean | undefined;
  /** A page's width and height in points. */
  pageSize(page: number): Promise<[number, number]>;
  /** The fonts a page draws with (their names as the PDF has them) and whether each is a Type 3 font. */
  pageFonts(page: number): Promise<{name: string; type3: boolean}[]>;
  /**
   * A page's pieces of text, each with the tags of the marked content around it, outermost first
   * (`Artifact`, `P`…), and whether it is content of the structure tree: marked content with an
   * MCID around it. Marked content without one (a Span that only gives an ActualText) is not.
   */
  markedText(page: number): Promise<{text: string; tags: string[]; inStructure: boolean}[]>;
  /** The structure elements whose content is on a page: their type (through the role map) and alternative text. */
  structure(page: number): Promise<{role: string; alt: string | undefined}[]>;
  close(): Promise<void>;
}

/** The structure types of PDF 1.7 (ISO 32000-1, 14.8.4): any other needs a role map to one of them. */
export const STANDARD_STRUCTURE_TYPES = new Set(
  (
    'Document Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct Private P H H1 H2 H3 H4 H5 H6 ' +
    'L LI Lbl LBody Table TR TH TD THead TBody TFoot Span Quote Note Reference BibEntry Code Link Annot ' +
    'Ruby RB RT RP Warichu WT WP Figure Formula Form'
  ).split(' '),
);

interface StructNode {
  role?: string;
  alt?: string;
  children?: StructNode[];
}

type Destination = unknown[] | null;

/** The 1-based page of an explicit destination, or undefined. */
async function pageOf(doc: PDFDocumentProxy, dest: string | Destination): Promise<number | undefined> {
  const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
  const ref = explicit?.[0];
  if (ref === undefined || ref === null) return undefined;
  // A destination names its page by reference, or (rarely) by index.
  return typeof ref === 'number' ? ref + 1 : (await doc.getPageIndex(ref as {num: number; gen: number})) + 1;
}

interface RawOutline {
  title: string;
  dest: string | Destination;
  items: RawOutline[];
}

async function outlineOf(doc: PDFDocumentProxy, items: RawOutline[] | null): Promise<OutlineEntry[]> {
  return Promise.all(
    (items ?? []).map(async (item) => ({
      title: item.title,
      page: await pageOf(doc, item.dest),
      items: await outlineOf(doc, item.items),
    })),
  );
}

/** Opens a PDF from its bytes. */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  // ESM only: a dynamic import from the CommonJS the scripts and tests are compiled to.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: PDF.js takes ownership of the buffer it reads. Nothing here paints a page: its fonts are
  // read, never loaded into a page, and its images are left out of its operators (any image is over
  // the largest size of 0 pixels), which spares decoding them, a third of the work of listing them.
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    maxImageSize: 0,
    verbosity: 0,
  }).promise;
  const destinations = new Map<string, number>();
  for (const [name, dest] of Object.entries(await doc.getDestinations())) {
    const page = await pageOf(doc, dest as Destination);
    if (page !== undefined) destinations.set(name, page);
  }
  const {info, metadata} = (await doc.getMetadata()) as {
    info: {Title?: string};
    metadata: Iterable<[string, unknown]> | null;
  };
  const preferences = (await doc.getViewerPreferences()) as {DisplayDocTitle?: boolean} | null;
  // Each page's text, read once with its marked content: the plain text is the same pieces of text,
  // the marked content only adds its beginnings and ends between them.
  const contents = new Map<number, ReturnType<PDFPageProxy['getTextContent']>>();
  const contentOf = (page: number) => {
    let content = contents.get(page);
    if (content === undefined) {
      content = doc.getPage(page).then((proxy) => proxy.getTextContent({includeMarkedContent: true}));
      contents.set(page, content);
    }
    return content;
  };
  return {
    pages: doc.numPages,
    title: info.Title || undefined,
    outline: await outlineOf(doc, (await doc.getOutline()) as RawOutline[] | null),
    destinations,
    async pageText(page) {
      return (await contentOf(page)).items
        .flatMap((item) => ('str' in item ? [item.str] : []))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    },
    xmp: metadata === null ? undefined : new Map(metadata),
    displayDocTitle: preferences?.DisplayDocTitle,
    async pageSize(page) {
      const [x0, y0, x1, y1] = (await doc.getPage(page)).view;
      return [x1 - x0, y1 - y0];
    },
    async pageFonts(page) {
      const proxy = await doc.getPage(page);
      const operators = await proxy.getOperatorList();
      const names = new Set(
        operators.fnArray.flatMap((fn, i) => (fn === pdfjs.OPS.setFont ? [operators.argsArray[i][0] as string] : [])),
      );
      return [...names].map((id) => {
        const font = proxy.commonObjs.get(id) as {name: string; isType3Font: boolean};
        return {name: font.name, type3: font.isType3Font};
      });
    },
    async markedText(page) {
      const open: {tag: string; mcid: boolean}[] = [];
      const pieces: {text: string; tags: string[]; inStructure: boolean}[] = [];
      for (const item of (await contentOf(page)).items) {
        if ('str' in item) {
          pieces.push({text: item.str, tags: open.map(({tag}) => tag), inStructure: open.some(({mcid}) => mcid)});
        } else if (item.type === 'endMarkedContent') {
          open.pop();
        } else {
          // PDF.js gives the tag (`Artifact`, `P`) of each marked content it begins, and an id to
          // one with an MCID; its types omit both.
          const {tag, id} = item as {tag?: string | null; id?: string | null};
          open.push({tag: tag ?? '', mcid: typeof id === 'string'});
        }
      }
      return pieces;
    },
    async structure(page) {
      const elements: {role: string; alt: string | undefined}[] = [];
      const visit = (node: StructNode) => {
        // The tree's root (`Root`) is PDF.js's, not the file's.
        if (node.role !== undefined && node.role !== 'Root') elements.push({role: node.role, alt: node.alt});
        node.children?.forEach(visit);
      };
      visit((await (await doc.getPage(page)).getStructTree()) as StructNode);
      return elements;
    },
    close: () => doc.destroy(),
  };
}
