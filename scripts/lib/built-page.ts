/**
 * A page of a build, parsed: the one place that reads a built HTML file into a document (cheerio,
 * which parses HTML as browsers do). Which file a page is, the site index says
 * (server/site-index.ts); the manuals, the link check and the build tests read pages through here.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {type CheerioAPI, load} from 'cheerio';

/** The page at `file` (a path in the build, as the site index gives it) of the build at `root`, parsed. */
export function readBuiltPage(root: string, file: string): CheerioAPI {
  return load(readFileSync(path.join(root, file), 'utf8'));
}
