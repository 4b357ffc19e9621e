/**
 * dom-accessibility-api (the accessible-name computation of the W3C "accname" rules that
 * Testing Library uses), bundled for the page: the cross-engine checks find a part by its role and
 * name as Playwright's getByRole does in Chromium, so a name must come from the same rules —
 * aria-labelledby before aria-label, then the content, then the title. The drivers send functions
 * as source text (in-page.ts), so the library goes into each document once, as a script that sets
 * `window.__accessibleName`.
 */
import {buildSync} from 'esbuild';

export const ACCESSIBLE_NAME_SCRIPT = buildSync({
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
