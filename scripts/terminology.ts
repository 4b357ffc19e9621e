/**
 * `npm run lint:terms`: the terminology check of scripts/lib/terminology-check.ts (the glossaries,
 * the menus, the typography and the strings a reader sees, in every locale) on the command line.
 * Prints `file:line:col  variant → expected` per hit and exits 1 on any hit, 2 on a mistake in the
 * arguments.
 *
 * Usage: terminology.ts [--<locale> PATH]... [--<locale>-json FILE]... [--en-strings]
 * (e.g. --fr DIR, --de-json FILE; files or directories; --en-strings, the English site strings of
 * the code and the config; without any option, the site's own pages, code.json files and strings
 * in every locale).
 */
import {checkTerminology} from './lib/terminology-check';

checkTerminology(process.argv.slice(2)).then(
  ({status, out, err}) => {
    for (const line of out) console.log(line);
    for (const line of err) console.error(line);
    process.exit(status);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
