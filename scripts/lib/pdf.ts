/**
 * Reads a PDF with Mozilla's PDF.js (pdfjs-dist, its legacy build, the one made for Node): page
 * count, title, outline (bookmarks) and named destinations with the page each leads to, and the
 * text of a page. scripts/lib/manual/print.ts reads its first print with it to number the table of
 * contents; the tests read the finished manuals with it.
 */
import type {PDFDocumentProxy} from 'pdfjs-dist';

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
  close(): Promise<void>;
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
  // A copy: PDF.js takes ownership of the buffer it reads.
  const doc = await pdfjs.getDocument({data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0}).promise;
  const destinations = new Map<string, number>();
  for (const [name, dest] of Object.entries(await doc.getDestinations())) {
    const page = await pageOf(doc, dest as Destination);
    if (page !== undefined) destinations.set(name, page);
  }
  const info = (await doc.getMetadata()).info as {Title?: string};
  return {
    pages: doc.numPages,
    title: info.Title || undefined,
    outline: await outlineOf(doc, (await doc.getOutline()) as RawOutline[] | null),
    destinations,
    async pageText(page) {
      const content = await (await doc.getPage(page)).getTextContent();
      return content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    },
    close: () => doc.destroy(),
  };
}
