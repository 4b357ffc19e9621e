/**
 * Small build folders written in a temp dir, for the tests of what reads a build (the site map,
 * the link check, the hosting config): a few pages shaped like Docusaurus's output, each case
 * showing one rule without the whole site.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ORIGIN = 'https://example.com';

/** A page as Docusaurus writes it: its canonical link (none when undefined), then `body` in the head or body. */
export function pageHtml(canonical: string | undefined, body = ''): string {
  const link = canonical === undefined ? '' : `<link data-rh="true" rel="canonical" href="${ORIGIN}${canonical}">`;
  return `<!doctype html><html><head>${link}${body}`;
}

/** Writes `files` (build path without the leading slash → content) into `root`. */
export function writeBuildFiles(root: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), content);
  }
}

/** A new build folder holding `files`; `remove` deletes it. */
export function syntheticBuild(files: Record<string, string>): {root: string; remove: () => void} {
  const root = mkdtempSync(path.join(os.tmpdir(), 'synthetic-build-'));
  writeBuildFiles(root, files);
  return {root, remove: () => rmSync(root, {recursive: true, force: true})};
}
