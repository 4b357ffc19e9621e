/**
 * Which characters the machine can print (fontconfig's coverage), so that a manual with a character
 * no font has stops the build naming it rather than printing an empty box; and which faces
 * Chromium drew a manual's CJK text in, so that one drawn in another language's forms stops it too.
 */
import {spawnSync} from 'node:child_process';
import type {Page} from 'playwright-core';
import {type Ranges, drawsNothing, inRanges} from '../../../src/plugins/preview-images/unicode-ranges';

let coverage: Ranges | null | undefined;

/** The code points the machine's fonts cover (fontconfig's fc-list), or null where fc-list is missing. */
function fontCoverage(): Ranges | null {
  if (coverage !== undefined) return coverage;
  const listing = spawnSync('fc-list', ['--format', '%{charset}\\n'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  coverage =
    listing.status !== 0
      ? null
      : listing.stdout
          .split(/\s+/)
          .filter((range) => /^[0-9a-f]+(-[0-9a-f]+)?$/.test(range))
          .map((range) => {
            const [from, to = from] = range.split('-').map((hex) => parseInt(hex, 16));
            return [from, to];
          });
  return coverage;
}

/**
 * The characters of `text` that no font of the machine has: Chromium would print them as empty
 * boxes. Empty when fontconfig cannot tell (no fc-list).
 */
export function charactersWithoutFont(text: string): string[] {
  const ranges = fontCoverage();
  if (ranges === null) return [];
  const characters = [...new Set(text)].filter((c) => !drawsNothing(c));
  return characters.filter((c) => !inRanges(ranges, c.codePointAt(0)!));
}

/**
 * The CJK faces other than `face` that Chromium drew the manual's headings and paragraphs in (its
 * platform fonts, through CDP). scripts/install-fonts.sh installs Noto Sans CJK, one family per
 * language's forms (JP, SC, TC, KR…): a locale whose face is named (MANUAL_CJK_FACES) and is drawn
 * in another fell back to the wrong forms (Japanese for Chinese, say).
 */
export async function otherCjkFaces(page: Page, face: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const {root} = await cdp.send('DOM.getDocument', {depth: 0});
    const {nodeIds} = await cdp.send('DOM.querySelectorAll', {nodeId: root.nodeId, selector: 'h1, p'});
    const others = new Set<string>();
    for (const nodeId of nodeIds) {
      for (const {familyName} of (await cdp.send('CSS.getPlatformFontsForNode', {nodeId})).fonts) {
        if (familyName.includes('CJK') && familyName !== face) others.add(familyName);
      }
    }
    return [...others];
  } finally {
    await cdp.detach();
  }
}
