/**
 * dom-accessibility-api (the accessible-name computation of the W3C "accname" rules that
 * Testing Library uses), bundled for the page: the cross-engine checks find a part by its role and
 * name as Playwright's getByRole does in Chromium, so a name must come from the same rules —
 * aria-labelledby before aria-label, then the content, then the title. The drivers send functions
 * as source text (in-page.ts), so the library goes into a document as a script that sets
 * `window.__accessibleName`.
 */
import {buildSync} from 'esbuild';

let script: string | undefined;

/** The library as a script, bundled the first time it is asked for: a worker whose tests find no part by name never builds it. */
export function accessibleNameScript(): string {
  script ??= buildSync({
    stdin: {
      contents:
        "import {computeAccessibleName} from 'dom-accessibility-api'; window.__accessibleName = computeAccessibleName;",
      resolveDir: __dirname,
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
  }).outputFiles[0].text;
  return script;
}
