/**
 * axe-core's scan of a page as it stands, run in the page itself. axe is injected once per page
 * load, so a page scanned in several variants (dark mode, a phone's screen: the page is resized
 * and recoloured, not reloaded) pays for it once; @axe-core/playwright injected it twice per scan.
 * A page that loads one route after another (tests/support/browsing.ts) gets it with every
 * document instead (`withAxe`), where the browser compiles it once for all.
 * The site has no frames, so the scan needs nothing of the frame handling such wrappers add.
 */
import type {Page} from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

type InPage = typeof globalThis & {axe?: typeof axe};

const withAxeAlready = new WeakSet<Page>();

/** Has every document `page` loads from now on start with axe in it (once per page). */
export async function withAxe(page: Page): Promise<void> {
  if (withAxeAlready.has(page)) return;
  withAxeAlready.add(page);
  await page.addInitScript(axe.source);
}

/** The violations axe finds on `page` now, one readable line each; in the elements `within` selects, or the whole document. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // By its source, not a script tag: the pages' Content Security Policy would refuse an inline one.
  if (!(await page.evaluate(() => (globalThis as InPage).axe !== undefined))) await page.evaluate(axe.source);
  // Only violations are read, so axe skips the details of what passed.
  const violations = await page.evaluate(
    async ({tags, selector}) =>
      (
        await (globalThis as InPage).axe!.run(selector === undefined ? document : {include: [[selector]]}, {
          runOnly: {type: 'tag', values: tags},
          resultTypes: ['violations'],
        })
      ).violations,
    {tags: TAGS, selector: within},
  );
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
    ),
  );
}
