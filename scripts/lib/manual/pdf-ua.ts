/**
 * What Chromium's tagged PDF lacks for PDF/UA-1 (ISO 14289-1), added to a printed manual with
 * pdf-lib (the JavaScript library most used to edit a PDF's objects, stable since 1.17.1, and run
 * wherever the build runs; qpdf would need a program of its own and an install on every machine):
 *
 * - the page furniture as artifacts: the running header and the page number of the page margin
 *   boxes, painted outside any tag, would otherwise be read into the text (./content-stream.ts);
 * - XMP metadata with the title, the language and the PDF/UA identifier (Chromium writes only the
 *   Info dictionary); the title shown in the reader's window (DisplayDocTitle);
 * - a role map for the structure types Chromium takes from PDF 2.0 (`Strong`, `Em`), which a PDF
 *   1.7 reader does not know, to their standard type;
 * - no Figure without alternative text: Chromium tags the `<figure>` around each drawing as a
 *   Figure of its own, around the drawing's (named by the drawing's title) and its caption. That
 *   frame becomes a Div: a screen reader announces the drawing once, by its description, and
 *   then reads its caption, which an alternative text on the frame would hide.
 *
 * And a report of the fonts the manual embeds, for the build's line about it.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHeader,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  decodePDFRawStream,
} from 'pdf-lib';
import escapeHtml from 'escape-html';
import {STANDARD_STRUCTURE_TYPES} from '../pdf';
import {markUntaggedAsArtifacts} from './content-stream';

/** The other types Chromium writes, and the standard type each stands for. */
const ROLE_MAP: Record<string, string> = {Strong: 'Span', Em: 'Span'};

/** A font of the manual, as a PDF reader lists it. */
export interface EmbeddedFont {
  /** Its name without the subset tag: `DejaVuSans-Bold`. */
  name: string;
  /** `Type3` for a font drawn as glyph procedures, else its subtype (`Type0`, `TrueType`…). */
  type: string;
}

/** The PDF's XMP metadata: its title and language (Dublin Core) and its PDF/UA part. */
function xmp(title: string, language: string): string {
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeHtml(title)}</rdf:li></rdf:Alt></dc:title>
   <dc:language><rdf:Bag><rdf:li>${escapeHtml(language)}</rdf:li></rdf:Bag></dc:language>
   <pdfuaid:part>1</pdfuaid:part>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** Each page's untagged content marked as an artifact, in place of its content. */
function markArtifacts(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    if (contents === undefined) continue;
    // One stream or several, which the page joins: marked content may run from one into the next.
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const content = refs
      .map((ref) => {
        const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : undefined;
        if (!(stream instanceof PDFRawStream)) throw new Error('A page content that is not a stream of the file');
        return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      })
      .join('\n');
    const marked = markUntaggedAsArtifacts(content);
    // The page's first stream takes the whole; the others go (pdf-lib writes every object it holds).
    const [first, ...rest] = refs as PDFRef[];
    doc.context.assign(first, doc.context.flateStream(Buffer.from(marked, 'latin1')));
    for (const ref of rest) doc.context.delete(ref);
    page.node.set(PDFName.of('Contents'), first);
  }
}

/** The structure elements under `kids` (a K entry), at any depth, parents before their children. */
function structureElements(doc: PDFDocument, kids: PDFObject | undefined): PDFDict[] {
  const elements: PDFDict[] = [];
  const visit = (kid: unknown) => {
    const node = kid instanceof PDFRef ? doc.context.lookup(kid) : kid;
    if (node instanceof PDFArray) {
      node.asArray().forEach(visit);
    } else if (node instanceof PDFDict && node.get(PDFName.of('S')) instanceof PDFName) {
      // A marked-content or object reference has no structure type: only elements are walked.
      elements.push(node);
      visit(node.get(PDFName.of('K')));
    }
  };
  visit(kids);
  return elements;
}

const typeOf = (element: PDFDict) => element.lookup(PDFName.of('S'), PDFName).decodeText();

const hasAlt = (element: PDFDict) => {
  const alt = element.lookup(PDFName.of('Alt'));
  return (alt instanceof PDFString || alt instanceof PDFHexString) && alt.decodeText().trim() !== '';
};

/** The role map of the types Chromium writes beyond PDF 1.7, and the drawings' frames as Divs. */
function completeStructure(doc: PDFDocument): void {
  const root = doc.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
  const elements = structureElements(doc, root.get(PDFName.of('K')));
  const used = new Set(elements.map(typeOf).filter((type) => !STANDARD_STRUCTURE_TYPES.has(type)));
  const unknown = [...used].filter((type) => ROLE_MAP[type] === undefined);
  if (unknown.length > 0) {
    throw new Error(`Chromium tagged ${unknown.join(', ')}, which PDF 1.7 does not define: map each in ROLE_MAP`);
  }
  root.set(
    PDFName.of('RoleMap'),
    doc.context.obj(Object.fromEntries([...used].map((type) => [type, PDFName.of(ROLE_MAP[type])]))),
  );

  const unnamed = elements.filter((element) => typeOf(element) === 'Figure' && !hasAlt(element));
  for (const figure of unnamed) {
    const named = structureElements(doc, figure.get(PDFName.of('K'))).some(
      (inner) => typeOf(inner) === 'Figure' && hasAlt(inner),
    );
    if (!named) {
      throw new Error(
        'A figure has no text alternative and holds no drawing that has one: give it one (an <img> its alt, an SVG its title)',
      );
    }
    figure.set(PDFName.of('S'), PDFName.of('Div'));
  }
}

/** The fonts the pages and the forms they draw use, each once. */
function embeddedFonts(doc: PDFDocument): EmbeddedFont[] {
  const fonts = new Map<string, EmbeddedFont>();
  const seen = new Set<PDFDict>();
  const visitResources = (resources: PDFDict | undefined) => {
    if (resources === undefined || seen.has(resources)) return;
    seen.add(resources);
    const fontDict = resources.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const type = font.lookup(PDFName.of('Subtype'), PDFName).decodeText();
      // A Type 3 font has no BaseFont: Chromium names its face in the font descriptor.
      const named =
        font.lookupMaybe(PDFName.of('BaseFont'), PDFName) ??
        font.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict)?.lookupMaybe(PDFName.of('FontName'), PDFName);
      const name = (named?.decodeText() ?? '(unnamed)').replace(/^[A-Z]{6}\+/, '');
      fonts.set(`${name} ${type}`, {name, type});
    }
    const xObjects = resources.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of xObjects?.entries() ?? []) {
      const form = doc.context.lookup(ref);
      if (form instanceof PDFStream) visitResources(form.dict.lookupMaybe(PDFName.of('Resources'), PDFDict));
    }
  };
  for (const page of doc.getPages()) visitResources(page.node.Resources());
  return [...fonts.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The manual `pdf` (Chromium's print) completed for PDF/UA-1: `title` and `language` (BCP 47, the
 * document's /Lang) go to its XMP metadata. Resolves with the new PDF and the fonts it embeds.
 */
export async function completeForReaders(
  pdf: Uint8Array,
  {title, language}: {title: string; language: string},
): Promise<{pdf: Buffer; fonts: EmbeddedFont[]}> {
  // Chromium's Info dictionary (title, dates, creator) stays as it is.
  const doc = await PDFDocument.load(pdf, {updateMetadata: false});
  markArtifacts(doc);
  completeStructure(doc);
  // Uncompressed, as XMP is meant to be: a tool that does not read PDF can still find it.
  const metadata = doc.context.stream(Buffer.from(xmp(title, language), 'utf8'), {Type: 'Metadata', Subtype: 'XML'});
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(metadata));
  doc.catalog.getOrCreateViewerPreferences().setDisplayDocTitle(true);
  // PDF/UA-1 is a profile of PDF 1.7 (Chromium declares 1.4), whose object streams keep the
  // thousands of small structure elements compressed.
  doc.context.header = PDFHeader.forVersion(1, 7);
  const bytes = await doc.save({useObjectStreams: true});
  return {pdf: Buffer.from(bytes), fonts: embeddedFonts(doc)};
}
