/**
 * The site's MDX sources, parsed (scripts/lib/page-source.ts), each once per test worker: the checks
 * that compare a translation with its English page read each English page for every locale.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {PageSource} from '../../scripts/lib/page-source';

const root = path.join(__dirname, '../..');
const parsed = new Map<string, PageSource>();

/** The page at `file`, a path from the repository's root (`docs/faq.mdx`), parsed. */
export function pageSourceOf(file: string): PageSource {
  let source = parsed.get(file);
  if (source === undefined) {
    source = new PageSource(readFileSync(path.join(root, file), 'utf8'));
    parsed.set(file, source);
  }
  return source;
}
