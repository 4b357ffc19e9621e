/** The table of contents covers heading levels 2 and 3 only. */
import {test, expect} from '../support/fixtures';

test('a page with headings of levels 2 to 5 lists levels 2 and 3 in its table of contents', async ({page, site}) => {
  await page.goto('/fr/__tests__/toc');
  await expect(site.tableOfContents.getByRole('link')).toHaveText(['Level two', 'Level three', 'Second level two']);
});

test('on a doc page the table of contents lists exactly its h2 and h3 headings', async ({page, site}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/fr/faq');
  const headings = await page
    .locator('article .markdown')
    .locator('h2[id], h3[id]')
    .evaluateAll((els) => els.map((el) => `#${el.id}`));
  expect(headings.length).toBeGreaterThan(2);
  const tocLinks = await site.tableOfContents
    .getByRole('link')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(tocLinks).toEqual(headings);
});
