/**
 * What the manuals' build adds to Chromium's print (scripts/lib/manual/), on small inputs: a page's
 * content made of tagged content and artifacts only, whatever Chromium paints outside its tags
 * (the running header and page number, backgrounds, a glyph's ActualText Span there), with the
 * tags and the other content left as they are; and the Japanese and Chinese faces of config/manual.ts, which draw the CJK characters
 * only and name those they lack. The manuals themselves: tests/build/manual.spec.ts.
 */
import {test, expect} from '@playwright/test';
import {locales} from '../../config/locales';
import {markUntaggedAsArtifacts, operationsOf} from '../../scripts/lib/manual/content-stream';
import {charactersOutsideFace, manualFace, manualFontsOf} from '../../scripts/lib/manual/fonts';

const PAINTS = new Set(['Tj', 'TJ', "'", '"', 'S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'Do', 'sh']);

/** Each painting operator of a content stream with the marked content around it, outermost first. */
function paintedIn(content: string): {operator: string; tags: string[]}[] {
  const tags: string[] = [];
  const painted: {operator: string; tags: string[]}[] = [];
  for (const {operator, start, end} of operationsOf(content)) {
    if (operator === 'BMC' || operator === 'BDC') tags.push(/\/(\w+)/.exec(content.slice(start, end))![1]);
    else if (operator === 'EMC') tags.pop();
    else if (PAINTS.has(operator)) painted.push({operator, tags: [...tags]});
  }
  return painted;
}

/** A page as Chromium writes it: a background and the margin boxes' text untagged, then tagged text. */
const CHROMIUM_PAGE = `.24 0 0 -.24 0 842 cm
q
1 1 1 rg
0 0 595 842 re
f
Q
q
BT
/F4 16 Tf
1 0 0 -1 75 43 Tm
<0035005800510051> Tj
ET
BT
/F4 16 Tf
1 0 0 -1 456 761 Tm
[<0014> -12 <0003>] TJ
ET
Q
q
237 237 1275 2007 re
W* n
/P <</MCID 0 >>BDC
BT
/F6 32 Tf
1 0 0 -1 8 37 Tm
<0037> Tj
ET
Q
EMC
/Figure <</MCID 1 >>BDC
0 0 100 40 re
f
/Im1 Do
EMC
`;

test('what Chromium paints outside its tags becomes artifacts; its tags stay as they are', () => {
  const marked = markUntaggedAsArtifacts(CHROMIUM_PAGE);
  expect(paintedIn(CHROMIUM_PAGE).filter(({tags}) => tags.length === 0)).toHaveLength(3);
  expect(paintedIn(marked)).toEqual([
    {operator: 'f', tags: ['Artifact']},
    {operator: 'Tj', tags: ['Artifact']},
    {operator: 'TJ', tags: ['Artifact']},
    {operator: 'Tj', tags: ['P']},
    {operator: 'f', tags: ['Figure']},
    {operator: 'Do', tags: ['Figure']},
  ]);
  // Nothing else changes: without the artifacts' operators, the stream is the one Chromium wrote.
  const operators = (content: string) => operationsOf(content).map(({operator}) => operator);
  expect(operators(marked).filter((op, i, all) => !(op === 'BMC' || (op === 'EMC' && isArtifactEnd(all, i))))).toEqual(
    operators(CHROMIUM_PAGE),
  );
  // A clipping path paints nothing: alone outside the tags, it needs no artifact.
  const clipped = 'q\n0 0 10 10 re\nW n\n/P <</MCID 0 >>BDC\nBT\n<01> Tj\nET\nEMC\nQ\n';
  expect(markUntaggedAsArtifacts(clipped)).toBe(clipped);
});

/** Whether the EMC at `index` closes an artifact (the last BMC opened before it and not closed). */
function isArtifactEnd(operators: string[], index: number): boolean {
  const open: string[] = [];
  for (const op of operators.slice(0, index)) {
    if (op === 'BMC' || op === 'BDC') open.push(op);
    else if (op === 'EMC') open.pop();
  }
  return open.at(-1) === 'BMC';
}

test('inside a text object that holds tags, only its untagged text becomes an artifact, closed before the tag and its end', () => {
  const content = 'BT\n/F1 9 Tf\n<01> Tj\n/Span <</MCID 3 >>BDC\n<02> Tj\nEMC\n<03> Tj\nET\n';
  const marked = markUntaggedAsArtifacts(content);
  expect(paintedIn(marked)).toEqual([
    {operator: 'Tj', tags: ['Artifact']},
    {operator: 'Tj', tags: ['Span']},
    {operator: 'Tj', tags: ['Artifact']},
  ]);
  // Each artifact opens and closes inside the text object, as marked content there must.
  expect(marked).toBe(
    'BT\n/F1 9 Tf\n/Artifact BMC\n<01> Tj\n\nEMC\n/Span <</MCID 3 >>BDC\n<02> Tj\nEMC\n/Artifact BMC\n<03> Tj\n\nEMC\nET\n',
  );
});

/**
 * Chromium's running header of the Japanese iOS manual, 「iPhone・iPad版…」: a glyph the font
 * shares between two characters (・ and ‧) is written in a text object of its own, inside a Span
 * that only gives its ActualText. That Span has no MCID: it is no part of the structure tree.
 */
const HEADER_WITH_ACTUAL_TEXT = `q
BT
/F6 10.66 Tf
1 0 0 -1 64 40 Tm
<004C> Tj
ET
BT
/Span<</ActualText <FEFF30FB> >> BDC
/F7 10.66 Tf
1 0 0 -1 64 40 Tm
35.97 0 Td <00AC> Tj
EMC
ET
BT
/F6 10.66 Tf
1 0 0 -1 64 40 Tm
46.97 0 Td <004C> Tj
ET
Q
/P <</MCID 0 >>BDC
BT
/F5 13.33 Tf
<002B> Tj
ET
EMC
`;

test('marked content without an MCID (an ActualText Span) is no tag: outside the tags, it becomes part of an artifact', () => {
  expect(paintedIn(markUntaggedAsArtifacts(HEADER_WITH_ACTUAL_TEXT))).toEqual([
    {operator: 'Tj', tags: ['Artifact']},
    {operator: 'Tj', tags: ['Artifact', 'Span']},
    {operator: 'Tj', tags: ['Artifact']},
    {operator: 'Tj', tags: ['P']},
  ]);
  // The header opening on such a glyph; such a glyph after a tag in one text object: the artifact
  // opens around the Span, never inside it, and closes before the text object ends.
  expect(markUntaggedAsArtifacts('BT\n/Span <</ActualText <FEFF30FB> >>BDC\n<01> Tj\nEMC\nET\n')).toBe(
    '/Artifact BMC\nBT\n/Span <</ActualText <FEFF30FB> >>BDC\n<01> Tj\nEMC\nET\n\nEMC\n',
  );
  expect(
    markUntaggedAsArtifacts(
      'BT\n/P <</MCID 2 >>BDC\n<01> Tj\nEMC\n/Span <</ActualText <FEFF30FB> >>BDC\n<02> Tj\nEMC\nET\n',
    ),
  ).toBe(
    'BT\n/P <</MCID 2 >>BDC\n<01> Tj\nEMC\n/Artifact BMC\n/Span <</ActualText <FEFF30FB> >>BDC\n<02> Tj\nEMC\n\nEMC\nET\n',
  );
});

test('strings, names and dictionaries are operands, whatever they hold', () => {
  const content =
    '/Span <</MCID 0 /ActualText (a\\) Tj \\(b) /Alt <54 6a>>> BDC\n(x (nested) Tj) Tj\nEMC\n%  Tj in a comment\n';
  expect(operationsOf(content).map(({operator}) => operator)).toEqual(['BDC', 'Tj', 'EMC']);
  expect(markUntaggedAsArtifacts(content)).toBe(content);
  expect(() => markUntaggedAsArtifacts('<01> Tj\nEMC\n')).toThrow(/never opened/);
  // What cannot be told a tag or not, or marked without breaking the nesting, stops the build.
  expect(() => markUntaggedAsArtifacts('/Span /MC0 BDC\n<01> Tj\nEMC\n')).toThrow(/resource/);
  expect(() => markUntaggedAsArtifacts('/Span <</ActualText <FEFF> >>BDC\n/P <</MCID 0 >>BDC\nEMC\nEMC\n')).toThrow(
    /no tag/,
  );
});

test('the Japanese and Chinese faces draw CJK characters only, and name those they lack', () => {
  const cjkLocales = Object.keys(locales).filter((locale) => manualFontsOf(locale) !== undefined);
  expect(cjkLocales, 'the locales with a face of their own').toEqual(expect.arrayContaining(['ja', 'zh-Hans']));
  for (const locale of cjkLocales) {
    const face = manualFace(locale)!;
    expect(face.files.size, `${locale}: font files`).toBeGreaterThan(100);
    // The Latin text stays with the site's own stacks.
    for (const latin of 'A+×→…')
      expect(
        face.ranges.some(([from, to]) => latin.codePointAt(0)! >= from && latin.codePointAt(0)! <= to),
        `${locale} ${latin}`,
      ).toBe(false);
    expect(charactersOutsideFace('書類を削除する。（WBS）', locale), locale).toEqual([]);
  }
  // Hangul is no part of Noto Sans JP: the build would stop naming it rather than print it in a face of the machine.
  expect(charactersOutsideFace('書類 한국어', 'ja')).toEqual(['한', '국', '어']);
  expect(manualFace('fr')).toBeUndefined();
  expect(charactersOutsideFace('書類', 'fr')).toEqual([]);
});
