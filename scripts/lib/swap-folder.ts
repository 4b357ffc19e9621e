/**
 * A folder put in the place of another that a server may be reading (build/, by `npm run build`).
 * Two renames: the old folder aside, the new one in its place, the old one removed after. A server
 * finds no folder only between the two renames; removing the old one first left it without one for
 * the whole recursive delete, long enough for a file to vanish between two reads of one request.
 */
import {existsSync, renameSync, rmSync} from 'node:fs';

/** Puts `next` where `target` is, moving the old `target` to `aside` (which must not be in use) and removing it. */
export function swapFolder(next: string, target: string, aside: string): void {
  rmSync(aside, {recursive: true, force: true});
  if (existsSync(target)) renameSync(target, aside);
  renameSync(next, target);
  rmSync(aside, {recursive: true, force: true});
}
