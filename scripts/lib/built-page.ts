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

/** The types of a `<script>` that runs; any other (`application/ld+json`…) is a data block, which CSP ignores. */
const RUNNING_SCRIPT = /^(?:(?:text|application)\/(?:javascript|ecmascript)|module)$/i;

/**
 * The text of each inline script that runs of the page at `file` of the build at `root`: scripts
 * with a `src` are covered by 'self'. Read with htmlparser2's tokenizer (cheerio's `xml` option,
 * in HTML mode), which reads a script's raw text as parse5 does in a third of the time: every
 * page of every locale is read for it at each build.
 */
export function inlineScriptsOf(root: string, file: string): string[] {
  const $ = load(readFileSync(path.join(root, file), 'utf8'), {xml: {xmlMode: false, decodeEntities: false}});
  return $('script:not([src])')
    .toArray()
    .filter((script) => {
      const type = $(script).attr('type')?.trim();
      return type === undefined || type === '' || RUNNING_SCRIPT.test(type);
    })
    .map((script) => $(script).text());
}
