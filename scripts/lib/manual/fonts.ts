/**
 * Which characters the machine can print: fontconfig's coverage, so that a manual with a character
 * no font has stops the build naming it rather than printing an empty box.
 */
import {spawnSync} from 'node:child_process';
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
